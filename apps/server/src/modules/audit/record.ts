import type { AuditEventKind } from '@relata/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import { currentClient, type RequestClient } from './clientContext';

type Db = Kysely<Database> | Transaction<Database>;

/** One event to record; the client address and user agent come from the request being served. */
export interface AuditEntry {
  kind: AuditEventKind;
  /** The account an account event concerns (listed in its Security tab). */
  userId?: string | null;
  /** The project a membership event concerns (listed for its Admins). */
  projectId?: string | null;
  /** Who did it; defaults to userId (people act on their own account). */
  actorId?: string | null;
  /** The member a membership event concerns. */
  targetId?: string | null;
  /** Short facts of the event (see auditDetailsSchema in @relata/core). */
  details?: Record<string, string | number | null | undefined>;
  /** Where the request came from, when recorded before the request's context is set (onRequest). */
  client?: RequestClient;
}

/**
 * Records a security or membership event. Pass the transaction of the change it describes, so
 * that the event and the change commit together or not at all.
 */
export async function record(db: Db, entry: AuditEntry): Promise<void> {
  const client = entry.client ?? currentClient();
  const details: Record<string, string> = {};
  for (const [key, value] of Object.entries(entry.details ?? {}))
    if (value !== undefined && value !== null) details[key] = String(value);
  await db
    .insertInto('audit_events')
    .values({
      kind: entry.kind,
      user_id: entry.userId ?? null,
      project_id: entry.projectId ?? null,
      actor_id: entry.actorId === undefined ? (entry.userId ?? null) : entry.actorId,
      target_id: entry.targetId ?? null,
      details: JSON.stringify(details),
      ip_address: client?.ip ?? null,
      user_agent: client?.userAgent ?? null,
    })
    .execute();
}

/**
 * Records a refused sign-in with its reason (the error code the client got). It lands in the
 * account's Security tab when the address has one; otherwise it keeps the address it was tried on.
 */
export async function signInFailed(db: Db, email: string, err: unknown): Promise<void> {
  const user = await db
    .selectFrom('user')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  await record(db, {
    kind: 'sign_in_failed',
    userId: user?.id ?? null,
    actorId: null,
    details: { reason: err instanceof AppError ? err.code : 'error', email: user ? null : email },
  });
}
