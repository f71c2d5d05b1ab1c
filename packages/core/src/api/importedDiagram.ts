import { foreignKeyColumns, tablesWithForeignKeyFlags } from '../diagram/foreignKeys';
import type { Relationship, Table } from '../schema/model';
import type { DbEntity, DbRelationship, Diagram, ImportDiagramResult } from './diagram';

/**
 * A table of an import as it is stored under `id` and read back: the table as sent, at version 1,
 * without an empty schema, comment or colour.
 */
export function importedTableRecord(
  projectId: string,
  id: string,
  { schema, comment, color, ...table }: Table,
): DbEntity {
  return {
    ...table,
    id,
    project_id: projectId,
    version: 1,
    ...(schema ? { schema } : {}),
    ...(comment ? { comment } : {}),
    ...(color ? { color } : {}),
  };
}

/**
 * A table whose references to other tables (PostgreSQL's partition parent and INHERITS) name them
 * by `tableId`: the stored id of an imported table, or an existing table's id as sent.
 */
export function withParentIds<T extends Pick<Table, 'partitionOf' | 'inherits'>>(
  table: T,
  tableId: (id: string) => string,
): T {
  if (!table.partitionOf && !table.inherits) return table;
  return {
    ...table,
    ...(table.partitionOf
      ? { partitionOf: { ...table.partitionOf, tableId: tableId(table.partitionOf.tableId) } }
      : {}),
    ...(table.inherits ? { inherits: table.inherits.map(tableId) } : {}),
  };
}

/**
 * A relationship of an import as it is stored under `id` and read back, its ends named by
 * `tableId` (the stored id of an imported table, or an existing table's id as sent).
 */
export function importedRelationshipRecord(
  projectId: string,
  id: string,
  r: Relationship,
  tableId: (id: string) => string,
): DbRelationship {
  return {
    id,
    project_id: projectId,
    name: r.name,
    sourceTableId: tableId(r.sourceTableId),
    targetTableId: tableId(r.targetTableId),
    sourceColumnId: r.sourceColumnId,
    targetColumnId: r.targetColumnId,
    cardinality: r.cardinality,
    ...(r.onDelete ? { onDelete: r.onDelete } : {}),
    ...(r.onUpdate ? { onUpdate: r.onUpdate } : {}),
    ...(r.deferrable ? { deferrable: r.deferrable } : {}),
  };
}

/**
 * The items an import stored, from the tables and relationships the importing screen sent (as
 * the import's schema reads them) and the server's answer: the new ids, and the rest whole.
 */
export function importedDiagram(
  projectId: string,
  sent: { tables: readonly Table[]; relationships: readonly Relationship[] },
  { tableIds, relationshipIds, ...rest }: ImportDiagramResult,
): Diagram {
  if (
    tableIds.length !== sent.tables.length ||
    relationshipIds.length !== sent.relationships.length
  )
    throw new Error('The import answer does not match what was sent.');
  const ids = new Map(sent.tables.map((t, i) => [t.id, tableIds[i]!]));
  const tableId = (id: string) => ids.get(id) ?? id;
  const relationships = sent.relationships.map((r, i) =>
    importedRelationshipRecord(projectId, relationshipIds[i]!, r, tableId),
  );
  const tables = sent.tables.map((t, i) =>
    importedTableRecord(projectId, tableIds[i]!, withParentIds(t, tableId)),
  );
  return {
    ...rest,
    // Columns are foreign keys as the relationships say, as a reload presents them (decision 0049).
    tables: tablesWithForeignKeyFlags(tables, foreignKeyColumns(relationships)),
    relationships,
  };
}
