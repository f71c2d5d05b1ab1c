import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/session/useSession';
import { billingApi } from './billingApi';
import { billingKeys } from './billingKeys';

/**
 * The signed-in user's subscriptions, newest first (spec 1 §7 "subscriptions: select with price
 * by user_id"); kept fresh by `useSubscriptionSync`. Failures are only logged (spec 1 §8).
 */
export function useSubscriptions() {
  const signedIn = Boolean(useSession().data?.user.id);
  return useQuery({
    queryKey: billingKeys.subscriptions,
    queryFn: ({ signal }) => billingApi.subscriptions(signal),
    enabled: signedIn,
    staleTime: 30_000,
  });
}
