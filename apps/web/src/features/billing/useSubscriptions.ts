import type { Subscription } from '@relata/core';
import { useQuery } from '@tanstack/react-query';
import { apiJson, checkedByServer } from '../../lib/api/apiClient';
import { useSession } from '../../lib/session/useSession';
import { billingKeys } from './billingKeys';

// Read here, not through billingApi: the header's plan reads the subscriptions on every signed-in
// page, and billingApi brings the catalogue's and the checkout's schemas, for the billing pages.
const fetchSubscriptions = (signal: AbortSignal): Promise<Subscription[]> =>
  apiJson('/api/billing/subscriptions', checkedByServer<Subscription[]>(), { signal });

/**
 * The signed-in user's subscriptions, newest first (spec 1 §7 "subscriptions: select with price
 * by user_id"); kept fresh by `useSubscriptionSync`. Failures are only logged (spec 1 §8).
 */
export function useSubscriptions() {
  const signedIn = Boolean(useSession().data?.user.id);
  return useQuery({
    queryKey: billingKeys.subscriptions,
    queryFn: ({ signal }) => fetchSubscriptions(signal),
    enabled: signedIn,
    staleTime: 30_000,
  });
}
