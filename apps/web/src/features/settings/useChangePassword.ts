import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../lib/api/ApiError';
import { toast } from '../../lib/toast/toast';
import { accountApi } from '../../lib/session/accountApi';

/**
 * Changes the password from the settings; the server ends the user's other sessions. A wrong
 * current password comes back as a field error; other failures are only logged (spec 1 §8).
 */
export function useChangePassword(onDone: () => void) {
  return useMutation({
    mutationFn: accountApi.changePassword,
    meta: { errorToast: false },
    onSuccess: () => {
      toast.show({
        title: 'Password changed',
        message: 'Your password has been changed. Your other sessions were signed out.',
      });
      onDone();
    },
    onError: (error) => {
      if (!(error instanceof ApiError && error.fields)) {
        console.error('The password could not be changed.', error);
      }
    },
  });
}
