import { BILLING_MESSAGES } from '@relata/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast/toast';
import { useProfile } from '../../lib/session/useSession';
import { billingApi } from './billingApi';
import { billingKeys } from './billingKeys';

/**
 * The billing writes of the upgrade page (spec 1 §7): checkout (the browser then goes to the
 * provider's page), plan change, cancel at period end and the billing portal in a new tab. Their
 * failures show as the toast "Error" with the spec's or the server's message (spec 1 §8).
 */
export function useBillingActions() {
  const queryClient = useQueryClient();
  const profile = useProfile();
  const refresh = () => queryClient.invalidateQueries({ queryKey: billingKeys.subscriptions });

  const checkout = useMutation({
    mutationFn: billingApi.checkout,
    onSuccess: ({ url }) => {
      window.location.assign(url);
    },
  });
  const changePlan = useMutation({
    mutationFn: billingApi.changePlan,
    onSuccess: async () => {
      toast.show({ title: 'Success', message: 'Your plan has been changed.' });
      await refresh();
    },
  });
  const cancel = useMutation({
    mutationFn: billingApi.cancel,
    onSuccess: async () => {
      toast.show({ title: 'Success', message: 'Your subscription will end with this period.' });
      await refresh();
    },
  });
  const portal = useMutation({
    // The tab opens during the click, so no pop-up blocker stops it, and is pointed at the
    // portal once the server answers (closed again on failure).
    mutationFn: async (tab: Window | null) => {
      if (!profile) throw new Error(BILLING_MESSAGES.noProfile);
      const { url } = await billingApi.portal();
      if (tab) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
    },
    onError: (_error, tab) => tab?.close(),
  });

  return {
    checkout,
    changePlan,
    cancel,
    portal,
    /** Opens the billing portal in a new tab (spec 1 §7). */
    openPortal: () => {
      const tab = window.open('', '_blank');
      if (tab) tab.opener = null;
      portal.mutate(tab);
    },
  };
}
