/** What a column type means, whatever the dialect that spelled it. */
export type TypeKind =
  | 'varchar'
  | 'char'
  | 'text'
  | 'integer'
  | 'decimal'
  | 'float'
  | 'boolean'
  | 'date'
  | 'time'
  | 'datetime'
  | 'datetimetz'
  | 'json'
  | 'uuid'
  | 'binary'
  | 'enum'
  | 'xml'
  | 'network'
  | 'unknown';

/** A column type taken apart: base name in lower case, arguments, and modifiers. */
export interface ParsedType {
  /** Lower-case base name with single spaces, e.g. `character varying`, `int`. */
  base: string;
  /** The arguments inside the parentheses, as written (`255`, `10`, `'a'`, `max`). */
  args: string[];
  unsigned: boolean;
  /** MySQL's BINARY attribute after a character type (`VARCHAR(40) BINARY`: a binary collation). */
  binary: boolean;
  /** A PostgreSQL array (`text[]`). */
  array: boolean;
  kind: TypeKind;
  /** Integer width in bytes for the integer kind (1, 2, 3, 4, 8); 8 for double floats. */
  size: number;
}

/** The generic types of the diagram (spec 2, §5), matched exactly in lower case. */
export const GENERIC_TYPES = [
  'string',
  'text',
  'number',
  'integer',
  'boolean',
  'date',
  'object',
  'array',
] as const;

const KINDS: Record<string, [TypeKind, number]> = {};
function define(kind: TypeKind, size: number, names: string): void {
  for (const name of names.split(',')) KINDS[name.trim()] = [kind, size];
}
define(
  'varchar',
  0,
  'varchar,character varying,nvarchar,national character varying,varchar2,nvarchar2,nchar varying,string,varcharacter,citext,sysname',
);
define('char', 0, 'char,character,nchar,national character,bpchar,national char');
define(
  'text',
  0,
  'text,tinytext,mediumtext,longtext,ntext,clob,long,long varchar,sql_variant,interval,tsvector,inet,cidr,macaddr,macaddr8,hierarchyid',
);
define('integer', 1, 'tinyint,int1');
define('integer', 2, 'smallint,int2,year,smallserial,serial2');
define('integer', 3, 'mediumint,int3,middleint');
define('integer', 4, 'int,integer,int4,serial,serial4,number');
define('integer', 8, 'bigint,int8,bigserial,serial8');
define('decimal', 0, 'decimal,numeric,dec,fixed,money,smallmoney');
define('float', 4, 'float4,real');
define('float', 8, 'float,float8,double,double precision,binary_double');
define('boolean', 0, 'boolean,bool,bit');
define('date', 0, 'date');
define('time', 0, 'time,time without time zone,timetz,time with time zone');
define('datetime', 0, 'datetime,datetime2,smalldatetime,timestamp,timestamp without time zone');
define('datetimetz', 0, 'timestamptz,timestamp with time zone,datetimeoffset');
define('json', 0, 'json,jsonb,object,array');
define('uuid', 0, 'uuid,uniqueidentifier');
define(
  'binary',
  0,
  'blob,tinyblob,mediumblob,longblob,binary,varbinary,bytea,image,rowversion,varbit,bit varying',
);
define('enum', 0, 'enum,set');
define('xml', 0, 'xml');
// MariaDB's addresses (PostgreSQL's inet, which may hold a netmask, is text elsewhere).
define('network', 0, 'inet4,inet6');

function splitArgs(inner: string): string[] {
  const args: string[] = [];
  let current = '';
  let quoted = false;
  for (const ch of inner) {
    if (ch === "'") quoted = !quoted;
    if (ch === ',' && !quoted) {
      args.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (current.trim() !== '') args.push(current.trim());
  return args;
}

const cache = new Map<string, ParsedType>();

/**
 * Whether a column type holds text a collation compares and a full-text index reads: characters
 * of any length, not bytes, not an array, not another kind kept as text (interval, inet).
 */
export function holdsText(rawType: string): boolean {
  const type = parseType(rawType);
  return (
    !type.array &&
    !type.binary &&
    (type.kind === 'varchar' ||
      type.kind === 'char' ||
      (type.kind === 'text' && /text|clob/.test(type.base)))
  );
}

/**
 * Takes a column type apart: `VARCHAR(80)`, `[nvarchar](max)`, `"int"`, `int unsigned`,
 * `timestamp without time zone`, `text[]`, `enum('a','b')`. Unknown names get the kind `unknown`.
 */
export function parseType(raw: string): ParsedType {
  const hit = cache.get(raw);
  if (hit) return hit;
  let text = raw.trim();
  let array = false;
  while (/\[\s*\d*\s*\]$/.test(text) || /\sarray$/i.test(text)) {
    text = text
      .replace(/\[\s*\d*\s*\]$/, '')
      .replace(/\sarray$/i, '')
      .trim();
    array = true;
  }
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  let args: string[] = [];
  let words = text;
  if (open >= 0 && close > open) {
    args = splitArgs(text.slice(open + 1, close));
    words = `${text.slice(0, open)} ${text.slice(close + 1)}`;
  }
  const tokens = words
    .replace(/[[\]"`]/g, ' ')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
  const unsigned = tokens.includes('unsigned');
  const modifiersOff = tokens.filter((t) => t !== 'unsigned' && t !== 'signed' && t !== 'zerofill');
  const binary = modifiersOff.length > 1 && modifiersOff[modifiersOff.length - 1] === 'binary';
  const baseWords = binary ? modifiersOff.slice(0, -1) : modifiersOff;
  // A schema-qualified user type (dbo.Name) keeps its last part.
  const base = baseWords.join(' ').replace(/^.*\./, '');
  const [kind, named] = KINDS[base] ?? ['unknown', 0];
  // FLOAT(p) is single precision up to 24 bits (every dialect), and MySQL's FLOAT(M,D) always.
  const size =
    base === 'float' && args.length > 0
      ? args.length === 2 || Number(args[0]) <= 24
        ? 4
        : 8
      : named;
  const parsed: ParsedType = { base, args, unsigned, binary, array, kind, size };
  // `bit(8)` and longer are bit strings, not booleans.
  if (base === 'bit' && args[0] !== undefined && args[0] !== '1') parsed.kind = 'binary';
  if (cache.size > 5000) cache.clear();
  cache.set(raw, parsed);
  return parsed;
}

/** Whether the type is one of the diagram's generic words (`string`, `object`, ...), exactly. */
export function isGenericType(raw: string): boolean {
  return (GENERIC_TYPES as readonly string[]).includes(raw.trim());
}
