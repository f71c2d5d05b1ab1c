import type { Box } from './areas';
import { createId, DEFAULT_TABLE_SIZE, type IdFactory } from './defaults';
import type { TableDisplay } from '../api/visualization';
import { drawnTableSize, drawnViewSize } from './drawnSize';
import { autoLayout, type LayoutOptions } from './layout';
import type {
  Attribute,
  CheckConstraint,
  DiagramModel,
  NamedType,
  Relationship,
  Table,
  TableIndex,
  UniqueConstraint,
  View,
} from './model';
import {
  findColumn,
  nameKey,
  type PhysicalColumn,
  type PhysicalForeignKey,
  type PhysicalSchema,
  type PhysicalTable,
  type PhysicalUnique,
  type PhysicalView,
} from './physical';

/** Options for turning a read schema into a diagram. */
export interface FromPhysicalOptions {
  /** Makes the ids of new tables, columns, constraints and relationships (default: random ids). */
  idFactory?: IdFactory;
  /** How the diagram is laid out (default: every column shown, a 1280 x 800 screen). */
  layout?: ImportLayout;
}

/** The lookup key of a table or view by schema and name, ignoring case. */
const qualifiedKey = (schema: string | undefined, name: string): string =>
  nameKey(schema ? `${schema}.${name}` : name);

/** The attribute ids of the tables made so far, by table key and column name. */
class ColumnIds {
  /** By table key, then by column key: no key string made for each of 100 000 columns. */
  private readonly ids = new Map<string, Map<string, string>>();

  set(tableKey: string, column: string, id: string): void {
    let table = this.ids.get(tableKey);
    if (!table) this.ids.set(tableKey, (table = new Map<string, string>()));
    table.set(nameKey(column), id);
  }

  get(tableKey: string, column: string): string | undefined {
    return this.ids.get(tableKey)?.get(nameKey(column));
  }

  /** The ids of the named columns that exist, in order. */
  all(tableKey: string, columns: string[]): string[] {
    return columns.flatMap((c) => this.get(tableKey, c) ?? []);
  }
}

/** An attribute from a column, with the flags the table editor shows. */
function attribute(
  c: PhysicalColumn,
  id: string,
  flags: { isPrimaryKey: boolean; isForeignKey: boolean },
): Attribute {
  const isIdentity = c.identityGeneration !== undefined;
  const a: Attribute = {
    id,
    name: c.name,
    type: c.type,
    defaultValue: c.defaultValue,
    isNullable: c.nullable,
    ...flags,
    isUnique: c.unique,
    isIdentity,
    isAutoIncrement: c.autoIncrement && !isIdentity,
  };
  if (c.identityGeneration === 'ALWAYS') a.identityGeneration = 'ALWAYS';
  if (c.autoIncrement && c.identityStart !== undefined) a.identityStart = c.identityStart;
  if (c.autoIncrement && c.identityIncrement !== undefined)
    a.identityIncrement = c.identityIncrement;
  if (c.collation !== undefined) a.collation = c.collation;
  if (c.comment !== undefined) a.comment = c.comment;
  if (c.onUpdate !== undefined) a.onUpdate = c.onUpdate;
  if (c.generated !== undefined) a.generated = c.generated;
  if (c.charset !== undefined) a.charset = c.charset;
  if (c.invisible) a.invisible = true;
  if (c.compressed) a.compressed = true;
  if (c.keyPrefix && a.isPrimaryKey) a.keyPrefix = c.keyPrefix;
  if (c.onConflict !== undefined) a.onConflict = { ...c.onConflict };
  return a;
}

/**
 * The UNIQUE the source declared on its sole primary-key column, as a constraint of its own: the
 * generators write no column UNIQUE there (a designed key column is marked unique and is so
 * already, spec 2, §3), but the source has a second key, which the engine keeps as its own index.
 */
