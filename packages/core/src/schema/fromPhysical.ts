import { createId, DEFAULT_TABLE_SIZE, type IdFactory } from './defaults';
import { autoLayout, estimateTableSize } from './layout';
import type { Attribute, DiagramModel, Relationship, Table } from './model';
import { findColumn, nameKey, type PhysicalSchema } from './physical';

/** Options for turning a read schema into a diagram. */
export interface FromPhysicalOptions {
  /** Makes the ids of new tables, columns and relationships (default: random ids). */
  idFactory?: IdFactory;
  /** Columns declared IDENTITY (`table\0column`, lower case) rather than AUTO_INCREMENT. */
  identity?: Set<string>;
}

/**
 * Turns a physical schema (from an import) into a diagram: a table per table, an attribute per
 * column with its flags, a relationship per foreign-key column pair (source = referenced table,
 * ONE_TO_ONE when the key columns are unique), and positions from the automatic layout.
 */
export function fromPhysical(
  schema: PhysicalSchema,
  options: FromPhysicalOptions = {},
): DiagramModel {
  const id = options.idFactory ?? createId;
  const identity = options.identity ?? new Set<string>();
  const tables: Table[] = [];
  const columnIds = new Map<string, string>();
  const tableIds = new Map<string, string>();
  for (const t of schema.tables) {
    const fkColumns = new Set(t.foreignKeys.flatMap((fk) => fk.columns.map(nameKey)));
    const pk = new Set(t.primaryKey.map(nameKey));
    const tableId = id();
    tableIds.set(nameKey(t.name), tableId);
    const attributes: Attribute[] = t.columns.map((c) => {
      const attributeId = id();
      columnIds.set(`${nameKey(t.name)}\u0000${nameKey(c.name)}`, attributeId);
      const isIdentity = c.autoIncrement && identity.has(`${t.name}\u0000${c.name}`.toLowerCase());
      return {
        id: attributeId,
        name: c.name,
        type: c.type,
        defaultValue: c.defaultValue,
        isNullable: c.nullable,
        isPrimaryKey: pk.has(nameKey(c.name)),
        isForeignKey: fkColumns.has(nameKey(c.name)),
        isUnique: c.unique,
        isIdentity,
        isAutoIncrement: c.autoIncrement && !isIdentity,
      };
    });
    tables.push({ id: tableId, name: t.name, attributes, x: 0, y: 0, ...DEFAULT_TABLE_SIZE });
  }
  const relationships: Relationship[] = [];
  for (const t of schema.tables) {
    const pk = new Set(t.primaryKey.map(nameKey));
    const unnamedTo = new Map<string, number>();
    for (const fk of t.foreignKeys)
      if (fk.name === '')
        unnamedTo.set(nameKey(fk.refTable), (unnamedTo.get(nameKey(fk.refTable)) ?? 0) + 1);
    for (const fk of t.foreignKeys) {
      // Unnamed keys between the same two tables get names, or the generator would merge them into one.
      const name =
        fk.name === '' && (unnamedTo.get(nameKey(fk.refTable)) ?? 0) > 1
          ? `fk_${t.name}_${fk.columns.join('_')}`
          : fk.name;
      const single =
        fk.columns.length === 1 && fk.columns[0] !== undefined
          ? findColumn(t, fk.columns[0])
          : undefined;
      const oneToOne =
        (fk.columns.length === pk.size && fk.columns.every((c) => pk.has(nameKey(c)))) ||
        single?.unique === true;
      fk.columns.forEach((column, i) => {
        const sourceColumnId = columnIds.get(
          `${nameKey(fk.refTable)}\u0000${nameKey(fk.refColumns[i] ?? '')}`,
        );
        const targetColumnId = columnIds.get(`${nameKey(t.name)}\u0000${nameKey(column)}`);
        const sourceTableId = tableIds.get(nameKey(fk.refTable));
        const targetTableId = tableIds.get(nameKey(t.name));
        if (!sourceColumnId || !targetColumnId || !sourceTableId || !targetTableId) return;
        relationships.push({
          id: id(),
          name,
          sourceTableId,
          targetTableId,
          sourceColumnId,
          targetColumnId,
          cardinality: oneToOne ? 'ONE_TO_ONE' : 'ONE_TO_MANY',
        });
      });
    }
  }
  return layoutModel({ tables, relationships, comments: [] });
}

/** The same diagram with every table placed by the automatic layout. */
export function layoutModel(model: DiagramModel): DiagramModel {
  const nodes = model.tables.map((t) => ({ id: t.id, ...estimateTableSize(t.attributes.length) }));
  const edges = model.relationships.map((r) => ({
    source: r.sourceTableId,
    target: r.targetTableId,
  }));
  const positions = autoLayout(nodes, edges);
  return {
    ...model,
    tables: model.tables.map((t) => ({ ...t, ...(positions.get(t.id) ?? { x: t.x, y: t.y }) })),
  };
}
