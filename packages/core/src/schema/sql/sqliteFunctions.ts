import {
  blankLiterals,
  callArguments,
  calls,
  codeOf,
  isCastType,
  isCteColumns,
  NOT_CALLS,
} from './mysqlFunctions';
import { ENGINE_NAMES, type SqlDialect } from './dialects';

const words = (text: string): ReadonlySet<string> => new Set(text.trim().split(/\s+/));

/**
 * SQLite's built-in functions (core, aggregate, date, math, JSON), with the words a parenthesis
 * may follow without being a call (in a view's query too: `JOIN (`, `WHERE (`): an expression
 * calling any other function (PostgreSQL's to_tsvector, regexp_replace, a schema's own function)
 * cannot be created in SQLite.
 */
const SQLITE_FUNCTIONS = words(
  `abs changes char coalesce concat concat_ws format glob hex ifnull iif instr last_insert_rowid
  length like likelihood likely lower ltrim max min nullif octet_length printf quote random
  randomblob replace round rtrim sign soundex substr substring total_changes trim typeof unhex
  unicode unlikely upper zeroblob date time datetime julianday unixepoch strftime timediff acos
  acosh asin asinh atan atan2 atanh ceil ceiling cos cosh degrees exp floor ln log log10 log2 mod
  pi pow power radians sin sinh sqrt tan tanh trunc json json_array json_array_length
  json_extract json_insert json_object json_patch json_remove json_replace json_set json_type
  json_valid json_quote jsonb jsonb_array jsonb_extract jsonb_insert jsonb_object jsonb_patch
  jsonb_remove jsonb_replace jsonb_set cast in exists not and or when then else is like glob
  between as match regexp count sum avg total group_concat select from where on join using values
  over filter all any distinct union`,
);

/** The first function an expression calls that SQLite lacks (a qualified name is one), if any. */
export function notInSqlite(expression: string): string | undefined {
  const found = blankLiterals(expression).matchAll(
    /(?<![\w$"\]])((?:[A-Za-z_][\w$]*\s*\.\s*)?[A-Za-z_][\w$]*)\s*\(/g,
  );
  const code = blankLiterals(expression);
  for (const m of found) {
    const name = m[1] ?? '';
    // A CAST's sized type (`AS decimal(10, 2)`) is no call.
    if (isCastType(code, m.index + m[0].indexOf(name))) continue;
    // A common table expression's column list (`WITH t(a) AS (...)`) is no call either.
    if (isCteColumns(code, m.index + m[0].indexOf(name))) continue;
    if (name.includes('.') || !SQLITE_FUNCTIONS.has(name.toLowerCase())) return name;
  }
  return undefined;
}

/**
 * SQLite's functions another engine has by the same name, taking the same arguments to the same
 * value (mysqlFunctions' RENAMED spells some of them its way: instr is PostgreSQL's strpos). A
 * SQLite script's call to any other function, SQLite's own (julianday, typeof, unixepoch) or one
 * its application defined, is refused there. Calls whose arguments decide are in SQLITE_CALLS.
 */
const SHARED: Record<Exclude<SqlDialect, 'sqlite'>, ReadonlySet<string>> = {
  postgresql: words(
    `count sum avg abs acos acosh asin asinh atan atan2 atanh ceil ceiling coalesce concat concat_ws cos cosh
    degrees exp floor ifnull instr length ln log log10 lower mod nullif octet_length pi pow power
    radians replace sign sin sinh sqrt substr substring tan tanh trunc upper`,
  ),
  mysql: words(
    `count sum avg abs acos asin atan atan2 ceil ceiling char coalesce cos degrees exp floor hex ifnull instr
    json_array json_extract json_insert json_object json_quote json_remove json_replace json_set
    json_type json_valid length ln log10 log2 lower mod nullif octet_length pi pow power quote
    radians replace round sign sin sqrt substr substring tan unhex upper`,
  ),
  mssql: words(
    `count sum avg abs acos asin atan ceiling char coalesce concat concat_ws cos degrees exp floor ifnull iif
    length log10 lower nullif pi power radians replace sign sin soundex sqrt tan unicode upper`,
  ),
};

/** A date and time without a time zone, as each dialect's CAST names it. */
const DATETIME_TYPE: Record<Exclude<SqlDialect, 'sqlite'>, string> = {
  postgresql: 'timestamp',
  mysql: 'DATETIME',
  mssql: 'DATETIME2',
};

/** The current Unix time, in whole seconds, as each dialect spells it. */
export const EPOCH_IN: Record<SqlDialect, string> = {
  postgresql: '(EXTRACT(EPOCH FROM CURRENT_TIMESTAMP))::bigint',
  mysql: '(UNIX_TIMESTAMP())',
  sqlite: "(unixepoch('now'))",
  mssql: "(DATEDIFF_BIG(SECOND, '19700101', SYSUTCDATETIME()))",
};

/** The current Unix time in seconds with milliseconds (SQLite's `unixepoch('subsec')`), by dialect. */
const SUBSEC_EPOCH_IN: Record<SqlDialect, string> = {
  postgresql: 'EXTRACT(EPOCH FROM CURRENT_TIMESTAMP)',
  mysql: 'UNIX_TIMESTAMP(CURRENT_TIMESTAMP(3))',
  sqlite: "unixepoch('subsec')",
  mssql: "(DATEDIFF_BIG(MILLISECOND, '19700101', SYSUTCDATETIME()) / 1000.0)",
};

/** A rewritten call, or why the target cannot make it (null: the call is refused). */
type CallRule = (args: string[], dialect: Exclude<SqlDialect, 'sqlite'>) => string | null;

/** A SQLite argument that is a string literal (`'now'`, a modifier such as `'localtime'`). */
const isLiteral = (arg: string): boolean => /^'(?:[^']|'')*'$/s.test(arg.trim());

