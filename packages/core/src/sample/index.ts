/**
 * Deterministic sample data for a designed schema (`@relata/core/sample`): rows that a database
 * created by generateDdl (PostgreSQL or SQLite) accepts, with natural values chosen by column
 * names. Kept out of the main entry so that faker only reaches the bundles that load this one.
 *
 * ```ts
 * const data = generateSampleData(toPhysical(model), { dialect: 'postgresql', rows: 50 });
 * for (const sql of sampleInserts(data)) await db.exec(sql);
 * ```
 */
export { generateSampleData, DEFAULT_ROWS, DEFAULT_SEED, MAX_ROWS } from './generate';
export { sampleInserts, sqlLiteral, DEFAULT_BATCH_SIZE, type InsertOptions } from './inserts';
export type {
  SampleColumn,
  SampleData,
  SampleDialect,
  SampleLiteralKind,
  SampleOptions,
  SampleSequence,
  SampleTable,
  SampleUpdate,
  SampleValue,
} from './types';
