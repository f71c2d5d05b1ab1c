import type { SqlDialect } from './dialects';
import { quoteAlways } from './names';

/** Spellings only other dialects understand: an expression using them is not written. */
const FOREIGN: Record<SqlDialect, RegExp> = {
  postgresql: /\b(getdate|isnull|newid|curdate|datetime|strftime|randomblob|ifnull)\s*\(/i,
  mysql:
    /::|\bE'|\bARRAY\s*\[|\bANY\s*\(|~~|!~|\bILIKE\b|\b(nextval|getdate|isnull|newid|datetime|strftime|randomblob)\s*\(/i,
  sqlite:
    /::|\bE'|\bARRAY\s*\[|\bANY\s*\(|~~|!~|\bILIKE\b|\b(nextval|getdate|isnull|newid|curdate|now)\s*\(/i,
  mssql:
    /::|\bE'|\bARRAY\s*\[|\bANY\s*\(|~~|!~|\bILIKE\b|\b(nextval|curdate|now|datetime|strftime|randomblob)\s*\(/i,
};

/** The text without PostgreSQL casts, for dialects that have none. */
export function stripCasts(expression: string): string {
  return expression.replace(CAST, '');
}

/** PostgreSQL casts (`'x'::text`, `(a)::date`, `::character varying(20)[]`), for dialects without them. */
const CAST =
  /::\s*(?:"[^"]+"|[a-z_][\w.]*)(?:\s+(?:varying|precision|without|with|time|zone))*\s*(?:\(\s*\d+(?:\s*,\s*\d+)?\s*\))?(?:\[\])*/gi;

/** The identifier quotes each dialect reads as such (others are re-quoted). */
const KEEPS: Record<SqlDialect, string> = {
  postgresql: '"',
  mysql: '`',
  sqlite: '"`[',
  mssql: '"[',
};

/** The text with quoted identifiers in any dialect's quotes re-quoted the target's way; strings untouched. */
function requote(expression: string, dialect: SqlDialect): string {
  let out = '';
  for (let i = 0; i < expression.length; i++) {
    const ch = expression[i] ?? '';
    const close = ch === '"' ? '"' : ch === '`' ? '`' : ch === '[' ? ']' : ch === "'" ? "'" : '';
    const end = close === '' ? -1 : expression.indexOf(close, i + 1);
    // `[...]` quotes a name only where it holds one (not PostgreSQL's ARRAY[...] or a subscript).
    const bracketName =
      ch !== '[' || (/^[\w\s$#@]+$/.test(expression.slice(i + 1, end)) && !/[\w\]]$/.test(out));
    if (end < 0 || !bracketName) {
      out += ch;
      continue;
    }
    const text = expression.slice(i, end + 1);
    out +=
      ch === "'" || KEEPS[dialect].includes(ch) ? text : quoteAlways(text.slice(1, -1), dialect);
    i = end;
  }
  return out;
}

/** An expression in a dialect, or why it cannot be written there. */
export type TranslatedExpression = { sql: string } | { dropped: string };

/**
 * A check, index or generated-column expression for a dialect: quoted identifiers re-quoted its
 * way and (outside PostgreSQL) casts removed; an expression using another dialect's functions or
 * operators is not translated but reported.
 */
export function translateExpression(expression: string, dialect: SqlDialect): TranslatedExpression {
  const plain = dialect === 'postgresql' ? expression : stripCasts(expression);
  if (FOREIGN[dialect].test(plain))
    return { dropped: `the expression ${expression} is not ${dialect} SQL` };
  return { sql: requote(plain, dialect) };
}
