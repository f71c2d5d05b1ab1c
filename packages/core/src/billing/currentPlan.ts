import type { Subscription } from './subscriptions';

// The plan rules without the subscriptions' zod schemas: the header shows the plan on every
// signed-in page, and a module's schemas are built as it loads.

/** Live means active or trialing, and not the free plan (spec 1 §4). */
export function isLive(s: Pick<Subscription, 'status' | 'lookup_key'> | null | undefined): boolean {
  return !!s && (s.status === 'active' || s.status === 'trialing') && s.lookup_key !== 'free';
}

/** The plan a lookup key names: the key without its period suffix. */
export type PlanId = 'free' | 'premium' | 'team';

/** Plan name from the lookup key (spec 1 §4): Premium, Team, Free, else "Unknown Plan". */
export function planName(
  lookupKey: string | null | undefined,
): 'Premium' | 'Team' | 'Free' | 'Unknown Plan' {
  switch (lookupKey) {
    case 'premium_monthly':
    case 'premium_yearly':
      return 'Premium';
    case 'team_monthly':
    case 'team_yearly':
      return 'Team';
    case 'free':
      return 'Free';
    default:
      return 'Unknown Plan';
  }
}

/** The plan of a user: the live subscription's, else free. */
export function currentPlan(
  subscriptions: ReadonlyArray<Pick<Subscription, 'status' | 'lookup_key'>>,
): PlanId {
  const live = subscriptions.find(isLive);
  const name = planName(live?.lookup_key);
  return name === 'Premium' ? 'premium' : name === 'Team' ? 'team' : 'free';
}
