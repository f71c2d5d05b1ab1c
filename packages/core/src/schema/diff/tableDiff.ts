import { objectName } from '../generate/mssql';
import type { SqlWriter } from '../generate/sqlWriter';
import {
  nameKey,
  type PhysicalColumn,
  type PhysicalTable,
  type PhysicalTableRef,
} from '../physical';
import { sqlString } from '../quoting';
import { columnChangeRisk } from './destructive';
import { columnChanged, type SchemaMatch, type TablePair } from './matchSchemas';
import type { PhasedStatements } from './phases';
import { rebuildSqliteTable } from './rebuild';

/** Maps a before-name of a table (and optionally a column) to its after-name. */
export function renamer(match: SchemaMatch): (table: string, column?: string) => string {
  const tables = new Map(match.pairs.map((p) => [nameKey(p.before.name), p]));
  return (table, column) => {
    const pair = tables.get(nameKey(table));
    if (column === undefined) return pair?.after.name ?? table;
    return (
      pair?.columns.find((c) => nameKey(c.before.name) === nameKey(column))?.after.name ?? column
    );
  };
}

/** Whether a kept table's primary key changed (other columns, another order, other MySQL prefixes). */
export function primaryKeyChanged(pair: TablePair): boolean {
  const rename = (c: string) =>
    pair.columns.find((p) => nameKey(p.before.name) === nameKey(c))?.after.name ?? `\u0000${c}`;
  const prefix = (t: PhysicalTable, c: string) => t.primaryKeyPrefixes?.[c] ?? '';
  const before = pair.before.primaryKey.map((c) => `${rename(c)}(${prefix(pair.before, c)})`);
  const after = pair.after.primaryKey.map((c) => `${c}(${prefix(pair.after, c)})`);
  return before.join(',') !== after.join(',');
}

/** The primary key's constraint name as the writer gives it (PostgreSQL, MSSQL), or undefined. */
export function primaryKeyName(w: SqlWriter, table: PhysicalTable): string | undefined {
  if (w.dialect === 'mysql' || w.dialect === 'sqlite') return undefined;
  return table.primaryKeyName ?? w.spec.primaryKeyName?.(table.name);
}

/** Renames a constraint (PostgreSQL, MSSQL), for names derived from a table or column that was renamed. */
export function renameConstraint(
  w: SqlWriter,
  table: PhysicalTableRef,
  from: string,
  to: string,
): string {
  // A constraint lives in its table's schema, where sp_rename must be told to look for it.
  if (w.dialect === 'mssql')
    return `EXEC sp_rename ${objectName({ name: from, schema: table.schema })}, ${sqlString(to, 'mssql')}, 'OBJECT';`;
  return `ALTER TABLE ${w.ref(table.name, table.schema)} RENAME CONSTRAINT ${w.q(from)} TO ${w.q(to)};`;
}

/**
 * The drops a kept table needs before anything is renamed (primary key that changes, single-column
 * unique keys that go or whose derived name changes), written with the before-names.
 */
export function dropTableKeys(w: SqlWriter, pair: TablePair, out: PhasedStatements): void {
  if (w.dialect === 'sqlite') return;
  const { spec } = w;
  if (primaryKeyChanged(pair) && pair.before.primaryKey.length > 0)
    out.add(
      'dropConstraints',
      w.dialect === 'mysql'
        ? spec.dropPrimaryKey(pair.before)
        : `ALTER TABLE ${w.ref(pair.before.name, pair.before.schema)} DROP CONSTRAINT ${w.q(primaryKeyName(w, pair.before) ?? '')};`,
    );
  for (const { before, after } of pair.columns)
    if (before.unique && (!after.unique || uniqueRenamed(w, pair, before.name, after.name)))
      out.add(
        'dropConstraints',
        spec.dropUnique(pair.before, spec.uniqueName(pair.before.name, before.name)),
      );
}

/** Whether a column's unique key gets another derived name (its table or column was renamed). */
function uniqueRenamed(w: SqlWriter, pair: TablePair, before: string, after: string): boolean {
  return w.spec.uniqueName(pair.before.name, before) !== w.spec.uniqueName(pair.after.name, after);
}

