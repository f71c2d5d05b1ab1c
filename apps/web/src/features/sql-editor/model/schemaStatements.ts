import { generateDdl, statementRanges, type DiagramModel } from '@relata/core';
import type { PlaygroundEngine, SchemaStatement } from '../engine/types';

/** A name as a statement spells it: quoted in any of the dialects' ways, or bare. */
export const NAME = String.raw`(?:"(?:[^"]|"")*"|\x60[^\x60]*\x60|\[[^\]]*\]|[\w$]+)`;
const CHAIN = `(${NAME}(?:\\s*\\.\\s*${NAME})*)`;
/** Where a statement names the table it creates or changes. */
const TABLE_OF = new RegExp(
  String.raw`^\s*(?:CREATE\s+(?:UNIQUE\s+)?INDEX\b[\s\S]*?\bON\s+(?:ONLY\s+)?|CREATE\s+(?:(?:TEMP|TEMPORARY|UNLOGGED)\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?|ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?|COMMENT\s+ON\s+(TABLE|COLUMN)\s+)` +
    CHAIN,
  'i',
);
const PART = new RegExp(NAME, 'g');

/** A name without its quotes (`"a""b"` is `a"b`). */
export const unquote = (part: string): string =>
  /^["`[]/.test(part) ? part.slice(1, -1).replace(/""/g, '"') : part;

/** The names a table may be written under: bare, schema-qualified, and SQLite's folded `schema_name`. */
function namesOf(table: { name: string; schema?: string | undefined }): string[] {
  const name = table.name.toLowerCase();
  if (!table.schema) return [name];
  const schema = table.schema.toLowerCase();
  return [`${schema}.${name}`, `${schema}_${name}`, name];
}

/** The diagram table a statement creates or changes, by its name in the statement. */
export function tableOfStatement(
  sql: string,
  byName: ReadonlyMap<string, string>,
): string | undefined {
  const match = TABLE_OF.exec(sql);
  const chain = match?.[2];
  if (!chain) return undefined;
  const parts = (chain.match(PART) ?? []).map(unquote);
  // COMMENT ON COLUMN t.c names the column last.
  if (match[1]?.toUpperCase() === 'COLUMN') parts.pop();
  const full = parts.join('.').toLowerCase();
  return byName.get(full) ?? byName.get(parts.at(-1)?.toLowerCase() ?? '');
}

/**
 * The diagram's schema as the engine's statements (Relata's generator in the engine's dialect),
 * each with the id of the table it creates or changes, so a refused statement can link to it.
 */
export function schemaStatements(model: DiagramModel, engine: PlaygroundEngine): SchemaStatement[] {
  const ddl = generateDdl(model, engine);
  const byName = new Map<string, string>();
  for (const t of model.tables)
    for (const name of namesOf(t)) if (!byName.has(name)) byName.set(name, t.id);
  return statementRanges(ddl, engine).map(({ from, to }) => {
    const sql = ddl.slice(from, to);
    const table = tableOfStatement(sql, byName);
    return table ? { sql, table } : { sql };
  });
}
