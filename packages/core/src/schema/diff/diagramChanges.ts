import type {
  Attribute,
  DiagramModel,
  NamedType,
  Relationship,
  Table,
  TableIndex,
  View,
} from '../model';
import type { SqlDialect } from '../sql/dialects';
import { DIALECT_SPECS } from '../generate';
import { indexExpressionKey, indexMethodKey } from '../generate/indexes';
import { nameKey } from '../physical';
import { sameDefault, sameType } from '../sql/sameDefinition';

/** How an item differs between two versions of a diagram. */
export type ChangeKind = 'added' | 'removed' | 'changed';

/** The groups a list of changes is shown in (issue 19, item 2), in this order. */
export const CHANGE_GROUPS = [
  'tables',
  'columns',
  'keys',
  'indexes',
  'checks',
  'types',
  'relationships',
  'views',
] as const;
export type ChangeGroup = (typeof CHANGE_GROUPS)[number];

/** One change, as the list of changes shows it. */
export interface DiagramChange {
  /** Stable within one comparison: the group and the ids of the item. */
  key: string;
  group: ChangeGroup;
  kind: ChangeKind;
  /** The item: `orders`, `orders.total`, `orders: idx_orders_date`, `orders.user_id -> users.id`. */
  label: string;
  /** What changed, for a changed item: `type integer -> bigint; NOT NULL`. */
  detail?: string;
  /** The table the change belongs to (for focusing the canvas on it), if any. */
  tableId?: string;
  /** The column, for a column change. */
  columnId?: string;
  /** The view, for a view change. */
  viewId?: string;
}

/** How a table and its columns differ. */
export interface TableChange {
  kind: ChangeKind;
  /** The columns added, removed or changed, by id (empty for an added or removed table). */
  columns: Record<string, ChangeKind>;
}

/** Every difference between two diagrams, listed and by item id for the canvas's marks. */
export interface DiagramChanges {
  items: DiagramChange[];
  tables: Record<string, TableChange>;
  relationships: Record<string, ChangeKind>;
  views: Record<string, ChangeKind>;
}

/** A diagram as the comparison reads it: the model, or the stored diagram (which extends it). */
type Side = Pick<DiagramModel, 'tables' | 'relationships' | 'types' | 'views'>;

const byId = <T extends { id: string }>(items: readonly T[] | undefined) =>
  new Map((items ?? []).map((item) => [item.id, item]));

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const tableName = (t: Pick<Table, 'name' | 'schema'>) =>
  t.schema ? `${t.schema}.${t.name}` : t.name;

/** The column fields a migration cares about, with how a change of each is said. */
const COLUMN_FIELDS: [keyof Attribute, (a: Attribute, b: Attribute) => string][] = [
  ['name', (a) => `renamed from ${a.name}`],
  ['type', (a, b) => `type ${a.type} -> ${b.type}`],
  ['isNullable', (_a, b) => (b.isNullable ? 'NULL allowed' : 'NOT NULL')],
  ['defaultValue', (a, b) => `default ${a.defaultValue ?? 'none'} -> ${b.defaultValue ?? 'none'}`],
  ['isIdentity', (_a, b) => (b.isIdentity ? 'identity' : 'no identity')],
  ['identityGeneration', (_a, b) => `identity ${b.identityGeneration ?? 'BY DEFAULT'}`],
  ['identityStart', (a, b) => `identity start ${a.identityStart ?? 1} -> ${b.identityStart ?? 1}`],
  [
    'identityIncrement',
    (a, b) => `identity step ${a.identityIncrement ?? 1} -> ${b.identityIncrement ?? 1}`,
  ],
  ['isAutoIncrement', (_a, b) => (b.isAutoIncrement ? 'auto-increment' : 'no auto-increment')],
  ['collation', (a, b) => `collation ${a.collation ?? 'default'} -> ${b.collation ?? 'default'}`],
  ['onUpdate', (_a, b) => `ON UPDATE ${b.onUpdate ?? 'none'}`],
  ['invisible', (_a, b) => (b.invisible ? 'invisible' : 'visible')],
  ['compressed', (_a, b) => (b.compressed ? 'compressed' : 'not compressed')],
  ['keyPrefix', (a, b) => `key prefix ${a.keyPrefix ?? 'none'} -> ${b.keyPrefix ?? 'none'}`],
  [
    'generated',
    (_a, b) => (b.generated ? `generated as ${b.generated.expression}` : 'not generated'),
  ],
  ['comment', () => 'comment'],
];

