import { AUDIT_RETENTION_DAYS } from '@relata/core';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** How often each node prunes; pruning is idempotent, so several nodes may overlap. */
const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;

/** Deletes events past the retention period (AUDIT_RETENTION_DAYS); answers how many. */
export async function pruneAuditEvents(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('audit_events')
    .where('created_at', '<', sql<Date>`now() - make_interval(days => ${AUDIT_RETENTION_DAYS})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Prunes once (awaited, so startup does not race shutdown) and then every few hours, keeping the
 * trail bounded; answers the function that stops the timer.
 */
export async function startAuditPruning(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
): Promise<() => void> {
  await pruneAuditEvents(db);
  const timer = setInterval(() => {
    pruneAuditEvents(db).catch((err: unknown) => log.error({ err }, 'audit: pruning failed'));
  }, PRUNE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
