import http from 'node:http';

/** A request the fake Stripe API received, with its form fields flattened (`line_items[0][price]`). */
export interface StripeCall {
  method: string;
  path: string;
  fields: Record<string, string>;
}

/** A subscription held by the fake. */
export interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  price: { id: string; lookup_key: string | null };
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  current_period_end: number;
  metadata: Record<string, string>;
}

/** Switches that make the fake answer like a broken upstream. */
export interface FakeStripeFaults {
  checkoutWithoutId?: boolean;
  portalWithoutUrl?: boolean;
}

/**
 * A local stand-in for the Stripe API that the real stripe SDK talks to (STRIPE_API_URL): the
 * calls Relata makes, answered with objects of Stripe's shape, and every request recorded.
 */
export async function startFakeStripe() {
  const calls: StripeCall[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  const faults: FakeStripeFaults = {};
  const lookupKeys: Record<string, string> = {
    price_premium_monthly: 'premium_monthly',
    price_premium_yearly: 'premium_yearly',
    price_team_monthly: 'team_monthly',
    price_team_yearly: 'team_yearly',
  };
  let n = 0;
  const id = (prefix: string) => `${prefix}_${++n}`;
  const subscriptionObject = (s: FakeSubscription) => ({
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status,
    cancel_at_period_end: s.cancel_at_period_end,
    cancel_at: s.cancel_at,
    canceled_at: s.canceled_at,
    metadata: s.metadata,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${s.id}`,
          object: 'subscription_item',
          current_period_end: s.current_period_end,
          price: { id: s.price.id, object: 'price', lookup_key: s.price.lookup_key },
        },
      ],
    },
  });
  const product = (pid: string, name: string, metadata: Record<string, string>) => ({
    id: pid,
    object: 'product',
    name,
    description: `${name} plan`,
    active: true,
    metadata,
    marketing_features: [{ name: `${name} feature` }],
  });
  const price = (
    pid: string,
    product: string,
    amount: number,
    interval: string,
    lookup: string,
  ) => ({
    id: pid,
    object: 'price',
    product,
    unit_amount: amount,
    currency: 'eur',
    active: true,
    lookup_key: lookup,
    recurring: { interval },
  });

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const fields = Object.fromEntries(
        new URLSearchParams(req.method === 'GET' ? url.search : body),
      );
      calls.push({ method: req.method ?? 'GET', path: url.pathname, fields });
      const send = (status: number, obj: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(JSON.stringify(obj));
      };
      const p = url.pathname;
      if (req.method === 'POST' && p === '/v1/customers')
        return send(200, { id: id('cus'), object: 'customer', email: fields.email });
      if (req.method === 'POST' && p === '/v1/checkout/sessions') {
        if (faults.checkoutWithoutId)
          return send(200, { id: '', object: 'checkout.session', url: null });
        return send(200, {
          id: id('cs_test'),
          object: 'checkout.session',
          url: `https://checkout.stripe.test/pay/${n}`,
        });
      }
      if (req.method === 'POST' && p === '/v1/billing_portal/sessions') {
        if (faults.portalWithoutUrl)
          return send(200, { id: id('bps'), object: 'billing_portal.session', url: '' });
        return send(200, {
          id: id('bps'),
          object: 'billing_portal.session',
          url: `https://billing.stripe.test/p/${n}`,
        });
      }
      const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(p);
      if (sub) {
        const s = subscriptions.get(sub[1]!);
        if (!s)
          return send(404, {
            error: { type: 'invalid_request_error', message: 'No such subscription' },
          });
        if (req.method === 'POST') {
          if (fields['items[0][price]'])
            s.price = {
              id: fields['items[0][price]'],
              lookup_key: lookupKeys[fields['items[0][price]']] ?? null,
            };
          if (fields.cancel_at_period_end === 'true') {
            s.cancel_at_period_end = true;
            s.cancel_at = s.current_period_end;
          } else if (fields.cancel_at_period_end === 'false') {
            s.cancel_at_period_end = false;
            s.cancel_at = null;
          }
        }
        return send(200, subscriptionObject(s));
      }
      if (req.method === 'GET' && p === '/v1/products') {
        return send(200, {
          object: 'list',
          has_more: false,
          data: [
            product('prod_premium', 'Premium', { popular: 'true' }),
            product('prod_team', 'Team', {}),
          ],
        });
      }
      if (req.method === 'GET' && p === '/v1/prices') {
        return send(200, {
          object: 'list',
          has_more: false,
          data: [
            price('price_premium_monthly', 'prod_premium', 999, 'month', 'premium_monthly'),
            price('price_premium_yearly', 'prod_premium', 9588, 'year', 'premium_yearly'),
            price('price_team_monthly', 'prod_team', 1999, 'month', 'team_monthly'),
          ],
        });
      }
      return send(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method} ${p})`,
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    faults,
    subscriptions,
    /** Adds a subscription as Stripe would hold it after a checkout. */
    addSubscription(
      s: Partial<FakeSubscription> & {
        id: string;
        customer: string;
        metadata: Record<string, string>;
      },
    ) {
      const full: FakeSubscription = {
        status: 'active',
        price: { id: 'price_premium_monthly', lookup_key: 'premium_monthly' },
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        current_period_end: Math.floor(Date.now() / 1000) + 30 * 86400,
        ...s,
      };
      subscriptions.set(s.id, full);
      return subscriptionObject(full);
    },
    subscriptionObject,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