function keyDeclaredUnique(t: PhysicalTable): PhysicalUnique[] {
  const [only, ...more] = t.primaryKey;
  if (only === undefined || more.length > 0) return [];
  const column = findColumn(t, only);
  const conflict = column?.onConflict?.unique;
  return column?.unique
    ? [{ name: '', columns: [column.name], ...(conflict ? { onConflict: conflict } : {}) }]
    : [];
}

/** A diagram table from a physical one: attributes, key order, uniques, indexes and checks by attribute id. */
function diagramTable(t: PhysicalTable, id: IdFactory, columnIds: ColumnIds): Table {
  const key = qualifiedKey(t.schema, t.name);
  const fkColumns = new Set(t.foreignKeys.flatMap((fk) => fk.columns.map(nameKey)));
  const pk = new Set(t.primaryKey.map(nameKey));
  const attributes = t.columns.map((c) => {
    const a = attribute(c, id(), {
      isPrimaryKey: pk.has(nameKey(c.name)),
      isForeignKey: fkColumns.has(nameKey(c.name)),
    });
    columnIds.set(key, c.name, a.id);
    return a;
  });
  const table: Table = { id: id(), name: t.name, attributes, x: 0, y: 0, ...DEFAULT_TABLE_SIZE };
  if (t.schema) table.schema = t.schema;
  if (t.exactName) table.exactName = true;
  if (t.comment !== undefined) table.comment = t.comment;
  if (t.primaryKeyName) table.primaryKeyName = t.primaryKeyName;
  if (t.storage && Object.keys(t.storage).length > 0) table.storage = { ...t.storage };
  if (t.withoutRowid) table.withoutRowid = true;
  if (t.strict) table.strict = true;
  if (t.sqliteTypes) table.sqliteTypes = true;
  if (t.typesDialect) table.typesDialect = t.typesDialect;
  if (t.primaryKeyOnConflict) table.primaryKeyOnConflict = t.primaryKeyOnConflict;
  const pkIds = columnIds.all(key, t.primaryKey);
  if (
    pkIds.join() !==
    attributes
      .filter((a) => a.isPrimaryKey)
      .map((a) => a.id)
      .join()
  )
    table.primaryKeyOrder = pkIds;
  const uniques: UniqueConstraint[] = [...keyDeclaredUnique(t), ...(t.uniques ?? [])].flatMap(
    (u) => {
      const ids = columnIds.all(key, u.columns);
      const conflict = u.onConflict ? { onConflict: u.onConflict } : {};
      const nulls = u.nullsNotDistinct ? { nullsNotDistinct: true } : {};
      const deferral = 'deferrable' in u && u.deferrable ? { deferrable: u.deferrable } : {};
      return ids.length === u.columns.length
        ? [{ id: id(), name: u.name, columnIds: ids, ...conflict, ...nulls, ...deferral }]
        : [];
    },
  );
  const indexes: TableIndex[] = (t.indexes ?? []).map((x) => {
    const index: TableIndex = {
      id: id(),
      name: x.name,
      unique: x.unique,
      parts: x.parts.map((p) => {
        const columnId = p.column === undefined ? undefined : columnIds.get(key, p.column);
        return {
          ...(columnId ? { columnId } : { expression: p.expression ?? p.column ?? '' }),
          ...(p.order ? { order: p.order } : {}),
          ...(p.nulls ? { nulls: p.nulls } : {}),
          ...(columnId && p.prefixLength ? { prefixLength: p.prefixLength } : {}),
        };
      }),
    };
    if (x.method) index.method = x.method;
    if (x.where) index.where = x.where;
    if (x.include) index.includeColumnIds = columnIds.all(key, x.include);
    if (x.nullsNotDistinct) index.nullsNotDistinct = true;
    if (x.comment !== undefined) index.comment = x.comment;
    return index;
  });
  const checks: CheckConstraint[] = (t.checks ?? []).map((c) => {
    const columnId = c.column === undefined ? undefined : columnIds.get(key, c.column);
    return { id: id(), name: c.name, expression: c.expression, ...(columnId ? { columnId } : {}) };
  });
  if (uniques.length > 0) table.uniques = uniques;
  if (indexes.length > 0) table.indexes = indexes;
  if (checks.length > 0) table.checks = checks;
  return table;
}