/**
 * What changed in a column, in words; empty when nothing the schema holds did. With a dialect, a
 * type or default spelled another way that engine reads the same (`varchar` and `character
 * varying`) is no change.
 */
function columnDetail(a: Attribute, b: Attribute, dialect?: SqlDialect): string[] {
  const unchanged = (field: keyof Attribute) => {
    if (dialect && field === 'type') return sameType(a.type, b.type, dialect);
    if (dialect && field === 'defaultValue')
      return sameDefault(a.defaultValue, b.defaultValue, dialect, b.type);
    return same(a[field], b[field]);
  };
  return COLUMN_FIELDS.filter(([field]) => !unchanged(field)).map(([, say]) => say(a, b));
}

/** The primary key's columns in key order. */
function primaryKeyOf(table: Table): string[] {
  const flagged = table.attributes.filter((c) => c.isPrimaryKey).map((c) => c.id);
  const order = table.primaryKeyOrder?.filter((id) => flagged.includes(id));
  return order && order.length === flagged.length ? order : flagged;
}

/**
 * Whether two tables' primary keys have the same name. In a dialect, a key without a name has the
 * name the dialect gives it (PostgreSQL's `orders_pkey`), and where the dialect's keys have no
 * name of their own (MySQL's is always PRIMARY; SQLite keeps none) the name is no difference.
 */
function samePrimaryKeyName(a: Table, b: Table, dialect?: SqlDialect): boolean {
  if (a.primaryKeyName === b.primaryKeyName) return true;
  if (!dialect) return false;
  const named = DIALECT_SPECS[dialect].primaryKeyName;
  const nameOf = (t: Table) => nameKey(t.primaryKeyName ?? named?.(t.name) ?? '');
  return !named || nameOf(a) === nameOf(b);
}

/** Single-column unique flags and named unique constraints, as sets of column ids. */
function uniquesOf(table: Table): Map<string, string> {
  const out = new Map<string, string>();
  for (const c of table.attributes) if (c.isUnique) out.set(`col:${c.id}`, c.id);
  for (const u of table.uniques ?? []) out.set(`uq:${u.id}`, u.columnIds.join(','));
  return out;
}

/** Collects the changes of a comparison in their groups. */
class Changes {
  readonly result: DiagramChanges = { items: [], tables: {}, relationships: {}, views: {} };

  add(change: Omit<DiagramChange, 'key'>, ...ids: string[]) {
    this.result.items.push({ key: [change.group, change.kind, ...ids].join(':'), ...change });
  }

  /** Marks a table changed (unless it is added or removed), and a column with it. */
  markTable(tableId: string, columnId?: string, kind: ChangeKind = 'changed') {
    const mark = (this.result.tables[tableId] ??= { kind: 'changed', columns: {} });
    if (columnId && mark.kind === 'changed') mark.columns[columnId] ??= kind;
  }
}

function compareColumns(out: Changes, a: Table, b: Table, dialect?: SqlDialect) {
  const name = tableName(b);
  const before = byId(a.attributes);
  const after = byId(b.attributes);
  const column = (kind: ChangeKind, col: Attribute, detail: string) => {
    out.markTable(b.id, col.id, kind);
    out.add(
      {
        group: 'columns',
        kind,
        label: `${name}.${col.name}`,
        detail,
        tableId: b.id,
        columnId: col.id,
      },
      b.id,
      col.id,
    );
  };
  for (const col of b.attributes) {
    const old = before.get(col.id);
    if (!old) column('added', col, col.type);
    else {
      const detail = columnDetail(old, col, dialect);
      if (detail.length > 0) column('changed', col, detail.join('; '));
    }
  }
  for (const col of a.attributes) if (!after.has(col.id)) column('removed', col, col.type);
}

