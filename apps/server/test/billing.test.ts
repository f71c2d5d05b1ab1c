import type { Product, Subscription } from '@relata/core';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUp, type TestUser } from './helpers/clients';
import { startFakeStripe } from './helpers/fakeStripe';
import { api, json } from './helpers/projects';
import { describeOnOneDatabase, startTestServer, type TestServer } from './helpers/testServer';

const subs = async (t: TestServer, u: TestUser) =>
  json<Subscription[]>(await api(t.url, u, 'GET', '/api/billing/subscriptions'));
const checkout = (t: TestServer, u: TestUser, price: string) =>
  api(t.url, u, 'POST', '/api/billing/payment-checkout', {
    redirectPath: '/app/payment',
    lineItems: [{ price, quantity: 1 }],
    coupon: null,
  });
const form = (t: TestServer, u: TestUser, path: string, fields: Record<string, string> = {}) =>
  fetch(`${t.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      cookie: u.cookie,
      origin: t.url,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields).toString(),
  });

describeOnOneDatabase('billing in test mode (no Stripe key)', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  it('lists the seeded Free, Premium and Team plans with monthly and yearly prices', async () => {
    const { provider, products } = await json<{ provider: string; products: Product[] }>(
      await api(t.url, undefined, 'GET', '/api/billing/products'),
    );
    expect(provider).toBe('test');
    expect(products.map((p) => p.name).sort()).toEqual(['Free', 'Premium', 'Team']);
    expect(products.find((p) => p.name === 'Premium')?.metadata.popular).toBe('true');
    expect(
      products
        .find((p) => p.name === 'Team')
        ?.prices.map((p) => p.lookup_key)
        .sort(),
    ).toEqual(['team_monthly', 'team_yearly']);
  });

  it('checks out on the local page, then changes plan and cancels at period end', async () => {
    const user = await signUp(t.url);
    expect(await subs(t, user)).toEqual([]);
    const res = await checkout(t, user, 'price_premium_yearly');
    const { checkout: session } = await json<{ checkout: { sessionId: string; url: string } }>(res);
    expect(session.url).toBe(`${t.url}/billing/test/checkout/${session.sessionId}`);
    const pageHtml = await (await fetch(session.url, { headers: { cookie: user.cookie } })).text();
    expect(pageHtml).toContain('Pay (test mode)');
    expect(pageHtml).toContain('Cancel');
    expect(pageHtml).toContain('TEST MODE');
    expect(pageHtml).toContain('€95.88 / year');

    const stranger = await signUp(t.url);
    expect((await fetch(session.url, { headers: { cookie: stranger.cookie } })).status).toBe(404);
    expect(
      (await form(t, stranger, `/billing/test/checkout/${session.sessionId}/pay`)).status,
    ).toBe(404);
    // Chromium posts our own forms with Origin: null under Referrer-Policy no-referrer.
    const nullOriginCrossSite = await fetch(
      `${t.url}/billing/test/checkout/${session.sessionId}/cancel`,
      {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: user.cookie, origin: 'null', 'sec-fetch-site': 'cross-site' },
      },
    );
    expect(nullOriginCrossSite.status).toBe(403);
    const nullOriginSameSite = await fetch(
      `${t.url}/billing/test/checkout/${session.sessionId}/cancel`,
      {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: user.cookie, origin: 'null', 'sec-fetch-site': 'same-origin' },
      },
    );
    expect(nullOriginSameSite.status).toBe(302);
    const crossSite = await fetch(`${t.url}/billing/test/checkout/${session.sessionId}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);

    const paid = await form(t, user, `/billing/test/checkout/${session.sessionId}/pay`);
    expect(paid.status).toBe(302);
    expect(paid.headers.get('location')).toBe(
      `/app/payment/success?session_id=${session.sessionId}`,
    );
    const [active] = await subs(t, user);
    expect(active).toMatchObject({
      status: 'active',
      lookup_key: 'premium_yearly',
      provider: 'test',
      cancel_at_period_end: false,
      price: { unit_amount: 9588, interval: 'year' },
    });

    const changed = await json<{ update: { id: string } }>(
      await api(t.url, user, 'POST', '/api/billing/payment-checkout', {
        newPrice: 'price_team_monthly',
      }),
    );
    expect(changed.update.id).toBe(active!.id);
    expect((await subs(t, user))[0]).toMatchObject({
      lookup_key: 'team_monthly',
      status: 'active',
    });

    expect(
      (
        await api(t.url, stranger, 'POST', '/api/billing/payment-checkout', {
          subscriptionID: active!.id,
        })
      ).status,
    ).toBe(404);
    const cancelled = await json<{ cancel: { cancel_at: string } }>(
      await api(t.url, user, 'POST', '/api/billing/payment-checkout', {
        subscriptionID: active!.id,
      }),
    );
    expect(cancelled.cancel.cancel_at).toBeTruthy();
    expect((await subs(t, user))[0]).toMatchObject({
      cancel_at_period_end: true,
      status: 'active',
    });

    const portal = await json<{ billingPortal: { sessionId: string; url: string } }>(
      await api(t.url, user, 'POST', '/api/billing/portal', { return_url: '/app/account' }),
    );
    const portalHtml = await (
      await fetch(portal.billingPortal.url, { headers: { cookie: user.cookie } })
    ).text();
    expect(portalHtml).toContain('access until');
    expect(portalHtml).toContain('href="http://127.0.0.1');
  });

  it('refuses malformed billing requests', async () => {
    const user = await signUp(t.url);
    expect(
      (
        await api(t.url, user, 'POST', '/api/billing/payment-checkout', {
          redirectPath: '/app/payment',
          lineItems: [{ price: 'price_team_monthly', quantity: 2 }],
          coupon: null,
        })
      ).status,
    ).toBe(400);
    expect((await checkout(t, user, 'price_does_not_exist')).status).toBe(404);
    expect(
      (
        await api(t.url, user, 'POST', '/api/billing/payment-checkout', {
          newPrice: 'price_team_monthly',
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await api(t.url, user, 'POST', '/api/billing/portal', {
          return_url: 'https://evil.example',
        })
      ).status,
    ).toBe(400);
    expect(
      (await api(t.url, undefined, 'POST', '/api/billing/portal', { return_url: '/app/account' }))
        .status,
    ).toBe(401);
    expect((await api(t.url, undefined, 'POST', '/api/billing/webhook', {})).status).toBe(404);
  });
});

