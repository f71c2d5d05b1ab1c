import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../http/errors';
import type { BillingProvider } from './provider';
import { applySubscription, lookupKeyOf } from './subscriptions';

/** The end of a period that starts now. */
export function periodEnd(interval: string, from = new Date()): Date {
  const end = new Date(from);
  if (interval === 'year') end.setFullYear(end.getFullYear() + 1);
  else end.setMonth(end.getMonth() + 1);
  return end;
}

/**
 * The built-in test-mode provider (what `npm start` uses without STRIPE_SECRET_KEY): checkout
 * and portal are local pages (billing/testPages.ts); paying there writes the subscription through
 * the same applySubscription as Stripe's webhooks. No money moves, and the pages say so.
 */
export function createTestProvider(db: Kysely<Database>, publicUrl: string): BillingProvider {
  const session = async (
    kind: 'checkout' | 'portal',
    userId: string,
    priceId: string | null,
    returnUrl: string | null,
  ) => {
    const id = `test_${kind}_${randomBytes(12).toString('base64url')}`;
    await db
      .insertInto('test_billing_sessions')
      .values({ id, kind, user_id: userId, price_id: priceId, return_url: returnUrl })
      .execute();
    return { sessionId: id, url: `${publicUrl}/billing/test/${kind}/${id}` };
  };
  const own = async (userId: string, subscriptionId: string) => {
    const sub = await db
      .selectFrom('subscriptions')
      .selectAll()
      .where('id', '=', subscriptionId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!sub) throw new AppError(404, 'not_found', 'Subscription not found.');
    return sub;
  };
  return {
    kind: 'test',
    async createCheckout(user, priceId) {
      const price = await db
        .selectFrom('prices')
        .select('id')
        .where('id', '=', priceId)
        .where('active', '=', true)
        .executeTakeFirst();
      if (!price) throw new AppError(404, 'not_found', 'Price not found.');
      return session('checkout', user.id, priceId, null);
    },
    async changePlan(userId, subscriptionId, priceId) {
      const sub = await own(userId, subscriptionId);
      const price = await db
        .selectFrom('prices')
        .select(['id', 'interval'])
        .where('id', '=', priceId)
        .where('active', '=', true)
        .executeTakeFirst();
      if (!price) throw new AppError(404, 'not_found', 'Price not found.');
      await applySubscription(db, {
        id: sub.id,
        userId,
        status: 'active',
        priceId,
        lookupKey: await lookupKeyOf(db, priceId),
        cancelAtPeriodEnd: false,
        cancelAt: null,
        canceledAt: null,
        currentPeriodEnd: periodEnd(price.interval),
        provider: 'test',
        eventCreated: Math.floor(Date.now() / 1000),
      });
      return { id: sub.id, status: 'active' };
    },
    async cancelAtPeriodEnd(userId, subscriptionId) {
      const sub = await own(userId, subscriptionId);
      const cancelAt = sub.current_period_end ?? periodEnd('month');
      await applySubscription(db, {
        id: sub.id,
        userId,
        status: sub.status,
        priceId: sub.price_id,
        lookupKey: sub.lookup_key,
        cancelAtPeriodEnd: true,
        cancelAt,
        canceledAt: null,
        currentPeriodEnd: sub.current_period_end,
        provider: 'test',
        eventCreated: Math.floor(Date.now() / 1000),
      });
      return { id: sub.id, status: sub.status, cancel_at: cancelAt.toISOString() };
    },
    async createPortal(user, returnUrl) {
      return session('portal', user.id, null, returnUrl);
    },
  };
}
