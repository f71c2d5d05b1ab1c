import { CONTROL_CHARACTER_MESSAGE, isSafeText } from '@relata/core';
import { z } from 'zod';
import { AppError } from '../http/errors';

/**
 * The shape of the Stripe events the webhook applies, as far as it reads them. A signature proves
 * who sent an event, not that its fields have the types the SDK's declarations promise: an event
 * whose fields we store is checked here first, so a malformed one answers 400 instead of failing
 * on a database constraint (500).
 */

const text = (max: number) => z.string().max(max).refine(isSafeText, CONTROL_CHARACTER_MESSAGE);
const id = text(255).min(1);
/** Unix seconds up to the year 9999 (event_created is a bigint; dates must be representable). */
const seconds = z.int().min(0).max(253_402_300_799);
const idOrObject = z.union([id, z.looseObject({ id })]);
const metadata = z.record(text(40), text(500)).nullish();

const checkoutSession = z.looseObject({
  client_reference_id: id.nullish(),
  customer: idOrObject.nullish(),
  subscription: idOrObject.nullish(),
  metadata,
});

const subscription = z.looseObject({
  id,
  customer: idOrObject,
  metadata,
  status: text(64),
  cancel_at_period_end: z.boolean(),
  cancel_at: seconds.nullish(),
  canceled_at: seconds.nullish(),
  current_period_end: seconds.nullish(),
  items: z.looseObject({
    data: z.array(
      z.looseObject({
        current_period_end: seconds.nullish(),
        price: z.looseObject({ id, lookup_key: text(200).nullish() }),
      }),
    ),
  }),
});

const product = z.looseObject({
  id,
  name: text(500),
  description: text(5000).nullish(),
  marketing_features: z.array(z.looseObject({ name: text(500).nullish() })).nullish(),
  active: z.boolean(),
  metadata,
});

const price = z.looseObject({
  id,
  product: idOrObject,
  unit_amount: z.int().min(0).max(2_147_483_647).nullish(),
  currency: text(16).min(1),
  recurring: z.looseObject({ interval: text(16) }).nullish(),
  lookup_key: text(200).nullish(),
  active: z.boolean(),
});

const deleted = z.looseObject({ id });

/** The schema of `data.object` per applied event type; other types are recorded and ignored. */
const OBJECT_SCHEMAS: Record<string, z.ZodType> = {
  'checkout.session.completed': checkoutSession,
  'customer.subscription.created': subscription,
  'customer.subscription.updated': subscription,
  'customer.subscription.deleted': subscription,
  'product.created': product,
  'product.updated': product,
  'product.deleted': deleted,
  'price.created': price,
  'price.updated': price,
  'price.deleted': deleted,
};

const envelope = z.looseObject({
  id,
  type: text(255).min(1),
  created: seconds,
  data: z.looseObject({ object: z.looseObject({}) }),
});

/**
 * Throws a 400 in our error shape, with the offending fields, when a verified event lacks what
 * the webhook reads or holds text no column may store. Returns when it is well-formed.
 */
export function assertWellFormedStripeEvent(event: unknown): void {
  const outer = envelope.safeParse(event);
  if (!outer.success) throw malformed(outer.error.issues, []);
  const { type, data } = outer.data;
  const schema = Object.hasOwn(OBJECT_SCHEMAS, type) ? OBJECT_SCHEMAS[type] : undefined;
  const inner = schema?.safeParse(data.object);
  if (inner && !inner.success) throw malformed(inner.error.issues, ['data', 'object']);
}

function malformed(issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[]): AppError {
  const fields: Record<string, string> = {};
  for (const issue of issues)
    fields[[...prefix, ...issue.path].map(String).join('.') || 'event'] ??= issue.message;
  return new AppError(400, 'validation_failed', 'The Stripe event is malformed.', fields);
}
