import { bytesLiteral, dialectLiterals, sqlString, utf8Hex } from '../quoting';
import type { SqlDialect } from './dialects';
import { stripCasts, translateExpression } from './expressions';
import { arrayDefaultAsJson } from './arrayDefault';
import { isIntroducedLiteral, withoutIntroducers } from './charsetIntroducer';
import { EPOCH_IN } from './sqliteFunctions';
import { parseType } from './types';

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;
const STRING = /^'(?:[^']|'')*'$/s;
const NSTRING = /^N'(?:[^']|'')*'$/s;
/** A bit literal: the standard `b'101'`, or MySQL's `0b101`. */
const BITS = /^[bB]'([01]*)'$|^0b([01]+)$/;
const CALL = (names: string): RegExp => new RegExp(`^(${names})\\s*\\(\\s*\\d*\\s*\\)$`, 'i');
const NOW =
  /^(current_timestamp|localtimestamp|localtime|(now|getdate|sysdatetime|getutcdate|sysutcdatetime|sysdatetimeoffset|localtimestamp|current_timestamp|transaction_timestamp|statement_timestamp|clock_timestamp|localtime)\s*\(\s*\d*\s*\))$/i;
const TODAY =
  /^(current_date|curdate\s*\(\s*\)|current_date\s*\(\s*\)|convert\s*\(\s*\[?date\]?\s*,\s*getdate\s*\(\s*\)\s*\))$/i;
const UUID =
  /^(uuid|newid|gen_random_uuid|uuid_generate_v1|uuid_generate_v4|newsequentialid)\s*\(\s*\)$/i;
const KEYWORD = /^(current_user|session_user|current_role|system_user|user|current_time)$/i;

/** SQLite's modifiers of 'now' that keep it the current time (in UTC or local time). */
const SQLITE_ZONE = String.raw`(\s*,\s*'(localtime|utc)')?`;
/** SQLite's current time, date and Unix time as its date functions spell them. */
const SQLITE_NOW = new RegExp(
  String.raw`^(datetime\s*\(\s*'now'${SQLITE_ZONE}\s*\)|strftime\s*\(\s*'%Y-%m-%d %H:%M:%S'\s*,\s*'now'${SQLITE_ZONE}\s*\))$`,
  'i',
);
const SQLITE_TODAY = new RegExp(String.raw`^date\s*\(\s*'now'${SQLITE_ZONE}\s*\)$`, 'i');
const SQLITE_EPOCH = /^(unixepoch\s*\(\s*('now')?\s*\)|strftime\s*\(\s*'%s'\s*,\s*'now'\s*\))$/i;
/** SQLite's current time (UTC) in a format of its own: `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`. */
const SQLITE_STRFTIME = /^strftime\s*\(\s*'((?:[^'%]|%[YmdHMSf%])*)'\s*,\s*'now'\s*\)$/i;

/** strftime's fields as PostgreSQL's to_char and MySQL's DATE_FORMAT write them. */
const STRFTIME_FIELDS: Record<string, { postgresql: string; mysql: string }> = {
  Y: { postgresql: 'YYYY', mysql: '%Y' },
  m: { postgresql: 'MM', mysql: '%m' },
  d: { postgresql: 'DD', mysql: '%d' },
  H: { postgresql: 'HH24', mysql: '%H' },
  M: { postgresql: 'MI', mysql: '%i' },
  S: { postgresql: 'SS', mysql: '%s' },
};

/**
 * SQLite's current time as formatted text (a TEXT column's `strftime('%Y-%m-%dT%H:%M:%fZ',
 * 'now')`), as the same text in PostgreSQL (to_char of the UTC time, literal text quoted) or
 * MySQL (DATE_FORMAT of UTC_TIMESTAMP(3); `%f`, seconds with milliseconds, as SQLite writes them).
 * Undefined for another dialect or a format with other fields.
 */