/** trim, ltrim and rtrim: one argument everywhere; characters to remove where the target takes them. */
const trimRule =
  (side: 'BOTH' | 'LEADING' | 'TRAILING', name: string): CallRule =>
  (args, dialect) => {
    if (args.length === 1) return `${name}(${args[0] ?? ''})`;
    if (args.length !== 2 || dialect === 'mssql') return null;
    if (dialect === 'postgresql') return `${name}(${args.join(', ')})`;
    // MySQL removes its argument as one string: the same only for one character.
    const chars = args[1] ?? '';
    return isLiteral(chars) && chars.replace(/''/g, "'").length === 3
      ? `TRIM(${side} ${chars} FROM ${args[0] ?? ''})`
      : null;
  };

/** SQLite's max(a, b, ...) and min(a, b, ...) of several values, the others' GREATEST and LEAST. */
const extremeRule =
  (name: string): CallRule =>
  (args, dialect) =>
    args.length > 1 && dialect !== 'mssql' ? `${name}(${args.join(', ')})` : null;

/**
 * SQLite's calls whose arguments decide whether another engine has them, and how it spells them:
 * date(x) and time(x) of one value are the others' (`date('now', 'localtime')` is SQLite's own);
 * unixepoch() of now is the current Unix time (with its milliseconds for 'subsec');
 * round(x, n) rounds only a numeric in PostgreSQL; log(x) is base 10, MySQL's and SQL Server's
 * log(x) natural; iif is CASE; SQLite's concat leaves NULLs out, as MySQL's CONCAT_WS does (and
 * PostgreSQL's concat, which a generated column cannot call: it is no immutable function).
 */
const SQLITE_CALLS: Partial<Record<string, CallRule>> = {
  // datetime(x) of one value is the value as a timestamp; datetime('now') the current time. A
  // column's text read as a timestamp depends on settings in PostgreSQL and SQL Server (no
  // generated column takes it): there only a literal is.
  datetime: ([x, ...rest], dialect) =>
    x === undefined || rest.length > 0
      ? null
      : /^'now'$/i.test(x.trim())
        ? 'CURRENT_TIMESTAMP'
        : dialect === 'mysql' || isLiteral(x)
          ? `CAST(${x} AS ${DATETIME_TYPE[dialect]})`
          : null,
  // SQLite's length() counts a text's characters (a blob's bytes); MySQL's counts bytes.
  length: ([x, ...rest], dialect) =>
    x !== undefined && rest.length === 0
      ? `${dialect === 'mysql' ? 'char_length' : 'length'}(${x})`
      : null,
  unixepoch: (args, dialect) => {
    const now = args.filter((a) => !/^'now'$/i.test(a.trim()));
    if (now.length === 0) return EPOCH_IN[dialect];
    return now.length === 1 && /^'subsec(ond)?'$/i.test(now[0]?.trim() ?? '')
      ? SUBSEC_EPOCH_IN[dialect]
      : null;
  },
  date: ([x, ...rest], dialect) =>
    x !== undefined && rest.length === 0 && !isLiteral(x) && dialect !== 'mssql'
      ? `date(${x})`
      : null,
  time: ([x, ...rest], dialect) =>
    x !== undefined && rest.length === 0 && !isLiteral(x) && dialect === 'mysql'
      ? `time(${x})`
      : null,
  round: (args, dialect) =>
    dialect === 'postgresql' && args.length === 2
      ? `round(CAST(${args[0] ?? ''} AS NUMERIC), ${args[1] ?? ''})`
      : dialect === 'mssql' && args.length === 1
        ? `round(${args[0] ?? ''}, 0)`
        : `round(${args.join(', ')})`,
  log: (args, dialect) =>
    args.length === 1 && dialect !== 'postgresql'
      ? `log10(${args[0] ?? ''})`
      : args.length === 2 && dialect !== 'mssql'
        ? `log(${args.join(', ')})`
        : args.length === 1
          ? `log(${args[0] ?? ''})`
          : null,
  iif: (args, dialect) =>
    args.length !== 3
      ? null
      : dialect === 'mssql'
        ? `iif(${args.join(', ')})`
        : `CASE WHEN ${args[0] ?? ''} THEN ${args[1] ?? ''} ELSE ${args[2] ?? ''} END`,
  concat: (args, dialect) =>
    dialect === 'mysql'
      ? `concat_ws('', ${args.join(', ')})`
      : dialect === 'postgresql'
        ? `(${args.map((a) => (isLiteral(a) ? a : `COALESCE(CAST(${a} AS TEXT), '')`)).join(' || ')})`
        : `concat(${args.join(', ')})`,
  trim: trimRule('BOTH', 'trim'),
  ltrim: trimRule('LEADING', 'ltrim'),
  rtrim: trimRule('TRAILING', 'rtrim'),
  max: extremeRule('greatest'),
  min: extremeRule('least'),
};

