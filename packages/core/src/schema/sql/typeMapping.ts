import { dialectLiterals } from '../quoting';
import type { SqlDialect } from './dialects';
import { parseType, type ParsedType } from './types';

/** What the type printer needs to know about the column beyond its type. */
export interface TypeContext {
  /** The column is part of a primary key, unique constraint or foreign key (needs an indexable type). */
  keyed: boolean;
  /** The type is SQL as an engine wrote it (imported table): `date` is DATE, not spec 2's generic word. */
  sql?: boolean;
  /** The type is SQLite's declared type as a SQLite script wrote it (a table read from SQLite). */
  sqliteTypes?: boolean;
  /** The dialect a table read from a script wrote the type in, when not SQLite (see the model). */
  from?: SqlDialect;
}

type GenericMap = Record<
  'string' | 'text' | 'number' | 'integer' | 'boolean' | 'date' | 'object' | 'array' | 'else',
  string
>;

/** The diagram's generic types per dialect; MySQL is spec 2, §5 word for word. */
const GENERIC: Record<SqlDialect, GenericMap> = {
  mysql: {
    string: 'VARCHAR(255)',
    text: 'text',
    number: 'INT',
    integer: 'INT',
    boolean: 'TINYINT(1)',
    date: 'DATETIME',
    object: 'JSON',
    array: 'JSON',
    else: 'TEXT',
  },
  postgresql: {
    string: 'VARCHAR(255)',
    text: 'TEXT',
    number: 'INTEGER',
    integer: 'INTEGER',
    boolean: 'BOOLEAN',
    date: 'TIMESTAMP',
    object: 'JSONB',
    array: 'JSONB',
    else: 'TEXT',
  },
  sqlite: {
    string: 'VARCHAR(255)',
    text: 'TEXT',
    number: 'INTEGER',
    integer: 'INTEGER',
    boolean: 'BOOLEAN',
    date: 'DATETIME',
    object: 'TEXT',
    array: 'TEXT',
    else: 'TEXT',
  },
  mssql: {
    string: 'NVARCHAR(255)',
    text: 'NVARCHAR(MAX)',
    number: 'INT',
    integer: 'INT',
    boolean: 'BIT',
    date: 'DATETIME2',
    object: 'NVARCHAR(MAX)',
    array: 'NVARCHAR(MAX)',
    else: 'NVARCHAR(MAX)',
  },
};

const set = (names: string): ReadonlySet<string> => new Set(names.split(',').map((n) => n.trim()));

/** Type names each dialect understands itself; these pass through as written. */
const NATIVE: Record<SqlDialect, ReadonlySet<string>> = {
  mysql:
    set(`tinyint,smallint,mediumint,int,integer,bigint,decimal,numeric,dec,fixed,float,double,double precision,
    real,bit,bool,boolean,date,datetime,timestamp,time,year,char,varchar,nchar,nvarchar,binary,varbinary,tinyblob,
    blob,mediumblob,longblob,tinytext,text,mediumtext,longtext,enum,set,json,geometry,point,linestring,polygon,
    multipoint,multilinestring,multipolygon,geometrycollection,inet4,inet6,uuid`),
  postgresql:
    set(`smallint,integer,int,int2,int4,int8,bigint,decimal,numeric,real,double precision,float,float4,float8,
    smallserial,serial,bigserial,money,boolean,bool,char,character,varchar,character varying,text,bytea,date,time,timetz,
    time without time zone,time with time zone,timestamp,timestamptz,timestamp without time zone,
    timestamp with time zone,interval,uuid,json,jsonb,xml,inet,cidr,macaddr,macaddr8,tsvector,tsquery,bit,varbit,
    bit varying,point,line,lseg,box,path,polygon,circle,citext,hstore,ltree,name,oid,regclass,jsonpath,
    int4range,int8range,numrange,tsrange,tstzrange,daterange,txid_snapshot,pg_lsn,geometry,geography`),
  sqlite:
    set(`integer,int,tinyint,smallint,mediumint,bigint,int2,int8,real,double,double precision,float,numeric,
    decimal,boolean,date,datetime,timestamp,time,text,varchar,char,nchar,nvarchar,character,varying character,
    native character,clob,blob`),
  mssql:
    set(`bigint,int,smallint,tinyint,bit,decimal,numeric,money,smallmoney,float,real,date,datetime,datetime2,
    smalldatetime,datetimeoffset,time,char,varchar,text,nchar,nvarchar,ntext,binary,varbinary,uniqueidentifier,
    xml,hierarchyid,geography,geometry,sql_variant,rowversion`),
};