function formattedNow(v: string, dialect: SqlDialect): string | undefined {
  const format = SQLITE_STRFTIME.exec(v)?.[1];
  if (format === undefined || (dialect !== 'postgresql' && dialect !== 'mysql')) return undefined;
  // The format as fields and literal text (`%%` is a literal %).
  const pieces: { field?: string; text?: string }[] = [];
  for (const p of format.split(/(%[YmdHMSf%])/)) {
    const field = /^%[YmdHMSf]$/.test(p) ? p.slice(1) : undefined;
    const text = field === undefined ? p.replace('%%', '%') : undefined;
    const last = pieces.at(-1);
    if (text === '') continue;
    if (text !== undefined && last?.text !== undefined) last.text += text;
    else pieces.push(field === undefined ? { text } : { field });
  }
  if (dialect === 'postgresql') {
    const pattern = pieces
      .map(({ field, text }) =>
        field === 'f'
          ? 'SS.MS'
          : field !== undefined
            ? (STRFTIME_FIELDS[field]?.postgresql ?? '')
            : `"${(text ?? '').replace(/["\\]/g, '\\$&')}"`,
      )
      .join('');
    return `to_char(now() AT TIME ZONE 'UTC', ${sqlString(pattern, 'postgresql')})`;
  }
  // MySQL: DATE_FORMAT's %f has six digits; SQLite's %f is seconds and three.
  const at = 'UTC_TIMESTAMP(3)';
  const parts: string[] = [];
  let spec = '';
  const flush = () => {
    if (spec !== '') parts.push(`DATE_FORMAT(${at}, ${sqlString(spec, 'mysql')})`);
    spec = '';
  };
  for (const { field, text } of pieces) {
    if (field === 'f') {
      spec += '%s.';
      flush();
      parts.push(`LEFT(DATE_FORMAT(${at}, '%f'), 3)`);
    } else if (field !== undefined) spec += STRFTIME_FIELDS[field]?.mysql ?? '';
    else if (spec === '') parts.push(sqlString(text ?? '', 'mysql'));
    else spec += (text ?? '').replace(/%/g, '%%');
  }
  flush();
  return parts.length === 1 ? (parts[0] ?? '') : `CONCAT(${parts.join(', ')})`;
}

/** The current-time spellings each dialect takes as a column default. */
const NOW_IN: Record<SqlDialect, RegExp> = {
  postgresql:
    /^(current_timestamp|localtimestamp)(\s*\(\s*\d+\s*\))?$|^(now|transaction_timestamp|statement_timestamp|clock_timestamp)\s*\(\s*\)$/i,
  // MariaDB stores every spelling as current_timestamp(): the SQL standard one is written.
  mysql: /^current_timestamp(\s*\(\s*\d*\s*\))?$/i,
  sqlite: /^current_timestamp$/i,
  mssql:
    /^current_timestamp$|^(getdate|sysdatetime|getutcdate|sysutcdatetime|sysdatetimeoffset)\s*\(\s*\)$/i,
};

/** The current-date spellings each dialect takes, and the one it gets otherwise. */
const TODAY_IN: Record<SqlDialect, [RegExp, string]> = {
  postgresql: [/^current_date$/i, 'CURRENT_DATE'],
  mysql: [/^(curdate\s*\(\s*\)|current_date(\s*\(\s*\))?)$/i, '(CURRENT_DATE)'],
  sqlite: [/^current_date$/i, 'CURRENT_DATE'],
  mssql: [
    /^convert\s*\(\s*\[?date\]?\s*,\s*getdate\s*\(\s*\)\s*\)$/i,
    '(CONVERT(date, GETDATE()))',
  ],
};

const UUID_BY_DIALECT: Record<SqlDialect, [RegExp, string]> = {
  mysql: [CALL('uuid'), '(UUID())'],
  postgresql: [CALL('gen_random_uuid|uuid_generate_v1|uuid_generate_v4'), 'gen_random_uuid()'],
  sqlite: [/^$/, '(lower(hex(randomblob(16))))'],
  mssql: [CALL('newid|newsequentialid'), 'NEWID()'],
};

/** Column kinds that hold numbers. */
const NUMBERS: ReadonlySet<string> = new Set(['integer', 'decimal', 'float']);
/** Column kinds that hold numbers only (PostgreSQL's boolean as well). */
const NUMERIC_KINDS: ReadonlySet<string> = new Set([...NUMBERS, 'boolean']);

