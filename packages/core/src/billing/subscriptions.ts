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
