/**
 * Checks and edits of SQL text that a catalog dump carries as it is (a type, a default, a check,
 * a view's query): read with the dialect's lexer, so that text which would end its statement or
 * its parentheses is refused instead of written into a script.
 */
import { SqlLexer, type Token } from '../import/sqlLexer';
import type { SqlDialect } from '../sql/dialects';

/** The tokens of a text, or null when the dialect's lexer cannot read it to its end. */
function tokens(sql: string, dialect: SqlDialect): Token[] | null {
  try {
    return new SqlLexer(sql, dialect).run();
  } catch {
    return null;
  }
}

/**
 * Whether a text is one expression that stays inside the clause it is written in: it reads to its
 * end, ends no statement and closes every parenthesis it opens, and no more.
 */
export function standsAlone(sql: string, dialect: SqlDialect): boolean {
  const read = tokens(sql, dialect);
  if (read === null || sql.trim() === '') return false;
  let depth = 0;
  for (const t of read) {
    if (t.kind === 'end' || t.kind === 'meta') return false;
    if (t.kind === 'punct' && t.value === '(') depth++;
    if (t.kind === 'punct' && t.value === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

/**
 * Whether a text is a column or parameter type (`int(10) unsigned`, `enum('a','b')`,
 * `decimal(5,2)`): words, numbers and strings, with parentheses and commas only.
 */
export function isTypeText(type: string, dialect: SqlDialect): boolean {
  const read = tokens(type, dialect);
  return (
    read !== null &&
    read[0]?.kind === 'word' &&
    standsAlone(type, dialect) &&
    read.every((t) => t.kind !== 'punct' || /^[(),]$/.test(t.value))
  );
}

/**
 * A query or body with the qualifiers naming the current database taken out (`db`.`t` is `t`):
 * MariaDB and MySQL store a view's query with every table qualified, which inside another
 * database would name this one. Only name tokens followed by a dot are touched, never a string.
 */
export function withoutQualifier(sql: string, database: string, dialect: SqlDialect): string {
  const read = tokens(sql, dialect);
  if (read === null) return sql;
  let out = '';
  let at = 0;
  read.forEach((t, i) => {
    const next = read[i + 1];
    const isName = t.kind === 'ident' || t.kind === 'word';
    if (isName && t.value === database && next?.kind === 'punct' && next.value === '.') {
      out += sql.slice(at, t.start);
      at = next.end;
    }
  });
  return out + sql.slice(at);
}

/** The name tokens of a text (to find which views a view reads). */
export function nameTokens(sql: string, dialect: SqlDialect): string[] {
  return (tokens(sql, dialect) ?? [])
    .filter((t) => t.kind === 'ident' || t.kind === 'word')
    .map((t) => t.value);
}