/** Removes parentheses that wrap the whole expression, as in MSSQL's `((0))`. */
export function stripOuterParens(value: string): string {
  let v = value.trim();
  while (v.startsWith('(') && v.endsWith(')')) {
    let depth = 0;
    let wrapsAll = true;
    for (let i = 0; i < v.length; i++) {
      const ch = v[i];
      if (ch === "'") {
        const end = v.indexOf("'", i + 1);
        i = end < 0 ? v.length : end;
      } else if (ch === '(') depth++;
      else if (ch === ')' && --depth === 0 && i < v.length - 1) {
        wrapsAll = false;
        break;
      }
    }
    if (!wrapsAll) break;
    v = v.slice(1, -1).trim();
  }
  return v;
}

/** Whether the default is a bare SQL keyword or call with a fixed meaning (`CURRENT_TIMESTAMP`, `now()`, `current_user`). */
export function isSqlKeywordDefault(value: string): boolean {
  const v = stripOuterParens(value);
  return NOW.test(v) || TODAY.test(v) || UUID.test(v) || KEYWORD.test(v);
}

/** Whether the default text is an expression (a call or operators) rather than a plain literal or word. */
function isExpression(v: string): boolean {
  return /[()+*/]|::|\|\|/.test(v);
}

/** What a column's type says about how its default is spelled. */
export interface DefaultContext {
  /** The column's type in the target dialect is a boolean (BOOLEAN, BIT). */
  boolean: boolean;
  /** The column's type in the target dialect, when known (for DATE columns and MySQL's precision). */
  type?: string;
  /** The dialect the default is written in, when known (a SQLite script's functions, see translateExpression). */
  from?: SqlDialect;
  /** The column's type as written in that dialect, when known (a PostgreSQL array's element type). */
  sourceType?: string;
}

/** A default in a dialect: its SQL (null for none), and what changed on the way. */
export interface ConvertedDefault {
  sql: string | null;
  /** Why the default was left out, when it was. */
  dropped?: string;
  /** The literal introducers dropped on the way (`_utf8mb4`, `N`), when any was. */
  introducers?: string[];
}

/**
 * A boolean default: PostgreSQL's TRUE and FALSE, but 1 and 0 on a numeric column, which takes no
 * boolean there (SQLite's `INTEGER DEFAULT FALSE` is 0).
 */
function booleanDefault(
  v: string,
  dialect: SqlDialect,
  bool: boolean,
  context: DefaultContext,
): string {
  const numeric = context.type !== undefined && NUMBERS.has(parseType(context.type).kind);
  // MySQL's bits as written; PostgreSQL's bit(1) takes bits, not booleans; others take 1 and 0.
  if (dialect === 'mysql' && BITS.test(v)) return v;
  if (
    dialect === 'postgresql' &&
    context.type !== undefined &&
    parseType(context.type).base === 'bit'
  )
    return bool ? "B'1'" : "B'0'";
  if (dialect === 'postgresql' && !numeric) return String(bool).toUpperCase();
  if (dialect === 'sqlite' && /^(true|false|[01])$/i.test(v)) return v;
  return bool ? '1' : '0';
}

function asBoolean(v: string, booleanColumn: boolean): boolean | null {
  if (/^(true|false)$/i.test(v)) return v.toLowerCase() === 'true';
  if (!booleanColumn) return null;
  if (/^'?[01]'?$/.test(v)) return v.includes('1');
  // PostgreSQL's boolean strings ('t', 'f', 'yes', 'off', ...), on a boolean column.
  const word = /^'(t|true|y|yes|on|f|false|n|no|off)'$/i.exec(v)?.[1]?.toLowerCase();
  if (word !== undefined) return ['t', 'true', 'y', 'yes', 'on'].includes(word);
  const bits = BITS.exec(v);
  return bits ? parseInt(bits[1] ?? bits[2] ?? '0', 2) > 0 : null;
}

/** A literal (number, string, bits) in the dialect's spelling, or null when v is not one. */
function literal(v: string, original: string, dialect: SqlDialect): string | null {
  const bits = BITS.exec(v);
  if (bits) {
    const digits = bits[1] ?? bits[2] ?? '';
    if (dialect === 'mysql') return v;
    if (dialect === 'postgresql') return bits[1] !== undefined ? v : `B'${digits}'`;
    return String(parseInt(digits || '0', 2));
  }
  if (NUMBER.test(v) || /^0x[0-9a-f]+$/i.test(v) || STRING.test(v))
    return dialect === 'sqlite' || dialect === 'mssql' ? original.trim() : v;
  if (NSTRING.test(v)) return dialect === 'sqlite' ? v.slice(1) : v;
  return null;
}

