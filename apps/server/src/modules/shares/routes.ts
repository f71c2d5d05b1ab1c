import {
  createdShareSchema,
  createShareBodySchema,
  diagramSchema,
  okSchema,
  projectParamsSchema,
  SHARE_GRANT_HEADER,
  SHARE_TOKEN_HEADER,
  shareGrantSchema,
  shareInfoSchema,
  shareLinkSchema,
  shareParamsSchema,
  unlockShareBodySchema,
} from '@relata/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Auth } from '../../auth/auth';
import { RateLimitedError } from '../../auth/rateLimit';
import { requireSession } from '../../auth/requireSession';
import type { Database } from '../../db/schema';
import { apiOperations } from '../../http/apiOperation';
import { sendIndexHtml } from '../../http/webApp';
import type { RealtimeHub } from '../../realtime/hub';
import { clientOf } from '../audit/clientContext';
import { acceptedEncoding, type DiagramAnswerCache } from '../diagram/answerCache';
import { readDiagram } from '../diagram/stored';
import { needsRole } from '../projects/accessGate';
import * as shares from './service';
import { ShareStreams } from './streams';

const op = apiOperations('shares');

/** What search engines are told of a share page and its API: do not index, do not follow. */
export const NO_INDEX = 'noindex, nofollow';

/** The dependencies of the share routes. */
export interface ShareDeps {
  auth: Auth;
  db: Kysely<Database>;
  hub: RealtimeHub;
  /** The server's secret: it signs a password link's grants. */
  secret: string;
  publicUrl: string;
  answers: DiagramAnswerCache;
  indexHtml: string | undefined;
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Share links (issue 41): Admins list, make and revoke a project's links; a reader without an
 * account reads a link's project through `/api/share/*` with its token (and a password link's
 * grant), which opens nothing else; `/s/{token}` and `/embed/{token}` are the app's pages, the
 * embed framed only by the origins its link names.
 */
