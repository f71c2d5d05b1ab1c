import Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../http/errors';
import { upsertPrice, upsertProduct, type PriceInput } from './catalog';
import type { BillingProvider } from './provider';
import { applySubscription } from './subscriptions';

/** Creates the Stripe client; STRIPE_API_URL points it elsewhere (a local fake API in tests). */
export function createStripeClient(secretKey: string, apiUrl: string | undefined): Stripe {
  if (!apiUrl) return new Stripe(secretKey, { maxNetworkRetries: 1, timeout: 20_000 });
  const u = new URL(apiUrl);
  return new Stripe(secretKey, {
    host: u.hostname,
    port: u.port || (u.protocol === 'https:' ? 443 : 80),
    protocol: u.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
    timeout: 10_000,
  });
}

/** The subscription state a Stripe subscription object describes. */
export function stateOfStripeSubscription(
  sub: Stripe.Subscription,
  userId: string,
  eventCreated: number,
) {
  const item = sub.items.data[0];
  const periodEndSeconds =
    (item as { current_period_end?: number } | undefined)?.current_period_end ??
    (sub as unknown as { current_period_end?: number }).current_period_end;
  const at = (s: number | null | undefined) => (s ? new Date(s * 1000) : null);
  return {
    id: sub.id,
    userId,
    status: sub.status,
    priceId: item?.price.id ?? null,
    lookupKey: item?.price.lookup_key ?? null,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    cancelAt: at(sub.cancel_at),
    canceledAt: at(sub.canceled_at),
    currentPeriodEnd: at(periodEndSeconds),
    provider: 'stripe' as const,
    eventCreated,
  };
}

/**
 * The user behind a Stripe customer or subscription: its metadata (or the checkout's reference),
 * else our customer table. An id that names no user of ours (deleted since, or never ours) is
 * passed over: storing it would break the foreign key.
 */
export async function userOfStripe(
  db: Kysely<Database>,
  customerId: string | null,
  metadataUserId: string | null | undefined,
): Promise<string | undefined> {
  if (metadataUserId) {
    const user = await db
      .selectFrom('user')
      .select('id')
      .where('id', '=', metadataUserId)
      .executeTakeFirst();
    if (user) return user.id;
  }
  if (!customerId) return undefined;
  const row = await db
    .selectFrom('billing_customers')
    .select('user_id')
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row?.user_id;
}

/** Stripe as the payment provider. */
export function createStripeProvider(
  stripe: Stripe,
  db: Kysely<Database>,
  publicUrl: string,
): BillingProvider {
  const customerOf = async (user: { id: string; email: string }) => {
    const row = await db
      .selectFrom('billing_customers')
      .select('customer_id')
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (row) return row.customer_id;
    const customer = await stripe.customers.create({
      email: user.email,
      metadata: { user_id: user.id },
    });
    await db
      .insertInto('billing_customers')
      .values({ user_id: user.id, customer_id: customer.id })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    return customer.id;
  };
  const own = async (userId: string, subscriptionId: string) => {
    const sub = await db
      .selectFrom('subscriptions')
      .select('id')
      .where('id', '=', subscriptionId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!sub) throw new AppError(404, 'not_found', 'Subscription not found.');
  };
  const apply = async (sub: Stripe.Subscription, userId: string) => {
    await applySubscription(
      db,
      stateOfStripeSubscription(sub, userId, Math.floor(Date.now() / 1000)),
    );
  };
  return {
    kind: 'stripe',
    async createCheckout(user, priceId, coupon) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: await customerOf(user),
        client_reference_id: user.id,
        line_items: [{ price: priceId, quantity: 1 }],
        subscription_data: { metadata: { user_id: user.id } },
        ...(coupon ? { discounts: [{ coupon }] } : {}),
        success_url: `${publicUrl}/app/payment/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${publicUrl}/app/payment/cancel`,
      });
      return { sessionId: session.id || undefined, url: session.url ?? undefined };
    },
    async changePlan(userId, subscriptionId, priceId) {
      await own(userId, subscriptionId);
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      const item = current.items.data[0];
      if (!item) return undefined;
      const updated = await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: priceId }],
        proration_behavior: 'create_prorations',
        cancel_at_period_end: false,
      });
      if (!updated?.id) return undefined;
      await apply(updated, userId);
      return { id: updated.id, status: updated.status };
    },
    async cancelAtPeriodEnd(userId, subscriptionId) {
      await own(userId, subscriptionId);
      const updated = await stripe.subscriptions.update(subscriptionId, {
        cancel_at_period_end: true,
      });
      if (!updated?.id) return undefined;
      await apply(updated, userId);
      return {
        id: updated.id,
        status: updated.status,
        cancel_at: updated.cancel_at ? new Date(updated.cancel_at * 1000).toISOString() : null,
      };
    },
    async createPortal(user, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: await customerOf(user),
        return_url: returnUrl,
      });
      return { sessionId: session.id || undefined, url: session.url || undefined };
    },
  };
}

/** Copies Stripe's active products and prices into the catalogue (at start; webhooks keep it current). */
export async function syncStripeCatalog(
  stripe: Stripe,
  db: Kysely<Database>,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const products = await stripe.products.list({ active: true, limit: 100 });
    for (const p of products.data) await upsertProduct(db, productInput(p));
    const prices = await stripe.prices.list({ active: true, limit: 100 });
    for (const price of prices.data) {
      const input = priceInput(price);
      if (input) await upsertPrice(db, input);
    }
  } catch (err) {
    log.warn({ err }, 'billing: could not sync the catalogue from Stripe; serving the stored one');
  }
}

/** Our product fields from a Stripe product. */
export function productInput(p: Stripe.Product) {
  return {
    id: p.id,
    name: p.name,
    description: p.description ?? null,
    features: (p.marketing_features ?? []).map((f) => f.name ?? '').filter(Boolean),
    active: p.active,
    metadata: Object.fromEntries(Object.entries(p.metadata ?? {})),
  };
}

/** Our price fields from a Stripe price; one-off prices are not plans. */
export function priceInput(price: Stripe.Price): PriceInput | undefined {
  const recurring = price.recurring?.interval;
  const interval = recurring === 'month' ? 'month' : recurring === 'year' ? 'year' : undefined;
  if (!interval) return undefined;
  return {
    id: price.id,
    product_id: typeof price.product === 'string' ? price.product : price.product.id,
    unit_amount: price.unit_amount ?? 0,
    currency: price.currency,
    interval,
    lookup_key: price.lookup_key ?? null,
    active: price.active,
  };
}
