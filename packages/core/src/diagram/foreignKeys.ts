import type { Attribute, Relationship } from '../schema/model';

/** A foreign-key column a connection adds to the target table, and the relationship naming it. */
export interface ForeignKeyLink {
  /** The source table's primary-key column the link points at. */
  key: Attribute;
  /** The new column of the target table. */
  column: Attribute;
  /** The relationship's name, e.g. `fk_users_orders`. */
  name: string;
}

/** A table's name as foreign-key names use it: lower case, runs of other characters as `_`. */
function snake(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_');
}

/**
 * The foreign keys that connecting `source` to `target` adds (spec 2 §4 "Add Relationship"): one
 * column per primary-key column of the source, named `<source>_id` for a key called `id` and
 * after the key otherwise, without the key's own flags; and the relationship of each, named
 * `fk_<source>_<target>`, plus `_<key>` when the source has several keys. Kept pure, beside the
 * other diagram rules, so that the server and any client name them alike; `newId` gives the new
 * columns their ids. No keys, no links: the caller refuses a source without a primary key.
 */
export function foreignKeyLinks(
  source: { name: string; attributes: readonly Attribute[] },
  target: { name: string },
  newId: () => string,
): ForeignKeyLink[] {
  const keys = source.attributes.filter((a) => a.isPrimaryKey);
  const sourceName = snake(source.name).replace(/^_+|_+$/g, '') || 'table';
  const targetName = snake(target.name) || 'table';
  return keys.map((key) => ({
    key,
    column: {
      ...key,
      id: newId(),
      name: key.name === 'id' ? `${sourceName}_id` : key.name,
      isPrimaryKey: false,
      isForeignKey: true,
      isUnique: false,
      isIdentity: false,
      isAutoIncrement: false,
      isNullable: false,
      defaultValue: null,
    },
    name: `fk_${sourceName}_${targetName}${keys.length > 1 ? `_${key.name}` : ''}`,
  }));
}

/** What decides which column of a relationship holds its foreign key. */
export type RelationshipEnds = Pick<
  Relationship,
  'sourceTableId' | 'sourceColumnId' | 'targetTableId' | 'targetColumnId' | 'cardinality'
>;

/** One column of one table. */
export interface ColumnRef {
  tableId: string;
  columnId: string;
}

/**
 * The column that holds a relationship's foreign key, as the generators write it (toPhysical): the
 * target's for ONE_TO_MANY and ONE_TO_ONE, the source's for MANY_TO_ONE. A MANY_TO_MANY keeps its
 * keys in a join table, so neither of its columns is one.
 */
export function foreignKeyEnd(r: RelationshipEnds): ColumnRef | undefined {
  if (r.cardinality === 'MANY_TO_MANY') return undefined;
  return r.cardinality === 'MANY_TO_ONE'
    ? { tableId: r.sourceTableId, columnId: r.sourceColumnId }
    : { tableId: r.targetTableId, columnId: r.targetColumnId };
}

/** The foreign-key columns of each table (table id to column ids), in one pass over the relationships. */
export function foreignKeyColumns(
  relationships: readonly RelationshipEnds[],
): Map<string, Set<string>> {
  const held = new Map<string, Set<string>>();
  for (const r of relationships) {
    const end = foreignKeyEnd(r);
    if (!end) continue;
    const columns = held.get(end.tableId);
    if (columns) columns.add(end.columnId);
    else held.set(end.tableId, new Set([end.columnId]));
  }
  return held;
}

/**
 * A table's columns with `isForeignKey` set as its relationships say (decision 0049: a column is a
 * foreign key exactly when a relationship holds it), given the ids of the columns they hold. The
 * same array when every flag agrees already, so that unchanged tables keep their identity.
 */
export function withForeignKeyFlags<A extends Pick<Attribute, 'id' | 'isForeignKey'>>(
  attributes: A[],
  held: ReadonlySet<string> | undefined,
): A[] {
  const wrong = (a: A) => a.isForeignKey !== (held?.has(a.id) ?? false);
  if (!attributes.some(wrong)) return attributes;
  return attributes.map((a) => (wrong(a) ? { ...a, isForeignKey: !a.isForeignKey } : a));
}

/**
 * Tables whose columns' `isForeignKey` agree with the relationships: a flag without a relationship
 * behind it is cleared, a column a relationship holds is flagged. Tables that agree already are
 * the same objects, and the list is the same list when all do.
 */
export function tablesWithForeignKeyFlags<
  T extends { id: string; attributes: Pick<Attribute, 'id' | 'isForeignKey'>[] },
>(tables: T[], held: ReadonlyMap<string, ReadonlySet<string>>): T[] {
  let changed = false;
  const next = tables.map((t) => {
    const attributes = withForeignKeyFlags(t.attributes, held.get(t.id));
    if (attributes === t.attributes) return t;
    changed = true;
    return { ...t, attributes };
  });
  return changed ? next : tables;
}

/**
 * The name of the relationship that makes a column a foreign key from the side panel:
 * `fk_<table>_<column>`, one per column, so that two such keys between the same tables never
 * merge into one composite key (toPhysical groups relationships of the same name).
 */
export function referenceName(table: { name: string }, column: { name: string }): string {
  const part = (name: string, fallback: string) => snake(name).replace(/^_+|_+$/g, '') || fallback;
  return `fk_${part(table.name, 'table')}_${part(column.name, 'column')}`;
}

/** The table names a column's base name may stand for: itself, and its plurals in s, es and ies. */
const NAME_ENDINGS: ReadonlyArray<(base: string) => string> = [
  (b) => b,
  (b) => `${b}s`,
  (b) => `${b}es`,
  (b) => (b.endsWith('y') ? `${b.slice(0, -1)}ies` : b),
];

/**
 * The table a new foreign key of `column` most likely references: the one its name points at
 * (`customer_id`, `customerId` and `customer` point at `customer` or `customers`), else the first
 * other table, else the column's own table. Undefined only when there are no tables.
 */
export function likelyReferencedTable<T extends { id: string; name: string }>(
  column: { name: string },
  ownTableId: string,
  tables: readonly T[],
): T | undefined {
  const base = snake(column.name.replace(/([a-z0-9])([A-Z])/g, '$1_$2'))
    .replace(/_id$/, '')
    .replace(/^_+|_+$/g, '');
  const names = new Set(base ? NAME_ENDINGS.map((ending) => ending(base)) : []);
  const named = (t: T) => names.has(snake(t.name).replace(/^_+|_+$/g, ''));
  return (
    tables.find((t) => t.id !== ownTableId && named(t)) ??
    tables.find(named) ??
    tables.find((t) => t.id !== ownTableId) ??
    tables[0]
  );
}

/**
 * The column a foreign key references by default: the table's first primary-key column, else its
 * first unique column, else its first column.
 */
export function referencedColumnOf<A extends Pick<Attribute, 'isPrimaryKey' | 'isUnique'>>(
  attributes: readonly A[],
): A | undefined {
  return (
    attributes.find((a) => a.isPrimaryKey) ?? attributes.find((a) => a.isUnique) ?? attributes[0]
  );
}
