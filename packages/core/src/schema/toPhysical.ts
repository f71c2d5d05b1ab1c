import type { Attribute, DiagramModel, Relationship, Table } from './model';
import {
  MAX_IDENTIFIER_LENGTH,
  NameScope,
  findColumn,
  type PhysicalColumn,
  type PhysicalForeignKey,
  type PhysicalTable,
  type PhysicalSchema,
} from './physical';
import { normalizeTableName } from './sql/names';
import { tableConstraints, projectObjects } from './toPhysicalParts';

interface Resolved {
  table: PhysicalTable;
  columnsById: Map<string, PhysicalColumn>;
}

/**
 * A column. A key column is NOT NULL under spec 2's rule; an imported one keeps the nullability it
 * was declared with (SQLite takes a nullable key column, and its catalog shows it so).
 */
function toColumn(
  attribute: Attribute,
  index: number,
  scope: NameScope,
  declared: boolean,
): PhysicalColumn {
  const name = scope.claim(
    attribute.name.trim() === '' ? `column_${index + 1}` : attribute.name.trim(),
  );
  return {
    id: attribute.id,
    name,
    type: attribute.type.trim(),
    nullable: attribute.isNullable && (declared || !attribute.isPrimaryKey),
    defaultValue:
      attribute.defaultValue === null || attribute.defaultValue.trim() === ''
        ? null
        : attribute.defaultValue,
    unique: attribute.isUnique,
    autoIncrement: attribute.isAutoIncrement || attribute.isIdentity,
    ...(attribute.isIdentity
      ? { identityGeneration: attribute.identityGeneration ?? 'BY DEFAULT' }
      : {}),
    ...(attribute.isAutoIncrement || attribute.isIdentity ? identityNumbers(attribute) : {}),
    ...optional('collation', attribute.collation),
    ...optional('comment', attribute.comment),
    ...optional('onUpdate', attribute.onUpdate),
    ...(attribute.generated ? { generated: { ...attribute.generated } } : {}),
    ...optional('charset', attribute.charset),
    ...(attribute.invisible ? { invisible: true } : {}),
    ...(attribute.compressed ? { compressed: true } : {}),
    ...(attribute.isPrimaryKey && attribute.keyPrefix ? { keyPrefix: attribute.keyPrefix } : {}),
    ...(attribute.onConflict ? { onConflict: { ...attribute.onConflict } } : {}),
  };
}

/** An identity's first value and step where they are not 1 (nothing for the defaults). */
function identityNumbers(a: {
  identityStart?: number | undefined;
  identityIncrement?: number | undefined;
}): Pick<PhysicalColumn, 'identityStart' | 'identityIncrement'> {
  return {
    ...(a.identityStart !== undefined && a.identityStart !== 1
      ? { identityStart: a.identityStart }
      : {}),
    ...(a.identityIncrement !== undefined && a.identityIncrement !== 1
      ? { identityIncrement: a.identityIncrement }
      : {}),
  };
}

/** `{ key: value }` when the value is a non-empty string, else nothing (keeps absent fields absent). */
function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value !== undefined && value !== '' ? ({ [key]: value } as Record<K, string>) : {};
}

/** The table's name: exactly as held for imported tables, else spec 2's rule, unique within its schema. */
function tableName(table: Table, scopes: TableScopes, notes: string[]): string {
  const tableScope = scopes.of(table.schema);
  if (table.exactName && table.name.trim() !== '') {
    tableScope.claim(table.name);
    return table.name;
  }
  const normalized = normalizeTableName(table.name);
  const name = tableScope.claim(normalized);
  if (name !== normalized)
    notes.push(`table "${table.name}" is written as ${name}, as its name repeats another table's`);
  return name;
}

/** One name scope per schema: tables of different schemas may share a name. */
class TableScopes {
  private readonly scopes = new Map<string, NameScope>();

  /** `max`: the longest name the target dialect takes. */
  constructor(readonly max: number) {}

  /** The scope of a schema ('' or absent: the default one). */
  of(schema: string | undefined): NameScope {
    const key = schema ?? '';
    const scope = this.scopes.get(key) ?? new NameScope(this.max);
    this.scopes.set(key, scope);
    return scope;
  }
}

