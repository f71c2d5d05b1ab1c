import { apiErrorCodes } from '@relata/core';
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { BODY_MUTATIONS, mutatedBody, type BadBody } from './helpers/badValues';
import { signUp, type TestUser } from './helpers/clients';
import { startFakeStripe } from './helpers/fakeStripe';
import { changedTables, storedRows } from './helpers/storedRows';
import { describeOnOneDatabase, startTestServer, type TestServer } from './helpers/testServer';

const WEBHOOK_SECRET = 'whsec_walk_secret';
/** Generated events per event type and kind of mutation. */
const RUNS_PER_KIND = 4;
const SEED = 14;

const errorShape = z.strictObject({
  error: z.strictObject({
    code: z.enum(apiErrorCodes),
    message: z.string().min(1),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

describeOnOneDatabase('signed but malformed Stripe events', (kind) => {
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let t: TestServer;
  let user: TestUser;
  const stripe = new Stripe('sk_test_fake');

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await startTestServer(kind, {
      env: {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: fake.url,
      },
    });
    user = await signUp(t.url);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const deliver = (payload: string) =>
    fetch(`${t.url}/api/billing/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
        }),
      },
      body: payload,
    });

  /** A well-formed event of each type the webhook applies (and one it ignores). */
  const templates = () => {
    const sub = fake.addSubscription({
      id: 'sub_walk',
      customer: 'cus_walk',
      metadata: { user_id: user.id },
    });
    const product = {
      id: 'prod_walk',
      object: 'product',
      name: 'Walk plan',
      description: 'For the walk',
      marketing_features: [{ name: 'Everything' }],
      active: true,
      metadata: { tier: 'walk' },
    };
    const price = {
      id: 'price_walk',
      object: 'price',
      product: 'prod_premium',
      unit_amount: 900,
      currency: 'eur',
      recurring: { interval: 'month' },
      lookup_key: 'walk_monthly',
      active: true,
    };
    return {
      'checkout.session.completed': {
        id: 'cs_walk',
        object: 'checkout.session',
        client_reference_id: user.id,
        customer: 'cus_walk',
        subscription: 'sub_walk',
        metadata: { user_id: user.id },
      },
      'customer.subscription.updated': sub,
      'customer.subscription.deleted': { ...sub, status: 'canceled', canceled_at: 1_700_000_000 },
      'product.updated': product,
      'product.deleted': { id: 'prod_walk', object: 'product', deleted: true },
      'price.updated': price,
      'price.deleted': { id: 'price_walk', object: 'price', deleted: true },
      'invoice.paid': { id: 'in_walk', object: 'invoice' },
    };
  };

  it('answers them with a 4xx in the error shape and changes no stored row', async () => {
    const db = t.server.database.db;
    let stored = await storedRows(db);
    const failures: string[] = [];
    const check = async (bad: BadBody) => {
      const res = await deliver(bad.text);
      const text = await res.text();
      const before = stored;
      stored = await storedRows(db);
      expect(res.status, text).toBeLessThan(500);
      if (res.status < 400) return;
      expect(errorShape.safeParse(JSON.parse(text)).error?.issues ?? [], text).toEqual([]);
      expect(changedTables(before, stored), 'tables changed by a refused event').toEqual([]);
    };
    let eventNumber = 0;
    for (const [type, object] of Object.entries(templates())) {
      // A new event id for each delivery, so that none is skipped as a duplicate.
      const events = fc.constant(null).map(() => ({
        id: `evt_walk_${++eventNumber}`,
        object: 'event',
        type,
        created: 1_700_000_000 + eventNumber,
        api_version: '2025-01-01',
        livemode: false,
        pending_webhooks: 1,
        request: null,
        data: { object },
      }));
      for (const mutation of BODY_MUTATIONS) {
        const result = await fc.check(
          fc.asyncProperty(
            events.chain((event) => mutatedBody(mutation, event, [user.id, 'sub_walk'])),
            check,
          ),
          { seed: SEED, numRuns: RUNS_PER_KIND, endOnFailure: true },
        );
        if (!result.failed) continue;
        const error = result.errorInstance instanceof Error ? result.errorInstance.message : '';
        failures.push(`${type} with ${result.counterexample?.[0].what ?? mutation}: ${error}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('refuses an event whose reference names no user of ours, or a subscription Stripe does not know', async () => {
    const base = {
      object: 'event',
      type: 'checkout.session.completed',
      created: 1_800_000_000,
      livemode: false,
      data: { object: { id: 'cs_x', customer: 'cus_nobody', subscription: 'sub_walk' } },
    };
    const before = await storedRows(t.server.database.db);
    const nobody = await deliver(
      JSON.stringify({
        ...base,
        id: 'evt_nobody',
        data: { object: { ...base.data.object, client_reference_id: 'no-such-user' } },
      }),
    );
    // Nobody to apply it to: received and ignored, as an unknown customer always was.
    expect(nobody.status).toBe(200);
    const unknownSub = await deliver(
      JSON.stringify({
        ...base,
        id: 'evt_unknown_sub',
        data: {
          object: { ...base.data.object, client_reference_id: user.id, subscription: 'sub_none' },
        },
      }),
    );
    expect(unknownSub.status).toBe(400);
    expect(await unknownSub.json()).toEqual({
      error: { code: 'bad_request', message: 'Stripe knows no subscription "sub_none".' },
    });
    const after = await storedRows(t.server.database.db);
    expect(changedTables(before, after)).toEqual(['billing_events']);
  });
});