/** The current time: kept as written when the dialect takes it, else CURRENT_TIMESTAMP (with MySQL's precision). */
function currentTime(v: string, dialect: SqlDialect, type: string | undefined): string {
  const fsp = dialect === 'mysql' && type ? /\((\d+)\)/.exec(type)?.[1] : undefined;
  // MySQL takes the current time into a DATETIME(6) only at that precision (MariaDB widens it).
  if (NOW_IN[dialect].test(v) && !(fsp && fsp !== '0' && !/\(\s*\d+\s*\)/.test(v))) return v;
  if (type && parseType(type).kind === 'date') return TODAY_IN[dialect][1];
  return fsp ? `CURRENT_TIMESTAMP(${fsp})` : 'CURRENT_TIMESTAMP';
}

/**
 * A date or time default the target engine refuses, for a column of a date or time type: a number
 * (SQLite's), which PostgreSQL and MSSQL refuse; PostgreSQL and MSSQL have no zero date (`'0000-00-00 00:00:00'`, which MySQL and SQLite take),
 * so it is left out; MariaDB takes no time-zone offset in a date-time literal, so a UTC one
 * (`+00:00`, `+00`, `Z`) loses its suffix and another is left out. Undefined when the default is kept.
 */
function timeLiteral(
  v: string,
  dialect: SqlDialect,
  type: string | undefined,
): ConvertedDefault | undefined {
  const kind = type ? parseType(type).kind : 'unknown';
  if (!/^(date|time|datetime|datetimetz)$/.test(kind)) return undefined;
  // SQLite stores a number in a DATETIME column (`DEFAULT 0`); PostgreSQL and SQL Server's
  // date-time types take none, MySQL reads 0 as its zero date.
  if (/^\(*[+-]?\d+(\.\d+)?\)*$/.test(v) && (dialect === 'postgresql' || dialect === 'mssql'))
    return { sql: null, dropped: `${dialect} takes no number as a ${kind} (${v})` };
  if (!STRING.test(v)) return undefined;
  const text = v.slice(1, -1);
  if (
    (dialect === 'postgresql' || dialect === 'mssql') &&
    /^0000-|^\d{4}-00-|^\d{4}-\d\d-00/.test(text)
  )
    return { sql: null, dropped: `${dialect} has no zero date (${v})` };
  const offset = /^(\d{4}-\d\d-\d\d[ T][\d:.]+)\s*([+-]\d\d(?::?\d\d)?|Z)$/i.exec(text);
  if (dialect === 'mysql' && offset?.[1] && offset[2]) {
    if (/^(Z|[+-]00(:?00)?)$/i.test(offset[2])) return { sql: `'${offset[1]}'` };
    return {
      sql: null,
      dropped: `MariaDB takes no time-zone offset in a date-time literal (${v})`,
    };
  }
  return undefined;
}

/** The hexadecimal digits of a binary literal: X'CAFE' (SQLite, MySQL), '\\xcafe'::bytea (PostgreSQL), 0xCAFE (SQL Server). */
function blobDigits(v: string, kind: string): string | undefined {
  const bytea = /^'\\x((?:[0-9a-f]{2})*)'\s*::\s*bytea$/i.exec(v);
  if (bytea) return bytea[1];
  const x = /^x'((?:[0-9a-f]{2})*)'$/i.exec(v)?.[1];
  if (x !== undefined) return x;
  if (kind !== 'binary') return undefined;
  const zeroX = /^0x((?:[0-9a-f]{2})*)$/i.exec(v)?.[1];
  if (zeroX !== undefined) return zeroX;
  // A string of bytes no text spelling keeps (MySQL's `'ab\0\0'`): its UTF-8 bytes.
  const text = /^'((?:[^']|'')*)'$/.exec(v)?.[1]?.replace(/''/g, "'");
  return text !== undefined && /[^\x20-\x7e]/.test(text) ? utf8Hex(text) : undefined;
}

