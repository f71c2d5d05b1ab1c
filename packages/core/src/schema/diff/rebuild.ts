import { isDialect } from '../generate/adapt';
import { writeExtra } from '../generate/objects';
import type { SqlWriter } from '../generate/sqlWriter';
import {
  nameKey,
  type PhysicalExtra,
  type PhysicalSchema,
  type PhysicalTableRef,
} from '../physical';
import { sqlString } from '../quoting';
import type { SchemaMatch, TablePair } from './matchSchemas';
import { dropExtra } from './extraDiff';
import { triggerTable } from '../sql/routineText';
import type { SqlDialect } from '../sql/dialects';
import type { PhasedStatements } from './phases';

/**
 * SQLite's way to change columns or constraints: create the new shape under a temporary name,
 * copy the rows of the columns both shapes have, drop the old table and rename the new one.
 */
export function rebuildSqliteTable(w: SqlWriter, pair: TablePair): string[] {
  const temp = { ...pair.after, name: `${pair.after.name}__new` };
  // A unique index of the table's (foldedUniqueStatements) is named in the whole database: made
  // once the old table, which holds it, is gone.
  const create = w.createTable(temp, { foldedUniques: false });
  const into = pair.columns.map((c) => w.q(c.after.name)).join(', ');
  const from = pair.columns.map((c) => w.q(c.before.name)).join(', ');
  const ref = (t: PhysicalTableRef) => w.ref(t.name, t.schema);
  return [
    create,
    ...(pair.columns.length > 0
      ? [`INSERT INTO ${ref(temp)} (${into}) SELECT ${from} FROM ${ref(pair.after)};`]
      : []),
    w.dropTable(pair.after),
    w.spec.renameTable(temp, pair.after.name),
    ...w.foldedUniqueStatements(pair.after),
  ];
}

/**
 * PostgreSQL's way to put an added column between others (it adds columns last): the rows are
 * kept in a temporary table, the table is dropped and created in its new shape, the rows copied
 * back (identity values included) and the identity sequences moved past them. Foreign keys to and
 * from the table, its views and its indexes are dropped and created again around it.
 */
export function rebuildPostgresTable(w: SqlWriter, pair: TablePair): string[] {
  const name = w.ref(pair.after.name, pair.after.schema);
  // A temporary table lives in the session's own schema: it takes no other.
  const temp = w.q(`${pair.after.name}__rows`);
  const into = pair.columns.map((c) => w.q(c.after.name)).join(', ');
  const from = pair.columns.map((c) => w.q(c.before.name)).join(', ');
  const lit = (s: string) => sqlString(s, 'postgresql');
  const sequences = pair.columns
    .filter((c) => c.after.autoIncrement)
    .map(
      (c) =>
        `SELECT setval(pg_get_serial_sequence(${lit(name)}, ${lit(c.after.name)}), COALESCE(MAX(${w.q(c.after.name)}), 0) + 1, false) FROM ${name};`,
    );
  return [
    `CREATE TEMP TABLE ${temp} AS SELECT * FROM ${name};`,
    w.dropTable(pair.after),
    w.createTable(pair.after),
    ...(pair.columns.length > 0
      ? [`INSERT INTO ${name} (${into}) OVERRIDING SYSTEM VALUE SELECT ${from} FROM ${temp};`]
      : []),
    ...sequences,
    `DROP TABLE ${temp};`,
  ];
}

/** Whether SQL text names a table (bare or quoted, any case). */
function namesTable(sql: string, table: string): boolean {
  const escaped = table.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\w$])["\`[]?${escaped}["\`\\]]?(?![\\w$])`, 'i').test(sql);
}

/**
 * Triggers (kept as extra SQL) a rebuild of the tables takes away: SQLite's that name one of them
 * (its own, and others' that read it), PostgreSQL's on one of them.
 */
export function triggersOf(
  schema: PhysicalSchema,
  tables: string[],
  dialect: SqlDialect,
): PhysicalExtra[] {
  if (tables.length === 0) return [];
  const keys = new Set(tables.map(nameKey));
  return (schema.extras ?? []).filter(
    (e) =>
      /^trigger$/i.test(e.kind) &&
      isDialect(e.dialect, dialect) &&
      (dialect === 'sqlite'
        ? tables.some((t) => namesTable(e.sql, t))
        : dialect === 'postgresql' && keys.has(nameKey(triggerTable(e.sql)?.name ?? ''))),
  );
}

/**
 * A rebuilt table comes back without triggers (SQLite and PostgreSQL drop a table's triggers
 * with it, and SQLite refuses to rename a table while a trigger names one that is gone): the
 * triggers of a rebuilt table (SQLite: and others' that read it) are dropped before the rebuild
 * and created again after it, as the after version has them. `rebuilt` holds the lookup keys of
 * the after-names of rebuilt tables.
 */
export function recreateTriggers(
  w: SqlWriter,
  before: PhysicalSchema,
  after: PhysicalSchema,
  match: SchemaMatch,
  rebuilt: ReadonlySet<string>,
  out: PhasedStatements,
): void {
  const pairs = match.pairs.filter((p) => rebuilt.has(nameKey(p.after.name)));
  for (const t of triggersOf(
    before,
    pairs.map((p) => p.before.name),
    w.dialect,
  ))
    out.add('dropViews', dropExtra(w, t) ?? '');
  for (const t of triggersOf(
    after,
    pairs.map((p) => p.after.name),
    w.dialect,
  ))
    out.add('createViews', writeExtra(t, w) ?? '');
}