describeOnOneDatabase('billing with Stripe (real SDK against a local fake API)', (kind) => {
  const WEBHOOK_SECRET = 'whsec_test_secret';
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

  const deliver = (event: object, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
    return fetch(`${t.url}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
  };
  const event = (id: string, type: string, object: object, created: number) => ({
    id,
    object: 'event',
    type,
    created,
    api_version: '2025-01-01',
    livemode: false,
    pending_webhooks: 1,
    request: null,
    data: { object },
  });

  it('syncs the catalogue from Stripe at start', async () => {
    const { provider, products } = await json<{ provider: string; products: Product[] }>(
      await api(t.url, undefined, 'GET', '/api/billing/products'),
    );
    expect(provider).toBe('stripe');
    expect(products.map((p) => p.id).sort()).toEqual(['prod_premium', 'prod_team']);
  });

  it("creates a checkout session with quantity 1 and the spec's return pages", async () => {
    const res = await checkout(t, user, 'price_team_monthly');
    const body = await json<{ checkout: { sessionId: string; url: string } }>(res);
    expect(body.checkout.sessionId).toMatch(/^cs_test_/);
    const call = fake.calls.find((c) => c.path === '/v1/checkout/sessions')!;
    expect(call.fields['line_items[0][price]']).toBe('price_team_monthly');
    expect(call.fields['line_items[0][quantity]']).toBe('1');
    expect(call.fields.success_url).toBe(
      `${t.url}/app/payment/success?session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(call.fields.cancel_url).toBe(`${t.url}/app/payment/cancel`);
    expect(call.fields.client_reference_id).toBe(user.id);
  });

  it('says so when checkout or the portal return nothing', async () => {
    fake.faults.checkoutWithoutId = true;
    const res = await checkout(t, user, 'price_team_monthly');
    expect(res.status).toBe(502);
    expect((await json<{ error: { message: string } }>(res)).error.message).toBe(
      'No session ID returned from checkout.',
    );
    fake.faults.checkoutWithoutId = false;
    fake.faults.portalWithoutUrl = true;
    const portal = await api(t.url, user, 'POST', '/api/billing/portal', {
      return_url: '/app/account',
    });
    expect((await json<{ error: { message: string } }>(portal)).error.message).toBe(
      'No session ID or URL returned from billing portal.',
    );
    fake.faults.portalWithoutUrl = false;
    const ok = await json<{ billingPortal: { url: string } }>(
      await api(t.url, user, 'POST', '/api/billing/portal', { return_url: '/app/account' }),
    );
    expect(ok.billingPortal.url).toMatch(/^https:\/\/billing\.stripe\.test/);
    expect(
      fake.calls.filter((c) => c.path === '/v1/billing_portal/sessions').at(-1)?.fields.return_url,
    ).toBe(`${t.url}/app/account`);
  });

  it('applies signed webhooks once, refuses bad signatures, and ends in the right state out of order', async () => {
    const { customer_id: customer } = await t.server.database.db
      .selectFrom('billing_customers')
      .select('customer_id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const sub = fake.addSubscription({
      id: 'sub_1',
      customer,
      metadata: { user_id: user.id },
      status: 'active',
    });
    const completed = event(
      'evt_1',
      'checkout.session.completed',
      {
        id: 'cs_1',
        object: 'checkout.session',
        client_reference_id: user.id,
        customer,
        subscription: 'sub_1',
        metadata: {},
      },
      100,
    );
    expect((await deliver(completed)).status).toBe(200);
    expect(await json(await deliver(completed))).toEqual({ received: true, duplicate: true });
    expect((await subs(t, user))[0]).toMatchObject({
      id: 'sub_1',
      status: 'active',
      lookup_key: 'premium_monthly',
      provider: 'stripe',
    });

    const forged = await deliver(
      event(
        'evt_2',
        'customer.subscription.deleted',
        { ...sub, status: 'canceled', canceled_at: 200 },
        200,
      ),
      'whsec_wrong',
    );
    expect(forged.status).toBe(400);
    expect((await subs(t, user))[0]?.status).toBe('active');

    // A newer update arrives before an older one: the older must not win.
    await deliver(
      event(
        'evt_4',
        'customer.subscription.updated',
        { ...sub, cancel_at_period_end: true, cancel_at: 9_999_999_999 },
        400,
      ),
    );
    await deliver(
      event('evt_3', 'customer.subscription.updated', { ...sub, cancel_at_period_end: false }, 300),
    );
    expect((await subs(t, user))[0]).toMatchObject({ cancel_at_period_end: true });
    await deliver(
      event(
        'evt_5',
        'customer.subscription.deleted',
        { ...sub, status: 'canceled', canceled_at: 500 },
        500,
      ),
    );
    expect((await subs(t, user))[0]).toMatchObject({ status: 'canceled' });
  });

  it('changes the plan and cancels at period end through the subscription API', async () => {
    const other = await signUp(t.url);
    const sub = fake.addSubscription({
      id: 'sub_2',
      customer: 'cus_other',
      metadata: { user_id: other.id },
    });
    await deliver(event('evt_10', 'customer.subscription.created', sub, 1000));
    const update = await json<{ update: { id: string } }>(
      await api(t.url, other, 'POST', '/api/billing/payment-checkout', {
        newPrice: 'price_team_monthly',
      }),
    );
    expect(update.update.id).toBe('sub_2');
    expect(
      fake.calls.filter((c) => c.path === '/v1/subscriptions/sub_2' && c.method === 'POST').at(-1)
        ?.fields['items[0][price]'],
    ).toBe('price_team_monthly');
    expect((await subs(t, other))[0]).toMatchObject({ lookup_key: 'team_monthly' });
    const cancel = await json<{ cancel: { id: string } }>(
      await api(t.url, other, 'POST', '/api/billing/payment-checkout', { subscriptionID: 'sub_2' }),
    );
    expect(cancel.cancel.id).toBe('sub_2');
    expect((await subs(t, other))[0]).toMatchObject({ cancel_at_period_end: true });
  });
});
