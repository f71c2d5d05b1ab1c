import type { PhysicalSchema } from '../physical';
import type { SqlDialect } from '../sql/dialects';
import { Catalog, type ImportDiagnostic } from './catalog';
import { finishImport } from './finish';
import { splitStatements } from './splitter';
import { SqlLexer, type Token } from './sqlLexer';
import { readStatement } from './statements';
import { ParseError, TokenStream } from './tokenStream';

/** What reading a DDL script gave: the schema, notes on skipped statements, and unreadable statements. */
export interface SqlReadResult {
  schema: PhysicalSchema;
  warnings: ImportDiagnostic[];
  errors: ImportDiagnostic[];
}

function lex(text: string, dialect: SqlDialect, catalog: Catalog): Token[] {
  const lexer = new SqlLexer(text, dialect);
  try {
    return lexer.run();
  } catch (error) {
    const line = (error as { line?: number }).line ?? 1;
    catalog.error(line, error instanceof Error ? error.message : String(error));
    // Keep the complete statements before the one that broke.
    const tokens = lexer.tokens;
    let last = tokens.length - 1;
    while (last >= 0 && tokens[last]?.kind !== 'end') last--;
    return tokens.slice(0, last + 1);
  }
}

/**
 * Reads a SQL DDL script in one dialect: tables with everything the model holds (columns, keys,
 * uniques, indexes, checks, comments), ALTER TABLE, CREATE SCHEMA elements, enums, domains and
 * other types, views, and what the model does not represent (functions, triggers, sequences, ...)
 * verbatim. Statements that change no schema are skipped with a warning naming their line;
 * statements that cannot be read are errors with their line. It never throws on bad input.
 */
export function readSqlDdl(text: string, dialect: SqlDialect): SqlReadResult {
  const catalog = new Catalog(dialect);
  const tokens = lex(text, dialect, catalog);
  for (const statement of splitStatements(tokens, dialect)) {
    if (statement.meta !== undefined) {
      catalog.warn(
        statement.line,
        `skipped client command ${statement.meta.split(/\s+/)[0] ?? ''}`,
      );
      continue;
    }
    try {
      readStatement(new TokenStream(statement.tokens, text), catalog, statement.line);
    } catch (error) {
      if (!(error instanceof ParseError)) throw error;
      const head = statement.tokens
        .slice(0, 3)
        .map((t) => t.value)
        .join(' ');
      catalog.error(
        error.line,
        `${error.message} (in the statement "${head} ..." starting on line ${statement.line})`,
      );
    }
  }
  const schema = finishImport(catalog);
  return {
    schema,
    warnings: catalog.warnings,
    errors: catalog.errors,
  };
}
