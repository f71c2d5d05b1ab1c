import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';

/**
 * Tables whose rows change on refused requests by design: the rate-limit counters count every
 * attempt (a limit that counted only accepted ones would not limit guessing), and the audit trail
 * records refused sign-ins (a trail of successes only would hide the attack).
 */
const CHANGING_BY_DESIGN = new Set(['rate_limit_buckets', 'audit_events']);

/** The test's own table, where the triggers below write one row per changed row of the others. */
const LOG = 'relata_test_row_changes';

/** The databases whose tables have the counting triggers, each installed once. */
const installed = new WeakMap<Kysely<Database>, Promise<void>>();

/**
 * Installs, once per database, triggers on every base table of the public schema that log each
 * inserted, deleted or changed row (an update that leaves a row as it was is no change) and each
 * truncation. The log is only ever inserted into, so the server's concurrent transactions never
 * wait on it; a transaction that rolls back takes its log rows with it.
 */
function countChanges(db: Kysely<Database>): Promise<void> {
  let done = installed.get(db);
  if (!done) {
    done = db.transaction().execute(async (tx) => {
      await sql`create table if not exists ${sql.table(LOG)} (name text not null)`.execute(tx);
      await sql`create or replace function relata_test_log_change() returns trigger
        language plpgsql as $$
        begin
          insert into relata_test_row_changes (name) values (tg_table_name);
          return null;
        end $$`.execute(tx);
      const { rows } = await sql<{ name: string }>`
        select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> ${LOG}`.execute(
        tx,
      );
      for (const { name } of rows) {
        const table = sql.table(name);
        await sql`create trigger relata_test_rows after insert or delete on ${table}
          for each row execute function relata_test_log_change()`.execute(tx);
        await sql`create trigger relata_test_updates after update on ${table}
          for each row when (old::text is distinct from new::text)
          execute function relata_test_log_change()`.execute(tx);
        await sql`create trigger relata_test_truncates after truncate on ${table}
          for each statement execute function relata_test_log_change()`.execute(tx);
      }
    });
    installed.set(db, done);
  }
  return done;
}

/**
 * A fingerprint of every stored row: per table of the public schema, how many of its rows were
 * added, changed or removed since the first fingerprint (counted by triggers the first call
 * installs), in one small query. Two equal fingerprints mean no row was added, changed or removed
 * between them. The first call starts the count: take one before the requests under test.
 */
export async function storedRows(db: Kysely<Database>): Promise<Record<string, string>> {
  await countChanges(db);
  const { rows } = await sql<{ name: string; changes: string }>`
    select name, count(*)::text as changes from ${sql.table(LOG)} group by name`.execute(db);
  return Object.fromEntries(
    rows.filter((r) => !CHANGING_BY_DESIGN.has(r.name)).map((r) => [r.name, r.changes]),
  );
}

/** The tables whose fingerprint differs between two snapshots. */
export function changedTables(
  before: Record<string, string>,
  after: Record<string, string>,
): string[] {
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
}