/** A type with its arguments, where they are numbers (anything else is left out). */
const withArgs = (name: string, args: string[]): string =>
  args.length > 0 && args.every((a) => /^\d+$/.test(a)) ? `${name}(${args.join(', ')})` : name;
// T-SQL's sysname is nvarchar(128).
const lengthOr = (p: ParsedType, fallback: string): string =>
  p.args[0] !== undefined && /^\d+$/.test(p.args[0])
    ? p.args[0]
    : p.base === 'sysname'
      ? '128'
      : fallback;

function enumLength(p: ParsedType): number {
  return Math.max(1, ...p.args.map((a) => a.replace(/^'|'$/g, '').replace(/''/g, "'").length));
}

function byKind(p: ParsedType, dialect: SqlDialect): string {
  const long = p.args[0]?.toLowerCase() === 'max' || Number(p.args[0]) > 8000;
  switch (dialect) {
    case 'mysql':
      return mysqlKind(p, long);
    case 'postgresql':
      return pgKind(p, long);
    case 'sqlite':
      return sqliteKind(p);
    case 'mssql':
      return mssqlKind(p, long);
  }
}

function mysqlKind(p: ParsedType, long: boolean): string {
  const ints = ['', 'TINYINT', 'SMALLINT', 'MEDIUMINT', 'INT', '', '', '', 'BIGINT'];
  const map: Record<string, string> = {
    varchar: long ? 'LONGTEXT' : `VARCHAR(${lengthOr(p, '255')})`,
    char: `CHAR(${lengthOr(p, '1')})`,
    // Text and bytes of any length (PostgreSQL's, SQLite's, SQL Server's MAX) are MySQL's LONG
    // kinds: its TEXT and BLOB hold 64 KB.
    text: /^(text|ntext|clob|long|long varchar)$/.test(p.base) ? 'LONGTEXT' : 'TEXT',
    integer: (ints[p.size] ?? 'INT') + (p.unsigned ? ' UNSIGNED' : ''),
    decimal: withArgs('DECIMAL', p.base === 'money' ? ['19', '4'] : p.args),
    float: p.size === 4 ? 'FLOAT' : 'DOUBLE',
    boolean: 'TINYINT(1)',
    date: 'DATE',
    time: 'TIME',
    datetime: 'DATETIME',
    datetimetz: 'DATETIME',
    json: 'JSON',
    uuid: 'CHAR(36)',
    binary:
      p.base === 'rowversion'
        ? 'BINARY(8)'
        : long || p.args.length === 0
          ? 'LONGBLOB'
          : `VARBINARY(${lengthOr(p, '255')})`,
    enum:
      p.args.length > 0 && p.args.every(isLabel)
        ? `ENUM(${p.args.map((a) => dialectLiterals(a, 'mysql')).join(', ')})`
        : 'VARCHAR(255)',
  };
  return map[p.kind] ?? 'TEXT';
}

function pgKind(p: ParsedType, long: boolean): string {
  const ints = ['', 'SMALLINT', 'SMALLINT', 'INTEGER', 'INTEGER', '', '', '', 'BIGINT'];
  const map: Record<string, string> = {
    varchar: long ? 'TEXT' : `VARCHAR(${lengthOr(p, '255')})`,
    char: `CHAR(${lengthOr(p, '1')})`,
    integer: ints[p.size] ?? 'INTEGER',
    decimal: withArgs('NUMERIC', p.base === 'money' ? ['19', '4'] : p.args),
    float: p.size === 4 ? 'REAL' : 'DOUBLE PRECISION',
    boolean: 'BOOLEAN',
    date: 'DATE',
    time: 'TIME',
    datetime: 'TIMESTAMP',
    datetimetz: 'TIMESTAMPTZ',
    json: 'JSONB',
    uuid: 'UUID',
    binary: 'BYTEA',
    enum: `VARCHAR(${enumLength(p)})`,
    xml: 'XML',
    network: 'INET',
  };
  return map[p.kind] ?? 'TEXT';
}

