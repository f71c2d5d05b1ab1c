import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  effectiveVisualization,
  MAX_SHARES_PER_PROJECT,
  SHARE_GONE,
  SHARE_LOCKED,
  SHARE_TOKEN_PATTERN,
  SHARE_WRONG_PASSWORD,
  VISUALIZATION_KEY,
  type ChangeEvent,
  type CreatedShare,
  type Diagram,
  type CreateShareBody,
  type ShareGrant,
  type ShareInfo,
  type ShareLink,
} from '@relata/core';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { hashPassword, verifyPassword } from '../../auth/password';
import { clearHits, hitLimits, readHits, RateLimitedError, type Limit } from '../../auth/rateLimit';
import type { Database, ShareLinkTable } from '../../db/schema';
import { AppError, errors } from '../../http/errors';
import type { RealtimeHub } from '../../realtime/hub';
import { transact, type Emit } from '../../realtime/transact';
import { record } from '../audit/record';
import { lockProject, requireRole } from '../projects/access';
import { formatName, projectChannel } from '../projects/events';

/** Shown for a link that does not exist in this project or was revoked already. */
export const SHARE_NOT_FOUND = 'Share link not found';

/** Unknown tokens one address may try before it waits (a token is 128 bits: this is for noise). */
export const UNKNOWN_TOKEN_LIMIT: Limit = { max: 30, windowSeconds: 10 * 60 };
/** Wrong passwords one address may try on one link before it waits. */
export const PASSWORD_LIMIT_PER_ADDRESS: Limit = { max: 10, windowSeconds: 15 * 60 };
/** Wrong passwords a link takes from all addresses together in an hour (guessing from many). */
export const PASSWORD_LIMIT_PER_LINK: Limit = { max: 100, windowSeconds: 60 * 60 };
/** How long a password's grant lets a browser read a link (never past the link's expiry). */
export const GRANT_HOURS = 12;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The token's characters kept to tell links apart in lists. */
const SHOWN_CHARACTERS = 4;

type Row = Selectable<ShareLinkTable>;

/** A new link token (16 random bytes), what is stored of it (its SHA-256) and its shown start. */
export function newShareToken(): { token: string; hash: string; prefix: string } {
  const token = randomBytes(16).toString('base64url');
  return { token, hash: hashShareToken(token), prefix: token.slice(0, SHOWN_CHARACTERS) };
}

/** A token's SHA-256: 128 random bits need no slow hash, and a lookup is one index probe. */
export const hashShareToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** A link as its project's Admins see it listed. */
function present(row: Row, makers: Map<string, string>): ShareLink {
  const maker = row.created_by === null ? undefined : makers.get(row.created_by);
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at?.toISOString() ?? null,
    has_password: row.password_hash !== null,
    include_sql: row.include_sql,
    live: row.live,
    embed: row.embed,
    embed_origins: row.embed === 'origins' ? row.embed_origins : [],
    created_by:
      maker === undefined || row.created_by === null ? null : { id: row.created_by, name: maker },
    last_opened_at: row.last_opened_at?.toISOString() ?? null,
  };
}