/** PostgreSQL's partitioning and INHERITS of a table, its parents by their ids. */
function partitioning(t: PhysicalTable, table: Table | undefined, tableIds: Map<string, string>) {
  if (!table) return;
  if (t.partitionBy !== undefined) table.partitionBy = t.partitionBy;
  const parent =
    t.partitionOf && tableIds.get(qualifiedKey(t.partitionOf.schema, t.partitionOf.name));
  if (parent && t.partitionOf) table.partitionOf = { tableId: parent, bound: t.partitionOf.bound };
  const inherits = (t.inherits ?? []).flatMap(
    (p) => tableIds.get(qualifiedKey(p.schema, p.name)) ?? [],
  );
  if (inherits.length > 0) table.inherits = inherits;
}

/** The relationships of one table's foreign keys: one per column pair (source = referenced table). */
function relationshipsOf(
  t: PhysicalTable,
  id: IdFactory,
  columnIds: ColumnIds,
  tableIds: Map<string, string>,
): Relationship[] {
  const pk = new Set(t.primaryKey.map(nameKey));
  const key = qualifiedKey(t.schema, t.name);
  const refKey = (fk: PhysicalForeignKey) => qualifiedKey(fk.refSchema, fk.refTable);
  const unnamedTo = new Map<string, PhysicalForeignKey[]>();
  for (const fk of t.foreignKeys)
    if (fk.name === '') unnamedTo.set(refKey(fk), [...(unnamedTo.get(refKey(fk)) ?? []), fk]);
  // Unnamed keys between the same two tables get names where the generator would read them back
  // as one key (groupRelationships joins them until a column repeats); keys of one column each
  // to the same referenced column repeat it, and stay unnamed, as the source wrote them.
  const merging = (keys: PhysicalForeignKey[]) =>
    keys.length > 1 &&
    !keys.every(
      (k) =>
        k.columns.length === 1 &&
        nameKey(k.refColumns[0] ?? '') === nameKey(keys[0]?.refColumns[0] ?? ''),
    );
  return t.foreignKeys.flatMap((fk) => {
    const name =
      fk.name === '' && merging(unnamedTo.get(refKey(fk)) ?? [])
        ? `fk_${t.name}_${fk.columns.join('_')}`
        : fk.name;
    const single =
      fk.columns.length === 1 && fk.columns[0] !== undefined
        ? findColumn(t, fk.columns[0])
        : undefined;
    const oneToOne =
      (fk.columns.length === pk.size && fk.columns.every((c) => pk.has(nameKey(c)))) ||
      single?.unique === true;
    const sourceTableId = tableIds.get(refKey(fk));
    const targetTableId = tableIds.get(key);
    return fk.columns.flatMap((column, i) => {
      const sourceColumnId = columnIds.get(refKey(fk), fk.refColumns[i] ?? '');
      const targetColumnId = columnIds.get(key, column);
      if (!sourceColumnId || !targetColumnId || !sourceTableId || !targetTableId) return [];
      const r: Relationship = {
        id: id(),
        name,
        sourceTableId,
        targetTableId,
        sourceColumnId,
        targetColumnId,
        cardinality: oneToOne ? 'ONE_TO_ONE' : 'ONE_TO_MANY',
      };
      if (fk.onDelete) r.onDelete = fk.onDelete;
      if (fk.onUpdate) r.onUpdate = fk.onUpdate;
      if (fk.deferrable) r.deferrable = fk.deferrable;
      return [r];
    });
  });
}

