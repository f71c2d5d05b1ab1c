import {
  ACCOUNT_EVENT_KINDS,
  AUDIT_RETENTION_DAYS,
  PROJECT_EVENT_KINDS,
  type AccountEvent,
  type AccountSession,
  type ProjectEvent,
} from '@relata/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { errors } from '../../http/errors';
import { requireRole } from '../projects/access';
import { formatName } from '../projects/events';
import { record } from './record';

/** A page request: at most `limit` events with ids below `before` (newest first). */
export interface AuditPage {
  limit: number;
  before?: string | undefined;
}

/** A page of events and the cursor of the next one. */
interface EventPage<E> {
  events: E[];
  next_before: string | null;
}

/** Events are listed only within the retention period, whether or not pruning has run yet. */
const retainedSince = () => sql<Date>`now() - make_interval(days => ${AUDIT_RETENTION_DAYS})`;

const EVENT_COLUMNS = [
  'id',
  'kind',
  'created_at',
  'ip_address',
  'user_agent',
  'details',
  'actor_id',
  'target_id',
] as const;

function eventsQuery(db: Kysely<Database>, page: AuditPage) {
  let q = db
    .selectFrom('audit_events')
    .select(EVENT_COLUMNS)
    .where('created_at', '>', retainedSince())
    .orderBy('id', 'desc')
    .limit(page.limit + 1);
  if (page.before) q = q.where('id', '<', page.before);
  return q;
}

function paged<R extends { id: string }, E>(rows: R[], limit: number, present: (r: R) => E) {
  const more = rows.length > limit;
  const kept = more ? rows.slice(0, limit) : rows;
  return {
    events: kept.map(present),
    next_before: more ? (kept[kept.length - 1]?.id ?? null) : null,
  } satisfies EventPage<E>;
}

const base = (r: {
  id: string;
  created_at: Date;
  ip_address: string | null;
  user_agent: string | null;
  details: Record<string, string>;
}) => ({
  id: r.id,
  created_at: r.created_at.toISOString(),
  ip_address: r.ip_address,
  user_agent: r.user_agent,
  details: r.details,
});

/** The caller's own security events, newest first (the Security tab). */
export async function listAccountEvents(
  db: Kysely<Database>,
  userId: string,
  page: AuditPage,
): Promise<EventPage<AccountEvent>> {
  const rows = await eventsQuery(db, page)
    .where('user_id', '=', userId)
    .where('kind', 'in', ACCOUNT_EVENT_KINDS)
    .execute();
  return paged(rows, page.limit, (r) => ({ ...base(r), kind: r.kind as AccountEvent['kind'] }));
}

/**
 * A project's membership events, newest first, for its Admins only: a non-member gets the same
 * 404 as for a project that does not exist, an Editor or Viewer 403 (projects/access.ts).
 */
export async function listProjectEvents(
  db: Kysely<Database>,
  userId: string,
  projectId: string,
  page: AuditPage,
): Promise<EventPage<ProjectEvent>> {
  await requireRole(db, projectId, userId, 'Admin', 'see the membership history');
  const rows = await eventsQuery(db, page)
    .where('project_id', '=', projectId)
    .where('kind', 'in', PROJECT_EVENT_KINDS)
    .execute();
  const ids = [...new Set(rows.flatMap((r) => [r.actor_id, r.target_id]))].filter(
    (id): id is string => id !== null,
  );
  const people = ids.length
    ? await db
        .selectFrom('user')
        .innerJoin('profiles', 'profiles.id', 'user.id')
        .select(['user.id', 'user.email', 'profiles.firstname', 'profiles.lastname'])
        .where('user.id', 'in', ids)
        .execute()
    : [];
  const names = new Map(people.map((p) => [p.id, formatName(p)]));
  const person = (id: string | null) => (id ? { user_id: id, name: names.get(id) ?? null } : null);
  return paged(rows, page.limit, (r) => ({
    ...base(r),
    kind: r.kind as ProjectEvent['kind'],
    actor: person(r.actor_id),
    target: person(r.target_id),
  }));
}

/** The caller's live sessions: the one asking first, then the most recently used. */
export async function listSessions(
  db: Kysely<Database>,
  userId: string,
  currentSessionId: string,
): Promise<AccountSession[]> {
  const rows = await db
    .selectFrom('session')
    .select(['id', 'createdAt', 'updatedAt', 'expiresAt', 'ipAddress', 'userAgent'])
    .where('userId', '=', userId)
    .where('expiresAt', '>', new Date())
    .orderBy('updatedAt', 'desc')
    .orderBy('id')
    .execute();
  const sessions = rows.map((r) => ({
    id: r.id,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    expires_at: r.expiresAt.toISOString(),
    ip_address: r.ipAddress,
    user_agent: r.userAgent,
    current: r.id === currentSessionId,
  }));
  return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
}

/** Ends one of the caller's other sessions; the one asking signs out instead. */
export async function endSession(
  db: Kysely<Database>,
  userId: string,
  currentSessionId: string,
  sessionId: string,
): Promise<void> {
  if (sessionId === currentSessionId)
    throw errors.badRequest('This is the session you are using. Sign out instead.');
  await db.transaction().execute(async (trx) => {
    const ended = await trx
      .deleteFrom('session')
      .where('id', '=', sessionId)
      .where('userId', '=', userId)
      .returning('id')
      .executeTakeFirst();
    // Someone else's session answers the same as none: ids of other accounts do not leak.
    if (!ended) throw errors.notFound('Session not found. It may have ended already.');
    await record(trx, { kind: 'session_ended', userId, details: { count: 1 } });
  });
}

/** Ends every session of the caller but the one asking; answers how many ended. */
export async function endOtherSessions(
  db: Kysely<Database>,
  userId: string,
  currentSessionId: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ended = await trx
      .deleteFrom('session')
      .where('userId', '=', userId)
      .where('id', '!=', currentSessionId)
      .returning('id')
      .execute();
    if (ended.length > 0)
      await record(trx, { kind: 'session_ended', userId, details: { count: ended.length } });
    return ended.length;
  });
}
