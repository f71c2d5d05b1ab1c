/**
 * The profile feature's public entry: onboarding's profile step reuses its form and avatar editor,
 * and the settings page shows its overview.
 */
export { AvatarEditor } from './AvatarEditor';
export {
  PROFILE_LABELS,
  profilePatchFrom,
  splitDisplayName,
  validateProfileForm,
  type ProfileFormValues,
} from './model/profileForm';
export { ProfileOverview } from './ProfileOverview';
export { useUpdateProfile } from './useProfileMutations';