/** SQLite's column affinity for a declared type name (its rules, in their order). */
function sqliteAffinity(type: string): string {
  const t = type.toUpperCase();
  if (t.includes('INT')) return 'INTEGER';
  if (/CHAR|CLOB|TEXT/.test(t)) return 'TEXT';
  if (t.includes('BLOB') || t === '') return 'BLOB';
  if (/REAL|FLOA|DOUB/.test(t)) return 'REAL';
  return 'NUMERIC';
}

/**
 * Whether SQLite takes a type as written (it keeps every declared type name and gives the column
 * the affinity the name implies): a well-formed type name whose affinity is the one its mapped type
 * would have (`BOOL` is NUMERIC as BOOLEAN is, `BLOB SUB_TYPE TEXT` stores text as TEXT does), or
 * a binary type, whose blobs no affinity converts (`bytea`).
 */
function sqliteKeeps(type: string, p: ParsedType): boolean {
  return (
    /^[A-Za-z_]\w*(\s+[A-Za-z_]\w*)*(\s*\(\s*[+-]?\d+\s*(,\s*[+-]?\d+\s*)?\))?$/.test(type) &&
    (p.kind === 'binary' || sqliteAffinity(type) === sqliteAffinity(nearestType(p, 'sqlite')))
  );
}

/**
 * A type name as SQLite's grammar takes it: names (`unsigned big int`) and one or two signed
 * numbers in parentheses (`native character(70)`).
 */
const SQLITE_TYPE_NAME =
  /^[A-Za-z_][\w$]*(\s+[A-Za-z_][\w$]*)*(\s*\(\s*[+-]?\d+(\.\d+)?\s*(,\s*[+-]?\d+(\.\d+)?\s*)?\))?$/;

function sqliteKind(p: ParsedType): string {
  const map: Record<string, string> = {
    varchar: `VARCHAR(${lengthOr(p, '255')})`,
    char: `CHAR(${lengthOr(p, '1')})`,
    // MySQL's `bigint(20) unsigned` as SQLite takes it (no word after a size): its own name, which
    // holds INT (INTEGER affinity), not INTEGER itself, which would make a sole key column the rowid.
    integer: /^[a-z]*int[a-z0-9]*$/.test(p.base) ? p.base.toUpperCase() : 'INTEGER',
    decimal: withArgs('NUMERIC', p.args),
    float: 'REAL',
    boolean: 'BOOLEAN',
    date: 'DATE',
    time: 'TIME',
    datetime: 'DATETIME',
    datetimetz: 'DATETIME',
    binary: 'BLOB',
  };
  return map[p.kind] ?? 'TEXT';
}

function mssqlKind(p: ParsedType, long: boolean): string {
  const ints = ['', 'TINYINT', 'SMALLINT', 'INT', 'INT', '', '', '', 'BIGINT'];
  const map: Record<string, string> = {
    varchar: long ? 'NVARCHAR(MAX)' : `NVARCHAR(${lengthOr(p, '255')})`,
    char: `NCHAR(${lengthOr(p, '1')})`,
    integer: ints[p.size] ?? 'INT',
    decimal: withArgs('DECIMAL', p.args),
    float: p.size === 4 ? 'REAL' : 'FLOAT',
    boolean: 'BIT',
    date: 'DATE',
    time: 'TIME',
    datetime: 'DATETIME2',
    datetimetz: 'DATETIMEOFFSET',
    uuid: 'UNIQUEIDENTIFIER',
    binary: 'VARBINARY(MAX)',
    enum: `NVARCHAR(${enumLength(p)})`,
    xml: 'XML',
    // The longest address text: an IPv6 address with an IPv4 tail.
    network: 'VARCHAR(45)',
  };
  return map[p.kind] ?? 'NVARCHAR(MAX)';
}

