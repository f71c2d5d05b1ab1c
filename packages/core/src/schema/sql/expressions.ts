import { SqlLexer } from '../import/sqlLexer';
import { dialectLiterals, quoteAlways } from '../quoting';
import { withoutIntroducers } from './charsetIntroducer';
import { ENGINE_NAMES, type SqlDialect } from './dialects';
import { RESERVED_WORDS } from './reserved';
import { convertType, isBooleanType, isValidType, sqlTypeFor } from './typeMapping';
import { parseType } from './types';
import {
  blankLiterals,
  callArguments,
  calls,
  coalescedIsnull,
  codeOf,
  mssqlConcat,
  mysqlConcat,
  mysqlOnlyFunction,
  renamedFunctions,
  standardConcat,
  textPlus,
  standardIf,
  unknownMysqlFunction,
} from './mysqlFunctions';
import { globAsRegex, notInSqlite, sqliteCalls } from './sqliteFunctions';

/**
 * MSSQL's CLR methods on hierarchyid and spatial columns (`DocumentNode.GetLevel()`), which the
 * other engines would read as a function of a schema.
 */
const CLR_METHOD =
  /(\]|\w)\s*\.\s*\[?(GetLevel|GetAncestor|GetDescendant|GetRoot|GetReparentedValue|IsDescendantOf|STAsText|STDistance|STArea|STLength|STIntersects|ToString)\]?\s*\(/i;

/**
 * PostgreSQL's own operators: a regular-expression match (`~`, `~*` after an operand; elsewhere `~`
 * is the bitwise NOT before one), `OPERATOR(schema.op)`, SIMILAR TO, `~~` and `!~`, and jsonb's
 * `?`, `?|`, `?&`, `@>`, `<@`, `#>` and `#>>` (a `?` that pgOperators could not write otherwise).
 */
const PG_OPERATORS = String.raw`::|\bE'|\bARRAY\s*\[|\bANY\s*\(|[\w)']\s*~|~~|!~|\bOPERATOR\s*\(|\bSIMILAR\s+TO\b|\bILIKE\b|\?|@>|<@|#>`;

/** T-SQL's functions that PostgreSQL has under no name (len and datalength are renamed, see RENAMED). */
const TSQL_ONLY = `charindex|patindex|datepart|datename|dateadd|datediff|datediff_big|eomonth|iif|stuff|space|quotename|sysdatetime|sysutcdatetime|sysdatetimeoffset|getutcdate|try_convert|try_cast|convert|str|isdate|isnumeric|object_id|schema_name|suser_sname|suser_name|user_name|host_name|app_name|newsequentialid|scope_identity|db_name`;

/** Spellings only other dialects understand: an expression using them is not written. */
const FOREIGN: Record<SqlDialect, RegExp> = {
  // MySQL's spatial functions (st_x, st_distance_sphere) are PostGIS's, not PostgreSQL's own.
  // T-SQL's own functions (charindex, dateadd, iif) are none of PostgreSQL's.
  postgresql: new RegExp(
    `\\b(getdate|isnull|newid|curdate|datetime|strftime|randomblob|ifnull|st_[a-z_]+|${TSQL_ONLY})\\s*\\(`,
    'i',
  ),
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

/**
 * PostgreSQL's functions that give another answer in another session or at another time (the
 * current time; date(text) and concat, which read the session's settings): a generated column
 * calls none, only immutable ones. (A date of a timestamp is immutable: a SQLite script's is of text.)
 */
const PG_NOT_IMMUTABLE =
  /\b(date|concat|concat_ws|format|now|random|to_char|to_date|to_timestamp|age|clock_timestamp|statement_timestamp|transaction_timestamp|timeofday)\s*\(|\b(current_date|current_time|current_timestamp|localtime|localtimestamp)\b/i;

/** The first function PostgreSQL would refuse in a generated column (see PG_NOT_IMMUTABLE), or null. */
export function notImmutableInPostgres(sql: string): string | null {
  const m = PG_NOT_IMMUTABLE.exec(codeOf(sql));
  return m ? (m[1] ? `${m[1]}()` : (m[2] ?? '')) : null;
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
    // A word after `::` names a type (`Coding::text`), not a column.
    /'(?:[^']|'')*'|"(?:[^"]|"")*"|(?<!::\s*)([A-Za-z_][\w$]*)(?!\s*\()/g,
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

const TEXT_KINDS: ReadonlySet<string> = new Set(['varchar', 'char', 'text']);
const NUMBER_TEXT = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?\s*$/i;
/** Calls that give text, in T-SQL and elsewhere. */
const TEXT_CALL =
  /^(ltrim|rtrim|trim|upper|lower|left|right|substring|substr|replace|concat|concat_ws|format|str|char|nchar|space|replicate|stuff|reverse|quotename)\s*\(/i;

/**
 * Whether an operand of `+` is text, by its spelling and the table's columns: a string literal
 * that is no number, a column of a text type, a cast or conversion to text, a call that gives
 * text, or ISNULL or COALESCE of one.
 */
function textOperand(columns: readonly ExpressionColumn[]): (operand: string) => boolean {
  const texts = new Set(
    columns.filter((c) => TEXT_KINDS.has(parseType(c.type).kind)).map((c) => c.name.toLowerCase()),
  );
  const isText = (operand: string): boolean => {
    let o = operand.trim();
    while (/^\(.*\)$/s.test(o) && callArguments(o, 0)?.close === o.length - 1)
      o = o.slice(1, -1).trim();
    const literal = /^N?'((?:[^']|'')*)'$/is.exec(o);
    if (literal) return !NUMBER_TEXT.test(literal[1] ?? '');
    const name = /^(?:\[([^\]]+)\]|"((?:[^"]|"")+)"|`([^`]+)`|([A-Za-z_][\w$]*))$/.exec(o);
    if (name) return texts.has((name[1] ?? name[2] ?? name[3] ?? name[4] ?? '').toLowerCase());
    if (/^(try_)?(cast|convert)\s*\(/i.test(o)) return /\b(n?(var)?char|n?text|sysname)\b/i.test(o);
    if (TEXT_CALL.test(o)) return true;
    if (/^(isnull|coalesce|ifnull)\s*\(/i.test(o))
      return callArguments(o, o.indexOf('('))?.args.some(isText) ?? false;
    return false;
  };
  return isText;
}

