import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
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
        const userId =
          session.client_reference_id ??
          (await userOfStripe(
            deps.db,
            typeof session.customer === 'string' ? session.customer : null,
            session.metadata?.user_id,
          ));
        const subscriptionId =
          typeof session.subscription === 'string'
            ? session.subscription
            : session.subscription?.id;
        if (userId && typeof session.customer === 'string') {
          await trx
            .insertInto('billing_customers')
            .values({ user_id: userId, customer_id: session.customer })
            .onConflict((oc) => oc.column('user_id').doNothing())
            .execute();
        }
        if (userId && subscriptionId) {
          const sub = await deps.stripe.subscriptions.retrieve(subscriptionId);
          await applySubscription(trx, stateOfStripeSubscription(sub, userId, event.created));
          touchedUser = userId;
        }
        break;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const sub = event.data.object;
        const userId = await userOfStripe(
          deps.db,
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
