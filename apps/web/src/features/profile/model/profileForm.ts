import { updateProfileBodySchema, type Profile } from '@relata/core';
import type { FieldErrors } from '../../../lib/form/fieldErrors';
import { schemaFieldErrors } from '../../../lib/form/schemaFieldErrors';
import type { ProfilePatch } from '../../../lib/session/accountApi';

/** The profile form of the profile page, the settings and onboarding step 1. */
export interface ProfileFormValues extends Record<string, string> {
  firstname: string;
  lastname: string;
}

/** Field labels of the profile form. */
export const PROFILE_LABELS = { firstname: 'First name', lastname: 'Last name' } as const;

// Spec 1 §5: first name required, last name optional; the bounds are the server's schema.
const profileFormSchema = updateProfileBodySchema.required({ firstname: true });

/** Validates the profile form (the same rule in onboarding, spec 1 §5). */
export function validateProfileForm(
  values: ProfileFormValues,
): FieldErrors<keyof ProfileFormValues & string> {
  return schemaFieldErrors(profileFormSchema, values, PROFILE_LABELS);
}

/** The form's values for a stored profile. */
export function profileFormValues(
  profile: Pick<Profile, 'firstname' | 'lastname'>,
): ProfileFormValues {
  return { firstname: profile.firstname, lastname: profile.lastname ?? '' };
}

/** Whether the form differs from the stored profile (Save and Cancel show only then). */
export function isProfileFormDirty(
  values: ProfileFormValues,
  profile: Pick<Profile, 'firstname' | 'lastname'>,
): boolean {
  const stored = profileFormValues(profile);
  return values.firstname !== stored.firstname || values.lastname !== stored.lastname;
}

/** The PATCH body for the form: trimmed names, an empty last name stored as none. */
export function profilePatchFrom(values: ProfileFormValues): ProfilePatch {
  const lastname = values.lastname.trim();
  return { firstname: values.firstname.trim(), lastname: lastname === '' ? null : lastname };
}

/** The profile as it will be after a patch, for an optimistic update. */
export function applyProfilePatch(profile: Profile, patch: ProfilePatch): Profile {
  return {
    ...profile,
    ...patch,
    lastname: patch.lastname === undefined ? profile.lastname : patch.lastname,
  };
}
