import type { SqlDialect } from './dialects';
import { parseType, type ParsedType } from './types';

/** What the type printer needs to know about the column beyond its type. */
export interface TypeContext {
  /** The column is part of a primary key, unique constraint or foreign key (needs an indexable type). */
  keyed: boolean;
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
    real,bit,bool,boolean,serial,date,datetime,timestamp,time,year,char,varchar,nchar,nvarchar,binary,varbinary,tinyblob,
    blob,mediumblob,longblob,tinytext,text,mediumtext,longtext,enum,set,json,geometry,point,linestring,polygon,
    multipoint,multilinestring,multipolygon,geometrycollection`),
  postgresql:
    set(`smallint,integer,int,int2,int4,int8,bigint,decimal,numeric,real,double precision,float,float4,float8,
    smallserial,serial,bigserial,money,boolean,bool,char,character,varchar,character varying,text,bytea,date,time,timetz,
    time without time zone,time with time zone,timestamp,timestamptz,timestamp without time zone,
    timestamp with time zone,interval,uuid,json,jsonb,xml,inet,cidr,macaddr,macaddr8,tsvector,tsquery,bit,varbit,
    bit varying,point,line,lseg,box,path,polygon,circle`),
  sqlite:
    set(`integer,int,tinyint,smallint,mediumint,bigint,int2,int8,real,double,double precision,float,numeric,
    decimal,boolean,date,datetime,text,varchar,char,nchar,nvarchar,clob,blob`),
  mssql:
    set(`bigint,int,smallint,tinyint,bit,decimal,numeric,money,smallmoney,float,real,date,datetime,datetime2,
    smalldatetime,datetimeoffset,time,char,varchar,text,nchar,nvarchar,ntext,binary,varbinary,uniqueidentifier,
    xml,hierarchyid,geography,geometry,sql_variant,rowversion`),
};

/** PostgreSQL spellings whose arguments sit in the middle are printed in their short form. */
const PG_SHORT: Record<string, string> = {
  'timestamp without time zone': 'timestamp',
  'timestamp with time zone': 'timestamptz',
  'time without time zone': 'time',
  'time with time zone': 'timetz',
};

const withArgs = (name: string, args: string[]): string =>
  args.length > 0 ? `${name}(${args.join(', ')})` : name;
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

function passThrough(p: ParsedType, dialect: SqlDialect): string {
  const base = (dialect === 'postgresql' ? (PG_SHORT[p.base] ?? p.base) : p.base).toUpperCase();
  const needsLength = p.kind === 'varchar' || (p.kind === 'char' && dialect === 'mssql');
  if (needsLength && p.args.length === 0 && dialect !== 'postgresql' && dialect !== 'sqlite')
    return `${base}(255)`;
  // Typed XML names a schema collection the generated script does not create: keep plain XML.
  const args = p.kind === 'xml' ? [] : p.args.map((a) => (/^max$/i.test(a) ? 'MAX' : a));
  let out = withArgs(base, args);
  if (dialect === 'mysql' && p.unsigned) out += ' UNSIGNED';
  if (dialect === 'postgresql' && p.array) out += '[]';
  return out;
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
    text: 'TEXT',
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
    binary: long || p.args.length === 0 ? 'BLOB' : `VARBINARY(${lengthOr(p, '255')})`,
    enum: p.args.length > 0 ? withArgs('ENUM', p.args) : 'VARCHAR(255)',
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
  };
  return map[p.kind] ?? 'TEXT';
}

function sqliteKind(p: ParsedType): string {
  const map: Record<string, string> = {
    varchar: `VARCHAR(${lengthOr(p, '255')})`,
    char: `CHAR(${lengthOr(p, '1')})`,
    integer: 'INTEGER',
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
  };
  return map[p.kind] ?? 'NVARCHAR(MAX)';
}

const UNINDEXABLE: Record<SqlDialect, RegExp | null> = {
  mysql: /^(TINY|MEDIUM|LONG)?(TEXT|BLOB)$|^JSON$/i,
  mssql: /\(MAX\)$|^N?TEXT$|^IMAGE$|^XML$/i,
  postgresql: null,
  sqlite: null,
};

/**
 * The SQL type a dialect gets for a diagram column type. The generic words of spec 2, §5 map as
 * the spec says; a type the dialect knows passes through (`varchar(80)`, `decimal(10,2)`);
 * other SQL types are translated by meaning; anything else becomes the dialect's text type.
 */
export function sqlTypeFor(
  rawType: string,
  dialect: SqlDialect,
  context: TypeContext = { keyed: false },
): string {
  const generic = GENERIC[dialect];
  const trimmed = rawType.trim();
  let out: string;
  if (trimmed in generic && trimmed !== 'else') out = generic[trimmed as keyof GenericMap];
  else if (trimmed === '') out = generic.else;
  else {
    const parsed = parseType(trimmed);
    if (parsed.array && dialect !== 'postgresql') out = generic.array;
    else if (
      NATIVE[dialect].has(parsed.base) &&
      !(parsed.args[0]?.toLowerCase() === 'max' && dialect !== 'mssql')
    )
      out = passThrough(parsed, dialect);
    else out = parsed.kind === 'unknown' ? generic.else : byKind(parsed, dialect);
  }
  const unindexable = UNINDEXABLE[dialect];
  if (context.keyed && unindexable?.test(out))
    return dialect === 'mssql' ? 'NVARCHAR(255)' : 'VARCHAR(255)';
  return out;
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
  return parsed.kind === 'unknown' && !NATIVE[dialect].has(parsed.base);
}