/** Statements that change one kept table in place (dialects with a full ALTER TABLE). */
export function alterTable(w: SqlWriter, pair: TablePair, out: PhasedStatements): void {
  const { spec } = w;
  const table = pair.after;
  const name = table.name;
  const label = table.name;
  for (const c of pair.columns)
    if (c.before.name !== c.after.name)
      out.add('renames', spec.renameColumn(table, c.before.name, c.after.name));
  const pkChanged = primaryKeyChanged(pair);
  const [pkBefore, pkAfter] = [primaryKeyName(w, pair.before), primaryKeyName(w, pair.after)];
  if (!pkChanged && pair.after.primaryKey.length > 0 && pkBefore && pkAfter && pkBefore !== pkAfter)
    out.add('renames', renameConstraint(w, table, pkBefore, pkAfter));
  // A default constraint named after its table and column follows their renames, so that the
  // statements below (a changed default dropped and added again) find it by its new name.
  if (spec.defaultName)
    for (const { before, after } of pair.columns) {
      const [from, to] = [
        spec.defaultName(pair.before.name, before.name),
        spec.defaultName(name, after.name),
      ];
      if (before.defaultValue !== null && from !== to)
        out.add('renames', renameConstraint(w, table, from, to));
    }
  for (const c of pair.dropped) {
    const drops: string[] = [];
    if (spec.defaultName && c.defaultValue !== null)
      drops.push(
        `ALTER TABLE ${w.ref(name, table.schema)} DROP CONSTRAINT ${w.q(spec.defaultName(pair.before.name, c.name))};`,
      );
    if (spec.namesUniques && spec.dialect === 'mssql' && c.unique)
      drops.push(spec.dropUnique(table, spec.uniqueName(name, c.name)));
    out.add('alterTables', drops);
    out.add(
      'alterTables',
      w.dropColumn(table, c.name),
      `drops column ${label}.${c.name} and its values`,
    );
  }
  for (const { before, after } of pair.columns) {
    if (columnChanged(before, after, w.dialect)) {
      const plain = { ...after, unique: false };
      // The copy counts itself up as the column does (MySQL's MODIFY ... AUTO_INCREMENT).
      const auto = w.autoIncrementColumns(pair.after);
      if (auto.has(after)) auto.add(plain);
      const sql = spec.alterColumn(
        table,
        before,
        after,
        w.columnDefinition(pair.after, plain, auto),
        {
          type: w.typeOf(after),
          default: w.defaultOf(after),
        },
      );
      out.add('alterTables', sql, columnChangeRisk(label, before, after) ?? undefined);
    }
    if (after.unique && (!before.unique || uniqueRenamed(w, pair, before.name, after.name)))
      out.add('addConstraints', w.addUnique(table, after.name));
  }
  for (const c of pair.added)
    out.add(
      'alterTables',
      placed(w, pair, c, w.addColumn(pair.after, c)),
      !c.nullable && c.defaultValue === null && !c.autoIncrement
        ? `adds NOT NULL column ${label}.${c.name} without a default: fails on a table with rows`
        : undefined,
    );
  if (pkChanged) {
    const add = w.addPrimaryKey(pair.after);
    if (add) out.add('alterTables', add);
  }
}

/** MySQL's ADD COLUMN with AFTER (or FIRST), so the column lands where the diagram has it. */
function placed(w: SqlWriter, pair: TablePair, column: PhysicalColumn, sql: string): string {
  const at = pair.after.columns.indexOf(column);
  if (w.dialect !== 'mysql' || at === pair.after.columns.length - 1) return sql;
  const previous = pair.after.columns[at - 1];
  return sql.replace(/;$/, previous ? ` AFTER ${w.q(previous.name)};` : ' FIRST;');
}

/** Whether the added columns are the table's last ones (where ALTER TABLE ... ADD puts them). */
export function addedAtEnd(pair: TablePair): boolean {
  const tail = pair.after.columns.slice(pair.after.columns.length - pair.added.length);
  return tail.every((c) => pair.added.includes(c));
}

/** Why a rebuild loses data (dropped columns, narrowed types, NOT NULL without a default). */
function rebuildRisks(pair: TablePair): string[] {
  return [
    ...pair.dropped.map((c) => `drops column ${pair.after.name}.${c.name} and its values`),
    ...pair.columns.flatMap((c) => columnChangeRisk(pair.after.name, c.before, c.after) ?? []),
    ...pair.added.flatMap((c) =>
      !c.nullable && c.defaultValue === null && !c.autoIncrement
        ? [`adds NOT NULL column ${pair.after.name}.${c.name} without a default`]
        : [],
    ),
  ];
}

/** Statements of a table rebuilt, its old table's drop flagged with what the rebuild loses. */
export function addRebuild(statements: string[], pair: TablePair, out: PhasedStatements): void {
  const risks = rebuildRisks(pair);
  for (const sql of statements)
    // Dropping the old table is where values not copied are lost.
    out.add(
      'alterTables',
      sql,
      sql.startsWith('DROP TABLE') && risks.length > 0 ? risks.join('; ') : undefined,
    );
}

/** Whether SQLite can make the change with ALTER TABLE (rename, or add a plain nullable column). */
export function sqliteCanAlter(pair: TablePair, constraintsChanged: boolean): boolean {
  if (constraintsChanged || primaryKeyChanged(pair) || pair.dropped.length > 0) return false;
  if (!addedAtEnd(pair)) return false;
  if (
    pair.columns.some(
      (c) => columnChanged(c.before, c.after, 'sqlite') || c.before.unique !== c.after.unique,
    )
  )
    return false;
  return pair.added.every((c) => !c.unique && (c.nullable || c.defaultValue !== null));
}

/** A SQLite table changed by ALTER TABLE where it can, else rebuilt (flagged when it loses data). */
export function alterSqliteTable(
  w: SqlWriter,
  pair: TablePair,
  constraintsChanged: boolean,
  out: PhasedStatements,
): boolean {
  if (sqliteCanAlter(pair, constraintsChanged)) {
    for (const c of pair.columns)
      if (c.before.name !== c.after.name)
        out.add('renames', w.spec.renameColumn(pair.after, c.before.name, c.after.name));
    for (const c of pair.added) out.add('alterTables', w.addColumn(pair.after, c));
    return false;
  }
  addRebuild(rebuildSqliteTable(w, pair), pair, out);
  return true;
}
