/**
 * Which views a migration drops and creates again (issue 36, item A6; docs/decisions/0048): only
 * those a change breaks for the engines. A view is re-created when a table it reads is dropped or
 * rebuilt, when a column it reads is dropped or changes type (collation, generated expression),
 * when its own definition changes, or when a view it reads is re-created. Adding a column, or
 * changing one it does not read, leaves it (and its grants) alone. What a view reads comes from
 * the same analysis that follows renames in the editor (diagram/sqlNames.ts).
 */
import { columnReads, relationNames, type SqlTable } from '../../diagram/sqlNames';
import { lexDialect } from '../../diagram/sqlScan';
import { nameKey, type PhysicalColumn, type PhysicalSchema, type PhysicalView } from '../physical';
import type { SchemaMatch } from './matchSchemas';

/** Whether a column changes in a way an engine refuses under a view that reads it. */
function shapeChanged(before: PhysicalColumn, after: PhysicalColumn): boolean {
  return (
    before.type !== after.type ||
    (before.collation ?? '') !== (after.collation ?? '') ||
    JSON.stringify(before.generated ?? null) !== JSON.stringify(after.generated ?? null)
  );
}

/** All columns of a table (a view reads it through `*`, or it could not be read). */
const ALL = '*';

/**
 * The before schema's views to drop and create again: see the module's comment. `rebuilt` holds
 * the lookup keys of the after-names of tables the migration rebuilds (SQLite, PostgreSQL).
 */
export function viewsToRecreate(
  before: PhysicalSchema,
  match: SchemaMatch,
  rebuilt: ReadonlySet<string>,
): Set<PhysicalView> {
  const sqlTables = new Map(
    before.tables.map((t): [string, SqlTable] => [
      nameKey(t.name),
      { name: t.name, schema: t.schema, columns: t.columns.map((c) => c.name) },
    ]),
  );
  const lookup = (name: string) => sqlTables.get(nameKey(name));
  // Per before-table: `*` when it goes as a whole, else the columns that go or change shape.
  const broken = new Map<SqlTable, Set<string>>();
  const mark = (tableName: string, column: string) => {
    const table = lookup(tableName);
    if (!table) return;
    const set = broken.get(table) ?? new Set<string>();
    set.add(column === ALL ? ALL : nameKey(column));
    broken.set(table, set);
  };
  for (const t of match.dropped) mark(t.name, ALL);
  for (const pair of match.pairs) {
    if (rebuilt.has(nameKey(pair.after.name))) mark(pair.before.name, ALL);
    for (const c of pair.dropped) mark(pair.before.name, c.name);
    for (const c of pair.columns)
      if (shapeChanged(c.before, c.after)) mark(pair.before.name, c.before.name);
  }
  const breaks = (table: SqlTable, columns: ReadonlySet<string>): boolean => {
    const gone = broken.get(table);
    if (!gone) return false;
    if (gone.has(ALL)) return true;
    // A view reading `*` reads every column there was.
    return columns.has(ALL) ? gone.size > 0 : [...columns].some((c) => gone.has(c));
  };
  const recreate = new Set<PhysicalView>();
  for (const v of before.views ?? []) {
    const read = columnReads(v.query, lexDialect(v.dialect), lookup);
    // A text the lexer cannot read may read anything: it goes with any change, as before.
    if (!read) {
      if (broken.size > 0) recreate.add(v);
      continue;
    }
    const reads = read;
    // Tables the import found the view reading, which the text did not show: read whole.
    for (const name of v.tables ?? []) {
      const table = lookup(name);
      if (table && !reads.has(table)) reads.set(table, new Set([ALL]));
    }
    if ([...reads].some(([table, columns]) => breaks(table, columns))) recreate.add(v);
  }
  // A view reading a view that is re-created goes with it (engines refuse to drop the one it reads).
  const names = new Map(
    (before.views ?? []).map((v) => [v, relationNames(v.query, lexDialect(v.dialect)) ?? []]),
  );
  for (let grew = true; grew;) {
    grew = false;
    const gone = new Set([...recreate].map((v) => nameKey(v.name)));
    for (const [v, reads] of names)
      if (!recreate.has(v) && reads.some((n) => gone.has(n))) {
        recreate.add(v);
        grew = true;
      }
  }
  return recreate;
}