/** The names of a project's members among `ids`, by id (a maker who left is not named). */
async function memberNames(
  db: Kysely<Database>,
  projectId: string,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('project_users as pu')
    .innerJoin('user as u', 'u.id', 'pu.user_id')
    .innerJoin('profiles as pr', 'pr.id', 'u.id')
    .select(['u.id', 'u.email', 'pr.firstname', 'pr.lastname'])
    .where('pu.project_id', '=', projectId)
    .where('u.id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, formatName(r)]));
}

/** A project's links that were not revoked, newest first; expired ones too, which lists mark. */
export async function listShares(
  db: Kysely<Database>,
  userId: string,
  projectId: string,
): Promise<ShareLink[]> {
  await requireRole(db, projectId, userId, 'Admin');
  const rows = await db
    .selectFrom('share_links')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  const makers = await memberNames(db, projectId, [
    ...new Set(rows.flatMap((r) => (r.created_by ? [r.created_by] : []))),
  ]);
  return rows.map((row) => present(row, makers));
}

/**
 * Makes a link (Admins), within MAX_SHARES_PER_PROJECT live links (409). Its token is answered this
 * once, with the page's and the embed's addresses; only its hash is kept. Audited; the project's
 * Admins' lists hear of it.
 */
export async function createShare(
  deps: { db: Kysely<Database>; hub: RealtimeHub; publicUrl: string },
  userId: string,
  projectId: string,
  body: CreateShareBody,
): Promise<CreatedShare> {
  const made = newShareToken();
  const passwordHash = body.password === null ? null : await hashPassword(body.password);
  const row = await transact(deps.db, deps.hub, async (trx, emit) => {
    await requireRole(trx, projectId, userId, 'Admin');
    // A project's link writes take turns, so two at once cannot pass the limit.
    await lockProject(trx, projectId);
    const { live } = await trx
      .selectFrom('share_links')
      .select(sql<number>`count(*)::int`.as('live'))
      .where('project_id', '=', projectId)
      .where('revoked_at', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
      .executeTakeFirstOrThrow();
    if (live >= MAX_SHARES_PER_PROJECT)
      throw errors.conflict(
        `This project has ${MAX_SHARES_PER_PROJECT} share links, the most a project keeps. Revoke one first.`,
      );
    const inserted = await trx
      .insertInto('share_links')
      .values({
        project_id: projectId,
        created_by: userId,
        name: body.name,
        token_hash: made.hash,
        prefix: made.prefix,
        password_hash: passwordHash,
        include_sql: body.includeSql,
        live: body.live,
        embed: body.embed,
        embed_origins: body.embed === 'origins' ? [...new Set(body.embedOrigins)] : [],
        expires_at:
          body.expiresInDays === null ? null : new Date(Date.now() + body.expiresInDays * DAY_MS),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await announce(trx, emit, { projectId, userId, share: inserted, made: true });
    return inserted;
  });
  const makers = await memberNames(deps.db, projectId, [userId]);
  const base = deps.publicUrl.replace(/\/+$/, '');
  return {
    ...present(row, makers),
    token: made.token,
    url: `${base}/s/${made.token}`,
    embed_url: `${base}/embed/${made.token}`,
  };
}

/**
 * Revokes a link (Admins): at once every request with it answers 404, and every open page of it
 * hears that it is gone (the change on the project's channel; routes.ts ends their streams).
 */
export async function revokeShare(
  deps: { db: Kysely<Database>; hub: RealtimeHub },
  userId: string,
  projectId: string,
  shareId: string,
): Promise<void> {
  await transact(deps.db, deps.hub, async (trx, emit) => {
    await requireRole(trx, projectId, userId, 'Admin');
    const row = await trx
      .updateTable('share_links')
      .set({ revoked_at: sql<Date>`now()` })
      .where('id', '=', shareId)
      .where('project_id', '=', projectId)
      .where('revoked_at', 'is', null)
      .returning(['id', 'name'])
      .executeTakeFirst();
    if (!row) throw errors.notFound(SHARE_NOT_FOUND);
    await announce(trx, emit, { projectId, userId, share: row, made: false });
  });
}

/**
 * Audits a link made or revoked and tells the project's channel (Admins' lists refetch; a
 * revoked link's open pages hear that it is gone).
 */
async function announce(
  trx: Transaction<Database>,
  emit: Emit,
  event: { projectId: string; userId: string; share: { id: string; name: string }; made: boolean },
): Promise<void> {
  const { projectId, userId, share, made } = event;
  await record(trx, {
    kind: made ? 'share_created' : 'share_revoked',
    projectId,
    userId,
    details: { share: share.name, share_id: share.id },
  });
  const ids = { id: share.id, project_id: projectId };
  emit(projectChannel(projectId), {
    table: 'share_links',
    operation: made ? 'INSERT' : 'DELETE',
    record: made ? ids : null,
    old_record: made ? null : ids,
  });
}

/**
 * A diagram as a link without its SQL shows it: views without their queries, no verbatim
 * statements (triggers, functions, grants). Tables, keys, checks and defaults are the schema itself.
 */
export function withoutSql(diagram: Diagram): Diagram {
  return { ...diagram, views: diagram.views.map((v) => ({ ...v, query: '' })), extraSql: [] };
}

/** A change as a link without its SQL sends it: views without queries, no statements (null). */
export function changeWithoutSql(change: ChangeEvent): ChangeEvent | null {
  if (change.table === 'db_extra_sql') return null;
  if (change.table !== 'db_views') return change;
  const strip = <T extends { query: string } | null>(v: T): T => (v ? { ...v, query: '' } : v);
  return { ...change, record: strip(change.record), old_record: strip(change.old_record) };
}

/** A link a request names, found by its token: live (not revoked, not expired). */
export type OpenShare = Row;

/**
 * The live link of a token, or a 404 (SHARE_GONE) for one that is not a link's, was revoked or
 * expired. Tokens that find nothing count against the address (UNKNOWN_TOKEN_LIMIT): an address
 * over it answers 429 before any lookup.
 */
export async function findShare(
  db: Kysely<Database>,
  token: string | undefined,
  address: string,
): Promise<OpenShare> {
  const key = `share-miss:${address}`;
  const misses = await readHits(db, key);
  if (misses.count >= UNKNOWN_TOKEN_LIMIT.max) throw new RateLimitedError(misses.retryAfterSeconds);
  const row =
    token !== undefined && SHARE_TOKEN_PATTERN.test(token)
      ? await db
          .selectFrom('share_links')
          .selectAll()
          .where('token_hash', '=', hashShareToken(token))
          .where('revoked_at', 'is', null)
          .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
          .executeTakeFirst()
      : undefined;
  if (row) return row;
  await hitLimits(db, [{ key, limit: UNKNOWN_TOKEN_LIMIT }]);
  throw errors.notFound(SHARE_GONE);
}

/**
 * A password's grant: the link's id and the grant's end, signed with the server's secret over
 * the link's password hash, so that a grant holds only for that link and that password.
 */
function signGrant(secret: string, share: OpenShare, expiresMs: number): string {
  return createHmac('sha256', secret)
    .update(`${share.id}.${expiresMs}.${share.password_hash ?? ''}`)
    .digest('base64url');
}

/** Whether a request may read a link: it has no password, or the grant sent is its and current. */
export function isUnlocked(secret: string, share: OpenShare, grant: string | undefined): boolean {
  if (share.password_hash === null) return true;
  if (grant === undefined) return false;
  const [id, expires, mac] = grant.split('.');
  const expiresMs = Number(expires);
  if (id !== share.id || !mac || !Number.isSafeInteger(expiresMs) || expiresMs <= Date.now())
    return false;
  const expected = Buffer.from(signGrant(secret, share, expiresMs));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Refuses a read of a password link without its grant (401, SHARE_LOCKED). */
export function requireUnlocked(secret: string, share: OpenShare, grant: string | undefined): void {
  if (!isUnlocked(secret, share, grant)) throw new AppError(401, 'unauthenticated', SHARE_LOCKED);
}

/**
 * Checks a link's password: the right one answers a grant for GRANT_HOURS (never past the link's
 * expiry); a wrong one a 401. Attempts are limited per address and link and per link.
 */
export async function unlockShare(
  db: Kysely<Database>,
  secret: string,
  share: OpenShare,
  password: string,
  address: string,
): Promise<ShareGrant> {
  const perAddress = `share-password:${share.id}:${address}`;
  await hitLimits(db, [
    { key: perAddress, limit: PASSWORD_LIMIT_PER_ADDRESS },
    { key: `share-password:${share.id}`, limit: PASSWORD_LIMIT_PER_LINK },
  ]);
  const right =
    share.password_hash === null || (await verifyPassword({ hash: share.password_hash, password }));
  if (!right) throw new AppError(401, 'unauthenticated', SHARE_WRONG_PASSWORD);
  await clearHits(db, perAddress);
  const end = Date.now() + GRANT_HOURS * 60 * 60 * 1000;
  const expiresMs = Math.min(end, share.expires_at?.getTime() ?? end);
  return {
    grant: `${share.id}.${expiresMs}.${signGrant(secret, share, expiresMs)}`,
    expires_at: new Date(expiresMs).toISOString(),
  };
}

/** What a link shows: nothing of the project while it is locked. Notes when it was opened. */
export async function shareInfo(
  db: Kysely<Database>,
  share: OpenShare,
  unlocked: boolean,
): Promise<ShareInfo> {
  const common = {
    include_sql: share.include_sql,
    live: share.live,
    expires_at: share.expires_at?.toISOString() ?? null,
  };
  if (!unlocked) return { locked: true, project: null, visualization: null, ...common };
  const [project, setting] = await Promise.all([
    db
      .selectFrom('projects')
      .select(['name', 'description', 'database_type'])
      .where('id', '=', share.project_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('project_settings')
      .select('value')
      .where('project_id', '=', share.project_id)
      .where('key', '=', VISUALIZATION_KEY)
      .executeTakeFirst(),
    db
      .updateTable('share_links')
      .set({ last_opened_at: sql<Date>`now()` })
      .where('id', '=', share.id)
      .execute(),
  ]);
  return {
    locked: false,
    project: {
      name: project.name,
      description: project.description,
      database_type: project.database_type,
    },
    visualization: effectiveVisualization(setting?.value, undefined),
    ...common,
  };
}
