import { formatEuro, planName, type PlanView, type Subscription } from '@relata/core';
import { confirm } from '../../lib/confirm/confirmStore';
import {
  periodWord,
  shownMonthlyPrice,
  type BillingPeriod,
  type PlanCardAction,
} from './model/planCards';
import { formatBillingDate } from './model/subscriptionSummary';
import { useBillingActions } from './useBillingActions';

/**
 * What the upgrade page does when a plan is chosen or the subscription cancelled: checkout at
 * once, a plan change or a cancellation only after the user confirms it.
 */
export function usePlanChoice(live: Subscription | undefined) {
  const actions = useBillingActions();

  const choose = async (view: PlanView, period: BillingPeriod, action: PlanCardAction) => {
    if (action.kind === 'checkout') {
      actions.checkout.mutate(action.priceId);
      return;
    }
    if (action.kind !== 'change' || !live) return;
    const price = formatEuro(shownMonthlyPrice(view, period));
    const ok = await confirm({
      kind: 'delete',
      title: 'Change plan',
      message: `Switch from ${planName(live.lookup_key)} to ${view.name}, billed ${periodWord(period)} at ${price} per month? The payment provider settles the difference.`,
      confirmLabel: 'Change Plan',
    });
    if (ok) actions.changePlan.mutate(action.priceId);
  };

  const cancel = async () => {
    if (!live) return;
    const end = live.current_period_end;
    const ok = await confirm({
      kind: 'delete',
      title: 'Cancel subscription',
      message: `Your ${planName(live.lookup_key)} plan will not renew${end ? `; you keep access until ${formatBillingDate(end)}` : ''}.`,
      confirmLabel: 'Cancel Subscription',
    });
    if (ok) actions.cancel.mutate(live.id);
  };

  return {
    choose: (view: PlanView, period: BillingPeriod, action: PlanCardAction) =>
      void choose(view, period, action),
    cancel: () => void cancel(),
    openPortal: actions.openPortal,
    /** The price whose checkout or change is under way (its button shows loading). */
    pendingPriceId:
      actions.checkout.isPending || actions.checkout.isSuccess
        ? actions.checkout.variables
        : actions.changePlan.isPending
          ? actions.changePlan.variables
          : undefined,
    busy: actions.checkout.isPending || actions.checkout.isSuccess || actions.changePlan.isPending,
    cancelling: actions.cancel.isPending,
    openingPortal: actions.portal.isPending,
  };
}
