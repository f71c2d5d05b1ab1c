import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { errors } from '../http/errors';
import { escapeHtml } from '../http/escapeHtml';
import { isLoopbackAddress, isLoopbackHost } from '../http/loopback';

const OUTSIDE_MESSAGE = 'The outbox answers only requests from the machine the server runs on.';

/** Headers by which a proxy says it forwarded someone else's request. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

const PAGE_STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1f2328}main{max-width:900px;margin:0 auto;padding:32px 16px}
h1{font-size:22px}table{width:100%;border-collapse:collapse;background:#fff;border-radius:8px;overflow:hidden}th,td{text-align:left;padding:10px 12px;border-bottom:1px solid #e5e7eb;font-size:14px;vertical-align:top}
th{background:#eef0f3}a{color:#3b5bdb}.muted{color:#57606a;font-size:13px}`;

/**
 * Whether the outbox exists on this server: outside production, and on a server listening beyond
 * loopback only when the operator opts in with DEV_MAIL_ON_NETWORK (issue 14, item 5).
 */
export function hasDevMail(config: Config): boolean {
  return !config.production && (isLoopbackHost(config.host) || config.devMailOnNetwork);
}

/**
 * Refuses a request that does not come from the machine itself. The socket's peer address
 * decides (request.ip would follow X-Forwarded-For under TRUST_PROXY); a request a local proxy
 * forwarded for someone else is refused too.
 */
function onlyThisMachine(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (err?: Error) => void,
): void {
  const forwarded = FORWARDING_HEADERS.some((h) => request.headers[h] !== undefined);
  const local = !forwarded && isLoopbackAddress(request.socket.remoteAddress);
  done(local ? undefined : errors.forbidden(OUTSIDE_MESSAGE));
}

/**
 * The outbox pages, for machines without a mail server: /dev/mail lists the stored mails
 * (newest first) with their links, /dev/mail/:id shows one as the recipient would see it, and
 * /api/dev/mail answers the same as JSON. Each mail holds links that sign its recipient in, so
 * only the machine itself may read them; see hasDevMail for where they exist at all.
 */
export function registerDevMailRoutes(
  root: FastifyInstance,
  db: Kysely<Database>,
  config: Config,
): void {
  if (hasDevMail(config)) void root.register((app, _opts, done) => devMailRoutes(app, db, done));
}

function devMailRoutes(app: FastifyInstance, db: Kysely<Database>, done: () => void): void {
  app.addHook('onRequest', onlyThisMachine);
  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
    const rows = mails
      .map(
        (
          m,
        ) => `<tr><td class="muted">${m.created_at.toISOString().replace('T', ' ').slice(0, 19)}</td><td>${escapeHtml(m.to_address)}</td>
<td><a href="/dev/mail/${m.id}">${escapeHtml(m.subject)}</a></td><td>${m.links.map((l) => `<a href="${escapeHtml(l)}">${escapeHtml(l)}</a>`).join('<br>')}</td></tr>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox · Relata</title><style>${PAGE_STYLE}</style></head>
<body><main><h1>Outbox</h1><p class="muted">No SMTP_URL is set, so mail is kept here instead of being sent. Only this machine can open this page, and it does not exist in production.</p>
${mails.length === 0 ? '<p>No mail yet.</p>' : `<table><thead><tr><th>When</th><th>To</th><th>Subject</th><th>Links</th></tr></thead><tbody>${rows}</tbody></table>`}
</main></body></html>`);
  });

  app.get(
    '/dev/mail/:id',
    { schema: { hide: true, params: z.object({ id: z.coerce.number().int().positive() }) } },
    async (request, reply) => {
      const { id } = request.params as { id: number };
      const mail = await db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('id', '=', String(id))
        .executeTakeFirst();
      if (!mail) throw errors.notFound('No such mail.');
      return reply.type('text/html; charset=utf-8').send(mail.html);
    },
  );

  app.get(
    '/api/dev/mail',
    { schema: { hide: true, querystring: z.object({ to: z.string().max(254).optional() }) } },
    async (request) => {
      const { to } = request.query as { to?: string };
      let q = db
        .selectFrom('mail_outbox')
        .select(['id', 'to_address', 'subject', 'text', 'links', 'created_at'])
        .orderBy('id', 'desc')
        .limit(50);
      if (to) q = q.where('to_address', '=', to.toLowerCase());
      return { mails: await q.execute() };
    },
  );
  done();
}
