import { createsType, isDialect, typeKey } from '../generate/adapt';
import { IndexNames, createIndex, indexExpressionKey, indexMethodKey } from '../generate/indexes';
import { checkExpression, createType, createView, type ObjectContext } from '../generate/objects';
import type { SqlWriter } from '../generate/sqlWriter';
import {
  constraintName,
  nameKey,
  type PhysicalCheck,
  type PhysicalIndex,
  type PhysicalSchema,
  type PhysicalTable,
  type PhysicalType,
  type PhysicalUnique,
  type PhysicalView,
} from '../physical';
import { sqlString } from '../quoting';
import type { SqlDialect } from '../sql/dialects';
import type { SchemaMatch } from './matchSchemas';
import type { PhasedStatements } from './phases';

type Rename = (table: string, column?: string) => string;

/** An index's name as the writer derives it when the model has none. */
const indexName = (t: PhysicalTable, i: PhysicalIndex): string =>
  i.name || constraintName(t.name, ...i.parts.map((p) => p.column ?? 'expr'), 'idx');

/** An index in after-names, to see whether it changed (its name as it is in the database). */
function indexSignature(
  t: PhysicalTable,
  i: PhysicalIndex,
  rename: Rename,
  dialect: SqlDialect,
): string {
  const col = (c: string) => nameKey(rename(t.name, c));
  return JSON.stringify([
    nameKey(indexName(t, i)),
    i.unique,
    i.parts.map((p) => [
      p.column === undefined ? indexExpressionKey(p.expression ?? '') : col(p.column),
      p.order === 'ASC' ? '' : (p.order ?? ''),
      p.nulls ?? '',
      p.prefixLength ?? 0,
    ]),
    indexMethodKey(i.method, dialect),
    i.where ?? '',
    (i.include ?? []).map(col),
    !!i.nullsNotDistinct,
  ]);
}

/** The name an engine gives a unique constraint the model leaves unnamed (MSSQL's is random: ''). */
function uniqueName(w: SqlWriter, t: PhysicalTable, u: PhysicalUnique): string {
  if (u.name) return u.name;
  if (w.dialect === 'postgresql') return constraintName(t.name, ...u.columns, 'key');
  if (w.dialect === 'mysql') return u.columns[0] ?? '';
  return '';
}

/** The first column a check's expression names (PostgreSQL names an unnamed check after it). */
function firstColumn(t: PhysicalTable, c: PhysicalCheck): string {
  if (c.column) return c.column;
  const words = c.expression.match(/[\p{L}_][\p{L}\p{N}_$]*/gu) ?? [];
  return words.find((w) => t.columns.some((col) => nameKey(col.name) === nameKey(w))) ?? '';
}

/**
 * The name an engine gives a check: its own, else PostgreSQL's `table_column_check`, MariaDB's
 * column name (a column's check) or `CONSTRAINT_n` (the n-th unnamed table check).
 */
function checkName(w: SqlWriter, t: PhysicalTable, c: PhysicalCheck): string {
  if (c.name) return c.name;
  if (w.dialect === 'postgresql') return constraintName(t.name, firstColumn(t, c), 'check');
  if (w.dialect !== 'mysql') return '';
  if (c.column) return c.column;
  const unnamed = (t.checks ?? []).filter((x) => !x.name && !x.column);
  return `CONSTRAINT_${unnamed.indexOf(c) + 1}`;
}

const squeeze = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** What the diff of table objects reports back: SQLite tables that must be rebuilt. */
export interface ObjectChanges {
  /** After-names (lookup keys) of tables whose unique keys or checks changed. */
  constraintsChanged: Set<string>;
  /** Before-names (lookup keys) of kept tables that lose an index or a unique constraint. */
  keysDropped: Set<string>;
}

/** Pairs a kept table's objects: the before ones (to drop) and the after ones (to add) that differ. */
function changed<T>(
  before: T[],
  after: T[],
  sigBefore: (x: T) => string,
  sigAfter: (x: T) => string,
) {
  const a = new Set(after.map(sigAfter));
  const b = new Set(before.map(sigBefore));
  return {
    drop: before.filter((x) => !a.has(sigBefore(x))),
    add: after.filter((x) => !b.has(sigAfter(x))),
  };
}

