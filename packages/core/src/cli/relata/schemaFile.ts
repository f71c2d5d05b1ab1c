import { importDdl } from '../../schema/import';
import { diagramModelSchema, type DiagramModel } from '../../schema/model';
import { commentText } from '../../schema/quoting';
import type { SqlDialect } from '../../schema/sql/dialects';
import type { SchemaFormat } from './args';

/** A schema file read: its model and the notes on what was skipped or read in part. */
export interface SchemaFile {
  model: DiagramModel;
  format: SchemaFormat;
  /** `FILE:LINE: note: ...` for each statement skipped or read in part. */
  notes: string[];
}

/** The format a file is in, by its extension: .dbml, .json, else SQL. */
export function formatOfFile(path: string): SchemaFormat {
  const lower = path.toLowerCase();
  return lower.endsWith('.dbml') ? 'dbml' : lower.endsWith('.json') ? 'json' : 'sql';
}

/** The 1-based line of a character offset. */
const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** A JSON file as the diagram's model, or the line where it stops being JSON. */
function readJson(text: string, file: string): DiagramModel | string {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // V8 says "... at position N" (and, from Node 22, "(line L column C)").
    const line = /line (\d+)/.exec(message)?.[1];
    const position = /position (\d+)/.exec(message)?.[1];
    const at = line ?? (position ? String(lineAt(text, Number(position))) : '1');
    return `${file}:${at}: error: not JSON: ${message.split(/ in JSON| at position|\n/)[0]}`;
  }
  const parsed = diagramModelSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  return `${file}: error: not a Relata diagram: ${issue?.path.join('.') || 'the document'}: ${issue?.message}`;
}

/**
 * Reads a schema file in its format (SQL in `dialect`, else in the project's: a guess from the
 * text would read a PostgreSQL file with a backtick in a function's body as MySQL): its model, or
 * one line naming the first statement that could not be read and how many more there are.
 */
export function readSchemaFile(
  text: string,
  file: string,
  projectDialect: SqlDialect,
  dialect?: SqlDialect,
): SchemaFile | { error: string } {
  const format = formatOfFile(file);
  const source = text.replace(/^\ufeff/, '');
  if (format === 'json') {
    const model = readJson(source, file);
    return typeof model === 'string' ? { error: model } : { model, format, notes: [] };
  }
  const read = format === 'dbml' ? 'dbml' : (dialect ?? projectDialect);
  const result = importDdl(source, read);
  const [first, ...more] = result.errors;
  if (first)
    return {
      error:
        `${file}:${first.line}: error: ${commentText(first.message)}` +
        (more.length > 0 ? ` (and ${more.length} more)` : ''),
    };
  const notes = result.warnings.map((w) => `${file}:${w.line}: note: ${commentText(w.message)}`);
  return { model: result.model, format, notes };
}