/** The names of columns of a table, for keys and indexes ("id, line_no"). */
function columnNames(table: Table, ids: readonly string[]): string {
  const names = byId(table.attributes);
  return ids.map((id) => names.get(id)?.name ?? '?').join(', ');
}

function compareKeys(out: Changes, a: Table, b: Table, dialect?: SqlDialect) {
  const name = tableName(b);
  const [pkA, pkB] = [primaryKeyOf(a), primaryKeyOf(b)];
  const sameColumns = same(pkA, pkB);
  if (!sameColumns || (pkA.length > 0 && !samePrimaryKeyName(a, b, dialect))) {
    const kind: ChangeKind = pkA.length === 0 ? 'added' : pkB.length === 0 ? 'removed' : 'changed';
    out.markTable(b.id);
    for (const id of new Set([...pkA, ...pkB]))
      if (pkA.includes(id) !== pkB.includes(id)) out.markTable(b.id, id);
    out.add(
      {
        group: 'keys',
        kind,
        label: `${name}: primary key`,
        detail: sameColumns
          ? `name ${a.primaryKeyName ?? '(default)'} -> ${b.primaryKeyName ?? '(default)'}`
          : `(${columnNames(a, pkA)}) -> (${columnNames(b, pkB)})`,
        tableId: b.id,
      },
      b.id,
      'pk',
    );
  }
  const [uqA, uqB] = [uniquesOf(a), uniquesOf(b)];
  // A column's own unique flag marks the column; a named constraint, the table.
  const markUnique = (key: string, columns: string) =>
    out.markTable(b.id, key.startsWith('col:') ? columns : undefined);
  for (const [key, columns] of uqB) {
    const old = uqA.get(key);
    if (old === columns) continue;
    markUnique(key, columns);
    out.add(
      {
        group: 'keys',
        kind: old === undefined ? 'added' : 'changed',
        label: `${name}: unique (${columnNames(b, columns.split(','))})`,
        tableId: b.id,
      },
      b.id,
      key,
    );
  }
  for (const [key, columns] of uqA) {
    if (uqB.has(key)) continue;
    markUnique(key, columns);
    out.add(
      {
        group: 'keys',
        kind: 'removed',
        label: `${name}: unique (${columnNames(a, columns.split(','))})`,
        tableId: b.id,
      },
      b.id,
      key,
    );
  }
}

/** Items of a table kept by id (indexes, checks): added, removed, changed. */
function compareTableItems<T extends { id: string; name: string }>(
  out: Changes,
  group: 'indexes' | 'checks',
  b: Table,
  before: readonly T[] | undefined,
  after: readonly T[] | undefined,
  describe: (item: T) => string,
  /** The item as the comparison reads it (defaults spelled out or left out alike). */
  read: (item: T) => unknown = (item) => item,
) {
  const name = tableName(b);
  const [mapA, mapB] = [byId(before), byId(after)];
  const say = (item: T) => `${name}: ${item.name || describe(item)}`;
  for (const item of after ?? []) {
    const old = mapA.get(item.id);
    if (old && same(read(old), read(item))) continue;
    out.markTable(b.id);
    out.add(
      {
        group,
        kind: old ? 'changed' : 'added',
        label: say(item),
        tableId: b.id,
        ...(old ? { detail: `${describe(old)} -> ${describe(item)}` } : {}),
      },
      b.id,
      item.id,
    );
  }
  for (const item of before ?? []) {
    if (mapB.has(item.id)) continue;
    out.markTable(b.id);
    out.add({ group, kind: 'removed', label: say(item), tableId: b.id }, b.id, item.id);
  }
}

/**
 * An index as a comparison in a dialect reads it: the dialect's default method (B-tree) and
 * ascending order are the same as none written, and an expression the same in parentheses.
 */
const indexRead = (dialect?: SqlDialect) => (index: TableIndex) =>
  dialect
    ? {
        ...index,
        method: indexMethodKey(index.method, dialect) || undefined,
        parts: index.parts.map((p) => ({
          ...p,
          order: p.order === 'ASC' ? undefined : p.order,
          expression: p.expression === undefined ? undefined : indexExpressionKey(p.expression),
        })),
      }
    : index;

