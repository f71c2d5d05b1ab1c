import { z } from 'zod';

// Apart from the catalogue and the checkout (plans.ts): every signed-in page reads the user's
// subscriptions for the header's plan, and a module's zod schemas are built as it loads.

/** A price of a product (spec 1 §3). */
export const priceSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  unit_amount: z.number().int(),
  currency: z.string(),
  interval: z.enum(['month', 'year']),
  lookup_key: z.string().nullable(),
  active: z.boolean(),
});

/** A subscription with its price (spec 1 §3). */
export const subscriptionSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  status: z.string().nullable(),
  lookup_key: z.string().nullable(),
  price_id: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  cancel_at: z.string().nullable(),
  canceled_at: z.string().nullable(),
  current_period_end: z.string().nullable(),
  provider: z.enum(['stripe', 'test']),
  price: priceSchema.nullable(),
});

export type Price = z.infer<typeof priceSchema>;
export type Subscription = z.infer<typeof subscriptionSchema>;

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
