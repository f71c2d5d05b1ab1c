import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '../../app/routeRules';
import { accountApi } from '../../lib/session/accountApi';
import { browserSessionStorage, forgetPendingRedirect } from './model/redirect';
import { setSignOutTarget } from './signOutTarget';
import { forgetSession } from '../../lib/session/useSession';

/** Signs out on the server, retrying once on error (spec 1 §4); never throws. */
export async function signOutWithRetry(): Promise<void> {
  try {
    await accountApi.signOut().catch(() => accountApi.signOut());
  } catch (error) {
    console.warn('Sign-out failed twice; clearing the local session anyway.', error);
  }
}

/**
 * Logout per spec 1 §4: sets a loading flag, signs out (retrying once on error) and, either way,
 * forgets everything cached about the user and goes to /login.
 */
export function useLogout(): { logout: () => Promise<void>; loggingOut: boolean } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = useCallback(async () => {
    setLoggingOut(true);
    await signOutWithRetry();
    setSignOutTarget(LOGIN_PATH);
    forgetSession(queryClient);
    forgetPendingRedirect(browserSessionStorage());
    setLoggingOut(false);
    await navigate(LOGIN_PATH, { replace: true });
  }, [navigate, queryClient]);

  return { logout, loggingOut };
}