/**
 * A binary literal default as the dialect spells bytes (its string spelling would store the
 * text `X'CAFE'`): kept as written in SQLite, X'CAFE' in MySQL, '\\xcafe'::bytea in PostgreSQL,
 * 0xCAFE in SQL Server; on a PostgreSQL bit string, X'0F' is its bits as written. Undefined when
 * the default is no binary literal.
 */
function blobDefault(v: string, dialect: SqlDialect, context: DefaultContext): string | undefined {
  const p = context.type === undefined ? undefined : parseType(context.type);
  const hex = blobDigits(v, p?.kind ?? 'unknown');
  if (hex === undefined) return undefined;
  const bits = p !== undefined && /^(bit|varbit|bit varying)$/.test(p.base);
  if ((dialect === 'sqlite' || (dialect === 'postgresql' && bits)) && /^x'/i.test(v)) return v;
  if ((dialect === 'mysql' || dialect === 'mssql') && /^0x/i.test(v)) return v;
  return dialect === 'postgresql' && bits ? undefined : bytesLiteral(hex, dialect);
}

/**
 * Why the target refuses a default for the column's type, or undefined: SQLite stores any value
 * in any column, but other engines refuse the current time or a text that is no number as the
 * default of a numeric column (Room's `INTEGER DEFAULT CURRENT_TIMESTAMP`, `INTEGER DEFAULT ''`).
 */
function refusedValue(v: string, dialect: SqlDialect, context: DefaultContext): string | undefined {
  if (dialect === 'sqlite' || context.type === undefined) return undefined;
  const type = parseType(context.type);
  // An array's default is an array literal (`'{1,2}'`), not one of its elements.
  if (type.array) return undefined;
  const { kind } = type;
  if (!NUMERIC_KINDS.has(kind)) return undefined;
  if (NOW.test(v) || TODAY.test(v) || SQLITE_NOW.test(v) || SQLITE_TODAY.test(v))
    return `the current time is no ${context.type} value`;
  if (!STRING.test(v)) return undefined;
  const text = v.slice(1, -1).trim();
  const number = kind === 'integer' ? /^[+-]?\d+$/.test(text) : NUMBER.test(text);
  return number && kind !== 'boolean' ? undefined : `${v} is no ${context.type} value`;
}

/**
 * A column default in a dialect. Literals, booleans, the current time or date and new UUIDs are
 * kept as written where the dialect takes them and spelled its way otherwise; PostgreSQL casts
 * are removed elsewhere (`'x'::text` is `'x'`, `('now'::text)::date` the current date); a
 * sequence becomes auto-increment; an expression in another dialect's spelling is left out. A
 * MySQL literal's introducer (`_utf8mb4'x'`) is kept in MySQL and dropped elsewhere.
 */
export function convertDefault(
  defaultValue: string | null,
  dialect: SqlDialect,
  context: DefaultContext,
): ConvertedDefault {
  if (defaultValue === null || defaultValue.trim() === '') return { sql: null };
  // MySQL keeps `_utf8mb4'none'` as written; elsewhere the literal loses its introducer.
  if (dialect === 'mysql' && isIntroducedLiteral(stripOuterParens(defaultValue)))
    return { sql: defaultValue.trim() };
  const plain = withoutIntroducers(defaultValue.trim(), dialect);
  const converted = convertPlainDefault(plain.sql, dialect, context);
  return plain.dropped.length > 0 ? { ...converted, introducers: plain.dropped } : converted;
}

/**
 * A typed literal (`date '2020-01-01'`, `interval '15 minutes'`, `interval '1' day`): the string,
 * which a column of that type reads the same way in every dialect and which every dialect takes.
 */
const TYPED_LITERAL =
  /^(?:date|time|timestamp|timestamptz|interval)\s*('(?:[^']|'')*')(?:\s+(year|month|day|hour|minute|second))?$/i;

/** The string of a typed literal, with the interval's field after its number (`'1 day'`). */
function typedLiteral(text: string, field: string | undefined): string {
  return field === undefined ? text : `${text.slice(0, -1)} ${field.toLowerCase()}'`;
}