const NUMBER_KINDS: ReadonlySet<string> = new Set(['integer', 'decimal', 'float']);

/**
 * Whether an expression (a typeless computed column's, T-SQL's `[Qty] * [Price]`) gives a number:
 * it names only columns of number types, holds no string literal, and joins no text. PostgreSQL
 * refuses a number computed into a TEXT column.
 */
export function isNumberExpression(
  expression: string,
  columns: readonly ExpressionColumn[],
): boolean {
  const code = codeOf(expression);
  if (/'/.test(code) || /\|\|/.test(code) || /\b(CASE|CAST|CONVERT)\b/i.test(code)) return false;
  const kinds = new Map(columns.map((c) => [c.name.toLowerCase(), parseType(c.type).kind]));
  let named = 0;
  for (const m of expression.matchAll(
    /\[([^\]]+)\]|"((?:[^"]|"")+)"|`([^`]+)`|\b([A-Za-z_][\w$]*)\b(?!\s*\()/g,
  )) {
    const name = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').toLowerCase();
    const kind = kinds.get(name);
    if (kind === undefined) {
      // A bare word that is no column (a keyword, a function's name) says nothing of the type.
      if (m[4] !== undefined && !/^(abs|round|floor|ceiling|power|sqrt)$/i.test(name)) return false;
      continue;
    }
    if (!NUMBER_KINDS.has(kind)) return false;
    named++;
  }
  return named > 0;
}

/** Whether an expression names a column (bare, qualified or quoted, in any case) outside its literals. */
export function namesColumn(expression: string, column: string): boolean {
  const wanted = column.toLowerCase();
  for (const m of blankLiterals(expression).matchAll(
    /\[([^\]]+)\]|"((?:[^"]|"")+)"|`([^`]+)`|(?<![\w$])([A-Za-z_][\w$]*)(?!\s*\()/g,
  ))
    if ((m[1] ?? m[2]?.replace(/""/g, '"') ?? m[3] ?? m[4])?.toLowerCase() === wanted) return true;
  return false;
}

