import { sqlWriter } from '../generate';
import type { SqlWriter } from '../generate/sqlWriter';
import type { DiagramModel } from '../model';
import { nameKey, type PhysicalSchema, type PhysicalTable } from '../physical';
import type { SqlDialect } from '../sql/dialects';
import { toPhysical } from '../toPhysical';
import {
  columnChanged,
  fkSignature,
  matchSchemas,
  type SchemaMatch,
  type TablePair,
} from './matchSchemas';
import { rebuildSqliteTable } from './sqliteRebuild';

/** Maps a before-name of a table (and optionally a column) to its after-name. */
function renamer(match: SchemaMatch): (table: string, column?: string) => string {
  const tables = new Map(match.pairs.map((p) => [nameKey(p.before.name), p]));
  return (table, column) => {
    const pair = tables.get(nameKey(table));
    if (column === undefined) return pair?.after.name ?? table;
    return (
      pair?.columns.find((c) => nameKey(c.before.name) === nameKey(column))?.after.name ?? column
    );
  };
}

function primaryKeyChanged(pair: TablePair): boolean {
  const rename = (c: string) =>
    pair.columns.find((p) => nameKey(p.before.name) === nameKey(c))?.after.name ?? `\u0000${c}`;
  return pair.before.primaryKey.map(rename).join(',') !== pair.after.primaryKey.join(',');
}

/** The statements that change one kept table in place (dialects with a full ALTER TABLE). */
function alterTable(w: SqlWriter, pair: TablePair): string[] {
  const { spec } = w;
  const name = pair.after.name;
  const out: string[] = [];
  for (const c of pair.columns)
    if (c.before.name !== c.after.name)
      out.push(spec.renameColumn(name, c.before.name, c.after.name));
  const pkChanged = primaryKeyChanged(pair);
  if (pkChanged && pair.before.primaryKey.length > 0)
    out.push(spec.dropPrimaryKey({ ...pair.after, primaryKey: pair.before.primaryKey }));
  for (const c of pair.dropped) {
    if (spec.defaultName && c.defaultValue !== null)
      out.push(`ALTER TABLE ${w.q(name)} DROP CONSTRAINT ${w.q(spec.defaultName(name, c.name))};`);
    if (spec.namesUniques && spec.dialect === 'mssql' && c.unique)
      out.push(spec.dropUnique(name, spec.uniqueName(name, c.name)));
    out.push(w.dropColumn(name, c.name));
  }
  for (const { before, after } of pair.columns) {
    if (before.unique && !after.unique)
      out.push(spec.dropUnique(name, spec.uniqueName(pair.before.name, before.name)));
    if (columnChanged(before, after)) {
      const plain = { ...after, unique: false };
      out.push(
        ...spec.alterColumn(name, before, after, w.columnDefinition(pair.after, plain), {
          type: w.typeOf(after),
          default: w.defaultOf(after),
        }),
      );
    }
    if (!before.unique && after.unique) out.push(w.addUnique(name, after.name));
  }
  for (const c of pair.added) out.push(w.addColumn(pair.after, c));
  if (pkChanged) {
    const add = w.addPrimaryKey(pair.after);
    if (add) out.push(add);
  }
  return out;
}

/** Whether SQLite can make the change with ALTER TABLE (rename, or add a plain nullable column). */
function sqliteCanAlter(pair: TablePair, fkChanged: boolean): boolean {
  if (fkChanged || primaryKeyChanged(pair) || pair.dropped.length > 0) return false;
  if (
    pair.columns.some((c) => columnChanged(c.before, c.after) || c.before.unique !== c.after.unique)
  )
    return false;
  return pair.added.every((c) => !c.unique && (c.nullable || c.defaultValue !== null));
}

/**
 * The migration script from one diagram to another in a dialect: foreign keys that change are
 * dropped first, then tables dropped, renamed and altered (columns renamed, dropped, changed,
 * added; primary and unique keys), new tables created, and foreign keys added last. SQLite, which
 * cannot alter columns or constraints, rebuilds a changed table and copies its rows.
 */
export function diffModels(before: DiagramModel, after: DiagramModel, dialect: SqlDialect): string {
  return diffSchemas(toPhysical(before), toPhysical(after), dialect);
}

/** The migration script between two physical schemas (see diffModels). */
export function diffSchemas(
  before: PhysicalSchema,
  after: PhysicalSchema,
  dialect: SqlDialect,
): string {
  const w = sqlWriter(after, dialect);
  const match = matchSchemas(before, after);
  const rename = renamer(match);
  const afterFks = new Set(
    after.tables.flatMap((t) =>
      t.foreignKeys.map((fk) => fkSignature(t.name, fk, (x, c) => c ?? x)),
    ),
  );
  const beforeFks = new Set(
    before.tables.flatMap((t) => t.foreignKeys.map((fk) => fkSignature(t.name, fk, rename))),
  );
  const out: string[] = [];
  const fkChangedTables = new Set<string>();
  for (const t of before.tables) {
    for (const fk of t.foreignKeys) {
      if (afterFks.has(fkSignature(t.name, fk, rename))) continue;
      fkChangedTables.add(nameKey(rename(t.name)));
      if (dialect !== 'sqlite') out.push(w.spec.dropForeignKey(t.name, fk));
    }
  }
  for (const t of after.tables)
    for (const fk of t.foreignKeys)
      if (!beforeFks.has(fkSignature(t.name, fk, (x, c) => c ?? x)))
        fkChangedTables.add(nameKey(t.name));
  for (const t of match.dropped) out.push(w.dropTable(t.name));
  for (const pair of match.pairs)
    if (pair.before.name !== pair.after.name)
      out.push(w.spec.renameTable(pair.before.name, pair.after.name));
  for (const pair of match.pairs) {
    if (dialect !== 'sqlite') out.push(...alterTable(w, pair));
    else if (sqliteCanAlter(pair, fkChangedTables.has(nameKey(pair.after.name)))) {
      for (const c of pair.columns)
        if (c.before.name !== c.after.name)
          out.push(w.spec.renameColumn(pair.after.name, c.before.name, c.after.name));
      for (const c of pair.added) out.push(w.addColumn(pair.after, c));
    } else out.push(...rebuildSqliteTable(w, pair));
  }
  out.push(...match.created.map((t: PhysicalTable) => w.createTable(t)));
  if (dialect !== 'sqlite') {
    for (const t of after.tables)
      for (const fk of t.foreignKeys)
        if (!beforeFks.has(fkSignature(t.name, fk, (x, c) => c ?? x)))
          out.push(w.addForeignKey(t, fk));
  }
  const body = out.filter((s) => s !== '');
  if (body.length === 0) return '-- No changes.\n';
  return (
    (dialect === 'sqlite'
      ? ['PRAGMA foreign_keys = OFF;', ...body, 'PRAGMA foreign_keys = ON;']
      : body
    ).join('\n') + '\n'
  );
}