/** A default without literal introducers in a dialect (see convertDefault). */
function convertPlainDefault(
  defaultValue: string,
  dialect: SqlDialect,
  context: DefaultContext,
): ConvertedDefault {
  let original = defaultValue;
  const blob = blobDefault(stripOuterParens(original), dialect, context);
  if (blob !== undefined) return { sql: blob };
  let v = stripOuterParens(original);
  const written = context.sourceType ?? context.type;
  const columnType = written === undefined ? undefined : parseType(written);
  const array =
    dialect === 'postgresql'
      ? undefined
      : arrayDefaultAsJson(v, columnType?.array ? columnType.base : undefined);
  if (array !== undefined) return { sql: sqlString(array, dialect) };
  if (dialect !== 'postgresql' && /^ARRAY\s*\[/i.test(v))
    return { sql: null, dropped: `${v} builds a PostgreSQL array of values that are no literals` };
  if (dialect !== 'postgresql' && v.includes('::')) {
    v = stripOuterParens(stripCasts(v));
    original = v;
    if (/^'now'$/i.test(v))
      v = context.type && parseType(context.type).kind === 'date' ? 'current_date' : 'now()';
  }
  const typed = TYPED_LITERAL.exec(v);
  if (typed) v = original = typedLiteral(typed[1] ?? "''", typed[2]);
  if (v === '') return { sql: null };
  if (/^null$/i.test(v)) return { sql: 'NULL' };
  const bool = asBoolean(v, context.boolean);
  if (bool !== null) return { sql: booleanDefault(v, dialect, bool, context) };
  const refused = refusedValue(v, dialect, context);
  if (refused !== undefined) return { sql: null, dropped: refused };
  const lit = literal(v, original, dialect);
  const time = timeLiteral(v, dialect, context.type);
  if (time !== undefined) return time;
  if (lit !== null) return { sql: dialectLiterals(lit, dialect) };
  // SQLite's date functions called for 'now' are the current time in the other dialects.
  if (dialect !== 'sqlite' && SQLITE_NOW.test(v)) v = 'current_timestamp';
  if (dialect !== 'sqlite' && SQLITE_TODAY.test(v)) v = 'current_date';
  if (dialect !== 'sqlite' && SQLITE_EPOCH.test(v)) return { sql: EPOCH_IN[dialect] };
  // A date or time column takes the current time itself; a text one its formatted text.
  const kind = context.type === undefined ? 'unknown' : parseType(context.type).kind;
  if (dialect !== 'sqlite' && SQLITE_STRFTIME.test(v) && /^(date|datetime|datetimetz)$/.test(kind))
    v = 'current_timestamp';
  const formatted = /^(varchar|char|text)$/.test(kind) ? formattedNow(v, dialect) : undefined;
  if (formatted !== undefined) return { sql: dialect === 'mysql' ? `(${formatted})` : formatted };
  if (NOW.test(v)) return { sql: currentTime(v, dialect, context.type) };
  if (TODAY.test(v)) {
    const [valid, spelled] = TODAY_IN[dialect];
    return { sql: valid.test(v) ? (dialect === 'mysql' ? `(${v})` : v) : spelled };
  }
  if (UUID.test(v)) {
    const [valid, spelled] = UUID_BY_DIALECT[dialect];
    return { sql: valid.test(v) ? (dialect === 'postgresql' ? v : `(${v})`) : spelled };
  }
  if (KEYWORD.test(v)) return { sql: v };
  // A sequence's next value (MariaDB's and SQL Server's spellings), in the dialect of its sequence
  // (adaptSchema makes it an auto-increment column elsewhere).
  if (/^next\s+value\s+for\s+\S/i.test(v) || (dialect === 'mysql' && /^nextval\s*\(/i.test(v)))
    return { sql: `(${v})` };
  if (!isExpression(v)) return { sql: sqlString(v, dialect) };
  const translated = translateExpression(v, dialect, [], context.from);
  if ('dropped' in translated) return { sql: null, dropped: translated.dropped };
  if (dialect === 'postgresql') return translated;
  return {
    sql:
      original.startsWith('(') && stripOuterParens(original) === translated.sql
        ? original
        : `(${translated.sql})`,
  };
}

/** The DEFAULT clause value for a dialect, or null for none (see convertDefault). */
export function sqlDefaultFor(
  defaultValue: string | null,
  dialect: SqlDialect,
  booleanColumn: boolean,
): string | null {
  return convertDefault(defaultValue, dialect, { boolean: booleanColumn }).sql;
}