/** Drops and adds for the indexes, unique constraints and checks of every table. */
export function diffTableObjects(
  w: SqlWriter,
  match: SchemaMatch,
  rename: Rename,
  rebuilt: (afterName: string) => boolean,
  out: PhasedStatements,
): ObjectChanges {
  const same: Rename = (t, c) => c ?? t;
  const constraintsChanged = new Set<string>();
  const keysDropped = new Set<string>();
  const names = new IndexNames(w.dialect);
  const addIndexes = (t: PhysicalTable, list: PhysicalIndex[]) =>
    out.add(
      'addConstraints',
      list.flatMap((i) => createIndex(t, i, names, w) ?? []),
    );
  // A created table's CREATE TABLE holds MySQL's key of its auto-increment column already.
  for (const t of match.created)
    addIndexes(
      t,
      (t.indexes ?? []).filter((i) => !w.isInlineIndex(t, i)),
    );
  for (const { before, after } of match.pairs) {
    const idx = changed(
      before.indexes ?? [],
      after.indexes ?? [],
      (i) => indexSignature(before, i, rename, w.dialect),
      (i) => indexSignature(after, i, same, w.dialect),
    );
    // An index the dialect cannot write (MySQL's partial ones) was never created: nothing to drop.
    idx.drop = idx.drop.filter(
      (i) => createIndex(before, i, new IndexNames(w.dialect), quiet(w)) !== null,
    );
    for (const i of idx.drop)
      out.add('dropConstraints', dropIndex(w, before, indexName(before, i)));
    addIndexes(after, rebuilt(after.name) ? (after.indexes ?? []) : idx.add);

    const uq = changed(
      before.uniques ?? [],
      after.uniques ?? [],
      (u) =>
        JSON.stringify([
          uniqueName(w, before, u),
          u.columns.map((c) => rename(before.name, c)),
          !!u.nullsNotDistinct,
          u.deferrable ?? '',
        ]),
      (u) =>
        JSON.stringify([
          uniqueName(w, after, u),
          u.columns,
          !!u.nullsNotDistinct,
          u.deferrable ?? '',
        ]),
    );
    const ck = changed(
      before.checks ?? [],
      after.checks ?? [],
      (c) => JSON.stringify([checkName(w, before, c), squeeze(c.expression)]),
      (c) => JSON.stringify([checkName(w, after, c), squeeze(c.expression)]),
    );
    if (uq.drop.length + uq.add.length + ck.drop.length + ck.add.length > 0)
      constraintsChanged.add(nameKey(after.name));
    if (idx.drop.length + uq.drop.length > 0) keysDropped.add(nameKey(before.name));
    if (w.dialect === 'sqlite') continue;
    for (const u of uq.drop)
      out.add('dropConstraints', w.spec.dropUnique(before, uniqueName(w, before, u)));
    for (const c of ck.drop)
      out.add(
        'dropConstraints',
        `ALTER TABLE ${w.ref(before.name, before.schema)} DROP CONSTRAINT ${w.q(checkName(w, before, c))};`,
      );
    // A rebuilt table (PostgreSQL, to place a column) gets them in its CREATE TABLE.
    if (rebuilt(after.name)) continue;
    for (const u of uq.add)
      out.add(
        'addConstraints',
        `ALTER TABLE ${w.ref(after.name, after.schema)} ADD ${w.uniqueClause(u, after.name)};`,
      );
    for (const c of ck.add) {
      const expr = checkExpression(c.expression, after.name, w, after.columns);
      // MariaDB names a column's check after the column: the same name keeps the catalogs alike.
      const name = c.name || (w.dialect === 'mysql' && c.column ? c.column : '');
      if (expr !== null)
        out.add(
          'addConstraints',
          `ALTER TABLE ${w.ref(after.name, after.schema)} ADD ${name ? `CONSTRAINT ${w.q(name)} ` : ''}CHECK (${expr});`,
        );
    }
  }
  return { constraintsChanged, keysDropped };
}

/** The writer as an object context whose notes go nowhere (for asking what it would write). */
const quiet = (w: SqlWriter): ObjectContext => ({
  dialect: w.dialect,
  ref: (name, schema) => w.ref(name, schema),
  notes: [],
});

/** DROP INDEX in the dialect's form. */
function dropIndex(w: SqlWriter, t: PhysicalTable, name: string): string {
  if (w.dialect === 'postgresql') return `DROP INDEX ${w.ref(name, t.schema)};`;
  if (w.dialect === 'sqlite') return `DROP INDEX ${w.q(name)};`;
  return `DROP INDEX ${w.q(name)} ON ${w.ref(t.name, t.schema)};`;
}

const viewSignature = (v: PhysicalView): string =>
  JSON.stringify([
    nameKey(v.name),
    v.schema ?? '',
    squeeze(v.query),
    v.dialect,
    !!v.materialized,
    v.columnNames ?? [],
    v.algorithm ?? '',
    !!v.securityInvoker,
  ]);

