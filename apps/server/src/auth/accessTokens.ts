import { createHash, randomBytes } from 'node:crypto';
import {
  TOKEN_INVALID,
  TOKEN_NOT_HERE,
  TOKEN_PATTERN,
  TOKEN_PREFIX,
  TOKEN_READ_ONLY,
} from '@relata/core';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { errors } from '../http/errors';
import { clientOf } from '../modules/audit/clientContext';
import { record } from '../modules/audit/record';
import { PROJECT_NOT_FOUND } from '../modules/projects/access';
import { hitLimits, type Limit } from './rateLimit';
import { bearerToken, setRequestSession } from './requireSession';

/** Each token's own limit: enough for a CI job's calls, not for hammering the server. */
export const TOKEN_RATE_LIMIT: Limit = { max: 600, windowSeconds: 60 };

/** The characters of a token kept to tell it apart in lists ("relata_pat_Ab3d"). */
const SHOWN_CHARACTERS = TOKEN_PREFIX.length + 4;

/** A new token, what is stored of it (its SHA-256) and what lists show of it. */
export function newToken(): { token: string; hash: string; prefix: string } {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashToken(token), prefix: token.slice(0, SHOWN_CHARACTERS) };
}

/**
 * A token's SHA-256: the token is 32 random bytes, so no slow hash is needed to keep it from being
 * guessed from the hash, and a lookup by the hash is one index probe.
 */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

const READS = new Set(['GET', 'HEAD']);

/**
 * Whether a route is one a token may reach (issue 39): the list of projects and every route under
 * a project. Never account, token, billing, notification, invitation or realtime routes.
 */
export function tokenReaches(method: string, url: string): boolean {
  if (url === '/api/projects') return READS.has(method);
  return url.startsWith('/api/projects/:projectId');
}

/**
 * Authenticates `Authorization: Bearer` on API routes, first of every onRequest hook and so before
 * any body is read: a token that is not one, expired or revoked is a 401; a route it never reaches
 * a 403; a project it does not name a 404, as for a non-member; a read token on a route that
 * changes something a 403. Each token counts against its own rate limit. The request then acts as
 * the token's user (requireSession answers it); its first use from an address is audited.
 */
export function registerAccessTokens(app: FastifyInstance, db: Kysely<Database>): void {
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (token === undefined || !request.url.startsWith('/api/')) return;
    const route = request.routeOptions.url;
    // An unknown route answers its 404 whoever asks.
    if (route === undefined) return;
    if (!tokenReaches(request.method, route)) throw errors.forbidden(TOKEN_NOT_HERE);
    if (!TOKEN_PATTERN.test(token)) throw errors.unauthenticated(TOKEN_INVALID);
    const row = await db
      .selectFrom('access_tokens as t')
      .innerJoin('user as u', 'u.id', 't.user_id')
      .select(['t.id', 't.name', 't.scope', 't.project_ids', 't.user_id', 'u.email'])
      .where('t.token_hash', '=', hashToken(token))
      .where('t.revoked_at', 'is', null)
      .where((eb) => eb.or([eb('t.expires_at', 'is', null), eb('t.expires_at', '>', new Date())]))
      .executeTakeFirst();
    if (!row) throw errors.unauthenticated(TOKEN_INVALID);
    await hitLimits(db, [{ key: `token:${row.id}`, limit: TOKEN_RATE_LIMIT }]);
    const { projectId } = (request.params ?? {}) as { projectId?: string };
    if (projectId !== undefined && row.project_ids && !row.project_ids.includes(projectId))
      throw errors.notFound(PROJECT_NOT_FOUND);
    if (row.scope === 'read' && !READS.has(request.method)) throw errors.forbidden(TOKEN_READ_ONLY);
    await noteUse(db, row, clientOf(request));
    setRequestSession(request, {
      userId: row.user_id,
      sessionId: `token:${row.id}`,
      email: row.email,
      token: { id: row.id, scope: row.scope, projectIds: row.project_ids },
    });
  });
}

/** Records when and where a token was last used, and audits its first use from an address. */
async function noteUse(
  db: Kysely<Database>,
  token: { id: string; name: string; user_id: string },
  client: ReturnType<typeof clientOf>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('access_tokens')
      .set({ last_used_at: sql<Date>`now()`, last_used_ip: client.ip })
      .where('id', '=', token.id)
      .execute();
    const added = await trx
      .insertInto('access_token_addresses')
      .values({ token_id: token.id, address: client.ip })
      .onConflict((oc) => oc.doNothing())
      .returning('address')
      .executeTakeFirst();
    if (added)
      await record(trx, {
        kind: 'token_new_address',
        userId: token.user_id,
        details: { token: token.name, token_id: token.id },
        client,
      });
  });
}