const UNINDEXABLE: Record<SqlDialect, RegExp | null> = {
  mysql: /^(TINY|MEDIUM|LONG)?(TEXT|BLOB)$|^JSON$/i,
  mssql: /\(MAX\)$|^N?TEXT$|^IMAGE$|^XML$/i,
  postgresql: null,
  sqlite: null,
};

/** Largest fractional-seconds precision of time types per dialect. */
const MAX_FSP: Record<SqlDialect, number> = { mysql: 6, postgresql: 6, sqlite: 9, mssql: 7 };

/** An ENUM or SET label as the model spells it: one standard string literal. */
const isLabel = (arg: string): boolean => /^'(?:[^']|'')*'$/s.test(arg);

/** How many times a character occurs in a text. */
const count = (text: string, ch: string): number => text.split(ch).length - 1;

/**
 * Whether a type's text can be written as it is: names, numbers, spaces, commas, dots, brackets and
 * quotes around names that close (an ENUM's labels are checked apart). Nothing in it can end a
 * statement, open a comment or leave a quote open.
 */
function harmless(type: string, p: ParsedType): boolean {
  const text = p.kind === 'enum' ? type.replace(/\(.*\)/s, '()') : type;
  return (
    /^[\p{L}\p{N}_$ \t\n\r.,()[\]"`]*$/u.test(text) &&
    count(text, '"') % 2 === 0 &&
    count(text, '`') % 2 === 0 &&
    count(text, '[') === count(text, ']') &&
    count(text, '(') === count(text, ')')
  );
}

/** Whether the arguments of a type are ones the dialect accepts for it. */
function argsValid(p: ParsedType, dialect: SqlDialect): boolean {
  if (p.args.some((a) => /^max$/i.test(a)))
    return dialect === 'mssql' && /^(n?varchar|varbinary)$/.test(p.base) && p.args.length === 1;
  if (p.args.some((a) => !/^\d+$/.test(a)))
    return p.kind === 'enum' && dialect === 'mysql' && p.args.every(isLabel);
  if (dialect === 'sqlite' || p.args.length === 0)
    // MySQL needs a VARCHAR length; MSSQL's default of 1 is never what a drawn column means.
    return !(
      (dialect === 'mysql' && /^n?varchar$|^varbinary$/.test(p.base)) ||
      (dialect === 'mssql' && p.args.length === 0 && /^n?varchar$/.test(p.base))
    );
  const first = Number(p.args[0]);
  if (p.kind === 'integer') return dialect === 'mysql';
  if (p.kind === 'time' || p.kind === 'datetime' || p.kind === 'datetimetz')
    return first <= MAX_FSP[dialect] && !(dialect === 'mssql' && /datetime$/.test(p.base));
  // MySQL's FLOAT(M,D) and DOUBLE(M,D); the others take only FLOAT(p), a precision in bits.
  if (p.kind === 'float')
    return (
      dialect === 'mysql' ||
      (p.base === 'float' && p.args.length === 1 && first >= 1 && first <= 53)
    );
  if (dialect === 'postgresql')
    return !/^(text|bytea|jsonb?|uuid|bool(ean)?|date|money)$/.test(p.base);
  if (dialect === 'mssql')
    return (
      !/^(n?text|image|date|bit|money|uniqueidentifier|xml)$/.test(p.base) &&
      !(/^n(var)?char$/.test(p.base) && first > 4000) &&
      !(/^(var)?(char|binary)$/.test(p.base) && first > 8000)
    );
  // MariaDB's row holds 65535 bytes: no VARCHAR is longer, whatever its character set (one
  // too long for its character set, as 16384 under utf8mb4, becomes TEXT in generate/mysqlLimits).
  if (dialect === 'mysql' && /^n?varchar$/.test(p.base)) return first <= 65_532;
  return true;
}

/**
 * Whether a dialect takes the type exactly as written: a name it knows, with arguments it accepts
 * (no display width on PostgreSQL integers, no `TIME(7)` on MariaDB, arrays only on PostgreSQL).
 */
export function isValidType(rawType: string, dialect: SqlDialect): boolean {
  const p = parseType(rawType.trim());
  if (p.array && dialect !== 'postgresql') return false;
  if (p.unsigned && dialect !== 'mysql' && dialect !== 'sqlite') return false;
  // SQLite reads `INT UNSIGNED` as a type name, but not `int(10) unsigned`: the size comes last.
  if (p.unsigned && dialect === 'sqlite' && /\)\s*\S/.test(rawType)) return false;
  if (p.binary && dialect !== 'mysql') return false;
  // MySQL's TINYINT(1) is its boolean; elsewhere it is mapped to the boolean type.
  if (p.base === 'tinyint' && p.args[0] === '1' && dialect !== 'mysql') return false;
  // A bare BIT is MSSQL's boolean; PostgreSQL's BIT(1) bit string refuses boolean defaults.
  if (p.base === 'bit' && p.args.length === 0 && dialect === 'postgresql') return false;
  const valid = NATIVE[dialect].has(p.base) && argsValid(p, dialect) && harmless(rawType.trim(), p);
  return valid || (dialect === 'sqlite' && sqliteKeeps(rawType.trim(), p));
}

