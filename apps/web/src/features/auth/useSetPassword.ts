import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api/ApiError';
import { accountApi } from '../../lib/session/accountApi';
import { setSignOutTarget } from './signOutTarget';
import { forgetSession } from '../../lib/session/useSession';

/** Where the user goes after a reset: every session ended, so they log in again (spec 1 §4). */
export const RESET_DONE_PATH = '/login?reset=done';

/**
 * Sets the new password from a recovery session. The server ends every session, so the app
 * forgets the user and goes to /login with a note. A failure only clears the loading state
 * (spec 1 §8), except the two the page explains: no session, and not a recovery session.
 */
export function useSetPassword() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: accountApi.setPassword,
    meta: { errorToast: false },
    onSuccess: () => {
      setSignOutTarget(RESET_DONE_PATH);
      forgetSession(queryClient);
      void navigate(RESET_DONE_PATH, { replace: true });
    },
    onError: (error) => {
      if (!(error instanceof ApiError && (error.status === 401 || error.status === 403))) {
        console.error('The new password could not be set.', error);
      }
    },
  });
}
