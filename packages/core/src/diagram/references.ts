/**
 * What reads a table or a column of the diagram, and what a rename does to it (issue 36, item
 * A1): views, the table's checks, index expressions and generated columns, and statements kept
 * verbatim. A rename rewrites every reference that is certain; a reader it cannot rewrite is
 * named, so that the editor asks before it breaks (docs/decisions/0048).
 */
import { MAX_SQL_LENGTH } from '../api/diagramObjects';
import { SqlLexer } from '../schema/import/sqlLexer';
import type {
  Attribute,
  CheckConstraint,
  ExtraSql,
  Table,
  TableIndex,
  View,
} from '../schema/model';
import { normalizeTableName } from '../schema/sql/names';
import {
  readsTable,
  renameInSql,
  type Renames,
  type SqlTable,
  type SqlText,
  type TableLookup,
} from './sqlNames';
import { MAX_EXPRESSION_LENGTH } from './attributePatches';
import { lexDialect } from './sqlScan';

export type { SqlTable, TableLookup } from './sqlNames';

/** What the analysis needs of a table: its names, columns and the items holding expressions. */
export type ReferencedTable = Pick<Table, 'id' | 'name'> & {
  attributes: readonly Attribute[];
  schema?: string | undefined;
  exactName?: boolean | undefined;
  checks?: readonly CheckConstraint[] | undefined;
  indexes?: readonly TableIndex[] | undefined;
};

/** A view as the analysis reads it. */
export type ReadingView = Pick<View, 'id' | 'name' | 'query' | 'dialect'> & {
  columnNames?: readonly string[] | undefined;
};

/** A statement kept verbatim (function, trigger, ...), which is never rewritten. */
export type ReadingStatement = Pick<ExtraSql, 'id' | 'kind' | 'sql' | 'dialect'> & {
  name?: string | undefined;
};

/** An object that reads a table or a column, named as the editor shows it. */
export interface Reader {
  kind: 'view' | 'check' | 'index' | 'generated column' | 'statement';
  id: string;
  name: string;
}

/** The objects of a diagram that may read a table, and how to find its other tables by name. */
export interface ReadingObjects {
  views?: readonly ReadingView[] | undefined;
  statements?: readonly ReadingStatement[] | undefined;
  lookup: TableLookup;
}

/** A table's name as the generators write it: as held for imported tables, else spec 2's rule. */
export function writtenTableName(table: Pick<Table, 'name' | 'exactName'>): string {
  return table.exactName && table.name.trim() !== '' ? table.name : normalizeTableName(table.name);
}

/** The table as SQL names it: written name, schema and column names (as toPhysical writes them). */
export function sqlTableOf(table: ReferencedTable): SqlTable {
  return {
    name: writtenTableName(table),
    schema: table.schema || undefined,
    columns: table.attributes.map((a, i) => a.name.trim() || `column_${i + 1}`),
  };
}

/**
 * Finds tables by the name a query gives (any case); a schema the text gives picks among tables
 * of one name, and a table of the default schema answers for any (`public.film`, `sakila.film`).
 */
export function tableLookup(tables: readonly ReferencedTable[]): TableLookup {
  let byName: Map<string, ReferencedTable[]> | undefined;
  const made = new Map<ReferencedTable, SqlTable>();
  const sql = (t: ReferencedTable) => made.get(t) ?? made.set(t, sqlTableOf(t)).get(t);
  return (name, schema) => {
    if (!byName) {
      byName = new Map();
      for (const t of tables) {
        const key = writtenTableName(t).toLowerCase();
        byName.set(key, [...(byName.get(key) ?? []), t]);
      }
    }
    const found = byName.get(name.toLowerCase()) ?? [];
    const lower = schema?.toLowerCase();
    const pick =
      found.find((t) => lower !== undefined && t.schema?.toLowerCase() === lower) ??
      found.find((t) => !t.schema) ??
      (found.length === 1 ? found[0] : undefined);
    return pick && sql(pick);
  };
}

