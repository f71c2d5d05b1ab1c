/**
 * The one quoting and escaping layer of every generator (issue 35, item 1; docs/decisions/0046):
 * names, labels and texts reach SQL, CDS and DBML only through these functions, each written by
 * its format's rules, so that no name, label or text can change what a script does.
 */
import { SqlLexer } from './import/sqlLexer';
import type { SqlDialect } from './sql/dialects';
import { RESERVED_WORDS } from './sql/reserved';

/**
 * What a NUL in a name or a text becomes in generated SQL: no engine takes NUL in a name,
 * PostgreSQL takes it in no text, and SQLite's and MySQL's parsers end a comment or the whole
 * statement at it.
 */
export const NUL_STANDS_FOR = '\uFFFD';

const withoutNul = (text: string): string =>
  text.includes('\0') ? text.replaceAll('\0', NUL_STANDS_FOR) : text;

// Names in SQL.

const PLAIN = /^[A-Za-z_][A-Za-z0-9_]*$/;
const PLAIN_LOWER = /^[a-z_][a-z0-9_]*$/;

/** Names repeat across tables (id, name, created_at): the answer is kept per dialect. */
const QUOTING_CACHE: Record<SqlDialect, Map<string, boolean>> = {
  mysql: new Map(),
  postgresql: new Map(),
  sqlite: new Map(),
  mssql: new Map(),
};

/** Whether an identifier must be quoted in a dialect: reserved, not plain, or (PostgreSQL) not lower case. */
export function needsQuoting(name: string, dialect: SqlDialect): boolean {
  const cache = QUOTING_CACHE[dialect];
  let answer = cache.get(name);
  if (answer === undefined) {
    const plain = dialect === 'postgresql' ? PLAIN_LOWER : PLAIN;
    answer = !plain.test(name) || RESERVED_WORDS[dialect].has(name.toUpperCase());
    if (cache.size > 10_000) cache.clear();
    cache.set(name, answer);
  }
  return answer;
}

/**
 * An identifier quoted the dialect's way, its closing quote doubled inside: `name` (MySQL),
 * "name" (PostgreSQL, SQLite), [name] (MSSQL). A NUL becomes NUL_STANDS_FOR.
 */
