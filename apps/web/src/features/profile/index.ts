/**
 * The profile feature's public entry: onboarding's profile step reuses its form and avatar editor,
 * and the settings page shows its overview.
 */
export { AvatarEditor } from './AvatarEditor';
export { splitDisplayName } from './model/displayName';
export {
  PROFILE_LABELS,
  profilePatchFrom,
  validateProfileForm,
  type ProfileFormValues,
} from './model/profileForm';
export { ProfileOverview } from './ProfileOverview';
export { useUpdateProfile } from './useProfileMutations';
