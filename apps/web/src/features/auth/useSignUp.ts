import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { accountApi } from '../../lib/session/accountApi';

/** Where a new account waits for its verification mail (spec 1 §2). */
export const VERIFY_PENDING_PATH = '/verify-email?state=not-confirmed';

/** Registers with e-mail and password, then shows "Verify Your Email". Errors stay with the form. */
export function useSignUp() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: accountApi.signUp,
    meta: { errorToast: false },
    onSuccess: () => navigate(VERIFY_PENDING_PATH),
  });
}
