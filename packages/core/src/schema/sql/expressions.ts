import { SqlLexer } from '../import/sqlLexer';
import { dialectLiterals, quoteAlways } from '../quoting';
import type { SqlDialect } from './dialects';
import { RESERVED_WORDS } from './reserved';
import { isBooleanType, sqlTypeFor } from './typeMapping';
import {
  mysqlOnlyFunction,
  renamedFunctions,
  standardConcat,
  standardIf,
  unknownMysqlFunction,
} from './mysqlFunctions';

/**
 * MSSQL's CLR methods on hierarchyid and spatial columns (`DocumentNode.GetLevel()`), which the
 * other engines would read as a function of a schema.
 */
const CLR_METHOD =
  /(\]|\w)\s*\.\s*\[?(GetLevel|GetAncestor|GetDescendant|GetRoot|GetReparentedValue|IsDescendantOf|STAsText|STDistance|STArea|STLength|STIntersects|ToString)\]?\s*\(/i;

/**
 * PostgreSQL's own operators: a regular-expression match (`~`, `~*` after an operand; elsewhere `~`
 * is the bitwise NOT before one), `OPERATOR(schema.op)`, SIMILAR TO, `~~` and `!~`.
 */
const PG_OPERATORS = String.raw`::|\bE'|\bARRAY\s*\[|\bANY\s*\(|[\w)']\s*~|~~|!~|\bOPERATOR\s*\(|\bSIMILAR\s+TO\b|\bILIKE\b`;

/** Spellings only other dialects understand: an expression using them is not written. */
const FOREIGN: Record<SqlDialect, RegExp> = {
  // MySQL's spatial functions (st_x, st_distance_sphere) are PostGIS's, not PostgreSQL's own.
  postgresql:
    /\b(getdate|isnull|newid|curdate|datetime|strftime|randomblob|ifnull|st_[a-z_]+)\s*\(/i,
  mysql: new RegExp(
    `${PG_OPERATORS}|\\b(nextval|getdate|isnull|newid|datetime|strftime|randomblob)\\s*\\(`,
    'i',
  ),
  sqlite: new RegExp(
    `${PG_OPERATORS}|\\bINTERVAL\\b|\\b(nextval|getdate|isnull|newid|curdate|now)\\s*\\(`,
    'i',
  ),
  mssql: new RegExp(
    `${PG_OPERATORS}|\\bINTERVAL\\b|\\b(nextval|curdate|now|datetime|strftime|randomblob)\\s*\\(`,
    'i',
  ),
};

/** A string literal in standard spelling, matched as a whole so that what is inside it is not read as SQL. */
const LITERAL = String.raw`'(?:[^']|'')*'`;

/** PostgreSQL's interval with words in its string (`INTERVAL '1 day'`), which MySQL spells otherwise. */
const INTERVAL_WORDS = /\bINTERVAL\s*'[^']*[a-z][^']*'/i;

/** The text without PostgreSQL casts, for dialects that have none; strings are left as they are. */
export function stripCasts(expression: string): string {
  return expression.replace(CAST, (match, literal?: string) => literal ?? '');
}

/** The text with every string literal emptied, for tests of the SQL around them. */
export const withoutLiterals = (expression: string): string =>
  expression.replace(new RegExp(LITERAL, 'g'), "''");

/** PostgreSQL casts (`'x'::text`, `(a)::date`, `::character varying(20)[]`), for dialects without them. */
const CAST = new RegExp(
  String.raw`(${LITERAL})|::\s*(?:"[^"]+"|[a-z_][\w.]*)(?:\s+(?:varying|precision|without|with|time|zone))*\s*(?:\(\s*\d+(?:\s*,\s*\d+)?\s*\))?(?:\[\])*`,
  'gi',
);

/** The identifier quotes each dialect reads as such (others are re-quoted). */
const KEEPS: Record<SqlDialect, string> = {
  postgresql: '"',
  mysql: '`',
  sqlite: '"`[',
  mssql: '"[',
};

/** Where a quoted piece that opens at `from` with `close` as its closing quote ends (a doubled one is inside it), or -1. */
function closingQuote(text: string, from: number, close: string): number {
  for (let end = text.indexOf(close, from); end >= 0; end = text.indexOf(close, end + 2))
    if (text[end + 1] !== close) return end;
  return -1;
}

/** The text with quoted identifiers in any dialect's quotes re-quoted the target's way; strings untouched. */
function requote(expression: string, dialect: SqlDialect): string {
  let out = '';
  for (let i = 0; i < expression.length; i++) {
    const ch = expression[i] ?? '';
    const close = ch === '"' ? '"' : ch === '`' ? '`' : ch === '[' ? ']' : ch === "'" ? "'" : '';
    const end = close === '' ? -1 : closingQuote(expression, i + 1, close);
    // `[...]` quotes a name only where it holds one (not PostgreSQL's ARRAY[...] or a subscript).
    const bracketName =
      ch !== '[' ||
      (/^(?:[\w\s$#@]|\]\])+$/.test(expression.slice(i + 1, end)) && !/[\w\]]$/.test(out));
    if (end < 0 || !bracketName) {
      out += ch;
      continue;
    }
    const text = expression.slice(i, end + 1);
    out +=
      ch === "'" || KEEPS[dialect].includes(ch)
        ? text
        : quoteAlways(text.slice(1, -1).replaceAll(close + close, close), dialect);
    i = end;
  }
  return out;
}

/** An expression in a dialect, or why it cannot be written there. */
export type TranslatedExpression = { sql: string } | { dropped: string };

/**
 * The text with bare column names quoted where PostgreSQL would fold them: `UnitPrice >= 0`
 * (read case-insensitively by the other engines) names the column "UnitPrice", not unitprice.
 * Strings, quoted names and function names are left alone.
 */
function quoteFoldedColumns(expression: string, columns: readonly string[]): string {
  const lower = new Set(columns.filter((c) => c === c.toLowerCase()));
  const byKey = new Map(
    columns
      .filter((c) => c !== c.toLowerCase() && !lower.has(c.toLowerCase()))
      .map((c) => [c.toLowerCase(), c]),
  );
  if (byKey.size === 0) return expression;
  return expression.replace(
    /'(?:[^']|'')*'|"(?:[^"]|"")*"|([A-Za-z_][\w$]*)(?!\s*\()/g,
    (token, word: string | undefined) => {
      const column = word === undefined ? undefined : byKey.get(word.toLowerCase());
      return column ? quoteAlways(column, 'postgresql') : token;
    },
  );
}

/** Words that are operators in an expression, never read as a column's name. */
const OPERATOR_WORDS = new Set(
  'AND OR NOT IS IN LIKE GLOB REGEXP RLIKE BETWEEN NULL TRUE FALSE CASE WHEN THEN ELSE END ESCAPE COLLATE DIV MOD XOR CAST AS DISTINCT EXISTS'.split(
    ' ',
  ),
);

/**
 * The text with bare names of the table's columns quoted where they are reserved words of the
 * target (`CHECK (Lock='X')` from SQLite is `CHECK (\`Lock\`='X')` on MariaDB). Strings, quoted
 * names, function names and operator words are left alone.
 */
function quoteReservedColumns(
  expression: string,
  dialect: SqlDialect,
  columns: readonly string[],
): string {
  const byKey = new Map(
    columns
      .filter(
        (c) => RESERVED_WORDS[dialect].has(c.toUpperCase()) && !OPERATOR_WORDS.has(c.toUpperCase()),
      )
      .map((c) => [c.toLowerCase(), c]),
  );
  if (byKey.size === 0) return expression;
  return expression.replace(
    /'(?:[^']|'')*'|"(?:[^"]|"")*"|`[^`]*`|\[[^\]]*\]|([A-Za-z_][\w$]*)(?!\s*\()/g,
    (token, word: string | undefined) => {
      const column = word === undefined ? undefined : byKey.get(word.toLowerCase());
      return column ? quoteAlways(column, dialect) : token;
    },
  );
}

/** A column as an expression sees it: its name, and its type (for PostgreSQL's money). */
export interface ExpressionColumn {
  name: string;
  type: string;
}

/**
 * The text with a number compared to a money column cast to money: PostgreSQL has no money >=
 * numeric operator (`"UnitPrice" >= (0)` becomes `"UnitPrice" >= (0)::money`).
 */
function castMoneyLiterals(expression: string, columns: readonly ExpressionColumn[]): string {
  const num = String.raw`(\(\s*[+-]?\d+(?:\.\d+)?\s*\)|[+-]?\d+(?:\.\d+)?(?![\d.]))(?!\s*::)`;
  return columns
    .filter((c) => /^money$/i.test(c.type.trim()))
    .reduce((text, c) => {
      const escaped = c.name.replace(/\W/g, '\\$&');
      const name = String.raw`(?:"${escaped}"|\b${escaped}\b)`;
      const compared = new RegExp(String.raw`(${name}\s*(?:>=|<=|<>|!=|=|<|>)\s*)${num}`, 'gi');
      const between = new RegExp(
        String.raw`(${name}\s+(?:NOT\s+)?BETWEEN\s+)${num}(\s+AND\s+)${num}`,
        'gi',
      );
      return text.replace(between, '$1$2::money$3$4::money').replace(compared, '$1$2::money');
    }, expression);
}

/**
 * The text with each boolean column compared to numbers read as an integer: MySQL's TINYINT(1)
 * and SQLite's BOOL hold 0 and 1, and their checks and predicates say so (`flag IN (0, 1)`,
 * `archived = 0`), but PostgreSQL writes them BOOLEAN and has no boolean = integer operator.
 */
function castBooleanComparisons(expression: string, columns: readonly ExpressionColumn[]): string {
  const num = String.raw`[+-]?\d+(?:\.\d+)?(?![\d.])`;
  return columns
    .filter((c) => isBooleanType(c.type) || sqlTypeFor(c.type, 'postgresql') === 'BOOLEAN')
    .reduce((text, c) => {
      const escaped = c.name.replace(/\W/g, '\\$&');
      const name = String.raw`("${escaped}"|\b${escaped}\b)(?!\s*::)`;
      const compared = new RegExp(
        String.raw`${name}(\s*(?:>=|<=|<>|!=|=|<|>)\s*\(?\s*${num}|\s+(?:NOT\s+)?(?:IN\s*\(\s*${num}|BETWEEN\s+${num}))`,
        'gi',
      );
      return text.replace(compared, '($1)::integer$2');
    }, expression);
}

/**
 * A check, index or generated-column expression for a dialect: quoted identifiers re-quoted its
 * way, string literals spelled its way (MySQL's backslashes) and (outside PostgreSQL) casts
 * removed; on PostgreSQL, bare names of the table's mixed-case columns quoted and numbers compared
 * to money columns cast. An expression using another dialect's functions or operators, or that is
 * not one expression (see isOneExpression), is not written but reported.
 */
export function translateExpression(
  expression: string,
  dialect: SqlDialect,
  columns: readonly ExpressionColumn[] = [],
): TranslatedExpression {
  const uncast = dialect === 'postgresql' ? expression : stripCasts(expression);
  // MySQL's IF(c, a, b) is CASE WHEN c THEN a ELSE b END elsewhere.
  const ifless = dialect === 'mysql' ? uncast : standardIf(uncast, dialect === 'postgresql');
  const plain = renamedFunctions(
    dialect === 'postgresql' || dialect === 'sqlite' ? standardConcat(ifless) : ifless,
    dialect,
  );
  const code = withoutLiterals(plain);
  if (
    FOREIGN[dialect].test(code) ||
    (dialect !== 'mssql' && CLR_METHOD.test(code)) ||
    (dialect === 'mysql' && INTERVAL_WORDS.test(plain))
  )
    return { dropped: `the expression ${expression} is not ${dialect} SQL` };
  const unknown = dialect === 'mysql' ? unknownMysqlFunction(code) : null;
  if (unknown) return { dropped: `MySQL has no function ${unknown}` };
  const mysqlOnly = mysqlOnlyFunction(code, dialect);
  if (mysqlOnly) return { dropped: `${dialect} has no function ${mysqlOnly} (MySQL's)` };
  let sql = requote(plain, dialect);
  if (dialect !== 'postgresql')
    sql = quoteReservedColumns(
      sql,
      dialect,
      columns.map((c) => c.name),
    );
  if (dialect === 'postgresql')
    sql = castBooleanComparisons(
      castMoneyLiterals(
        quoteFoldedColumns(
          sql,
          columns.map((c) => c.name),
        ),
        columns,
      ),
      columns,
    );
  sql = dialectLiterals(sql, dialect);
  if (!isOneExpression(sql, dialect))
    return { dropped: `the expression ${expression} is not one ${dialect} expression` };
  return { sql };
}

/**
 * Whether SQL text is one expression to a dialect's lexer: it reads to its end, holds no comment,
 * no statement end and no client command, and its parentheses balance. Written into a statement,
 * such text cannot end the statement or hide what follows it.
 */
export function isOneExpression(sql: string, dialect: SqlDialect): boolean {
  let tokens;
  try {
    tokens = new SqlLexer(sql, dialect).run();
  } catch {
    return false;
  }
  let depth = 0;
  let at = 0;
  for (const t of tokens) {
    if (t.kind === 'end' || t.kind === 'meta' || sql.slice(at, t.start).trim() !== '') return false;
    if (t.kind === 'punct' && t.value === '(') depth++;
    else if (t.kind === 'punct' && t.value === ')' && --depth < 0) return false;
    at = t.end;
  }
  return depth === 0 && sql.slice(at).trim() === '';
}
