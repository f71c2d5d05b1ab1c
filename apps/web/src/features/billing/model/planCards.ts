import type { PlanView, Subscription } from '@relata/core';

/** The billing toggle of the upgrade page; annual is the default (spec 1 §4). */
export type BillingPeriod = 'annual' | 'monthly';

/** The billing toggle's starting value (spec 1 §4 "Billing toggle: annual by default"). */
export const DEFAULT_BILLING_PERIOD: BillingPeriod = 'annual';

/** What a plan card's button does for this user and billing period. */
export type PlanCardAction =
  | { kind: 'checkout'; priceId: string }
  | { kind: 'change'; priceId: string }
  | { kind: 'current' }
  | { kind: 'unavailable' };

/** The price a card sells for a billing period, or null when the plan has none for it. */
export function priceIdFor(view: PlanView, period: BillingPeriod): string | null {
  return period === 'annual' ? view.yearlyPriceId : view.monthlyPriceId;
}

/**
 * A card's action: without a live subscription choosing a plan starts checkout; with one, the
 * subscribed price is "current" and any other price is a plan change (spec 1 §7).
 */
export function planCardAction(
  view: PlanView,
  period: BillingPeriod,
  live: Pick<Subscription, 'price_id'> | undefined,
): PlanCardAction {
  const priceId = priceIdFor(view, period);
  if (!priceId) return { kind: 'unavailable' };
  if (!live) return { kind: 'checkout', priceId };
  return live.price_id === priceId ? { kind: 'current' } : { kind: 'change', priceId };
}

/** The price a card shows large for a period: per month either way (spec 1 §3 "Plan view"). */
export function shownMonthlyPrice(view: PlanView, period: BillingPeriod): number {
  return period === 'annual' ? view.annualPricePerMonth : view.monthlyPrice;
}

/** The period's name in a sentence: "yearly" or "monthly". */
export function periodWord(period: BillingPeriod): 'yearly' | 'monthly' {
  return period === 'annual' ? 'yearly' : 'monthly';
}

/** The payment success page checks the subscription again after this long (spec 1 §4, §9). */
export const PAYMENT_RECHECK_MS = 5_000;