/**
 * A time type with its precision cut to what the dialect allows: MSSQL's datetime2 means 7, and
 * PostgreSQL's time and timestamp spelled as only it spells them (`timestamp without time zone`,
 * `timestamptz`) mean 6, microseconds, which MySQL's DATETIME and TIME without one cut off.
 */
function timeType(p: ParsedType, dialect: SqlDialect, mapped: string): string {
  const implied = /^(datetime2|datetimeoffset)$/.test(p.base)
    ? '7'
    : /^(timestamp|time) with(out)? time zone$|^(timestamptz|timetz)$/.test(p.base)
      ? '6'
      : undefined;
  const fsp = p.args[0] !== undefined && /^\d+$/.test(p.args[0]) ? p.args[0] : implied;
  if (fsp === undefined || dialect === 'sqlite') return mapped;
  return `${mapped}(${Math.min(Number(fsp), MAX_FSP[dialect])})`;
}

/**
 * The bytes an integer needs in a dialect to hold every value it held: MySQL's unsigned integers
 * take the next size where there is no UNSIGNED (an INT UNSIGNED reaches 4294967295), except
 * BIGINT, the largest; SQL Server's TINYINT is unsigned, so a signed one takes SMALLINT there.
 */
function integerSize(p: ParsedType, dialect: SqlDialect): number {
  if (p.kind !== 'integer' || dialect === 'mysql') return p.size;
  if (dialect === 'mssql' && p.size === 1) return p.unsigned ? 1 : 2;
  return p.unsigned ? ({ 1: 2, 2: 4, 3: 4, 4: 8 }[p.size] ?? p.size) : p.size;
}

/**
 * The longest text of PostgreSQL's address types (an IPv6 address with an IPv4 tail and a
 * netmask; a MAC address): MySQL and SQL Server hold them as text, a sized VARCHAR that a key can
 * take whole, where TEXT is too long to index.
 */
const ADDRESS_LENGTH: Partial<Record<string, number>> = {
  inet: 49,
  cidr: 49,
  macaddr: 17,
  macaddr8: 23,
};

/** The nearest type of a dialect for a type it does not take as written. */
function nearestType(p: ParsedType, dialect: SqlDialect): string {
  if (p.array) return GENERIC[dialect].array;
  if (p.base === 'tinyint' && p.args[0] === '1') return GENERIC[dialect].boolean;
  if (p.kind === 'unknown') return GENERIC[dialect].else;
  const address = ADDRESS_LENGTH[p.base];
  if (address && (dialect === 'mysql' || dialect === 'mssql')) return `VARCHAR(${address})`;
  const plain = {
    ...p,
    unsigned: dialect === 'mysql' && p.unsigned,
    size: integerSize(p, dialect),
  };
  const mapped = byKind(plain, dialect);
  return p.kind === 'time' || p.kind === 'datetime' || p.kind === 'datetimetz'
    ? timeType(p, dialect, mapped.replace(/\(\d+\)$/, ''))
    : mapped;
}

/** A decimal that keeps any number where a DECIMAL without precision has no fraction (MySQL's is (10, 0), SQL Server's (18, 0)). */
const UNCONSTRAINED_DECIMAL: Partial<Record<SqlDialect, string>> = {
  mysql: 'DECIMAL(65, 30)',
  mssql: 'DECIMAL(38, 10)',
};

