import { create } from 'zustand';

interface SignOutTargetState {
  /** Where an intended sign-out goes (e.g. '/login?reset=done'); null for an expired session. */
  to: string | null;
}

/**
 * Where the app is going after a sign-out it started. When the session becomes null, the guard
 * of the page being left redirects too; it goes to the same place, so the two navigations agree.
 */
export const useSignOutTarget = create<SignOutTargetState>()(() => ({ to: null }));

/** Records the destination of a sign-out the app is about to perform. */
export function setSignOutTarget(to: string): void {
  useSignOutTarget.setState({ to });
}

/** Forgets it once a user is signed in again. */
export function clearSignOutTarget(): void {
  if (useSignOutTarget.getState().to !== null) useSignOutTarget.setState({ to: null });
}
