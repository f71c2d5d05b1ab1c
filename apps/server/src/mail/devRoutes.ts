import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { errors } from '../http/errors';
import { escapeHtml } from '../http/escapeHtml';

const PAGE_STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1f2328}main{max-width:900px;margin:0 auto;padding:32px 16px}
h1{font-size:22px}table{width:100%;border-collapse:collapse;background:#fff;border-radius:8px;overflow:hidden}th,td{text-align:left;padding:10px 12px;border-bottom:1px solid #e5e7eb;font-size:14px;vertical-align:top}
th{background:#eef0f3}a{color:#3b5bdb}.muted{color:#57606a;font-size:13px}`;

/**
 * The outbox pages, for machines without a mail server: /dev/mail lists the stored mails
 * (newest first) with their links, /dev/mail/:id shows one as the recipient would see it, and
 * /api/dev/mail answers the same as JSON. Registered outside production only.
 */
export function registerDevMailRoutes(app: FastifyInstance, db: Kysely<Database>): void {
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
<body><main><h1>Outbox</h1><p class="muted">No SMTP_URL is set, so mail is kept here instead of being sent. This page does not exist in production.</p>
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
}