/**
 * A SQLite declared type as another dialect holds its values, where its own spelling there would
 * not: SQLite stores every integer in 8 bytes and every REAL as a double (INTEGER and REAL are 4
 * bytes elsewhere; a named smaller integer keeps its size), its decimal without precision any
 * number, and its TEXT Unicode of any length (SQL Server's NVARCHAR(MAX)); a name of no known
 * type that says INT or REAL is such a number. Undefined when the type needs no change.
 */
function sqliteValues(type: string, p: ParsedType, dialect: SqlDialect): string | undefined {
  if (p.array) return undefined;
  // A name Relata does not know that names an integer or a double in words of its own (`UNSIGNED
  // BIG INT`, Chrome's `INTEGER NON NULL`); SQLite's affinity alone would take GEOMETRY_POINT,
  // which holds text, for an integer.
  if (p.kind === 'unknown') {
    const kind = /\b(INT|INTEGER)\b/i.test(type)
      ? 'integer'
      : /\b(REAL|FLOAT|DOUBLE)\b/i.test(type)
        ? 'float'
        : undefined;
    return kind && nearestType({ ...p, kind, size: 8, unsigned: false, args: [] }, dialect);
  }
  // SQLite's text is Unicode of any length; SQL Server's TEXT is neither, and takes no `+` or `=`.
  if (p.kind === 'text' && dialect === 'mssql') return 'NVARCHAR(MAX)';
  if ((p.kind === 'integer' || p.kind === 'float') && p.size === 4)
    return nearestType({ ...p, args: [], size: 8 }, dialect);
  if (p.kind === 'decimal' && p.args.length === 0 && !/money$/.test(p.base))
    return UNCONSTRAINED_DECIMAL[dialect];
  return undefined;
}

/**
 * The type for a name the target takes but which means less there, or another thing, than in the
 * source engine: MySQL's TEXT and BLOB hold 64 KB (PostgreSQL's, SQLite's and SQL Server's any
 * length), SQL Server's TEXT is neither Unicode nor comparable, its timestamp is a row version,
 * and MySQL's and PostgreSQL's timestamps differ. Undefined where the name means the same.
 */
function sourceMeaning(p: ParsedType, dialect: SqlDialect, from: SqlDialect): string | undefined {
  if (p.array) return undefined;
  // SQL Server's timestamp is its rowversion: eight bytes, no time.
  if (from === 'mssql' && p.base === 'timestamp')
    return { mysql: 'BINARY(8)', postgresql: 'BYTEA', sqlite: 'BLOB', mssql: undefined }[dialect];
  // MySQL's TIMESTAMP is an instant (stored in UTC, read in the session's time zone), as
  // PostgreSQL's timestamptz is; its timestamp is a wall-clock time.
  if (from === 'mysql' && dialect === 'postgresql' && p.base === 'timestamp')
    return withArgs('TIMESTAMPTZ', p.args);
  // PostgreSQL's timestamp and time hold microseconds, and its timestamp any year: MySQL's
  // TIMESTAMP stops in 2038 and converts from the session's time zone.
  if (from === 'postgresql' && dialect === 'mysql' && (p.base === 'timestamp' || p.base === 'time'))
    return `${p.base === 'time' ? 'TIME' : 'DATETIME'}(${Math.min(Number(p.args[0] ?? 6), 6)})`;
  if (p.args.length > 0) return undefined;
  if (dialect === 'mysql' && p.base === 'text') return 'LONGTEXT';
  if (dialect === 'mysql' && p.base === 'blob') return 'LONGBLOB';
  if (dialect === 'mssql' && p.base === 'text') return 'NVARCHAR(MAX)';
  return undefined;
}

/** A column type in a dialect, and whether it had to be mapped from another dialect's type. */
export interface ConvertedType {
  sql: string;
  /** Whether the type was changed (the writer notes it); generic words are not a change. */
  mapped: boolean;
}