/** Words before a parenthesis that open no call of a function. */
const NOT_FUNCTIONS = new Set([...NOT_CALLS, 'cast', 'glob', 'match', 'escape', 'filter', 'over']);

/** A SQLite expression for another engine, or the first function it calls that the engine lacks. */
export type SqliteCalls = { sql: string } | { missing: string };

/**
 * A SQLite script's expression with its calls spelled for another engine (see SQLITE_CALLS), or
 * the first function it calls there that the engine does not have with the same meaning: SQLite's
 * own (julianday, typeof, date('now', ...)) or one its application defined.
 */
export function sqliteCalls(
  expression: string,
  dialect: Exclude<SqlDialect, 'sqlite'>,
): SqliteCalls {
  const code = codeOf(expression);
  for (const call of calls(expression)) {
    const name = call.name.toLowerCase();
    if (NOT_FUNCTIONS.has(name) || isCastType(code, call.index)) continue;
    const rule = SQLITE_CALLS[name];
    if (!rule) {
      if (SHARED[dialect].has(name)) continue;
      return { missing: `${name}()` };
    }
    const open = expression.indexOf('(', call.index + call.name.length);
    const found = callArguments(expression, open);
    if (!found) return { missing: `${name}()` };
    const args = found.args.filter((a, i) => a !== '' || found.args.length > 1 || i > 0);
    const inner = args.map((a) => sqliteCalls(a, dialect));
    const failed = inner.find((r) => 'missing' in r);
    if (failed) return failed;
    const written = rule(
      inner.map((r) => ('sql' in r ? r.sql : '')),
      dialect,
    );
    if (written === null) return { missing: `${name}()` };
    const rest = sqliteCalls(expression.slice(found.close + 1), dialect);
    return 'missing' in rest
      ? rest
      : { sql: `${expression.slice(0, call.index)}${written}${rest.sql}` };
  }
  return { sql: expression };
}

/**
 * A GLOB pattern as an anchored regular expression: `*` any text, `?` one character, `[...]` and
 * `[^...]` a set, everything else itself. Null when the set does not close.
 */
function globRegex(pattern: string): string | null {
  let out = '^';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i] ?? '';
    if (ch === '*') out += '.*';
    else if (ch === '?') out += '.';
    else if (ch === '[') {
      let j = i + 1;
      let set = '[';
      if (pattern[j] === '^') set += pattern[j++];
      // A `]` first in the set is one of its characters.
      if (pattern[j] === ']') {
        set += '\\]';
        j++;
      }
      for (; j < pattern.length && pattern[j] !== ']'; j++)
        set += pattern[j] === '\\' ? '\\\\' : (pattern[j] ?? '');
      if (j >= pattern.length) return null;
      out += `${set}]`;
      i = j;
    } else out += /[.^$+(){}|\\]/.test(ch) ? `\\${ch}` : ch;
  }
  return `${out}$`;
}

/** `[NOT] GLOB 'pattern'`, the pattern a string literal. */
const GLOB = /\b(NOT\s+)?GLOB\s*('(?:[^']|'')*')/gi;

/**
 * SQLite's GLOB with a literal pattern as the engine's regular-expression match, case-sensitive as
 * GLOB is: PostgreSQL's `~`, MySQL's `REGEXP BINARY`. Dropped (with why) where a GLOB is left: SQL
 * Server has no regular expressions, and a pattern that is no literal cannot be rewritten.
 */
export function globAsRegex(
  expression: string,
  dialect: Exclude<SqlDialect, 'sqlite'>,
): { sql: string } | { dropped: string } {
  const code = blankLiterals(expression);
  if (!/\bGLOB\b/i.test(code)) return { sql: expression };
  let out = '';
  let at = 0;
  for (const m of code.matchAll(GLOB)) {
    const literal = expression.slice(
      m.index + m[0].length - (m[2] ?? '').length,
      m.index + m[0].length,
    );
    const regex = dialect === 'mssql' ? null : globRegex(literal.slice(1, -1).replace(/''/g, "'"));
    if (regex === null) return { dropped: `${ENGINE_NAMES[dialect]} has no GLOB` };
    const quoted = `'${regex.replace(/'/g, "''")}'`;
    const operator =
      dialect === 'postgresql' ? (m[1] ? '!~' : '~') : `${m[1] ? 'NOT ' : ''}REGEXP BINARY`;
    out += `${expression.slice(at, m.index)}${operator} ${quoted}`;
    at = m.index + m[0].length;
  }
  const sql = out + expression.slice(at);
  return /\bGLOB\b/i.test(blankLiterals(sql))
    ? { dropped: `${ENGINE_NAMES[dialect]} has no GLOB, and its pattern is no literal` }
    : { sql };
}