export function registerShareRoutes(root: FastifyInstance, deps: ShareDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/projects/:projectId/shares';
  const streams = new ShareStreams(deps.hub);
  root.addHook('preClose', (done) => {
    streams.close();
    done();
  });

  app.get(
    base,
    {
      schema: {
        ...op.signedIn('listShares', "Lists a project's share links (Admins; never the tokens)."),
        params: projectParamsSchema,
        response: { 200: z.array(shareLinkSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return shares.listShares(deps.db, userId, request.params.projectId);
    },
  );
  app.post(
    base,
    {
      config: needsRole('Admin', 'manage share links'),
      schema: {
        ...op.signedIn(
          'createShare',
          'Makes a share link (Admins); the answer is the only time its token is shown.',
          [409],
        ),
        params: projectParamsSchema,
        body: createShareBodySchema,
        response: { 201: createdShareSchema },
      },
    },
    async (request, reply) => {
      const { userId } = await requireSession(deps.auth, request);
      const made = await shares.createShare(deps, userId, request.params.projectId, request.body);
      return reply.status(201).send(made);
    },
  );
  app.delete(
    `${base}/:shareId`,
    {
      config: needsRole('Admin', 'manage share links'),
      schema: {
        ...op.signedIn(
          'revokeShare',
          'Revokes a share link (Admins): at once it answers 404 and its open pages say it is gone.',
        ),
        params: shareParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      await shares.revokeShare(deps, userId, request.params.projectId, request.params.shareId);
      return { ok: true as const };
    },
  );

  /** The link a share request names, 404 when gone; `unlocked` when it may be read. */
  const openShare = async (request: FastifyRequest, reply: FastifyReply) => {
    void reply.header('x-robots-tag', NO_INDEX).header('cache-control', 'no-store');
    const share = await shares.findShare(
      deps.db,
      header(request, SHARE_TOKEN_HEADER),
      clientOf(request).ip,
    );
    const unlocked = shares.isUnlocked(deps.secret, share, header(request, SHARE_GRANT_HEADER));
    return { share, unlocked };
  };

  app.get(
    '/api/share',
    {
      schema: {
        ...op.shared(
          'getShare',
          "What a share link shows: its project's name, description, dialect and visualization settings (nothing while its password is needed).",
        ),
        response: { 200: shareInfoSchema },
      },
    },
    async (request, reply) => {
      const { share, unlocked } = await openShare(request, reply);
      return shares.shareInfo(deps.db, share, unlocked);
    },
  );
  app.post(
    '/api/share/unlock',
    {
      schema: {
        ...op.shared(
          'unlockShare',
          "Checks a share link's password; the answer is a grant to send as x-share-grant.",
          [401],
        ),
        body: unlockShareBodySchema,
        response: { 200: shareGrantSchema },
      },
    },
    async (request, reply) => {
      const { share } = await openShare(request, reply);
      return shares.unlockShare(
        deps.db,
        deps.secret,
        share,
        request.body.password,
        clientOf(request).ip,
      );
    },
  );
  app.get(
    '/api/share/diagram',
    {
      schema: {
        ...op.shared('getSharedDiagram', "Reads a share link's diagram, read-only.", [401]),
        response: { 200: diagramSchema },
      },
    },
    async (request, reply) => {
      const { share } = await openShare(request, reply);
      shares.requireUnlocked(deps.secret, share, header(request, SHARE_GRANT_HEADER));
      const projectId = share.project_id;
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      const read = async () => JSON.stringify(await readDiagram(deps.db, projectId));
      // Without its SQL the answer is the link's own (the kept one is the whole diagram's).
      const answer = !share.include_sql
        ? JSON.stringify(shares.withoutSql(await readDiagram(deps.db, projectId)))
        : encoding
          ? await deps.answers.compressed(projectId, encoding, read)
          : await deps.answers.answer(projectId, read);
      const compressed = share.include_sql && encoding;
      // Already JSON, or its kept compressed bytes, sent as they are (as GET /diagram does).
      const sent = (reply as FastifyReply)
        .type('application/json; charset=utf-8')
        .header('vary', 'Accept-Encoding');
      if (compressed) sent.header('content-encoding', compressed);
      return sent.send(answer);
    },
  );
  app.get(
    '/api/share/events',
    {
      schema: {
        ...op.shared(
          'followShare',
          "A text/event-stream: `change` events carry a live link's diagram changes; `gone` says the link was revoked or expired.",
          [401, 429],
        ),
        response: { 200: z.string().describe('text/event-stream') },
      },
    },
    async (request, reply) => {
      const { share } = await openShare(request, reply);
      shares.requireUnlocked(deps.secret, share, header(request, SHARE_GRANT_HEADER));
      const address = clientOf(request).ip;
      if (!streams.canOpen(address)) throw new RateLimitedError(60);
      reply.hijack();
      streams.open(share, address, reply.raw);
    },
  );

  // The pages themselves: the app, told not to be indexed; an embed framed as its link says.
  const page = (embed: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    void reply.header('x-robots-tag', NO_INDEX);
    if (embed) await allowFraming(request, reply);
    return sendIndexHtml(reply, deps.indexHtml);
  };
  const tokenParams = { params: z.object({ token: z.string().max(100) }) };
  app.get('/s/:token', { schema: { hide: true, ...tokenParams } }, page(false));
  app.get('/embed/:token', { schema: { hide: true, ...tokenParams } }, page(true));

  /**
   * The embed's framing: `frame-ancestors` of its link's origins, or `*` for any; a link that is
   * gone, or does not allow embedding, keeps the app's `'none'`.
   */
  const allowFraming = async (request: FastifyRequest, reply: FastifyReply) => {
    const { token } = request.params as { token: string };
    const share = await shares
      .findShare(deps.db, token, clientOf(request).ip)
      .catch(() => undefined);
    const ancestors = share && frameAncestors(share.embed, share.embed_origins);
    if (!ancestors) return;
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy !== 'string') return;
    void reply.header(
      'content-security-policy',
      policy.replace(/frame-ancestors [^;]*/, `frame-ancestors ${ancestors}`),
    );
    // Helmet set it on the raw response: frame-ancestors supersedes it, but old browsers read it.
    reply.raw.removeHeader('x-frame-options');
  };
}

/**
 * The `frame-ancestors` sources of a link's embedding, or undefined when it may not be framed.
 * Origins were checked as `scheme://host[:port]` when the link was made; anything else is dropped
 * here again, so that no stored value can add a directive.
 */
export function frameAncestors(embed: string, origins: readonly string[]): string | undefined {
  if (embed === 'any') return '*';
  if (embed !== 'origins') return undefined;
  const valid = origins.filter((o) => /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(o));
  return valid.length > 0 ? valid.join(' ') : undefined;
}