/** The lookup answering `target` for its own name (its state before an edit). */
function withTarget(lookup: TableLookup, target: SqlTable): TableLookup {
  return (name, schema) =>
    name.toLowerCase() === target.name.toLowerCase() &&
    (!schema || !target.schema || schema.toLowerCase() === target.schema.toLowerCase())
      ? target
      : lookup(name, schema);
}

/** The renames between two states of a table (written names, by column id); null when none. */
export function renamesBetween(before: ReferencedTable, after: ReferencedTable): Renames | null {
  const [b, a] = [sqlTableOf(before), sqlTableOf(after)];
  const columns = new Map<string, string>();
  const afterIndex = new Map(after.attributes.map((x, i) => [x.id, i]));
  before.attributes.forEach((col, i) => {
    const j = afterIndex.get(col.id);
    const [from, to] = [b.columns[i], j === undefined ? undefined : a.columns[j]];
    if (from !== undefined && to !== undefined && from !== to) columns.set(from.toLowerCase(), to);
  });
  const table = a.name !== b.name ? a.name : undefined;
  if (table === undefined && columns.size === 0) return null;
  return table === undefined ? { columns } : { table, columns };
}

/** Whether a verbatim statement names the table (and, when given, one of the columns). */
function statementNames(
  statement: ReadingStatement,
  table: string,
  columns: readonly string[] | null,
): boolean {
  const words = new Set<string>();
  try {
    for (const t of new SqlLexer(statement.sql, lexDialect(statement.dialect)).run())
      if (t.kind === 'word' || t.kind === 'ident') words.add(t.value.toLowerCase());
  } catch {
    for (const w of statement.sql.toLowerCase().split(/[^\p{L}\p{N}_$]+/u)) words.add(w);
  }
  return (
    words.has(table.toLowerCase()) &&
    (columns === null || columns.some((c) => words.has(c.toLowerCase())))
  );
}

const statementReader = (s: ReadingStatement): Reader => ({
  kind: 'statement',
  id: s.id,
  name: s.name ? `${s.kind} ${s.name}` : s.kind,
});

const itemName = (name: string, fallback: string) => name.trim() || fallback;

/** A table's expressions, each with the reader it belongs to, and a way to put a new text back. */
interface OwnExpression {
  reader: Reader;
  sql: string;
}

/** Every expression of a table: generated columns, checks, index parts and index predicates. */
function ownExpressions(table: ReferencedTable, skipColumns: ReadonlySet<string>): OwnExpression[] {
  const out: OwnExpression[] = [];
  for (const a of table.attributes)
    if (a.generated && !skipColumns.has(a.id))
      out.push({
        reader: { kind: 'generated column', id: a.id, name: a.name },
        sql: a.generated.expression,
      });
  for (const c of table.checks ?? [])
    if (c.columnId === undefined || !skipColumns.has(c.columnId))
      out.push({
        reader: { kind: 'check', id: c.id, name: itemName(c.name, c.expression) },
        sql: c.expression,
      });
  for (const i of table.indexes ?? []) {
    const reader: Reader = { kind: 'index', id: i.id, name: itemName(i.name, 'unnamed index') };
    for (const p of i.parts)
      if (p.expression !== undefined) out.push({ reader, sql: p.expression });
    if (i.where !== undefined) out.push({ reader, sql: i.where });
  }
  return out;
}

const unique = (readers: Reader[]): Reader[] => [
  ...new Map(readers.map((r) => [`${r.kind}\u0000${r.id}`, r])).values(),
];

/**
 * What reads a table (`columnIds` null) or some of its columns: the objects that would break were
 * they dropped. A check on a dropped column goes with it and is not named; a view reading the
 * table only through `*` keeps working and is not named either.
 */
export function readersOf(
  table: ReferencedTable,
  columnIds: readonly string[] | null,
  objects: ReadingObjects,
): Reader[] {
  const target = sqlTableOf(table);
  const lookup = withTarget(objects.lookup, target);
  const ids = new Set(columnIds ?? []);
  const names =
    columnIds === null
      ? null
      : target.columns.filter((_, i) => ids.has(table.attributes[i]?.id ?? ''));
  if (names?.length === 0) return [];
  const reads = (text: SqlText) => readsTable(text, target, names, lookup);
  const readers: Reader[] = [];
  for (const v of objects.views ?? [])
    if (reads({ sql: v.query, dialect: lexDialect(v.dialect) }))
      readers.push({ kind: 'view', id: v.id, name: v.name });
  if (names)
    for (const e of ownExpressions(table, ids))
      if (reads({ sql: e.sql, dialect: 'sqlite', own: target })) readers.push(e.reader);
  for (const s of objects.statements ?? [])
    if (statementNames(s, target.name, names)) readers.push(statementReader(s));
  return unique(readers);
}