const indexWords = (table: Table) => (index: TableIndex) =>
  `${index.unique ? 'unique ' : ''}index on (${index.parts
    .map((p) => (p.columnId ? columnNames(table, [p.columnId]) : (p.expression ?? '')))
    .join(', ')})${index.where ? ` where ${index.where}` : ''}`;

function compareTables(out: Changes, before: Side, after: Side, dialect?: SqlDialect) {
  const tablesA = byId(before.tables);
  const tablesB = byId(after.tables);
  for (const b of after.tables) {
    const a = tablesA.get(b.id);
    if (!a) {
      out.result.tables[b.id] = { kind: 'added', columns: {} };
      out.add({ group: 'tables', kind: 'added', label: tableName(b), tableId: b.id }, b.id);
      continue;
    }
    const details: string[] = [];
    if (tableName(a) !== tableName(b)) details.push(`renamed from ${tableName(a)}`);
    if (!same(a.comment, b.comment)) details.push('comment');
    if (details.length > 0) {
      out.markTable(b.id);
      out.add(
        {
          group: 'tables',
          kind: 'changed',
          label: tableName(b),
          detail: details.join('; '),
          tableId: b.id,
        },
        b.id,
      );
    }
    compareColumns(out, a, b, dialect);
    compareKeys(out, a, b, dialect);
    const indexes = [a.indexes, b.indexes] as const;
    compareTableItems(out, 'indexes', b, ...indexes, indexWords(b), indexRead(dialect));
    compareTableItems(out, 'checks', b, a.checks, b.checks, (c) => `check (${c.expression})`);
  }
  for (const a of before.tables) {
    if (tablesB.has(a.id)) continue;
    out.result.tables[a.id] = { kind: 'removed', columns: {} };
    out.add({ group: 'tables', kind: 'removed', label: tableName(a), tableId: a.id }, a.id);
  }
}

/** `orders.user_id -> users.id`, from the tables of the side the relationship belongs to. */
function relationshipLabel(side: Side, r: Relationship): string {
  const tables = byId(side.tables);
  const end = (tableId: string, columnId: string) => {
    const table = tables.get(tableId);
    const column = table?.attributes.find((c) => c.id === columnId);
    return `${table ? tableName(table) : '?'}.${column?.name ?? '?'}`;
  };
  return `${end(r.targetTableId, r.targetColumnId)} -> ${end(r.sourceTableId, r.sourceColumnId)}`;
}

const relationshipFields = (r: Relationship) => [
  r.sourceTableId,
  r.sourceColumnId,
  r.targetTableId,
  r.targetColumnId,
  r.cardinality,
  r.onDelete ?? 'NO ACTION',
  r.onUpdate ?? 'NO ACTION',
  r.deferrable ?? 'NOT DEFERRABLE',
  r.name,
];

function relationshipDetail(a: Relationship, b: Relationship): string {
  const out: string[] = [];
  if (a.cardinality !== b.cardinality) out.push(`${a.cardinality} -> ${b.cardinality}`);
  if ((a.onDelete ?? 'NO ACTION') !== (b.onDelete ?? 'NO ACTION'))
    out.push(`ON DELETE ${b.onDelete ?? 'NO ACTION'}`);
  if ((a.onUpdate ?? 'NO ACTION') !== (b.onUpdate ?? 'NO ACTION'))
    out.push(`ON UPDATE ${b.onUpdate ?? 'NO ACTION'}`);
  if ((a.deferrable ?? '') !== (b.deferrable ?? '')) out.push(b.deferrable ?? 'NOT DEFERRABLE');
  if (a.name !== b.name) out.push(`renamed from ${a.name || '(unnamed)'}`);
  return out.length > 0 ? out.join('; ') : 'columns';
}

