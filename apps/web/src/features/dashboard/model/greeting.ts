import type { AuthSession } from '../../../lib/session/session';

/**
 * How long after an account is made its first session may begin: the verification link, which
 * signs the new user in, works for 24 hours (the server's VERIFICATION_LINK_SECONDS); an OAuth
 * sign-up signs in at once.
 */
export const FIRST_SESSION_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the signed-in user is new here: this session began within the first day of the
 * account, when the verification link or the OAuth sign-up signed them in. Without both times
 * (an older server), a user counts as returning, as before.
 */
export function isNewUser(session: Pick<AuthSession, 'session' | 'user'> | undefined): boolean {
  const account = Date.parse(session?.user.createdAt ?? '');
  const signedIn = Date.parse(session?.session.createdAt ?? '');
  if (Number.isNaN(account) || Number.isNaN(signedIn)) return false;
  return signedIn - account < FIRST_SESSION_WINDOW_MS;
}

/** The dashboard's greeting: "Welcome" for a new user, "Welcome back" for a returning one. */
export function greeting(firstName: string | undefined, newUser: boolean): string {
  const words = newUser ? 'Welcome' : 'Welcome back';
  return firstName ? `${words}, ${firstName}!` : `${words}!`;
}