/**
 * Views that change, or that a change of what they read breaks (`recreate`, see
 * viewDependencies.ts), are dropped first and created again last; the others stay as they are,
 * with their grants.
 */
export function diffViews(
  w: SqlWriter,
  before: PhysicalSchema,
  after: PhysicalSchema,
  recreate: ReadonlySet<PhysicalView>,
  out: PhasedStatements,
): void {
  const mine = (v: PhysicalView) => isDialect(v.dialect, w.dialect);
  const kept = new Set((before.views ?? []).filter((v) => !recreate.has(v)).map(viewSignature));
  const stays = (v: PhysicalView) => kept.has(viewSignature(v));
  const afterSigs = new Set((after.views ?? []).map(viewSignature));
  for (const v of (before.views ?? []).filter(mine))
    if (!(stays(v) && afterSigs.has(viewSignature(v)))) {
      const kind = v.materialized && w.dialect === 'postgresql' ? 'MATERIALIZED VIEW' : 'VIEW';
      out.add('dropViews', `DROP ${kind} ${v.nameAsWritten ?? w.ref(v.name, v.schema)};`);
    }
  for (const v of (after.views ?? []).filter(mine))
    if (!stays(v)) out.add('createViews', createView(v, w) ?? '');
}

/** Where the new labels of an enum go, or null when labels were removed or reordered. */
function addedLabels(before: string[], after: string[]): string[] | null {
  const kept = after.filter((v) => before.includes(v));
  if (kept.length !== before.length || kept.some((v, i) => v !== before[i])) return null;
  return after.flatMap((v, i) => {
    if (before.includes(v)) return [];
    const next = after.slice(i + 1).find((x) => before.includes(x));
    const label = sqlString(v, 'postgresql');
    return [next === undefined ? label : `${label} BEFORE ${sqlString(next, 'postgresql')}`];
  });
}

/**
 * Project types the dialect creates (PostgreSQL enums and domains, MSSQL alias types): new ones
 * created before the tables, labels added to an enum with ALTER TYPE ... ADD VALUE, any other
 * change made by renaming the old type away, creating the new one, moving its columns over and
 * dropping the old one; types no longer in the model dropped after the tables.
 */
export function diffTypes(
  w: SqlWriter,
  before: PhysicalSchema,
  after: PhysicalSchema,
  out: PhasedStatements,
): void {
  const creates = (t: PhysicalType) => createsType(t, w.dialect);
  const old = new Map((before.types ?? []).filter(creates).map((t) => [typeKey(t.name), t]));
  for (const t of (after.types ?? []).filter(creates)) {
    const b = old.get(typeKey(t.name));
    old.delete(typeKey(t.name));
    if (!b) {
      out.add('types', createType(t, w) ?? '');
      continue;
    }
    if (JSON.stringify({ ...b, comment: '' }) === JSON.stringify({ ...t, comment: '' })) continue;
    const ref = w.ref(t.name, t.schema);
    const labels =
      t.kind === 'enum' && b.kind === 'enum' ? addedLabels(b.values ?? [], t.values ?? []) : null;
    if (labels && w.dialect === 'postgresql') {
      out.add(
        'types',
        labels.map((l) => `ALTER TYPE ${ref} ADD VALUE ${l};`),
      );
      continue;
    }
    if (w.dialect !== 'postgresql') continue;
    const aside = `${t.name}__old`;
    out.add('types', [`ALTER TYPE ${ref} RENAME TO ${w.q(aside)};`, createType(t, w) ?? '']);
    for (const table of after.tables)
      for (const c of table.columns.filter((x) => typeKey(x.type) === typeKey(t.name))) {
        const at = `ALTER TABLE ${w.ref(table.name, table.schema)} ALTER COLUMN ${w.q(c.name)}`;
        const def = c.defaultValue === null ? null : w.defaultOf(c, table);
        out.add('alterTables', [
          def === null ? '' : `${at} DROP DEFAULT;`,
          `${at} TYPE ${ref} USING ${w.q(c.name)}::text::${ref};`,
          def === null ? '' : `${at} SET DEFAULT ${def};`,
        ]);
      }
    const lost = (b.values ?? []).filter((v) => !(t.values ?? []).includes(v));
    out.add(
      'dropTypes',
      `DROP TYPE ${w.ref(aside, t.schema)};`,
      lost.length > 0
        ? `type ${t.name} loses the values ${lost.join(', ')}: rows holding them fail`
        : undefined,
    );
  }
  for (const t of old.values())
    out.add('dropTypes', `DROP TYPE ${w.ref(t.name, t.schema)};`, `drops type ${t.name}`);
}