function toTable(table: Table, scopes: TableScopes, notes: string[]): Resolved {
  const name = tableName(table, scopes, notes);
  const scope = new NameScope(scopes.max);
  const columnsById = new Map<string, PhysicalColumn>();
  const columns = table.attributes.map((a, i) => {
    const column = toColumn(a, i, scope, table.exactName === true);
    if (column.name !== a.name.trim() && a.name.trim() !== '')
      notes.push(`column ${name}.${a.name} repeats a name and is written as ${column.name}`);
    columnsById.set(a.id, column);
    return column;
  });
  const flagged = table.attributes.filter((a) => a.isPrimaryKey).map((a) => a.id);
  const ordered = table.primaryKeyOrder?.filter((id) => flagged.includes(id)) ?? [];
  const primaryKey = (ordered.length === flagged.length ? ordered : flagged).flatMap(
    (id) => columnsById.get(id)?.name ?? [],
  );
  const prefixed = columns.flatMap((c) =>
    c.keyPrefix && primaryKey.includes(c.name) ? [[c.name, c.keyPrefix] as const] : [],
  );
  const physical: PhysicalTable = {
    id: table.id,
    name,
    columns,
    primaryKey,
    ...(prefixed.length > 0 ? { primaryKeyPrefixes: Object.fromEntries(prefixed) } : {}),
    foreignKeys: [],
    ...optional('schema', table.schema),
    ...(table.exactName ? { exactName: true } : {}),
    ...optional('comment', table.comment),
    ...optional('primaryKeyName', table.primaryKeyName),
    ...(table.primaryKeyOnConflict ? { primaryKeyOnConflict: table.primaryKeyOnConflict } : {}),
    ...(table.storage ? { storage: { ...table.storage } } : {}),
    ...(table.withoutRowid ? { withoutRowid: true } : {}),
    ...(table.strict ? { strict: true } : {}),
    ...(table.sqliteTypes ? { sqliteTypes: true } : {}),
    ...(table.typesDialect ? { typesDialect: table.typesDialect } : {}),
    ...tableConstraints(table, columnsById),
  };
  return { table: physical, columnsById };
}

interface End {
  resolved: Resolved;
  column: PhysicalColumn;
}

/** Relationships that together form one (possibly composite) foreign key or join table. */
export function groupRelationships(relationships: Relationship[]): Relationship[][] {
  const groups = new Map<string, Relationship[][]>();
  for (const r of relationships) {
    const key = [r.sourceTableId, r.targetTableId, r.name.trim(), r.cardinality].join('\u0000');
    const list = groups.get(key) ?? [];
    // Unnamed relationships between the same tables join one key until a column repeats.
    const open = list.find(
      (g) =>
        !g.some(
          (o) => o.sourceColumnId === r.sourceColumnId || o.targetColumnId === r.targetColumnId,
        ),
    );
    if (open) open.push(r);
    else list.push([r]);
    groups.set(key, list);
  }
  return [...groups.values()].flat();
}

/** The foreign-key column takes its referenced column's type: every engine wants them compatible. */
function alignType(holder: End, ref: End, notes: string[]): void {
  if (holder.column.type === ref.column.type) return;
  notes.push(
    `${holder.resolved.table.name}.${holder.column.name} takes the type of ${ref.resolved.table.name}.${ref.column.name} (${ref.column.type || 'text'}) for its foreign key`,
  );
  holder.column.type = ref.column.type;
}

/** The names of each table's foreign keys (the scope of all is kept for the join tables' ones). */
const FOREIGN_KEY_SCOPES = new WeakMap<NameScope, WeakMap<PhysicalTable, NameScope>>();
function foreignKeyScope(table: PhysicalTable, all: NameScope): NameScope {
  const tables = FOREIGN_KEY_SCOPES.get(all) ?? new WeakMap<PhysicalTable, NameScope>();
  FOREIGN_KEY_SCOPES.set(all, tables);
  const scope = tables.get(table) ?? new NameScope(all.max);
  tables.set(table, scope);
  return scope;
}

function addForeignKey(
  holder: End[],
  ref: End[],
  relationship: Relationship,
  name: string,
  constraintNames: NameScope,
  notes: string[],
): void {
  const [first] = holder;
  const [firstRef] = ref;
  if (!first || !firstRef) return;
  // Imported tables already have engine-compatible key types; only drawn ones are aligned.
  if (!first.resolved.table.exactName)
    holder.forEach((h, i) => {
      const r = ref[i];
      if (r) alignType(h, r, notes);
    });
  const refTable = firstRef.resolved.table;
  const fk: PhysicalForeignKey = {
    // A foreign key's name is its table's (PostgreSQL, SQLite); adaptSchema makes it the
    // schema's where the dialect wants that (MySQL, MSSQL).
    name: foreignKeyScope(first.resolved.table, constraintNames).claim(name),
    columns: holder.map((h) => h.column.name),
    refTable: refTable.name,
    ...(refTable.schema ? { refSchema: refTable.schema } : {}),
    refColumns: ref.map((r) => r.column.name),
    ...(relationship.onDelete ? { onDelete: relationship.onDelete } : {}),
    ...(relationship.onUpdate ? { onUpdate: relationship.onUpdate } : {}),
    ...(relationship.deferrable ? { deferrable: relationship.deferrable } : {}),
    ...(relationship.name.trim() === '' ? { unnamed: true } : {}),
  };
  first.resolved.table.foreignKeys.push(fk);
}

