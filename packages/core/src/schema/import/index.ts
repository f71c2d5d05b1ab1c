import { fromPhysical, type FromPhysicalOptions } from '../fromPhysical';
import type { DiagramModel } from '../model';
import type { SqlDialect } from '../sql/dialects';
import type { ImportDiagnostic } from './catalog';
import { readDbml } from '../dbml/readDbml';
import { readSqlDdl } from './importSql';

/** Formats the importer reads. */
export type ImportFormat = SqlDialect | 'dbml';

/** The diagram read from a script, with notes on what was skipped and what could not be read. */
export interface ImportResult {
  model: DiagramModel;
  /** Statements skipped or read in part (views, triggers, INSERTs, SET, ...), by line. */
  warnings: ImportDiagnostic[];
  /** Statements that could not be read, by line; the rest of the script is still imported. */
  errors: ImportDiagnostic[];
}

/** Largest script the importer takes (the lexer is linear, so this only bounds memory). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

/**
 * Reads SQL DDL (MySQL, PostgreSQL, SQLite, MSSQL) or DBML into a diagram with an automatic layout.
 * Never throws on bad input: unreadable statements are listed in `errors` with their line.
 */
export function importDdl(
  text: string,
  format: ImportFormat,
  options: FromPhysicalOptions = {},
): ImportResult {
  if (text.length > MAX_IMPORT_BYTES) {
    return {
      model: { tables: [], relationships: [], comments: [] },
      warnings: [],
      errors: [
        { line: 1, message: `the script is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB` },
      ],
    };
  }
  if (format === 'dbml') return readDbml(text, options);
  const read = readSqlDdl(text, format);
  const model = fromPhysical(read.schema, options);
  if (model.tables.length === 0 && read.errors.length === 0 && text.trim() !== '') {
    read.warnings.push({ line: 1, message: 'no CREATE TABLE statement was found' });
  }
  return { model, warnings: read.warnings, errors: read.errors };
}
