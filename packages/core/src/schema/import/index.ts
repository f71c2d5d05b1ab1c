import { createId } from '../defaults';
import { fromPhysical, type FromPhysicalOptions } from '../fromPhysical';
import type { DiagramModel } from '../model';
import type { SqlDialect } from '../sql/dialects';
import { readDbml } from '../dbml/readDbml';
import { linkToCanvas, outsideReferences, type OutsideReference } from './canvasLinks';
import type { CanvasTable } from './canvasTables';
import type { ImportDiagnostic, UnresolvedReference } from './catalog';
import { readSqlDdl } from './importSql';
import { placeBeside } from './placement';

/** Formats the importer reads. */
export type ImportFormat = SqlDialect | 'dbml';

/** The diagram read from a script, with notes on what was skipped and what could not be read. */
export interface ImportResult {
  model: DiagramModel;
  /** Statements skipped or read in part (views, triggers, INSERTs, SET, ...), by line. */
  warnings: ImportDiagnostic[];
  /** Statements that could not be read, by line; the rest of the script is still imported. */
  errors: ImportDiagnostic[];
  /**
   * References that did not become relationships: what they name is neither in the script nor on
   * the canvas, or their columns do not match it (issue 36, item 3). The import's summary lists them.
   */
  unresolved: UnresolvedReference[];
}

/**
 * A script read and laid out from the origin, before it is linked to a canvas and placed on it:
 * its references to tables it does not create are `outside`, matched by `dialect`'s rules. The
 * import worker keeps it, so that adding to the canvas or replacing it reads the script once.
 */
export interface ReadImport extends ImportResult {
  outside: OutsideReference[];
  dialect: SqlDialect;
}

/** How a script is imported: its layout and ids, and the canvas it is added to. */
export interface ImportOptions extends FromPhysicalOptions {
  /**
   * The tables on the canvas an "Add to diagram" import goes to: a reference to a table the script
   * does not create links to the one so named here (by its ids). None when the import replaces.
   */
  canvas?: readonly CanvasTable[];
}

/** Largest script the importer takes (the lexer is linear, so this only bounds memory). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

/**
 * Reads SQL DDL (MySQL, PostgreSQL, SQLite, MSSQL) or DBML into a diagram with an automatic layout,
 * its references to other tables kept apart (addToCanvas links them). Never throws on bad input:
 * unreadable statements are listed in `errors` with their line.
 */
export function readImport(
  text: string,
  format: ImportFormat,
  options: FromPhysicalOptions = {},
): ReadImport {
  if (text.length > MAX_IMPORT_BYTES) {
    return {
      model: { tables: [], relationships: [], comments: [] },
      warnings: [],
      errors: [
        { line: 1, message: `the script is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB` },
      ],
      unresolved: [],
      outside: [],
      dialect: format === 'dbml' ? 'postgresql' : format,
    };
  }
  if (format === 'dbml') return readDbml(text, options);
  const read = readSqlDdl(text, format);
  const model = fromPhysical(read.schema, options);
  if (model.tables.length === 0 && read.errors.length === 0 && text.trim() !== '') {
    read.warnings.push({ line: 1, message: 'no CREATE TABLE statement was found' });
  }
  return {
    model,
    warnings: read.warnings,
    errors: read.errors,
    unresolved: read.unresolved,
    outside: outsideReferences(model, read.outside),
    dialect: format,
  };
}

/**
 * A read script as it goes to a canvas: its outside references linked to `options.canvas` or
 * listed as unresolved, and the whole placed beside `options.layout.beside` (an "Add to diagram"
 * import; a replacing one gives neither). The read script is not changed.
 */
export function addToCanvas(read: ReadImport, options: ImportOptions = {}): ImportResult {
  const { outside: _outside, dialect, ...result } = read;
  const links = linkToCanvas(
    read.model,
    read.outside,
    options.canvas,
    dialect,
    options.idFactory ?? createId,
  );
  const { layout } = options;
  return {
    ...result,
    model: placeBeside(links.model, layout?.beside, layout),
    warnings: [...read.warnings, ...links.warnings],
    unresolved: [...read.unresolved, ...links.unresolved].sort((a, b) => a.line - b.line),
  };
}

/**
 * Reads SQL DDL or DBML into a diagram with an automatic layout (readImport), linked to the tables
 * of `options.canvas` and placed beside `options.layout.beside` (addToCanvas).
 */
export function importDdl(
  text: string,
  format: ImportFormat,
  options: ImportOptions = {},
): ImportResult {
  return addToCanvas(readImport(text, format, options), options);
}