function addJoinTable(
  source: End[],
  target: End[],
  tables: PhysicalTable[],
  tableScope: NameScope,
  constraintNames: NameScope,
): void {
  const [s] = source;
  const [t] = target;
  if (!s || !t) return;
  const sName = s.resolved.table.name;
  const tName = t.resolved.table.name;
  const joinName = tableScope.claim(`${sName}_${tName}_join`);
  const scope = new NameScope(tableScope.max);
  const side = (ends: End[], tableName: string) =>
    ends.map((e) => ({
      name: scope.claim(`${tableName}_${e.column.name}`),
      type: e.column.type,
      nullable: false,
      defaultValue: null,
      unique: false,
      autoIncrement: false,
    }));
  const sCols = side(source, sName);
  const tCols = side(target, tName);
  const columns = [...sCols, ...tCols];
  const fk = (cols: PhysicalColumn[], ref: string, refCols: End[]): PhysicalForeignKey => ({
    name: constraintNames.claim(`fk_${joinName}_${ref}`),
    columns: cols.map((c) => c.name),
    refTable: ref,
    refColumns: refCols.map((e) => e.column.name),
  });
  tables.push({
    name: joinName,
    columns,
    primaryKey: columns.map((c) => c.name),
    foreignKeys: [fk(sCols, sName, source), fk(tCols, tName, target)],
  });
}

/** PostgreSQL's partitioning and INHERITS of a table, its parents by their names. */
function partitioning(t: Table, byId: Map<string, Resolved>, notes: string[]): void {
  const table = byId.get(t.id)?.table;
  if (!table) return;
  const ref = (id: string) => {
    const parent = byId.get(id)?.table;
    return parent && { name: parent.name, ...optional('schema', parent.schema) };
  };
  if (t.partitionBy?.trim()) table.partitionBy = t.partitionBy.trim();
  if (t.partitionOf) {
    const parent = ref(t.partitionOf.tableId);
    if (parent) table.partitionOf = { ...parent, bound: t.partitionOf.bound };
    else
      notes.push(`${table.name} is a plain table: the table it is a partition of no longer exists`);
  }
  const inherits = (t.inherits ?? []).flatMap((id) => ref(id) ?? []);
  if (inherits.length > 0) table.inherits = inherits;
}

/**
 * Resolves a diagram into its physical schema: normalised table names (spec 2, §5), unique column
 * names, composite primary keys, one foreign key per relationship group (on the target for
 * ONE_TO_MANY and ONE_TO_ONE, on the source for MANY_TO_ONE) and a `source_target_join` table
 * per many-to-many relationship. Names are cut to `maxName` (the target dialect's limit,
 * IDENTIFIER_LIMIT), with a hash of the whole.
 */
export function toPhysical(model: DiagramModel, maxName = MAX_IDENTIFIER_LENGTH): PhysicalSchema {
  const notes: string[] = [];
  const scopes = new TableScopes(maxName);
  const tableScope = scopes.of(undefined);
  const byId = new Map<string, Resolved>();
  for (const t of model.tables) byId.set(t.id, toTable(t, scopes, notes));
  for (const t of model.tables) partitioning(t, byId, notes);
  const tables = [...byId.values()].map((r) => r.table);
  const constraintNames = new NameScope(maxName);
  for (const group of groupRelationships(model.relationships)) {
    const ends = group.flatMap((r) => {
      const source = byId.get(r.sourceTableId);
      const target = byId.get(r.targetTableId);
      const sourceColumn = source?.columnsById.get(r.sourceColumnId);
      const targetColumn = target?.columnsById.get(r.targetColumnId);
      if (!source || !target || !sourceColumn || !targetColumn) {
        notes.push(
          `relationship ${r.name || r.id} is left out: one of its tables or columns no longer exists`,
        );
        return [];
      }
      return [
        {
          source: { resolved: source, column: sourceColumn },
          target: { resolved: target, column: targetColumn },
        },
      ];
    });
    const [first] = group;
    if (!first || ends.length === 0) continue;
    const sources = ends.map((e) => e.source);
    const targets = ends.map((e) => e.target);
    const name = first.name.trim();
    const sName = sources[0]?.resolved.table.name ?? '';
    const tName = targets[0]?.resolved.table.name ?? '';
    if (first.cardinality === 'MANY_TO_MANY')
      addJoinTable(sources, targets, tables, tableScope, constraintNames);
    else if (first.cardinality === 'MANY_TO_ONE')
      addForeignKey(
        sources,
        targets,
        first,
        name || `fk_${sName}_${tName}`,
        constraintNames,
        notes,
      );
    else
      addForeignKey(
        targets,
        sources,
        first,
        name || `fk_${sName}_${tName}`,
        constraintNames,
        notes,
      );
  }
  return { tables, notes, ...projectObjects(model) };
}

/** Whether a column is part of a key (primary, unique, or either end of a foreign key). */
export function keyedColumns(schema: PhysicalSchema): Set<PhysicalColumn> {
  const keyed = new Set<PhysicalColumn>();
  const byName = new Map(schema.tables.map((t) => [t.name.toLowerCase(), t]));
  for (const t of schema.tables) {
    for (const c of t.columns) if (c.unique || t.primaryKey.includes(c.name)) keyed.add(c);
    for (const fk of t.foreignKeys) {
      for (const c of fk.columns) {
        const col = findColumn(t, c);
        if (col) keyed.add(col);
      }
      const ref = byName.get(fk.refTable.toLowerCase());
      for (const c of fk.refColumns) {
        const col = ref && findColumn(ref, c);
        if (col) keyed.add(col);
      }
    }
  }
  return keyed;
}
