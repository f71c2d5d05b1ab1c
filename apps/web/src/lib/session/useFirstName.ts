import { useSession } from './useSession';

/** The signed-in user's first name for greetings, from the profile (spec 1 §3). */
export function useFirstName(): string | undefined {
  const firstname = useSession().data?.profile.firstname.trim();
  return firstname || undefined;
}
