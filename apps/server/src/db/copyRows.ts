import type { PGlite } from '@electric-sql/pglite';

/**
 * Writes rows into a table in the caller's open transaction with one COPY: on PGlite that is
 * about twice as fast as multi-row INSERTs, which PGlite's single process parses and plans with a
 * parameter for every value (issue 21 item 5: an import of 10 000 tables and 12 000 relationships).
 * Each row holds `columns`' values in order: text, numbers, booleans, null, or objects (as JSON).
 */
export type CopyRows = (
  table: string,
  columns: readonly string[],
  rows: unknown[][],
) => Promise<void>;

/** A value in COPY's text format: `\N` for null, backslash, tab and line breaks escaped. */
function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`COPY of a non-finite number: ${value}`);
    return String(value);
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return /[\\\t\n\r]/.test(text) ? text.replace(/[\\\t\n\r]/g, escapeChar) : text;
}

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const escapeChar = (ch: string) => ESCAPES[ch] ?? ch;

/** The rows as COPY's text format: values by tab, rows by line feed. */
export function copyText(rows: readonly unknown[][]): string {
  let out = '';
  for (const row of rows) out += `${row.map(copyValue).join('\t')}\n`;
  return out;
}

/** A quoted SQL identifier (the table and column names are the code's own). */
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A single-column foreign key of a table: its column, and the key it references. */
interface ForeignKey {
  column: string;
  /** The referenced table, schema-qualified and quoted. */
  table: string;
  key: string;
  /** The referenced key's SQL type, to compare the values as the key compares them. */
  type: string;
}

/**
 * The foreign keys of a table, when they can be checked per statement instead: all single-column
 * and the table without triggers of its own (session_replication_role = replica would skip those
 * too). Null otherwise.
 */
async function checkableForeignKeys(pglite: PGlite, table: string): Promise<ForeignKey[] | null> {
  const own = await pglite.query<{ n: number }>(
    'select count(*)::int as n from pg_trigger where tgrelid = $1::regclass and not tgisinternal',
    [ident(table)],
  );
  if ((own.rows[0]?.n ?? 1) > 0) return null;
  const keys = await pglite.query<ForeignKey & { columns: number }>(
    `select a.attname as "column", format('%I.%I', n.nspname, r.relname) as "table", k.attname as "key",
        format_type(k.atttypid, k.atttypmod) as "type", cardinality(c.conkey) as "columns"
       from pg_constraint c
       join pg_class r on r.oid = c.confrelid
       join pg_namespace n on n.oid = r.relnamespace
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
       join pg_attribute k on k.attrelid = c.confrelid and k.attnum = c.confkey[1]
      where c.conrelid = $1::regclass and c.contype = 'f'`,
    [ident(table)],
  );
  return keys.rows.every((k) => k.columns === 1) ? keys.rows : null;
}

/**
 * PGlite's CopyRows: `COPY ... FROM '/dev/blob'` on the PGlite instance itself. PGlite has one
 * session and the pool in front of it one connection, which the caller's transaction holds while
 * it awaits this: the COPY runs inside that transaction, and rolls back with it.
 *
 * Foreign keys are checked once per COPY rather than once per row: PostgreSQL's per-row check
 * (a trigger that looks the referenced row up and locks it) was about 60 % of the COPY of 12 000
 * relationships. Where a table's keys allow it (see checkableForeignKeys), the COPY runs with
 * `session_replication_role = replica` for that statement alone, which skips those triggers, and
 * then one query per key looks up, among the values the rows reference, those the referenced
 * table lacks; any such one is the error PostgreSQL raises (23503), and the caller's transaction
 * rolls back. With one session nobody can delete a referenced row in between, which is what the
 * per-row lock guards against.
 */
export function pgliteCopyRows(pglite: PGlite): CopyRows {
  const foreignKeys = new Map<string, Promise<ForeignKey[] | null>>();
  return async (table, columns, rows) => {
    if (rows.length === 0) return;
    let keys = foreignKeys.get(table);
    if (!keys) {
      // Read once per table; a failed read (say, in an aborted transaction) is read again.
      keys = checkableForeignKeys(pglite, table).catch((error: unknown) => {
        foreignKeys.delete(table);
        throw error;
      });
      foreignKeys.set(table, keys);
    }
    const checked = await keys;
    const copy = `copy ${ident(table)} (${columns.map(ident).join(', ')}) from '/dev/blob'`;
    const blob = new Blob([copyText(rows)]);
    // Every key's column must be among those copied, or its default would go unchecked.
    if (!checked?.every((k) => columns.includes(k.column))) {
      await pglite.query(copy, [], { blob });
      return;
    }
    await pglite.exec('set local session_replication_role = replica');
    await pglite.query(copy, [], { blob });
    await pglite.exec('set local session_replication_role = origin');
    for (const key of checked) await checkReferences(pglite, table, key, columns, rows);
  };
}

/** Raises PostgreSQL's foreign-key violation (23503) unless every value `rows` give `key` exists. */
async function checkReferences(
  pglite: PGlite,
  table: string,
  key: ForeignKey,
  columns: readonly string[],
  rows: unknown[][],
): Promise<void> {
  const at = columns.indexOf(key.column);
  const values = new Set<unknown>();
  for (const row of rows) if (row[at] !== null && row[at] !== undefined) values.add(row[at]);
  if (values.size === 0) return;
  // Compared in SQL, as the key's type compares (a uuid in capitals is the same uuid).
  const missing = await pglite.query<{ n: number }>(
    `select count(*)::int as n from unnest($1::${key.type}[]) as v(value)
      where not exists (select from ${key.table} where ${ident(key.key)} = v.value)`,
    [[...values]],
  );
  if (missing.rows[0]?.n === 0) return;
  const error = new Error(
    `insert into "${table}" violates a foreign key: a ${key.column} is not in ${key.table}`,
  );
  throw Object.assign(error, { code: '23503' });
}