export function quoteAlways(name: string, dialect: SqlDialect): string {
  const text = withoutNul(name);
  switch (dialect) {
    case 'mysql':
      return '`' + text.replace(/`/g, '``') + '`';
    case 'mssql':
      return '[' + text.replace(/]/g, ']]') + ']';
    default:
      return '"' + text.replace(/"/g, '""') + '"';
  }
}

/**
 * A word written without quotes (a MySQL engine, character set or collation name), or undefined
 * when it is anything but letters, digits and underscores: no such value can change a statement.
 */
export function bareWord(word: string | undefined): string | undefined {
  return word !== undefined && /^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(word) ? word : undefined;
}

/**
 * A name as written without its quotes, whichever engine's they are (`"a""b"`, `` `a``b` ``,
 * `[a b]`, SQLite's `'a'`): the name it stands for. A bare name comes back trimmed.
 */
export function unquotedName(written: string): string {
  const t = written.trim();
  const close = { '"': '"', "'": "'", '`': '`', '[': ']' }[t[0] ?? ''];
  if (!close || t.length < 2 || !t.endsWith(close)) return t;
  const inner = t.slice(1, -1);
  return close === ']' ? inner : inner.replaceAll(close + close, close);
}

/** An identifier, quoted only where the dialect needs it (reserved words, spaces, case). */
export function quoteIdentifier(name: string, dialect: SqlDialect): string {
  return needsQuoting(name, dialect) ? quoteAlways(name, dialect) : name;
}

// Strings in SQL.

/**
 * A string literal in standard SQL, quotes doubled: how the model spells literals inside its
 * defaults, checks and expressions, and what sqlString writes for PostgreSQL and SQLite.
 */
export function standardString(text: string): string {
  return "'" + text.replace(/'/g, "''") + "'";
}

/** MySQL's escapes for what its string literals cannot hold as it is (`\` itself, Ctrl+Z). */
const MYSQL_ESCAPES: Record<string, string> = { '\\': '\\\\', '\u001a': '\\Z', '\0': '\\0' };
/**
 * What MySQL escapes: a backslash, Ctrl+Z, which its Windows client reads as the end of input, and
 * NUL, which it holds as `\0` (a BINARY column's padding: MariaDB's catalog reads `''` back so).
 */
// eslint-disable-next-line no-control-regex -- Ctrl+Z and NUL are among the characters matched
const MYSQL_ESCAPED = /[\\\u001a\0]/g;

/** The hexadecimal digits of a text's UTF-8 bytes, in lower case. */
export const utf8Hex = (text: string): string =>
  Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('');

/** Bytes (their hexadecimal digits) as a dialect spells them: '\\xcafe'::bytea, 0xCAFE, X'CAFE'. */
export function bytesLiteral(hex: string, dialect: SqlDialect): string {
  if (dialect === 'postgresql') return `'\\x${hex.toLowerCase()}'::bytea`;
  if (dialect === 'mssql') return `0x${hex.toUpperCase()}`;
  return `X'${hex.toUpperCase()}'`;
}

/**
 * A string literal holding exactly `text` in a dialect (a NUL aside, but in MySQL): quotes doubled everywhere;
 * MySQL's backslash escaped (it reads `\` as an escape); T-SQL's as N'' (Unicode). PostgreSQL's
 * standard strings take a backslash as it is (standard_conforming_strings, on since 9.1).
 */
export function sqlString(text: string, dialect: SqlDialect): string {
  if (dialect === 'mysql')
    return standardString(text.replace(MYSQL_ESCAPED, (c) => MYSQL_ESCAPES[c] ?? c));
  const t = withoutNul(text);
  return dialect === 'mssql' ? `N${standardString(t)}` : standardString(t);
}

/** The string tokens of SQL text read by a dialect's lexer, or null when it cannot be read to its end. */
function stringTokens(sql: string, dialect: SqlDialect) {
  try {
    return new SqlLexer(sql, dialect).run().filter((t) => t.kind === 'string');
  } catch {
    return null;
  }
}

/** The text with each plain ('...') or national (N'...') string token replaced by `spell(value)`. */
function respell(
  sql: string,
  dialect: SqlDialect,
  spell: (value: string) => string,
): string | null {
  const tokens = stringTokens(sql, dialect);
  if (tokens === null) return null;
  let out = '';
  let at = 0;
  for (const t of tokens) {
    const prefix = /^[Nn]'/.test(sql.slice(t.start, t.start + 2)) ? 1 : 0;
    if (sql[t.start + prefix] !== "'") continue;
    out += sql.slice(at, t.start + prefix) + spell(t.value);
    at = t.end;
  }
  return out + sql.slice(at);
}

/**
 * SQL text of the model (a default, a check, an expression, a MySQL `ENUM(...)` type), whose
 * literals are standard, with its literals spelled the dialect's way (MySQL's backslashes
 * escaped, a NUL in them as MySQL's `\0`) and no other NUL. Text that does not read to its end is returned as it is: the caller
 * refuses it (see translateExpression).
 */
export function dialectLiterals(sql: string, dialect: SqlDialect): string {
  if (dialect !== 'mysql' || sql.search(MYSQL_ESCAPED) < 0) return withoutNul(sql);
  // MySQL's literals hold a NUL as `\0`; none is left outside them.
  return withoutNul(respell(sql, 'postgresql', (value) => sqlString(value, 'mysql')) ?? sql);
}

/**
 * SQL text read from a script of a dialect (a default, a check, a type), with its literals in the
 * model's standard spelling: MySQL's escapes undone (`'it\'s'` is `'it''s'`).
 */
export function standardLiterals(sql: string, dialect: SqlDialect): string {
  if (dialect !== 'mysql' || !sql.includes('\\')) return sql;
  return respell(sql, 'mysql', standardString) ?? sql;
}

// Comments.

/** Where a line ends for some engine, client, editor or terminal. */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;

/**
 * What a comment line cannot hold as it is: line breaks of every kind, the other control
 * characters (a tab aside), and bidirectional controls, which reorder what a reader sees.
 */
const UNSAFE_IN_COMMENT =
  // eslint-disable-next-line no-control-regex -- control characters are what is escaped
  /[\0-\u0008\u000a-\u001f\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const VISIBLE: Record<string, string> = { '\n': '\\n', '\r': '\\r' };

/**
 * Text for one comment line (SQL `--`, CDS and DBML `//`), with each line break and control
 * character written as a visible escape (`\n`, `\u2028`): nothing in it can end the comment.
 */
export function commentText(text: string): string {
  return text.replace(
    UNSAFE_IN_COMMENT,
    (c) => VISIBLE[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** One `-- ` comment line of SQL. */
export const sqlCommentLine = (text: string): string => `-- ${commentText(text)}`;

/** Text as `-- ` comment lines, one per line of it (a line ends at any line break). */
export function sqlCommentLines(text: string): string {
  return text
    .split(LINE_BREAK)
    .map((line) => sqlCommentLine(line))
    .join('\n');
}

/** Text as the lines of a block comment (CDS's `/** *\/`): one per line of it, none ending the comment. */
export function blockCommentLines(text: string): string[] {
  return text.split(LINE_BREAK).map((line) => commentText(line).replace(/\*\//g, '* /'));
}

// DBML.

const DBML_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** Text inside DBML quotes: backslashes, the quote and control characters escaped (readDbml undoes them). */
function dbmlEscaped(text: string, quote: string, keepNewlines = false): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is escaped
  return text.replace(/[\\'"\0-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => {
    if (c === '\\') return '\\\\';
    if (c === "'" || c === '"') return c === quote ? `\\${c}` : c;
    if (c === '\n' && keepNewlines) return c;
    return DBML_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/** A DBML name: bare when plain, otherwise in double quotes. */
export function dbmlName(name: string): string {
  return PLAIN.test(name) ? name : `"${dbmlEscaped(name, '"')}"`;
}

/** A DBML string: `'text'`, or `'''text'''` when it spans lines (its other control characters escaped). */
export function dbmlString(text: string): string {
  return text.includes('\n')
    ? `'''${dbmlEscaped(text, "'", true)}'''`
    : `'${dbmlEscaped(text, "'")}'`;
}

/** An expression in DBML's backticks, which have no escape: a backtick inside is left out. */
export const dbmlExpression = (expression: string): string =>
  '`' + expression.replace(/`/g, '') + '`';

// CDS.

/** CDS keywords that cannot be bare element or entity names. */
const CDS_RESERVED = new Set(
  `entity type key namespace using as to on many one of association composition aspect service
view select from where and or not null default true false context annotate extend with projection
virtual masked localized define all any distinct exists in is like between case when then else end
join order by group having limit union abstract action function event array`.split(/\s+/),
);

/** A CDS identifier: bare when plain, otherwise in `![...]` with `]` doubled. */
export function cdsName(name: string): string {
  return PLAIN.test(name) && !CDS_RESERVED.has(name.toLowerCase())
    ? name
    : `![${name.replace(/]/g, ']]')}]`;
}

// ORM code (issue 40).

/**
 * A string literal of Prisma's schema language, of TypeScript and of Python alike: double quotes,
 * with backslashes, quotes, control and line-separator characters escaped, so no text can end the
 * string or the line.
 */
export function codeString(text: string): string {
  return JSON.stringify(text).replace(
    /[\u007f-\u009f\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** One `// ` comment line (Prisma, TypeScript), nothing in it ending the comment. */
export const slashCommentLine = (text: string): string => `// ${commentText(text)}`;

/** One `# ` comment line (Python), nothing in it ending the comment. */
export const hashCommentLine = (text: string): string => `# ${commentText(text)}`;

/** Escapes of the whitespace control characters in a template literal. */
const TEMPLATE_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * A TypeScript template literal whose text is `text` (Drizzle's sql`…`): backslashes, backticks,
 * `${`, control and line-separator characters escaped, so no text can end it or interpolate.
 */
export function codeTemplate(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is escaped
  const escaped = text.replace(/[\\`\0-\u001f\u007f-\u009f\u2028\u2029]|\$(?=\{)/g, (c) =>
    c === '\\' || c === '`' || c === '$'
      ? `\\${c}`
      : (TEMPLATE_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
  );
  return `\`${escaped}\``;
}
