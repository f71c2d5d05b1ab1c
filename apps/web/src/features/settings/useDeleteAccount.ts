import { useMutation } from '@tanstack/react-query';
import { toast } from '../../lib/toast/toast';
import { accountApi } from '../../lib/session/accountApi';
import { useLogout } from '../auth';

/** Deletes the account, with the toasts of spec 1 §8, then logs out and goes to /login. */
export function useDeleteAccount() {
  const { logout } = useLogout();
  return useMutation({
    mutationFn: accountApi.deleteAccount,
    meta: { errorToast: false },
    onSuccess: async () => {
      toast.show({ title: 'Success', message: 'Your account has been deleted successfully.' });
      await logout();
    },
    onError: (error) => {
      console.error('The account could not be deleted.', error);
      toast.show({
        title: 'Error',
        message: 'Failed to delete account. Please try again later.',
        type: 'error',
      });
    },
  });
}
