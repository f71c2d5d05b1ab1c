import {
  BILLING_MESSAGES,
  paymentCheckoutBodySchema,
  portalBodySchema,
  productSchema,
  subscriptionSchema,
} from '@relata/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import Stripe from 'stripe';
import { z } from 'zod';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import { listProducts } from '../../billing/catalog';
import type { BillingProvider } from '../../billing/provider';
import { listSubscriptions, liveSubscription } from '../../billing/subscriptions';
import { registerTestBillingPages } from '../../billing/testPages';
import { assertWellFormedStripeEvent } from '../../billing/stripeEvents';
import { processStripeEvent } from '../../billing/webhooks';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { AppError, errorBody } from '../../http/errors';
import type { RealtimeHub } from '../../realtime/hub';

const tags = ['billing'];

/** What the billing routes need. */
export interface BillingDeps {
  db: Kysely<Database>;
  auth: Auth;
  config: Config;
  hub: RealtimeHub;
  provider: BillingProvider;
  stripe: Stripe | undefined;
}

/** Plans, subscriptions, checkout/update/cancel, the billing portal, Stripe webhooks, test-mode pages. */
export function registerBillingRoutes(root: FastifyInstance, deps: BillingDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.get(
    '/api/billing/products',
    {
      schema: {
        tags,
        response: {
          200: z.object({ provider: z.enum(['stripe', 'test']), products: z.array(productSchema) }),
        },
      },
    },
    async () => ({
      provider: deps.provider.kind,
      products: await listProducts(db),
    }),
  );

  app.get(
    '/api/billing/subscriptions',
    { schema: { tags, response: { 200: z.array(subscriptionSchema) } } },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return listSubscriptions(db, userId);
    },
  );

  app.post(
    '/api/billing/payment-checkout',
    { schema: { tags, body: paymentCheckoutBodySchema } },
    async (request) => {
      const session = await requireSession(deps.auth, request);
      const user = { id: session.userId, email: session.email };
      const body = request.body;
      if ('lineItems' in body) {
        const price = body.lineItems[0]!.price;
        const known = await db
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
        const live = await liveSubscription(db, session.userId);
        if (!live)
          throw new AppError(
            409,
            'conflict',
            'You have no subscription to change. Choose a plan to subscribe.',
          );
        const update = await deps.provider
          .changePlan(session.userId, live.id, body.newPrice)
          .catch((err: unknown) => rethrowOr(err, BILLING_MESSAGES.noUpdate));
        if (!update) throw new AppError(502, 'unavailable', BILLING_MESSAGES.noUpdate);
        return { update };
      }
      const cancel = await deps.provider
        .cancelAtPeriodEnd(session.userId, body.subscriptionID)
        .catch((err: unknown) => rethrowOr(err, BILLING_MESSAGES.noUpdate));
      if (!cancel) throw new AppError(502, 'unavailable', BILLING_MESSAGES.noUpdate);
      return { cancel };
    },
  );

  app.post('/api/billing/portal', { schema: { tags, body: portalBodySchema } }, async (request) => {
    const session = await requireSession(deps.auth, request);
    const profile = await db
      .selectFrom('profiles')
      .select('id')
      .where('id', '=', session.userId)
      .executeTakeFirst();
    if (!profile) throw new AppError(404, 'not_found', BILLING_MESSAGES.noProfile);
    const result = await deps.provider.createPortal(
      { id: session.userId, email: session.email },
      `${deps.config.publicUrl}${request.body.return_url}`,
    );
    if (!result.sessionId || !result.url)
      throw new AppError(502, 'unavailable', BILLING_MESSAGES.noPortal);
    return { billingPortal: { sessionId: result.sessionId, url: result.url } };
  });

  // Webhooks need the exact bytes Stripe signed, so this scope keeps the raw body.
  void root.register((scope, _opts, done) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_req, body, next) => next(null, body),
    );
    scope.post('/api/billing/webhook', { schema: { hide: true } }, async (request, reply) => {
      const secret = deps.config.stripe?.webhookSecret;
      if (!deps.stripe || !secret)
        return reply
          .status(404)
          .send(errorBody('not_found', 'Stripe webhooks are not configured on this server.'));
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
        return reply.status(400).send(errorBody('bad_request', 'Missing Stripe signature.'));
      let event: Stripe.Event;
      try {
        event = deps.stripe.webhooks.constructEvent(request.body, signature, secret);
      } catch (err) {
        // The signature is checked first; what fails after it is the payload's JSON.
        const message =
          err instanceof Stripe.errors.StripeSignatureVerificationError
            ? 'Invalid Stripe signature.'
            : 'The Stripe event is not valid JSON.';
        return reply.status(400).send(errorBody('bad_request', message));
      }
      assertWellFormedStripeEvent(event);
      const fresh = await processStripeEvent(
        { stripe: deps.stripe, db, hub: deps.hub, log: request.log },
        event,
      );
      return { received: true, duplicate: !fresh };
    });
    done();
  });

  if (deps.provider.kind === 'test') {
    void root.register((scope, _opts, done) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 16 * 1024 },
        (_req, body, next) => next(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      registerTestBillingPages(scope, {
        db,
        auth: deps.auth,
        config: deps.config,
        provider: deps.provider,
        hub: deps.hub,
      });
      done();
    });
  }
}

function rethrowOr(err: unknown, message: string): never {
  if (err instanceof AppError) throw err;
  throw new AppError(502, 'unavailable', message);
}
