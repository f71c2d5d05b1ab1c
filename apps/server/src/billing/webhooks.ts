import Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../http/errors';
import type { RealtimeHub } from '../realtime/hub';
import { upsertPrice, upsertProduct } from './catalog';
import {
  priceInput,
  productInput,
  stateOfStripeSubscription,
  userOfStripe,
} from './stripeProvider';
import { applySubscription } from './subscriptions';

/** What webhook processing needs. */
export interface WebhookDeps {
  stripe: Stripe;
  db: Kysely<Database>;
  hub: RealtimeHub;
  log: FastifyBaseLogger;
}

/**
 * Applies one verified Stripe event, once: the event id is recorded in the same transaction, so
 * a second delivery changes nothing. Answers whether it was new.
 */
export async function processStripeEvent(deps: WebhookDeps, event: Stripe.Event): Promise<boolean> {
  let touchedUser: string | undefined;
  const fresh = await deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('billing_events')
      .values({ id: event.id, type: event.type })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const customer = typeof session.customer === 'string' ? session.customer : null;
        const userId =
          (await userOfStripe(trx, null, session.client_reference_id)) ??
          (await userOfStripe(trx, customer, session.metadata?.user_id));
        const subscriptionId =
          typeof session.subscription === 'string'
            ? session.subscription
            : session.subscription?.id;
        if (userId && typeof session.customer === 'string') {
          await trx
            .insertInto('billing_customers')
            .values({ user_id: userId, customer_id: session.customer })
            // A user with a customer, or a customer of another user, keeps the mapping it has.
            .onConflict((oc) => oc.doNothing())
            .execute();
        }
        if (userId && subscriptionId) {
          const sub = await retrieveSubscription(deps.stripe, subscriptionId);
          await applySubscription(trx, stateOfStripeSubscription(sub, userId, event.created));
          touchedUser = userId;
        }
        break;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const sub = event.data.object;
        // trx, not deps.db: PGlite's pool has one connection, which this transaction holds.
        const userId = await userOfStripe(
          trx,
          typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
          sub.metadata?.user_id,
        );
        if (!userId) {
          deps.log.warn(
            { subscription: sub.id },
            'billing: subscription of an unknown customer ignored',
          );
          break;
        }
        await applySubscription(trx, stateOfStripeSubscription(sub, userId, event.created));
        touchedUser = userId;
        break;
      }
      case 'product.created':
      case 'product.updated':
        await upsertProduct(trx, productInput(event.data.object));
        break;
      case 'product.deleted':
        await trx
          .updateTable('products')
          .set({ active: false })
          .where('id', '=', event.data.object.id)
          .execute();
        break;
      case 'price.created':
      case 'price.updated': {
        const input = priceInput(event.data.object);
        if (
          input &&
          (await trx
            .selectFrom('products')
            .select('id')
            .where('id', '=', input.product_id)
            .executeTakeFirst())
        )
          await upsertPrice(trx, input);
        break;
      }
      case 'price.deleted':
        await trx
          .updateTable('prices')
          .set({ active: false })
          .where('id', '=', event.data.object.id)
          .execute();
        break;
      default:
        break;
    }
    return true;
  });
  if (touchedUser)
    await deps.hub.publishChange(`user:${touchedUser}`, {
      table: 'subscriptions',
      operation: 'UPDATE',
      record: { user_id: touchedUser },
      old_record: null,
    });
  return fresh;
}

/**
 * The subscription a checkout names, from Stripe's API. One Stripe does not know makes the event
 * unusable (400); an unreachable Stripe is worth a later delivery (503, and nothing is recorded).
 */
async function retrieveSubscription(stripe: Stripe, id: string): Promise<Stripe.Subscription> {
  try {
    return await stripe.subscriptions.retrieve(id);
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError)
      throw new AppError(400, 'bad_request', `Stripe knows no subscription "${id}".`);
    throw new AppError(503, 'unavailable', 'Stripe could not be reached. Deliver the event again.');
  }
}
