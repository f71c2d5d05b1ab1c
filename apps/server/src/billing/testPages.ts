import { formatEuro, planName } from '@relata/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Auth } from '../auth/auth';
import { getRequestSession } from '../auth/auth';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { allowedOrigins, isSameSiteRequest } from '../http/originCheck';
import type { RealtimeHub } from '../realtime/hub';
import type { BillingProvider } from './provider';
import { applySubscription, liveSubscription } from './subscriptions';
import { periodEnd } from './testProvider';
import { escapeHtml as esc } from '../http/escapeHtml';

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1f2328;margin:0}main{max-width:480px;margin:48px auto;background:#fff;border-radius:12px;padding:32px;box-shadow:0 2px 12px #0001}
.badge{display:inline-block;background:#fff3bf;color:#5c4400;border-radius:6px;padding:4px 10px;font-size:13px;font-weight:600;margin-bottom:16px}
h1{font-size:22px;margin:0 0 8px}.price{font-size:28px;font-weight:700;margin:16px 0}.muted{color:#57606a;font-size:14px;line-height:1.5}
form{display:inline}button{font:inherit;font-weight:600;border-radius:8px;padding:10px 18px;border:1px solid #c9ced6;background:#fff;cursor:pointer;margin:8px 8px 0 0}
button.primary{background:#3b5bdb;color:#fff;border-color:#3b5bdb}ul{padding-left:18px}li{margin:6px 0}a{color:#3b5bdb}`;

function page(reply: FastifyReply, title: string, body: string, status = 200) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)} · Relata test mode</title><style>${STYLE}</style></head><body><main><div class="badge">TEST MODE · no payment is taken</div>${body}</main></body></html>`,
    );
}

/**
 * The pages of the built-in test-mode provider: a checkout page (plan, price, "Pay (test mode)",
 * "Cancel") and a portal page (change plan, cancel at period end). Each belongs to the signed-in
 * user who opened it; form posts must come from our own pages.
 */
export function registerTestBillingPages(
  app: FastifyInstance,
  deps: {
    db: Kysely<Database>;
    auth: Auth;
    config: Config;
    provider: BillingProvider;
    hub: RealtimeHub;
  },
): void {
  const origins = allowedOrigins(deps.config);
  const params = z.object({ id: z.string().max(100) });

  async function sessionFor(request: FastifyRequest, kind: 'checkout' | 'portal') {
    const { id } = params.parse(request.params);
    const user = await getRequestSession(deps.auth, request.headers);
    if (!user)
      return {
        ok: false as const,
        error: 'Please sign in to Relata first, then open this page again.',
      };
    const row = await deps.db
      .selectFrom('test_billing_sessions')
      .selectAll()
      .where('id', '=', id)
      .where('kind', '=', kind)
      .executeTakeFirst();
    if (!row || row.user_id !== user.userId)
      return {
        ok: false as const,
        error: 'This test-mode session does not exist or belongs to someone else.',
      };
    return { ok: true as const, row, user };
  }
  const sameOrigin = (request: FastifyRequest) => isSameSiteRequest(request, origins);
  const notify = (userId: string) =>
    deps.hub.publishChange(`user:${userId}`, {
      table: 'subscriptions',
      operation: 'UPDATE',
      record: { user_id: userId },
      old_record: null,
    });

  app.get('/billing/test/checkout/:id', { schema: { hide: true } }, async (request, reply) => {
    const s = await sessionFor(request, 'checkout');
    if (!s.ok)
      return page(
        reply,
        'Checkout',
        `<h1>Checkout</h1><p class="muted">${esc(s.error)}</p><p><a href="/app">Back to Relata</a></p>`,
        404,
      );
    const price = await deps.db
      .selectFrom('prices')
      .innerJoin('products', 'products.id', 'prices.product_id')
      .select(['prices.unit_amount', 'prices.interval', 'prices.lookup_key', 'products.name'])
      .where('prices.id', '=', s.row.price_id ?? '')
      .executeTakeFirstOrThrow();
    const amount = `${formatEuro(price.unit_amount / 100)} / ${price.interval}`;
    return page(
      reply,
      'Checkout',
      `<h1>${esc(price.name)} plan</h1><p class="muted">${esc(planName(price.lookup_key))}, billed ${price.interval === 'year' ? 'yearly' : 'monthly'}.</p>
<div class="price">${esc(amount)}</div>
<p class="muted">This server runs without Stripe, so this page stands in for the payment provider's checkout. Paying here starts the subscription at once; nothing is charged.</p>
<form method="post" action="/billing/test/checkout/${esc(s.row.id)}/pay"><button class="primary" type="submit">Pay (test mode)</button></form>
<form method="post" action="/billing/test/checkout/${esc(s.row.id)}/cancel"><button type="submit">Cancel</button></form>`,
    );
  });

  app.post('/billing/test/checkout/:id/pay', { schema: { hide: true } }, async (request, reply) => {
    if (!sameOrigin(request)) return reply.status(403).send('Forbidden');
    const s = await sessionFor(request, 'checkout');
    if (!s.ok) return page(reply, 'Checkout', `<p>${esc(s.error)}</p>`, 404);
    if (s.row.status !== 'open')
      return reply.redirect(`/app/payment/success?session_id=${encodeURIComponent(s.row.id)}`);
    const price = await deps.db
      .selectFrom('prices')
      .select(['id', 'interval', 'lookup_key'])
      .where('id', '=', s.row.price_id ?? '')
      .executeTakeFirstOrThrow();
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('test_billing_sessions')
        .set({ status: 'complete' })
        .where('id', '=', s.row.id)
        .execute();
      // A new plan replaces a live one, as a real checkout for a new plan would after the old one is cancelled.
      const live = await liveSubscription(trx, s.user.userId);
      const now = Math.floor(Date.now() / 1000);
      if (live) {
        await applySubscription(trx, {
          id: live.id,
          userId: s.user.userId,
          status: 'canceled',
          priceId: live.price_id,
          lookupKey: live.lookup_key,
          cancelAtPeriodEnd: false,
          cancelAt: null,
          canceledAt: new Date(),
          currentPeriodEnd: live.current_period_end,
          provider: 'test',
          eventCreated: now,
        });
      }
      await applySubscription(trx, {
        id: `test_sub_${s.row.id.slice(-16)}`,
        userId: s.user.userId,
        status: 'active',
        priceId: price.id,
        lookupKey: price.lookup_key,
        cancelAtPeriodEnd: false,
        cancelAt: null,
        canceledAt: null,
        currentPeriodEnd: periodEnd(price.interval),
        provider: 'test',
        eventCreated: now,
      });
    });
    await notify(s.user.userId);
    return reply.redirect(`/app/payment/success?session_id=${encodeURIComponent(s.row.id)}`);
  });

  app.post(
    '/billing/test/checkout/:id/cancel',
    { schema: { hide: true } },
    async (request, reply) => {
      if (!sameOrigin(request)) return reply.status(403).send('Forbidden');
      return reply.redirect('/app/payment/cancel');
    },
  );

  app.get('/billing/test/portal/:id', { schema: { hide: true } }, async (request, reply) => {
    const s = await sessionFor(request, 'portal');
    if (!s.ok)
      return page(
        reply,
        'Billing',
        `<h1>Billing</h1><p class="muted">${esc(s.error)}</p><p><a href="/app">Back to Relata</a></p>`,
        404,
      );
    const live = await liveSubscription(deps.db, s.user.userId);
    const back = `<p><a href="${esc(s.row.return_url ?? '/app/account')}">Return to Relata</a></p>`;
    if (!live)
      return page(
        reply,
        'Billing',
        `<h1>Billing</h1><p class="muted">You have no paid subscription.</p>${back}`,
      );
    const prices = await deps.db
      .selectFrom('prices')
      .innerJoin('products', 'products.id', 'prices.product_id')
      .select(['prices.id', 'prices.unit_amount', 'prices.interval', 'products.name'])
      .where('prices.active', '=', true)
      .where('prices.unit_amount', '>', 0)
      .orderBy('prices.unit_amount')
      .execute();
    const until = live.current_period_end
      ? live.current_period_end.toISOString().slice(0, 10)
      : 'the end of the period';
    const options = prices
      .filter((p) => p.id !== live.price_id)
      .map(
        (p) =>
          `<li>${esc(p.name)}, ${esc(formatEuro(p.unit_amount / 100))} / ${p.interval} <form method="post" action="/billing/test/portal/${esc(s.row.id)}/change"><input type="hidden" name="price" value="${esc(p.id)}"><button type="submit">Switch</button></form></li>`,
      )
      .join('');
    return page(
      reply,
      'Billing',
      `<h1>Your subscription</h1><p class="muted">Plan: <strong>${esc(planName(live.lookup_key))}</strong>${live.cancel_at_period_end ? ` · cancelled, access until ${esc(until)}` : ` · renews on ${esc(until)}`}</p>
<h2 style="font-size:16px">Change plan</h2><ul>${options}</ul>
${live.cancel_at_period_end ? '' : `<form method="post" action="/billing/test/portal/${esc(s.row.id)}/cancel"><button type="submit">Cancel at period end</button></form>`}
${back}`,
    );
  });

  app.post(
    '/billing/test/portal/:id/change',
    { schema: { hide: true } },
    async (request, reply) => {
      if (!sameOrigin(request)) return reply.status(403).send('Forbidden');
      const s = await sessionFor(request, 'portal');
      if (!s.ok) return page(reply, 'Billing', `<p>${esc(s.error)}</p>`, 404);
      const body = z.object({ price: z.string().max(200) }).safeParse(request.body);
      const live = await liveSubscription(deps.db, s.user.userId);
      if (body.success && live)
        await deps.provider.changePlan(s.user.userId, live.id, body.data.price);
      await notify(s.user.userId);
      return reply.redirect(`/billing/test/portal/${s.row.id}`);
    },
  );

  app.post(
    '/billing/test/portal/:id/cancel',
    { schema: { hide: true } },
    async (request, reply) => {
      if (!sameOrigin(request)) return reply.status(403).send('Forbidden');
      const s = await sessionFor(request, 'portal');
      if (!s.ok) return page(reply, 'Billing', `<p>${esc(s.error)}</p>`, 404);
      const live = await liveSubscription(deps.db, s.user.userId);
      if (live) await deps.provider.cancelAtPeriodEnd(s.user.userId, live.id);
      await notify(s.user.userId);
      return reply.redirect(`/billing/test/portal/${s.row.id}`);
    },
  );
}
