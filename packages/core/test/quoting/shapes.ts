/**
 * The shape of a generated script: what its statements (SQL), definitions (CDS) or blocks (DBML)
 * are, without the names and texts in them. A payload that changes a script's shape changed its
 * meaning.
 */
import TransactSqlParser from 'node-sql-parser/build/transactsql';
import { readDbml } from '../../src/schema/dbml/readDbml';
import { splitStatements } from '../../src/schema/import/splitter';
import { SqlLexer, type Token } from '../../src/schema/import/sqlLexer';
import type { DiagramModel } from '../../src/schema/model';
import type { SqlDialect } from '../../src/schema/sql/dialects';

/** A statement's kind: its first two tokens, words by their keyword and anything else by its kind. */
const kindOf = (tokens: Token[]): string =>
  tokens
    .slice(0, 2)
    .map((t) => (t.kind === 'word' ? t.upper : t.kind))
    .join(' ');

/**
 * A SQL script's statements as the project's lexer and splitter cut them for its dialect, each as
 * its kind (client commands as `meta`). Throws when the lexer cannot read the script to its end.
 */
export function sqlShape(script: string, dialect: SqlDialect): string[] {
  const tokens = new SqlLexer(script, dialect).run();
  return splitStatements(tokens, dialect).map((s) =>
    s.meta === undefined ? kindOf(s.tokens) : `meta ${s.meta.split(/\s+/)[0] ?? ''}`,
  );
}

/** A SQL script's statements' texts, cut as sqlShape cuts them. */
export function sqlStatements(script: string, dialect: SqlDialect): string[] {
  const tokens = new SqlLexer(script, dialect).run();
  return splitStatements(tokens, dialect).flatMap((s) => {
    const [first] = s.tokens;
    const last = s.tokens.at(-1);
    return first && last ? [script.slice(first.start, last.end)] : [];
  });
}

const tsql = new TransactSqlParser.Parser();

/**
 * How many statements node-sql-parser's transactsql grammar reads in one statement's text, or
 * null where the grammar cannot read it (it lacks much of T-SQL, and names of every character).
 */
export function tsqlStatementCount(statement: string): number | null {
  try {
    // The grammar reads a backslash in a string as an escape; SQL Server reads it as itself.
    const ast = tsql.astify(statement.replaceAll('\\', '_'), { database: 'transactsql' });
    return Array.isArray(ast) ? ast.length : 1;
  } catch {
    return null;
  }
}

/** What a DBML script reads back as: its errors, and how many of each thing, per table. */
export function dbmlShape(script: string): { errors: string[]; shape: unknown } {
  const { model, errors } = readDbml(script);
  return { errors: errors.map((e) => `${e.line}: ${e.message}`), shape: modelShape(model) };
}

/** A diagram's parts, counted: tables with their columns, indexes, uniques, checks and comment. */
export function modelShape(model: DiagramModel): unknown {
  return {
    tables: model.tables.map((t) => ({
      columns: t.attributes.map((a) => [!!a.comment, a.defaultValue !== null]),
      indexes: (t.indexes ?? []).length,
      uniques: (t.uniques ?? []).length,
      checks: (t.checks ?? []).length,
      comment: !!t.comment,
    })),
    relationships: model.relationships.length,
    types: (model.types ?? []).map((t) => (t.values ?? []).length),
    comments: model.comments.length,
    areas: (model.areas ?? []).map((a) => (a.tables ?? []).length),
  };
}

/** The CDS words the generator writes; any other word is a name. */
const CDS_WORDS = new Set(
  (
    'namespace entity type key enum default not null Association to on and String Integer ' +
    'Integer64 Decimal Double Boolean Date Time DateTime Timestamp UUID LargeBinary cds JSON ' +
    '$now assert unique'
  ).split(' '),
);

/**
 * A CDS script as its tokens, names as `w` and strings as `s`: line comments end at any line
 * terminator (the CDS compiler is JavaScript), block comments at `*\/`, strings at a quote that is
 * not doubled, delimited names (`![...]`) at a `]` that is not doubled. Throws on an open one.
 */
export function cdsShape(script: string): string[] {
  const out: string[] = [];
  let i = 0;
  const closing = (close: string, from: number): number => {
    for (let k = from; k < script.length; k++)
      if (script[k] === close) {
        if (script[k + 1] !== close) return k;
        k++;
      }
    throw new Error(`unterminated ${close} at ${from}`);
  };
  while (i < script.length) {
    const c = script[i] ?? '';
    if (/\s/.test(c)) i++;
    else if (script.startsWith('//', i)) {
      const end = script.slice(i).search(/[\n\r\u2028\u2029]/);
      i = end < 0 ? script.length : i + end;
    } else if (script.startsWith('/*', i)) {
      const end = script.indexOf('*/', i + 2);
      if (end < 0) throw new Error(`unterminated comment at ${i}`);
      i = end + 2;
    } else if (c === "'") {
      i = closing("'", i + 1) + 1;
      out.push('s');
    } else if (script.startsWith('![', i)) {
      i = closing(']', i + 2) + 1;
      out.push('w');
    } else if (/[\p{L}_$]/u.test(c)) {
      const word = /^[\p{L}\p{N}_$]+/u.exec(script.slice(i))?.[0] ?? c;
      out.push(CDS_WORDS.has(word) ? word : 'w');
      i += word.length;
    } else if (/\d/.test(c)) {
      i += /^\d+/.exec(script.slice(i))?.[0].length ?? 1;
      out.push('n');
    } else {
      out.push(c);
      i++;
    }
  }
  return out;
}
