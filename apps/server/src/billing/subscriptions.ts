import type { Subscription } from '@relata/core';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** A subscription state reported by a provider (a webhook, or the test-mode pages). */
export interface SubscriptionState {
  id: string;
  userId: string;
  status: string | null;
  priceId: string | null;
  lookupKey: string | null;
  cancelAtPeriodEnd: boolean;
  cancelAt: Date | null;
  canceledAt: Date | null;
  currentPeriodEnd: Date | null;
  provider: 'stripe' | 'test';
  /** The provider's event time (seconds): a state older than the stored one is ignored. */
  eventCreated: number;
}

/**
 * The one code path that writes subscriptions, used by the Stripe webhooks and the test-mode
 * provider alike. Out-of-order deliveries end in the right state: an older event never
 * overwrites a newer one. Returns whether the row changed.
 */
export async function applySubscription(db: Db, s: SubscriptionState): Promise<boolean> {
  const values = {
    id: s.id,
    user_id: s.userId,
    status: s.status,
    price_id: s.priceId,
    lookup_key: s.lookupKey,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    cancel_at: s.cancelAt,
    canceled_at: s.canceledAt,
    current_period_end: s.currentPeriodEnd,
    provider: s.provider,
    event_created: s.eventCreated,
  };
  const result = await db
    .insertInto('subscriptions')
    .values(values)
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet({ ...values, updated_at: new Date() })
        .where(sql<boolean>`subscriptions.event_created <= excluded.event_created`),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** A user's subscriptions with their prices, newest first (spec 1 §7). */
export async function listSubscriptions(db: Db, userId: string): Promise<Subscription[]> {
  const rows = await db
    .selectFrom('subscriptions')
    .leftJoin('prices', 'prices.id', 'subscriptions.price_id')
    .select([
      'subscriptions.id',
      'subscriptions.user_id',
      'subscriptions.status',
      'subscriptions.lookup_key',
      'subscriptions.price_id',
      'subscriptions.cancel_at_period_end',
      'subscriptions.cancel_at',
      'subscriptions.canceled_at',
      'subscriptions.current_period_end',
      'subscriptions.provider',
      'prices.product_id',
      'prices.unit_amount',
      'prices.currency',
      'prices.interval',
      'prices.lookup_key as price_lookup_key',
      'prices.active as price_active',
    ])
    .where('subscriptions.user_id', '=', userId)
    .orderBy('subscriptions.created_at', 'desc')
    .execute();
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return rows.map((r) => ({
    id: r.id,
    user_id: r.user_id,
    status: r.status,
    lookup_key: r.lookup_key,
    price_id: r.price_id,
    cancel_at_period_end: r.cancel_at_period_end,
    cancel_at: iso(r.cancel_at),
    canceled_at: iso(r.canceled_at),
    current_period_end: iso(r.current_period_end),
    provider: r.provider as 'stripe' | 'test',
    price:
      r.price_id && r.product_id && r.unit_amount !== null && r.interval
        ? {
            id: r.price_id,
            product_id: r.product_id,
            unit_amount: r.unit_amount,
            currency: r.currency ?? 'eur',
            interval: r.interval as 'month' | 'year',
            lookup_key: r.price_lookup_key,
            active: r.price_active ?? true,
          }
        : null,
  }));
}

/** The user's live subscription, if any (spec 1 §4). */
export async function liveSubscription(db: Db, userId: string) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', ['active', 'trialing'])
    .where((eb) => eb.or([eb('lookup_key', 'is', null), eb('lookup_key', '!=', 'free')]))
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** Looks a price's lookup key up in the catalogue. */
export async function lookupKeyOf(db: Db, priceId: string): Promise<string | null> {
  const row = await db
    .selectFrom('prices')
    .select('lookup_key')
    .where('id', '=', priceId)
    .executeTakeFirst();
  return row?.lookup_key ?? null;
}
