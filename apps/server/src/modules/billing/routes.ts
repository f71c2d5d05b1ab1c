import {
  billingCatalogueSchema,
  paymentCheckoutBodySchema,
  portalBodySchema,
  subscriptionSchema,
} from '@relata/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { z } from 'zod';
import { requireSession } from '../../auth/requireSession';
import { registerTestBillingPages } from '../../billing/testPages';
import { assertWellFormedStripeEvent } from '../../billing/stripeEvents';
import { processStripeEvent } from '../../billing/webhooks';
import { errorBody } from '../../http/errors';
import * as billing from './service';
import type { BillingDeps } from './service';
import { apiOperations } from '../../http/apiOperation';

const op = apiOperations('billing');

/**
 * The most a Stripe event may be (it was 1 MB). An event carries one object, whose lists hold their
 * first items only (`has_more`): a few KB. The bytes are kept as they came, not parsed, until their
 * signature is checked; the limit keeps what anybody may send this open route small (issue 35).
 */
const STRIPE_EVENT_BODY_LIMIT = 256 * 1024;

export type { BillingDeps } from './service';

/** Plans, subscriptions, checkout/update/cancel, the billing portal, Stripe webhooks, test-mode pages. */
export function registerBillingRoutes(root: FastifyInstance, deps: BillingDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.get(
    '/api/billing/products',
    {
      schema: {
        ...op.open('listProducts', 'Lists the plans and their prices.'),
        response: { 200: billingCatalogueSchema },
      },
    },
    () => billing.catalogue(deps),
  );

  app.get(
    '/api/billing/subscriptions',
    {
      schema: {
        ...op.signedIn('listSubscriptions', "Lists the caller's subscriptions."),
        response: { 200: z.array(subscriptionSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return billing.subscriptions(deps, userId);
    },
  );

  app.post(
    '/api/billing/payment-checkout',
    {
      schema: {
        ...op.signedIn(
          'startCheckout',
          'Starts a payment checkout and returns its URL.',
          [409, 502],
        ),
        body: paymentCheckoutBodySchema,
      },
    },
    async (request) => {
      const session = await requireSession(deps.auth, request);
      const user = { id: session.userId, email: session.email };
      return billing.paymentCheckout(deps, user, request.body);
    },
  );

  app.post(
    '/api/billing/portal',
    {
      schema: {
        ...op.signedIn(
          'openBillingPortal',
          'Opens the billing portal for a subscription and returns its URL.',
          [502],
        ),
        body: portalBodySchema,
      },
    },
    async (request) => {
      const session = await requireSession(deps.auth, request);
      const user = { id: session.userId, email: session.email };
      return billing.openPortal(deps, user, request.body.return_url);
    },
  );

  // Webhooks need the exact bytes Stripe signed, so this scope keeps the raw body.
  void root.register((scope, _opts, done) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, next) =>
      next(null, body),
    );
    const webhook = { bodyLimit: STRIPE_EVENT_BODY_LIMIT, schema: { hide: true } };
    scope.post('/api/billing/webhook', webhook, async (request, reply) => {
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
