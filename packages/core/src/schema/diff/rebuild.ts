import type { SqlWriter } from '../generate/sqlWriter';
import { sqlString } from '../quoting';
import type { TablePair } from './matchSchemas';

/**
 * SQLite's way to change columns or constraints: create the new shape under a temporary name,
 * copy the rows of the columns both shapes have, drop the old table and rename the new one.
 */
export function rebuildSqliteTable(w: SqlWriter, pair: TablePair): string[] {
  const temp = `${pair.after.name}__new`;
  const create = w.createTable({ ...pair.after, name: temp });
  const into = pair.columns.map((c) => w.q(c.after.name)).join(', ');
  const from = pair.columns.map((c) => w.q(c.before.name)).join(', ');
  return [
    create,
    ...(pair.columns.length > 0
      ? [`INSERT INTO ${w.q(temp)} (${into}) SELECT ${from} FROM ${w.q(pair.after.name)};`]
      : []),
    w.dropTable(pair.after.name),
    w.spec.renameTable(temp, pair.after.name),
  ];
}

/**
 * PostgreSQL's way to put an added column between others (it adds columns last): the rows are
 * kept in a temporary table, the table is dropped and created in its new shape, the rows copied
 * back (identity values included) and the identity sequences moved past them. Foreign keys to and
 * from the table, its views and its indexes are dropped and created again around it.
 */
export function rebuildPostgresTable(w: SqlWriter, pair: TablePair): string[] {
  const name = w.q(pair.after.name);
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
    w.dropTable(pair.after.name),
    w.createTable(pair.after),
    ...(pair.columns.length > 0
      ? [`INSERT INTO ${name} (${into}) OVERRIDING SYSTEM VALUE SELECT ${from} FROM ${temp};`]
      : []),
    ...sequences,
    `DROP TABLE ${temp};`,
  ];
}
