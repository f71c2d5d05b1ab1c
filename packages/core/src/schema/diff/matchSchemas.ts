import type { SqlDialect } from '../sql/dialects';
import { sameDefault, sameType } from '../sql/sameDefinition';
import {
  nameKey,
  type PhysicalColumn,
  type PhysicalForeignKey,
  type PhysicalSchema,
  type PhysicalTable,
} from '../physical';

/** A table present in both schemas, with its columns paired up. */
export interface TablePair {
  before: PhysicalTable;
  after: PhysicalTable;
  columns: { before: PhysicalColumn; after: PhysicalColumn }[];
  dropped: PhysicalColumn[];
  added: PhysicalColumn[];
}

/** How two schemas line up: kept tables (maybe renamed), dropped and created tables. */
export interface SchemaMatch {
  pairs: TablePair[];
  dropped: PhysicalTable[];
  created: PhysicalTable[];
}

function pairUp<T extends { id?: string; name: string }>(
  before: T[],
  after: T[],
): { pairs: [T, T][]; dropped: T[]; added: T[] } {
  const pairs: [T, T][] = [];
  const left = new Set(before);
  const added: T[] = [];
  // Lookups by id and by name keep this linear: 1000-table diagrams are diffed (issue 19).
  const byId = new Map(before.flatMap((b) => (b.id === undefined ? [] : [[b.id, b] as const])));
  const byName = new Map<string, T[]>();
  for (const b of before) {
    const list = byName.get(nameKey(b.name));
    if (list) list.push(b);
    else byName.set(nameKey(b.name), [b]);
  }
  const afterIds = new Set(after.flatMap((a) => a.id ?? []));
  for (const a of after) {
    const sameId = a.id === undefined ? undefined : byId.get(a.id);
    const match =
      (sameId && left.has(sameId) ? sameId : undefined) ??
      (byName.get(nameKey(a.name)) ?? []).find(
        (b) => left.has(b) && (b.id === undefined || a.id === undefined || !afterIds.has(b.id)),
      );
    if (match) {
      pairs.push([match, a]);
      left.delete(match);
    } else added.push(a);
  }
  return { pairs, dropped: [...left], added };
}

/** Pairs tables and columns of two schemas by diagram id, then by name (ignoring case). */
export function matchSchemas(before: PhysicalSchema, after: PhysicalSchema): SchemaMatch {
  const tables = pairUp(before.tables, after.tables);
  const pairs = tables.pairs.map(([b, a]) => {
    const columns = pairUp(b.columns, a.columns);
    return {
      before: b,
      after: a,
      columns: columns.pairs.map(([cb, ca]) => ({ before: cb, after: ca })),
      dropped: columns.dropped,
      added: columns.added,
    };
  });
  return { pairs, dropped: tables.dropped, created: tables.added };
}

/** A foreign key written with the after-names of its tables and columns and its actions, to compare across a rename. */
export function fkSignature(
  table: string,
  fk: PhysicalForeignKey,
  rename: (table: string, column?: string) => string,
): string {
  const cols = fk.columns.map((c) => rename(table, c)).join(',');
  const refCols = fk.refColumns.map((c) => rename(fk.refTable, c)).join(',');
  const actions = `${fk.onDelete ?? ''}|${fk.onUpdate ?? ''}|${fk.deferrable ?? ''}`;
  return nameKey(
    `${fk.name}|${rename(table)}(${cols})>${rename(fk.refTable)}(${refCols})|${actions}`,
  );
}

/**
 * Whether a column's definition changed (type, nullability, default, auto-increment, collation,
 * character set, MySQL's INVISIBLE), as an engine of `dialect` sees it: `varchar(40)` is
 * `character varying(40)`.
 */
export function columnChanged(
  before: PhysicalColumn,
  after: PhysicalColumn,
  dialect: SqlDialect,
): boolean {
  return (
    !sameType(before.type, after.type, dialect) ||
    before.nullable !== after.nullable ||
    !sameDefault(before.defaultValue, after.defaultValue, dialect, after.type) ||
    before.autoIncrement !== after.autoIncrement ||
    (before.collation ?? '') !== (after.collation ?? '') ||
    (before.charset ?? '') !== (after.charset ?? '') ||
    (dialect === 'mysql' && !before.invisible !== !after.invisible) ||
    (dialect === 'mysql' && !before.compressed !== !after.compressed)
  );
}
