import {
  BILLING_MESSAGES,
  type BillingCatalogue,
  type PaymentCheckoutBody,
  type Subscription,
} from '@relata/core';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { Auth } from '../../auth/auth';
import { listProducts } from '../../billing/catalog';
import type { BillingProvider } from '../../billing/provider';
import { listSubscriptions, liveSubscription } from '../../billing/subscriptions';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { RealtimeHub } from '../../realtime/hub';

/** What the billing services and routes need. */
export interface BillingDeps {
  db: Kysely<Database>;
  auth: Auth;
  config: Config;
  hub: RealtimeHub;
  provider: BillingProvider;
  stripe: Stripe | undefined;
}

/** The signed-in user a checkout or the portal is for. */
export interface BillingUser {
  id: string;
  email: string;
}

/** A provider session the browser is sent to. */
interface ProviderSession {
  sessionId: string;
  url: string;
}

/** What POST /api/billing/payment-checkout answers: one key per kind of request (spec 1 §7). */
export type PaymentCheckoutResult =
  | { checkout: ProviderSession }
  | { update: NonNullable<Awaited<ReturnType<BillingProvider['changePlan']>>> }
  | { cancel: NonNullable<Awaited<ReturnType<BillingProvider['cancelAtPeriodEnd']>>> };

/** The plans on sale, and who runs the payments (the upgrade page shows test mode). */
export async function catalogue(deps: BillingDeps): Promise<BillingCatalogue> {
  return { provider: deps.provider.kind, products: await listProducts(deps.db) };
}

/** The user's subscriptions with their prices. */
export function subscriptions(deps: BillingDeps, userId: string): Promise<Subscription[]> {
  return listSubscriptions(deps.db, userId);
}

/**
 * Starts a checkout for an active price, changes the live plan, or cancels at the period's end,
 * as the body says (spec 1 §7); a provider that answers nothing is the spec's message (§8).
 */
export async function paymentCheckout(
  deps: BillingDeps,
  user: BillingUser,
  body: PaymentCheckoutBody,
): Promise<PaymentCheckoutResult> {
  if ('lineItems' in body) {
    const price = body.lineItems[0]!.price; // the schema requires exactly one line item
    const known = await deps.db
      .selectFrom('prices')
      .select('id')
      .where('id', '=', price)
      .where('active', '=', true)
      .executeTakeFirst();
    if (!known) throw new AppError(404, 'not_found', 'Price not found.');
    const result = await deps.provider.createCheckout(user, price, body.coupon);
    if (!result.sessionId || !result.url)
      throw new AppError(502, 'unavailable', BILLING_MESSAGES.noSession);
    return { checkout: { sessionId: result.sessionId, url: result.url } };
  }
  if ('newPrice' in body) {
    const live = await liveSubscription(deps.db, user.id);
    if (!live)
      throw new AppError(
        409,
        'conflict',
        'You have no subscription to change. Choose a plan to subscribe.',
      );
    const update = await deps.provider
      .changePlan(user.id, live.id, body.newPrice)
      .catch((err: unknown) => rethrowOr(err, BILLING_MESSAGES.noUpdate));
    if (!update) throw new AppError(502, 'unavailable', BILLING_MESSAGES.noUpdate);
    return { update };
  }
  const cancel = await deps.provider
    .cancelAtPeriodEnd(user.id, body.subscriptionID)
    .catch((err: unknown) => rethrowOr(err, BILLING_MESSAGES.noUpdate));
  if (!cancel) throw new AppError(502, 'unavailable', BILLING_MESSAGES.noUpdate);
  return { cancel };
}

/** Opens the provider's billing portal for a user with a profile, returning to `returnPath`. */
export async function openPortal(
  deps: BillingDeps,
  user: BillingUser,
  returnPath: string,
): Promise<{ billingPortal: ProviderSession }> {
  const profile = await deps.db
    .selectFrom('profiles')
    .select('id')
    .where('id', '=', user.id)
    .executeTakeFirst();
  if (!profile) throw new AppError(404, 'not_found', BILLING_MESSAGES.noProfile);
  const result = await deps.provider.createPortal(user, `${deps.config.publicUrl}${returnPath}`);
  if (!result.sessionId || !result.url)
    throw new AppError(502, 'unavailable', BILLING_MESSAGES.noPortal);
  return { billingPortal: { sessionId: result.sessionId, url: result.url } };
}

/** Our own refusals pass through; anything else the provider threw is the spec's message. */
function rethrowOr(err: unknown, message: string): never {
  if (err instanceof AppError) throw err;
  throw new AppError(502, 'unavailable', message);
}
