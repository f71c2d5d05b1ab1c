/** The schema engine: diagram model, DDL generators, importers, diff and layout. */
export * from './model';
export * from './defaults';
export type {
  PhysicalCheck,
  PhysicalColumn,
  PhysicalExtra,
  PhysicalForeignKey,
  PhysicalIndex,
  PhysicalIndexPart,
  PhysicalSchema,
  PhysicalTable,
  PhysicalType,
  PhysicalUnique,
  PhysicalView,
} from './physical';
export { toPhysical } from './toPhysical';
export { fromPhysical, type ImportLayout, layoutModel } from './fromPhysical';
export * from './drawnSize';
export * from './render';
export { autoLayout, type LayoutEdge, type LayoutNode, type LayoutOptions } from './layout';
export {
  AREA_PADDING,
  boxAround,
  boxInside,
  estimatedTableBox,
  placeAreas,
  tablesOfAreas,
  type Box,
  type PlacedArea,
} from './areas';
export {
  SQL_DIALECTS,
  isSqlDialect,
  dialectForDatabaseType,
  type SqlDialect,
} from './sql/dialects';
export { normalizeTableName } from './sql/names';
export { quoteIdentifier } from './quoting';
export { sqlTypeFor } from './sql/typeMapping';
export { canonicalDefault, canonicalType, sameDefault, sameType } from './sql/sameDefinition';
export { generateDdl } from './generate';
export { generateCds, cdsTypeFor } from './generate/cds';
export { generateDbml } from './dbml/writeDbml';
export {
  generateScript,
  isOrmFormat,
  notesOf,
  ORM_FORMATS,
  SCRIPT_FILE_NAMES,
  SCRIPT_FORMATS,
  type OrmFormat,
  type ScriptFormat,
} from './generate/script';
export { generatePrisma } from './orm/prisma';
export * from './docs';
export {
  addToCanvas,
  importDdl,
  MAX_IMPORT_BYTES,
  readImport,
  type ImportFormat,
  type ImportOptions,
  type ImportResult,
  type ReadImport,
} from './import';
export { canvasTablesOf, type CanvasColumn, type CanvasTable } from './import/canvasTables';
export { besideContent, IMPORT_GAP, importBounds, placeBeside } from './import/placement';
export { statementAt, statementRanges, type StatementRange } from './import/statementRanges';
export type { ImportDiagnostic, UnresolvedReference } from './import/catalog';
export { diffModels, diffSchemas } from './diff/diffModels';
export { alignDatabase, databaseChanges, takeDatabaseChanges } from './diff/databaseSync';
export {
  diagramChanges,
  CHANGE_GROUPS,
  type ChangeGroup,
  type ChangeKind,
  type DiagramChange,
  type DiagramChanges,
  type TableChange,
} from './diff/diagramChanges';
export {
  planMigration,
  planSchemaMigration,
  migrationScript,
  type MigrationLabels,
  type MigrationPlan,
  type MigrationScript,
  type MigrationStatement,
} from './diff/planMigration';
export {
  catalogQuery,
  catalogScript,
  isLiveEngine,
  LIVE_ENGINES,
  readCatalogDump,
  reverseEngineer,
  type CatalogDump,
  type LiveEngine,
} from './live';
