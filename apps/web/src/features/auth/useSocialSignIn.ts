import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api/ApiError';
import { accountApi, type SocialProvider } from '../../lib/session/accountApi';

/** Props of a social sign-in start. */
export interface SocialStart {
  provider: SocialProvider;
  acceptTerms?: boolean;
}

/**
 * Starts a Google or GitHub sign-in: the server answers the provider's address, where the browser
 * goes. Failures (e.g. "Google sign-in is not configured on this server") go to `onError`.
 */
export function useSocialSignIn(intent: 'login' | 'register', onError: (message: string) => void) {
  return useMutation({
    mutationFn: (start: SocialStart) =>
      accountApi.startSocial({
        provider: start.provider,
        intent,
        ...(start.acceptTerms === undefined ? {} : { acceptTerms: start.acceptTerms }),
      }),
    meta: { errorToast: false },
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => onError(errorMessage(error)),
  });
}
