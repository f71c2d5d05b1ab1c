import { useQueryClient } from '@tanstack/react-query';
import { useChanges } from '../../lib/realtime/useRealtime';
import { useSession } from '../../lib/session/useSession';
import { billingKeys } from './billingKeys';

/**
 * Refetches the subscriptions when the server announces a change on the user's channel (a paid
 * checkout, a plan change or cancellation, a provider webhook). Mounted once, by the navbar.
 */
export function useSubscriptionSync(): void {
  const queryClient = useQueryClient();
  const userId = useSession().data?.user.id;
  useChanges(userId ? `user:${userId}` : undefined, (change) => {
    if (change.table !== 'subscriptions') return;
    void queryClient.invalidateQueries({ queryKey: billingKeys.subscriptions });
  });
}