function compareRelationships(out: Changes, before: Side, after: Side) {
  const [mapA, mapB] = [byId(before.relationships), byId(after.relationships)];
  const tableOf = (r: Relationship) => r.targetTableId;
  for (const r of after.relationships) {
    const old = mapA.get(r.id);
    if (old && same(relationshipFields(old), relationshipFields(r))) continue;
    const kind: ChangeKind = old ? 'changed' : 'added';
    out.result.relationships[r.id] = kind;
    out.add(
      {
        group: 'relationships',
        kind,
        label: relationshipLabel(after, r),
        tableId: tableOf(r),
        ...(old ? { detail: relationshipDetail(old, r) } : {}),
      },
      r.id,
    );
  }
  for (const r of before.relationships) {
    if (mapB.has(r.id)) continue;
    out.result.relationships[r.id] = 'removed';
    out.add(
      {
        group: 'relationships',
        kind: 'removed',
        label: relationshipLabel(before, r),
        tableId: tableOf(r),
      },
      r.id,
    );
  }
}

/** Named types (enums, domains) and views: kept by id; any change of their definition counts. */
function compareObjects<T extends { id: string; name: string; schema?: string | undefined }>(
  out: Changes,
  group: 'types' | 'views',
  before: readonly T[] | undefined,
  after: readonly T[] | undefined,
  fields: (item: T) => unknown,
  detail: (a: T, b: T) => string | undefined,
) {
  const [mapA, mapB] = [byId(before), byId(after)];
  const viewMark = (id: string, kind: ChangeKind) => {
    if (group === 'views') out.result.views[id] = kind;
  };
  const ids = (item: T) => (group === 'views' ? { viewId: item.id } : {});
  for (const item of after ?? []) {
    const old = mapA.get(item.id);
    if (old && same(fields(old), fields(item))) continue;
    const kind: ChangeKind = old ? 'changed' : 'added';
    viewMark(item.id, kind);
    const said = old && detail(old, item);
    out.add(
      { group, kind, label: tableName(item), ...ids(item), ...(said ? { detail: said } : {}) },
      item.id,
    );
  }
  for (const item of before ?? []) {
    if (mapB.has(item.id)) continue;
    viewMark(item.id, 'removed');
    out.add({ group, kind: 'removed', label: tableName(item), ...ids(item) }, item.id);
  }
}

/** The fields of an item that make up its definition, to compare two of them. */
const fieldsOf =
  <T>(...keys: (keyof T)[]) =>
  (item: T) =>
    keys.map((key) => item[key]);

const typeFields = fieldsOf<NamedType>(
  'schema',
  'name',
  'kind',
  'values',
  'baseType',
  'notNull',
  'defaultValue',
  'checks',
  'sql',
  'comment',
);

function typeDetail(a: NamedType, b: NamedType): string | undefined {
  const [va, vb] = [a.values ?? [], b.values ?? []];
  const added = vb.filter((v) => !va.includes(v));
  const removed = va.filter((v) => !vb.includes(v));
  const out = [
    ...(a.name !== b.name ? [`renamed from ${a.name}`] : []),
    ...(added.length > 0 ? [`values added: ${added.join(', ')}`] : []),
    ...(removed.length > 0 ? [`values removed: ${removed.join(', ')}`] : []),
  ];
  return out.length > 0 ? out.join('; ') : undefined;
}

const viewFields = fieldsOf<View>(
  'schema',
  'name',
  'query',
  'materialized',
  'algorithm',
  'securityInvoker',
  'comment',
);

/**
 * What changed from one diagram to another, paired by id, so a renamed table or column is a change
 * and not a removal and an addition: tables, columns, keys, indexes, checks, types, relationships
 * and views; positions and colours are not changes of the schema. Items are listed by group, then
 * in the newer diagram's order, removed ones last. With a dialect, column types and defaults are
 * compared as that engine reads them (see sql/sameDefinition.ts).
 */
export function diagramChanges(before: Side, after: Side, dialect?: SqlDialect): DiagramChanges {
  const out = new Changes();
  compareTables(out, before, after, dialect);
  compareObjects(out, 'types', before.types, after.types, typeFields, typeDetail);
  compareRelationships(out, before, after);
  compareObjects(out, 'views', before.views, after.views, viewFields, (a, b) =>
    a.name !== b.name ? `renamed from ${a.name}` : undefined,
  );
  const order = new Map(CHANGE_GROUPS.map((g, i) => [g, i]));
  // A stable sort: within a group, the order the comparison found them in.
  out.result.items.sort((x, y) => (order.get(x.group) ?? 0) - (order.get(y.group) ?? 0));
  return out.result;
}