/** A call of a function by a quoted or qualified name (`[dbo].[ufnLeadingZeros](x)`, `"f"(x)`, `s.f(x)`). */
const NAMED_CALL =
  /((?:(?:\[[^\]]+\]|"(?:[^"]|"")+"|`[^`]+`|[A-Za-z_][\w$]*)\s*\.\s*)?(?:\[[^\]]+\]|"(?:[^"]|"")+"|`[^`]+`|(?<=\.\s*)[A-Za-z_][\w$]*))\s*\(/g;

/** Why an expression calling a function by a quoted or qualified name is not written (see ownFunctionCall). */
const OWN_FUNCTION: Record<SqlDialect, (name: string) => string> = {
  postgresql: (name) => `${name}() is a SQL Server function, which is not written for PostgreSQL`,
  mysql: (name) => `MySQL calls no stored function (${name}) there`,
  sqlite: (name) => `SQLite has no function ${name}`,
  mssql: (name) => `SQL Server has no function ${name}`,
};

/**
 * The first call of a function of the script's own that the dialect cannot make, or null: MySQL
 * calls no stored function in a check, default, generated column or index, SQLite has no schemas
 * of functions, and a name in T-SQL's brackets or of its `dbo` schema is a SQL Server function,
 * which is written for no other engine (PostgreSQL reads quoted and qualified calls of its own).
 */
export function ownFunctionCall(expression: string, dialect: SqlDialect): string | null {
  if (dialect === 'mssql') return null;
  const code = blankLiterals(expression);
  for (const m of code.matchAll(NAMED_CALL)) {
    const name = (m[1] ?? '').replace(/\s+/g, '');
    if (dialect !== 'postgresql' || /\]$|^(\[dbo\]|"dbo"|dbo)\./i.test(name)) return name;
  }
  return null;
}

/**
 * The first money column an expression computes with, or null: PostgreSQL's money adds only to
 * money and multiplies only by plain numbers (no money * money, numeric - money, or COALESCE to a
 * number), where SQL Server's money is a number like any other (see translateExpression).
 */
function moneyArithmetic(expression: string, columns: readonly ExpressionColumn[]): string | null {
  const code = withoutLiterals(expression);
  for (const c of columns) {
    if (!/^money$/i.test(c.type.trim())) continue;
    const name = columnName(c.name);
    if (new RegExp(String.raw`[-+*/]\s*${name}|${name}\s*[-+*/]`, 'i').test(code)) return c.name;
  }
  return null;
}

/**
 * MySQL's and SQLite's `json_object()` and `json_array()` without arguments (an empty object or
 * array, a JSON column's usual default) as PostgreSQL's json_build_object() and json_build_array(),
 * which take none as well; PostgreSQL's own json_object takes arrays, and is left as it is.
 */
function emptyJsonCalls(expression: string): string {
  const code = codeOf(expression);
  let out = '';
  let at = 0;
  for (const m of code.matchAll(/(?<![\w$.])json_(object|array)(?=\s*\(\s*\))/gi)) {
    out += `${expression.slice(at, m.index)}json_build_${(m[1] ?? '').toLowerCase()}`;
    at = m.index + m[0].length;
  }
  return out + expression.slice(at);
}

/** A pattern for a column's name, bare or in double quotes. */
function columnName(name: string): string {
  const escaped = name.replace(/\W/g, '\\$&');
  return String.raw`(?:"${escaped}"|\b${escaped}\b)`;
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
      const name = columnName(c.name);
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
      const name = String.raw`(${columnName(c.name)})(?!\s*::)`;
      const compared = new RegExp(
        String.raw`${name}(\s*(?:>=|<=|<>|!=|=|<|>)\s*\(?\s*${num}|\s+(?:NOT\s+)?(?:IN\s*\(\s*${num}|BETWEEN\s+${num}))`,
        'gi',
      );
      return text.replace(compared, '($1)::integer$2');
    }, expression);
}

/** MySQL's CAST types, which CAST takes alone: `SIGNED`, `UNSIGNED INTEGER`. */
const MYSQL_INTEGER_CAST = /^(un)?signed(\s+int(eger)?)?$/i;

/** The types MySQL's CAST takes, with their sizes: `CHAR(10)`, `DECIMAL(10, 2)`, `DATETIME(6)`, `JSON`. */
const MYSQL_CAST_TYPE =
  /^(binary|n?char|date|datetime|decimal|double(?!\s+precision)|float|json|time|year)\s*(\(\s*\d+\s*(,\s*\d+\s*)?\))?$/i;

/** A type as MySQL's CAST takes it: it knows only its own few names (no REAL, INT or TEXT). */
function mysqlCastType(type: string, sqlite: boolean): string {
  if (MYSQL_INTEGER_CAST.test(type)) return type;
  // MySQL's own CAST types, as a MySQL script wrote them (a SQLite script's REAL is no FLOAT).
  if (!sqlite && MYSQL_CAST_TYPE.test(type.trim())) return type;
  const p = parseType(type);
  const numbers = p.args.filter((a) => /^\d+$/.test(a));
  const sized = (name: string, count = 1) =>
    numbers.length > 0 && numbers.length <= count ? `${name}(${numbers.join(', ')})` : name;
  switch (p.kind) {
    case 'integer':
      return p.unsigned ? 'UNSIGNED' : 'SIGNED';
    case 'boolean':
      return 'SIGNED';
    // SQLite's REAL is a double.
    case 'float':
      return p.size === 4 && !sqlite ? 'FLOAT' : 'DOUBLE';
    // DECIMAL alone is DECIMAL(10, 0): no fraction (see typeMapping's unconstrained decimal).
    case 'decimal':
      return numbers.length > 0 ? sized('DECIMAL', 2) : 'DECIMAL(65, 30)';
    case 'binary':
      return sized('BINARY');
    case 'date':
      return 'DATE';
    case 'time':
      return sized('TIME');
    case 'datetime':
    case 'datetimetz':
      return sized('DATETIME');
    default:
      return p.kind === 'varchar' || p.kind === 'char' ? sized('CHAR') : 'CHAR';
  }
}

/**
 * A CAST's type in a dialect: MySQL's own few names there; elsewhere MySQL's SIGNED and UNSIGNED
 * as integers, a CHAR without length (MySQL's and SQLite's text of any length, one character in
 * PostgreSQL and SQL Server) as the text type, and any other type mapped as a column's is.
 */
function castType(type: string, dialect: SqlDialect, sqlite: boolean): string {
  if (dialect === 'mysql') return mysqlCastType(type, sqlite);
  if (MYSQL_INTEGER_CAST.test(type)) return dialect === 'sqlite' ? 'INTEGER' : 'BIGINT';
  if (dialect === 'sqlite') return type;
  const p = parseType(type);
  if (p.kind === 'char' && p.args.length === 0) return sqlTypeFor('text', dialect);
  // A type of the script's own (an enum, a domain) or one Relata does not know is the engine's to read.
  if (!sqlite && (p.kind === 'unknown' || isValidType(type, dialect))) return type;
  return convertType(type, dialect, { keyed: false, sql: true, sqliteTypes: sqlite }).sql;
}

/** The text with the type of each `CAST(x AS type)` spelled the dialect's way (see castType). */
function castTypes(expression: string, dialect: SqlDialect, sqlite: boolean): string {
  const code = codeOf(expression);
  const spans: { from: number; to: number; type: string }[] = [];
  for (const call of calls(expression)) {
    if (call.name.toLowerCase() !== 'cast') continue;
    const open = expression.indexOf('(', call.index + call.name.length);
    const found = callArguments(expression, open);
    if (!found || found.args.length !== 1) continue;
    // The type follows the last AS outside parentheses.
    let depth = 0;
    let as = -1;
    for (const m of code.slice(open + 1, found.close).matchAll(/[()]|\bAS\b/gi)) {
      if (m[0] === '(') depth++;
      else if (m[0] === ')') depth--;
      else if (depth === 0) as = open + 1 + m.index + 2;
    }
    const type = as < 0 ? '' : expression.slice(as, found.close).trim();
    const mapped = type === '' ? type : castType(type, dialect, sqlite);
    if (mapped !== type) spans.push({ from: as, to: found.close, type: ` ${mapped}` });
  }
  let out = '';
  let at = 0;
  for (const span of spans.sort((a, b) => a.from - b.from)) {
    out += expression.slice(at, span.from) + span.type;
    at = span.to;
  }
  return out + expression.slice(at);
}

/** SQLite's `==`, which the other engines spell `=`; strings and quoted names untouched. */
function singleEquals(expression: string): string {
  const code = codeOf(expression);
  let out = '';
  let at = 0;
  for (const m of code.matchAll(/==/g)) {
    out += `${expression.slice(at, m.index)}=`;
    at = m.index + 2;
  }
  return out + expression.slice(at);
}

/**
 * SQLite's operators and functions in another engine: its calls spelled there (sqliteCalls), GLOB
 * as a regular expression and `==` as `=`; for a SQLite script's expression (`sqlite`), a call the
 * engine lacks drops the expression.
 */
function fromSqlite(
  expression: string,
  dialect: Exclude<SqlDialect, 'sqlite'>,
  sqlite: boolean,
): TranslatedExpression {
  const spelled = sqlite ? sqliteCalls(expression, dialect) : { sql: expression };
  if ('missing' in spelled)
    return { dropped: `${ENGINE_NAMES[dialect]} has no SQLite function ${spelled.missing}` };
  const globbed = globAsRegex(spelled.sql, dialect);
  if (!('sql' in globbed)) return globbed;
  // SQLite's LIKE ignores the case of ASCII letters; PostgreSQL's ILIKE does, its LIKE does not.
  const liked =
    sqlite && dialect === 'postgresql'
      ? replaceWords(globbed.sql, /\bLIKE\b/gi, 'ILIKE')
      : globbed.sql;
  return { sql: singleEquals(liked) };
}

/** The text with each match of `word` outside literals and quoted names replaced. */
function replaceWords(expression: string, word: RegExp, by: string): string {
  const code = codeOf(expression);
  let out = '';
  let at = 0;
  for (const m of code.matchAll(word)) {
    out += expression.slice(at, m.index) + by;
    at = m.index + m[0].length;
  }
  return out + expression.slice(at);
}

/**
 * The text with each integer column that stands as a truth value (an operand of NOT, AND or OR, or
 * a CASE's WHEN) compared to 0: SQLite and MySQL read a number as true or false, PostgreSQL takes
 * only a boolean there (`WHERE NOT sent` is `WHERE NOT (sent <> 0)`). Left as it is beside a
 * BETWEEN, whose AND is no logical one.
 */
function integerTruths(expression: string, columns: readonly ExpressionColumn[]): string {
  const code = codeOf(expression);
  if (/\bBETWEEN\b/i.test(code)) return expression;
  const spans: { at: number; length: number }[] = [];
  for (const c of columns) {
    const kind = parseType(c.type).kind;
    if (!/^(integer|decimal|float)$/.test(kind) || sqlTypeFor(c.type, 'postgresql') === 'BOOLEAN')
      continue;
    const name = columnName(c.name);
    const operand = new RegExp(
      String.raw`(?:\b(?:NOT|AND|OR|WHEN)\s+)(${name})(?=\s*(?:$|\)|\b(?:AND|OR|THEN)\b))|(?:^|(?<![\w$"]\s*)\()\s*(${name})(?=\s*\b(?:AND|OR)\b)`,
      'gi',
    );
    for (const m of expression.matchAll(operand)) {
      const found = m[1] ?? m[2] ?? '';
      const at = m.index + m[0].length - found.length;
      // The name as the text has it, not inside a literal (the code there is blank).
      if (code.slice(at, at + found.length) === expression.slice(at, at + found.length))
        spans.push({ at, length: found.length });
    }
  }
  let out = '';
  let at = 0;
  for (const span of spans.sort((a, b) => a.at - b.at)) {
    if (span.at < at) continue;
    const column = expression.slice(span.at, span.at + span.length);
    out += `${expression.slice(at, span.at)}(${column} <> 0)`;
    at = span.at + span.length;
  }
  return out + expression.slice(at);
}

/**
 * A check, index or generated-column expression for a dialect: quoted identifiers re-quoted its
 * way, string literals spelled its way (MySQL's backslashes), CAST types mapped (castType), `||`
 * written as MySQL's CONCAT, and (outside PostgreSQL) casts removed; on PostgreSQL, bare names of
 * the table's mixed-case columns quoted and numbers compared to money columns cast. An expression
 * of a SQLite script (`from`) has its calls checked and spelled for the dialect (sqliteCalls). An
 * expression using another dialect's functions or operators, or that is not one expression (see
 * isOneExpression), is not written but reported.
 */
/** An array's items: literals (in parentheses or not), names and numbers. */
const ITEMS = String.raw`(?:${LITERAL}|\(\s*${LITERAL}\s*\)|[^\[\]'();])*`;
/** A literal, or `= ANY (ARRAY[...])` / `<> ALL (ARRAY[...])` over literals and names. */
const ANY_ARRAY = new RegExp(
  String.raw`(${LITERAL})|(=|<>|!=)\s*(ANY|ALL)\s*\(\s*(?:ARRAY\s*\[(${ITEMS})\]|\(\s*ARRAY\s*\[(${ITEMS})\]\s*\))\s*\)`,
  'gi',
);

/**
 * PostgreSQL's spelling of a list test, as its catalog prints every `x IN ('a', 'b')`: `x = ANY
 * (ARRAY['a', 'b'])` is `x IN ('a', 'b')` again, `x <> ALL (ARRAY[...])` `x NOT IN (...)`; an
 * item may be a literal in parentheses (`ARRAY[('n'::varchar)::text]`, its casts taken off).
 */
export function anyArrayAsIn(expression: string): string {
  return expression.replace(
    ANY_ARRAY,
    (
      whole: string,
      literal: string | undefined,
      op: string | undefined,
      quantifier: string | undefined,
      bare: string | undefined,
      wrapped: string | undefined,
      at: number,
    ) => {
      const items = bare ?? wrapped;
      if (literal !== undefined || op === undefined || items === undefined) return whole;
      const any = quantifier?.toUpperCase() === 'ANY';
      if (any !== (op === '=')) return whole;
      const space = /\s/.test(expression[at - 1] ?? ' ') ? '' : ' ';
      return `${space}${any ? 'IN' : 'NOT IN'} (${items.trim()})`;
    },
  );
}

/** A string literal cast to varchar, as PostgreSQL prints an IN list's items on a varchar column. */
const VARCHAR_ITEM = String.raw`'(?:[^']|'')*'::character varying`;
/**
 * How PostgreSQL prints `col IN ('a', 'b')` on a varchar column: `(col)::text = ANY ((ARRAY['a'::character
 * varying, 'b'::character varying])::text[])` (`<> ALL` for NOT IN).
 */
const STORED_VARCHAR_IN = new RegExp(
  String.raw`\(("(?:[^"]|"")+"|[A-Za-z_][\w$]*)\)::text (= ANY|<> ALL) \(\(ARRAY\[(${VARCHAR_ITEM}(?:, ${VARCHAR_ITEM})*)\]\)::text\[\]\)`,
  'g',
);

/**
 * A check PostgreSQL printed (pg_get_constraintdef) in the spelling that makes it again as it is
 * stored. Its print of a varchar column's IN list, read back, is stored otherwise (each item cast
 * to text, `ARRAY[('a'::character varying)::text]`), so it is written as the IN list it came from.
 */
export function storedPostgresCheck(definition: string): string {
  return definition.replace(
    STORED_VARCHAR_IN,
    (_whole, column: string, test: string, items: string) => {
      const literals = items.replace(/('(?:[^']|'')*')::character varying/g, '$1');
      return `${column} ${test === '= ANY' ? 'IN' : 'NOT IN'} (${literals})`;
    },
  );
}

/** A name, quoted or not, and schema-qualified or not. */
const PG_NAME = String.raw`(?:"(?:[^"]|"")+"|[A-Za-z_][\w$]*)(?:\s*\.\s*(?:"(?:[^"]|"")+"|[A-Za-z_][\w$]*))?`;
/** A literal, or what pgOperators rewrites: OPERATOR(schema.op), pg_catalog.fn(, name ~ 'pattern'. */
const PG_SPELLINGS = new RegExp(
  String.raw`(${LITERAL})|\bOPERATOR\s*\(\s*(?:[A-Za-z_]\w*\s*\.\s*)?([^\s\w()]+)\s*\)|\bpg_catalog\s*\.\s*(?=[A-Za-z_]\w*\s*\()|(${PG_NAME})\s*(!?~\*?)\s*'((?:[^']|'')*)'`,
  'gi',
);

/**
 * PostgreSQL's own spellings written for another engine: `OPERATOR(pg_catalog.~)` (pg_dump's, with
 * an empty search_path) is the bare operator, `pg_catalog.length(` the bare function; in MySQL a
 * regular-expression match on a pattern literal (`code ~ '^[a-z]+$'`, `~*`, `!~`, `!~*`) is
 * REGEXP with the pattern's case rule in it, `(?-i)` or `(?i)`, as MySQL's REGEXP otherwise
 * follows the column's collation. Elsewhere the match stays PostgreSQL's (and the check is left out).
 */
function pgOperators(expression: string, dialect: SqlDialect): string {
  const rewrite = (text: string, matches: boolean) =>
    text.replace(
      PG_SPELLINGS,
      (
        whole,
        literal?: string,
        operator?: string,
        name?: string,
        match?: string,
        pattern?: string,
      ) => {
        if (literal !== undefined) return whole;
        if (operator !== undefined) return operator;
        if (name === undefined || match === undefined || pattern === undefined) return '';
        if (!matches || dialect !== 'mysql') return whole;
        const flag = match.endsWith('*') ? '(?i)' : '(?-i)';
        return `${name} ${match.startsWith('!') ? 'NOT ' : ''}REGEXP '${flag}${pattern}'`;
      },
    );
  // The operators first: a match may be spelled OPERATOR(pg_catalog.~).
  return anyArrayAsIn(keyExists(rewrite(rewrite(expression, false), true), dialect));
}

/** A literal, or jsonb's test of a top-level key (`payload ? 'accountId'`) on a named column. */
const KEY_EXISTS = new RegExp(String.raw`(${LITERAL})|(${PG_NAME})\s*\?\s*'([^'"\\]*)'`, 'g');

/**
 * jsonb's `column ? 'key'` in SQLite (`json_type(column, '$."key"') IS NOT NULL`) and MySQL
 * (`JSON_CONTAINS_PATH(column, 'one', '$."key"')`): whether the object has that key.
 */
function keyExists(expression: string, dialect: SqlDialect): string {
  if (dialect !== 'sqlite' && dialect !== 'mysql') return expression;
  return expression.replace(KEY_EXISTS, (whole, literal?: string, name?: string, key?: string) => {
    if (literal !== undefined || name === undefined || key === undefined) return whole;
    const path = `'$."${key}"'`;
    return dialect === 'sqlite'
      ? `(json_type(${name}, ${path}) IS NOT NULL)`
      : `JSON_CONTAINS_PATH(${name}, 'one', ${path})`;
  });
}

export function translateExpression(
  written: string,
  dialect: SqlDialect,
  columns: readonly ExpressionColumn[] = [],
  from?: SqlDialect,
): TranslatedExpression {
  // MySQL's introduced literals (`_utf8mb4'x'`) and T-SQL's N'x' in SQLite, plain: the callers note it.
  const expression = withoutIntroducers(written, dialect).sql;
  const sqlite = from === 'sqlite';
  // T-SQL's spelling (names in brackets, N'…' literals, a two-argument ISNULL): its `+` joins text
  // and computes with money as a number, where a PostgreSQL `now() + '1 day'` adds an interval.
  const tsql =
    !sqlite &&
    (/\[[^\]]+\]|(?<![\w$'])N'/.test(blankLiterals(expression)) ||
      coalescedIsnull(expression) !== expression);
  const uncast =
    dialect === 'postgresql' ? expression : pgOperators(stripCasts(expression), dialect);
  // MySQL's IF(c, a, b) is CASE WHEN c THEN a ELSE b END elsewhere, T-SQL's ISNULL(a, b) COALESCE.
  const ifless =
    dialect === 'mysql'
      ? coalescedIsnull(uncast)
      : dialect === 'mssql'
        ? standardIf(uncast)
        : coalescedIsnull(standardIf(uncast, dialect === 'postgresql'));
  const own = ownFunctionCall(ifless, dialect);
  if (own !== null) return { dropped: OWN_FUNCTION[dialect](own) };
  const fromOthers = dialect === 'sqlite' ? { sql: ifless } : fromSqlite(ifless, dialect, sqlite);
  if ('dropped' in fromOthers) return fromOthers;
  // T-SQL joins texts with `+`, which the others take for a sum.
  const native =
    dialect === 'mssql'
      ? fromOthers
      : tsql
        ? { sql: textPlus(fromOthers.sql, dialect, textOperand(columns)) }
        : fromOthers;
  // MySQL's CONCAT is `||` in PostgreSQL and SQLite (SQLite's own concat leaves NULLs out).
  const joined =
    dialect === 'mysql'
      ? mysqlConcat(native.sql)
      : dialect === 'mssql'
        ? mssqlConcat(native.sql, textOperand(columns))
        : (dialect === 'postgresql' || dialect === 'sqlite') && !sqlite
          ? standardConcat(native.sql)
          : native.sql;
  if (joined === null)
    return {
      dropped: `${ENGINE_NAMES[dialect]} has no ||, and ${expression} has no other spelling there`,
    };
  const renamed = renamedFunctions(
    renamedFunctions(castTypes(joined, dialect, sqlite), dialect),
    `${from ?? ''}>${dialect}`,
  );
  const plain = dialect === 'postgresql' ? emptyJsonCalls(renamed) : renamed;
  const code = withoutLiterals(plain);
  if (
    FOREIGN[dialect].test(code) ||
    // MySQL's and SQLite's REGEXP and RLIKE are no operators in PostgreSQL and SQL Server.
    ((dialect === 'postgresql' || dialect === 'mssql') &&
      /\b(REGEXP|RLIKE)\b/i.test(codeOf(plain))) ||
    (dialect !== 'mssql' && CLR_METHOD.test(code)) ||
    (dialect === 'mysql' && INTERVAL_WORDS.test(plain))
  )
    return { dropped: `the expression ${expression} is not ${dialect} SQL` };
  const unknown = dialect === 'mysql' ? unknownMysqlFunction(code) : null;
  if (unknown) return { dropped: `MySQL has no function ${unknown}` };
  // SQLite refuses a table whose check or generated column calls a function it lacks.
  const missing = dialect === 'sqlite' ? notInSqlite(plain) : undefined;
  if (missing !== undefined) return { dropped: `SQLite has no function ${missing}` };
  const mysqlOnly = mysqlOnlyFunction(code, dialect);
  if (mysqlOnly) return { dropped: `${dialect} has no function ${mysqlOnly} (MySQL's)` };
  let sql = requote(plain, dialect);
  // A name the script's own engine took bare stays bare there (SQLite takes most keywords as names).
  if (dialect !== 'postgresql' && from !== dialect)
    sql = quoteReservedColumns(
      sql,
      dialect,
      columns.map((c) => c.name),
    );
  // A T-SQL expression (names in brackets, a two-argument ISNULL) computes with money as a number.
  const money = dialect === 'postgresql' && tsql ? moneyArithmetic(sql, columns) : null;
  if (money !== null) return { dropped: `PostgreSQL's money takes no such arithmetic (${money})` };
  if (dialect === 'postgresql')
    sql = integerTruths(
      castBooleanComparisons(
        castMoneyLiterals(
          // PostgreSQL's own expression is folded already: its bare `text` is no column "Text".
          from === 'postgresql'
            ? sql
            : quoteFoldedColumns(
                sql,
                columns.map((c) => c.name),
              ),
          columns,
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
