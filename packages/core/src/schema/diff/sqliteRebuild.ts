import type { SqlWriter } from '../generate/sqlWriter';
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
