import { isLive, planName, profileStatus, type Subscription } from '@relata/core';

/** How the profile shows the subscription's renewal (spec 1 §4). */
export type Renewal = { kind: 'until'; date: string } | { kind: 'renews' } | { kind: 'none' };

/** The subscription as the profile and the account page show it. */
export interface SubscriptionSummary {
  /** The plan's name (spec 1 §4): "Free" without a live subscription. */
  plan: string;
  /** The status code of spec 1 §4: no_subscription, unknown, canceled or the provider's. */
  status: string;
  renewal: Renewal;
}

/** The subscription that counts for the user: the live one, else the newest (the server's order). */
export function shownSubscription(
  subscriptions: readonly Subscription[],
): Subscription | undefined {
  return subscriptions.find(isLive) ?? subscriptions[0];
}

/**
 * Summarises the user's subscriptions for the profile (spec 1 §4): the status, and for a live
 * subscription either "access until" the end date when cancelled at period end, or renewing.
 */
export function summarizeSubscription(subscriptions: readonly Subscription[]): SubscriptionSummary {
  const shown = shownSubscription(subscriptions);
  const live = shown && isLive(shown) ? shown : undefined;
  const status = profileStatus(shown);
  if (!live) return { plan: 'Free', status, renewal: { kind: 'none' } };
  const end = live.cancel_at ?? live.current_period_end;
  const renewal: Renewal =
    live.cancel_at_period_end && end ? { kind: 'until', date: end } : { kind: 'renews' };
  return { plan: planName(live.lookup_key), status, renewal };
}

const STATUS_LABELS: Readonly<Record<string, string>> = {
  no_subscription: 'No subscription',
  unknown: 'Unknown',
  canceled: 'Canceled',
};

/** A status code in words: "No subscription", "Active", "Past due". */
export function statusLabel(status: string): string {
  const known = STATUS_LABELS[status];
  if (known) return known;
  const words = status.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A date of the billing screens, e.g. "12 March 2027" (fixed locale, as the prices are). */
export function formatBillingDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}
