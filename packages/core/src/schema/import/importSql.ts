import type { PhysicalSchema } from '../physical';
import type { SqlDialect } from '../sql/dialects';
import {
  Catalog,
  type ImportDiagnostic,
  type OutsideForeignKey,
  type UnresolvedReference,
} from './catalog';
import { finishImport } from './finish';
import { StatementSplitter, type Statement } from './splitter';
import { SqlLexer, withExecutableComments, type Token } from './sqlLexer';
import { readStatement } from './statements';
import { ParseError, TokenStream } from './tokenStream';

/**
 * What reading a DDL script gave: the schema, notes on skipped statements, unreadable statements,
 * the foreign keys whose columns do not match what they reference, and those that reference a
 * table the script does not create.
 */
export interface SqlReadResult {
  schema: PhysicalSchema;
  warnings: ImportDiagnostic[];
  errors: ImportDiagnostic[];
  unresolved: UnresolvedReference[];
  outside: OutsideForeignKey[];
}

/**
 * Reads a SQL DDL script in one dialect: tables with everything the model holds (columns, keys,
 * uniques, indexes, checks, comments), ALTER TABLE, CREATE SCHEMA elements, enums, domains and
 * other types, views, and what the model does not represent (functions, triggers, sequences, ...)
 * verbatim. Statements that change no schema are skipped with a warning naming their line;
 * statements that cannot be read are errors with their line; foreign keys to tables the script
 * does not create are kept apart (`outside`). It never throws on bad input.
 */
export function readSqlDdl(script: string, dialect: SqlDialect): SqlReadResult {
  const text = withExecutableComments(script, dialect);
  const catalog = new Catalog(dialect);
  const read = (statement: Statement) => {
    if (statement.meta !== undefined) {
      catalog.warn(
        statement.line,
        `skipped client command ${statement.meta.split(/\s+/)[0] ?? ''}`,
      );
      return;
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
  };
  // A statement at a time (see SqlLexer.nextPart). Text the lexer cannot read (an unterminated
  // string or comment) is an error, listed first; the statements complete before it are kept.
  const lexer = new SqlLexer(text, dialect);
  const splitter = new StatementSplitter(dialect);
  let unreadable: ImportDiagnostic | undefined;
  for (;;) {
    let part: Token[];
    try {
      part = lexer.nextPart();
    } catch (error) {
      const line = (error as { line?: number }).line ?? 1;
      unreadable = { line, message: error instanceof Error ? error.message : String(error) };
      break;
    }
    if (part.length === 0) break;
    splitter.add(part).forEach(read);
  }
  splitter.finish().forEach(read);
  if (unreadable) catalog.errors.unshift(unreadable);
  const schema = finishImport(catalog);
  return {
    schema,
    warnings: catalog.warnings,
    errors: catalog.errors,
    unresolved: catalog.unresolved,
    outside: catalog.outside,
  };
}
