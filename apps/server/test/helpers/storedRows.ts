import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';

/**
 * Tables whose rows change on refused requests by design: the rate-limit counters count every
 * attempt (a limit that counted only accepted ones would not limit guessing), and the audit trail
 * records refused sign-ins (a trail of successes only would hide the attack).
 */
const CHANGING_BY_DESIGN = new Set(['rate_limit_buckets', 'audit_events']);

/** The tables of each database, read once: a running server's schema does not change. */
const tableLists = new WeakMap<Kysely<Database>, Promise<string[]>>();

/** The base tables of the public schema, by name. */
function tablesOf(db: Kysely<Database>): Promise<string[]> {
  let list = tableLists.get(db);
  if (!list) {
    list = sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`
      .execute(db)
      .then(({ rows }) => rows.map((t) => t.name));
    tableLists.set(db, list);
  }
  return list;
}

/**
 * A fingerprint of every stored row: per table of the public schema, the row count and an md5 of
 * its rows as text, in one query. Two equal fingerprints mean no row was added, changed or removed.
 */
export async function storedRows(db: Kysely<Database>): Promise<Record<string, string>> {
  const parts = (await tablesOf(db))
    .filter((name) => !CHANGING_BY_DESIGN.has(name))
    .map(
      (name) =>
        sql`select ${name}::text as name, count(*)::text || ':' ||
          md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as print
          from ${sql.table(name)} r`,
    );
  const { rows } = await sql<{
    name: string;
    print: string;
  }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.name, r.print]));
}

/** The tables whose fingerprint differs between two snapshots. */
export function changedTables(
  before: Record<string, string>,
  after: Record<string, string>,
): string[] {
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
}
