import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '../../lib/session/accountApi';
import { SESSION_QUERY_KEY } from '../../lib/session/useSession';

/**
 * Signs in with e-mail and password, then reloads the session: the login page's guard then sends
 * the user on (to /app, the redirect target, or onboarding). Errors stay with the form.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: accountApi.signIn,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