/** What a rename of a table or of its columns does to what reads them. */
export interface RenameOutcome {
  /** The table's columns, checks and indexes after the rename, their expressions rewritten. */
  attributes: Attribute[];
  checks?: CheckConstraint[];
  indexes?: TableIndex[];
  /** The views whose query is rewritten, with the new query. */
  views: { id: string; query: string }[];
  /** The readers rewritten. */
  updated: Reader[];
  /** The readers left as they are, which the rename breaks: unsure references, statements. */
  broken: Reader[];
}

/**
 * Follows a rename of a table or of its columns (`before` to `after`, columns by id) through what
 * reads them: the table's own expressions and the views are rewritten where the reference is
 * certain (see renameInSql); the others, and the verbatim statements naming the old names, are
 * listed as broken. Null when nothing was renamed.
 */
export function followRename(
  before: ReferencedTable,
  after: ReferencedTable,
  objects: ReadingObjects,
): RenameOutcome | null {
  const renames = renamesBetween(before, after);
  if (!renames) return null;
  const target = sqlTableOf(before);
  const lookup = withTarget(objects.lookup, target);
  const updated: Reader[] = [];
  const broken: Reader[] = [];
  const rewrite = (text: SqlText, reader: Reader, keepOutput = true): string => {
    const result = renameInSql(text, target, renames, lookup, keepOutput);
    // A text the rename would make longer than its field holds is left, and named.
    const max = text.own ? MAX_EXPRESSION_LENGTH : MAX_SQL_LENGTH;
    if (result === 'unsure' || (typeof result !== 'string' && result.sql.length > max))
      broken.push(reader);
    if (typeof result === 'string' || result.sql.length > max) return text.sql;
    updated.push(reader);
    return result.sql;
  };
  const own = (sql: string, reader: Reader) =>
    rewrite({ sql, dialect: 'sqlite', own: target }, reader);
  const attributes = after.attributes.map((a) =>
    a.generated
      ? {
          ...a,
          generated: {
            ...a.generated,
            expression: own(a.generated.expression, {
              kind: 'generated column',
              id: a.id,
              name: a.name,
            }),
          },
        }
      : a,
  );
  const checks = after.checks?.map((c) => ({
    ...c,
    expression: own(c.expression, {
      kind: 'check',
      id: c.id,
      name: itemName(c.name, c.expression),
    }),
  }));
  const indexes = after.indexes?.map((i) => {
    const reader: Reader = { kind: 'index', id: i.id, name: itemName(i.name, 'unnamed index') };
    const parts = i.parts.map((p) =>
      p.expression === undefined ? p : { ...p, expression: own(p.expression, reader) },
    );
    return i.where === undefined ? { ...i, parts } : { ...i, parts, where: own(i.where, reader) };
  });
  const views: RenameOutcome['views'] = [];
  for (const v of objects.views ?? []) {
    const text = { sql: v.query, dialect: lexDialect(v.dialect) };
    const query = rewrite(text, { kind: 'view', id: v.id, name: v.name }, !v.columnNames?.length);
    if (query !== v.query) views.push({ id: v.id, query });
  }
  const oldColumns = [...renames.columns.keys()];
  for (const s of objects.statements ?? [])
    if (
      (renames.table !== undefined && statementNames(s, target.name, null)) ||
      (oldColumns.length > 0 && statementNames(s, target.name, oldColumns))
    )
      broken.push(statementReader(s));
  return {
    attributes,
    ...(checks ? { checks } : {}),
    ...(indexes ? { indexes } : {}),
    views,
    updated: unique(updated),
    broken: unique(broken),
  };
}