/**
 * The SQL type a dialect gets for a diagram column type. The generic words of spec 2, §5 map as
 * the spec says; a type the dialect takes is written exactly as held (`int(11)` on MySQL); any
 * other type is mapped to the dialect's nearest type by meaning (`int(11)` is INTEGER on
 * PostgreSQL, `datetime2(7)` DATETIME(6) on MariaDB), and anything unknown to its text type.
 */
export function convertType(
  rawType: string,
  dialect: SqlDialect,
  context: TypeContext = { keyed: false },
): ConvertedType {
  const generic = GENERIC[dialect];
  const trimmed = rawType.trim();
  // SQLite's own declared type goes back to SQLite as written: its text decides the affinity.
  if (dialect === 'sqlite' && context.sqliteTypes && SQLITE_TYPE_NAME.test(trimmed))
    return { sql: trimmed, mapped: false };
  let out: ConvertedType;
  const values =
    context.sqliteTypes && dialect !== 'sqlite'
      ? sqliteValues(trimmed, parseType(trimmed), dialect)
      : undefined;
  const from = context.sqliteTypes ? 'sqlite' : context.from;
  const larger =
    from !== undefined && from !== dialect
      ? sourceMeaning(parseType(trimmed), dialect, from)
      : undefined;
  if (values !== undefined) out = { sql: values, mapped: true };
  else if (
    trimmed in generic &&
    trimmed !== 'else' &&
    !(context.sql && isValidType(trimmed, dialect))
  )
    out = { sql: generic[trimmed as keyof GenericMap], mapped: false };
  else if (trimmed === '')
    // SQLite's typeless column (no affinity, any value) stays typeless there; elsewhere the text
    // type, noted for a table imported as written.
    out =
      dialect === 'sqlite'
        ? { sql: '', mapped: false }
        : { sql: generic.else, mapped: context.sql === true };
  else if (larger !== undefined) out = { sql: larger, mapped: true };
  else if (isValidType(trimmed, dialect))
    // The model's literals (a MySQL ENUM's labels) spelled the dialect's way.
    out = { sql: dialectLiterals(trimmed, dialect), mapped: false };
  else out = { sql: nearestType(parseType(trimmed), dialect), mapped: true };
  const unindexable = UNINDEXABLE[dialect];
  if (context.keyed && unindexable?.test(out.sql))
    // A key on bytes keeps bytes (VARBINARY, in MariaDB and SQL Server; a VARCHAR would compare them as text).
    return {
      sql: /BLOB$|^VARBINARY\(MAX\)$|^IMAGE$/i.test(out.sql)
        ? 'VARBINARY(255)'
        : dialect === 'mssql'
          ? 'NVARCHAR(255)'
          : 'VARCHAR(255)',
      mapped: true,
    };
  return out;
}

/** The SQL type a dialect gets for a diagram column type (see convertType). */
export function sqlTypeFor(
  rawType: string,
  dialect: SqlDialect,
  context: TypeContext = { keyed: false },
): string {
  return convertType(rawType, dialect, context).sql;
}

/** Whether a type is PostgreSQL's serial family, which other dialects write as an auto-increment integer. */
export function isSerialType(rawType: string): boolean {
  return /^(small|big)?serial[248]?$/.test(parseType(rawType.trim()).base);
}

/** Whether a column type (as the model holds it) is an integer, the only kind that auto-increments. */
export function isIntegerType(rawType: string): boolean {
  const t = rawType.trim();
  return t === 'number' || t === 'integer' || (t !== 'string' && parseType(t).kind === 'integer');
}

/** Whether a column type is a boolean (the generic word or a SQL boolean type). */
export function isBooleanType(rawType: string): boolean {
  return parseType(rawType.trim()).kind === 'boolean';
}

/**
 * Whether a column type means nothing to Relata or to the dialect: not a generic word, not a type
 * the dialect knows, not a SQL type of known meaning. Such a column is written as the text type.
 */
export function isUnknownType(rawType: string, dialect: SqlDialect): boolean {
  const t = rawType.trim();
  if (t === '' || t in GENERIC[dialect]) return false;
  const parsed = parseType(t);
  return parsed.kind === 'unknown' && !NATIVE[dialect].has(parsed.base) && !isValidType(t, dialect);
}
