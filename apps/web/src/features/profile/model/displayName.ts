import type { Profile } from '@relata/core';
import type { ProfileFormValues } from './profileForm';

// Not in profileForm.ts: the header's account menu shows the name on every signed-in page, and
// that module builds the form's zod schema as it loads.

/** "Ada Lovelace", or the e-mail address while no name is set. */
export function displayName(profile: Pick<Profile, 'firstname' | 'lastname' | 'email'>): string {
  const name = `${profile.firstname} ${profile.lastname ?? ''}`.trim();
  return name === '' ? profile.email : name;
}

/**
 * First and last name from a provider's display name ("Gina de Google" -> "Gina", "de Google"),
 * used to prefill onboarding for users who signed up with Google or GitHub.
 */
export function splitDisplayName(name: string): ProfileFormValues {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const [first = '', ...rest] = words;
  return { firstname: first, lastname: rest.join(' ') };
}