/** The identifiers a query mentions (quotes removed), lower-cased. */
function identifiersOf(query: string): Set<string> {
  const words = query.match(/"[^"]+"|`[^`]+`|\[[^\]]+\]|[\p{L}_][\p{L}\p{N}_$#@]*/gu) ?? [];
  return new Set(words.map((w) => nameKey(/^["`[]/.test(w) ? w.slice(1, -1) : w)));
}

/** A view node, with the ids of the tables its query names. */
function diagramView(v: PhysicalView, id: IdFactory, tables: Table[]): View {
  const { tables: _names, ...rest } = v;
  const words = identifiersOf(v.query);
  const tableIds = tables.filter((t) => words.has(nameKey(t.name))).map((t) => t.id);
  return { ...rest, id: id(), x: 0, y: 0, ...(tableIds.length > 0 ? { tableIds } : {}) };
}

/**
 * Turns a physical schema (from an import) into a diagram: a table per table with its constraints,
 * an attribute per column with its flags, a relationship per foreign-key column pair (source =
 * referenced table, ONE_TO_ONE when the key columns are unique), the types, views and verbatim
 * statements, and positions from the automatic layout.
 */
export function fromPhysical(
  schema: PhysicalSchema,
  options: FromPhysicalOptions = {},
): DiagramModel {
  const id = options.idFactory ?? createId;
  const columnIds = new ColumnIds();
  const tableIds = new Map<string, string>();
  const tables = schema.tables.map((t) => {
    const table = diagramTable(t, id, columnIds);
    tableIds.set(qualifiedKey(t.schema, t.name), table.id);
    return table;
  });
  schema.tables.forEach((t, i) => partitioning(t, tables[i], tableIds));
  const relationships = schema.tables.flatMap((t) => relationshipsOf(t, id, columnIds, tableIds));
  const model: DiagramModel = { tables, relationships, comments: [] };
  const types: NamedType[] = (schema.types ?? []).map((t) => ({ ...t, id: id() }));
  const views = (schema.views ?? []).map((v) => diagramView(v, id, tables));
  const extraSql = (schema.extras ?? []).map((e) => ({ ...e, id: id() }));
  if (types.length > 0) model.types = types;
  if (views.length > 0) model.views = views;
  if (extraSql.length > 0) model.extraSql = extraSql;
  return layoutModel(model, options.layout);
}

/**
 * How an import lays its diagram out: at the size its tables are drawn with what they show
 * (every column unless said), for the screen it will be fitted to (core's autoLayout).
 */
export interface ImportLayout extends LayoutOptions {
  display?: TableDisplay;
  /**
   * The rectangle of what the canvas holds, for an "Add to diagram" import: the import is placed
   * beside it (import/placement.ts), not over it.
   */
  beside?: Box;
}

/** The same diagram with every table and view placed by the automatic layout. */
export function layoutModel(model: DiagramModel, layout: ImportLayout = {}): DiagramModel {
  const views = model.views ?? [];
  const nodes = [
    ...model.tables.map((t) => ({ id: t.id, ...drawnTableSize(t, layout.display) })),
    ...views.map((v) => ({ id: v.id, ...drawnViewSize(v) })),
  ];
  const edges = [
    ...model.relationships.map((r) => ({ source: r.sourceTableId, target: r.targetTableId })),
    ...views.flatMap((v) => (v.tableIds ?? []).map((t) => ({ source: t, target: v.id }))),
    // The tables of an area are laid out as one group, so its rectangle holds few others.
    ...(model.areas ?? []).flatMap(({ tables: [first, ...rest] = [] }) =>
      first ? rest.map((t) => ({ source: first, target: t })) : [],
    ),
  ];
  const positions = autoLayout(nodes, edges, layout);
  const place = <T extends { id: string; x: number; y: number }>(n: T): T => ({
    ...n,
    ...(positions.get(n.id) ?? { x: n.x, y: n.y }),
  });
  const placed: DiagramModel = { ...model, tables: model.tables.map(place) };
  if (model.views) placed.views = views.map(place);
  return placed;
}
