/**
 * TypeORM's column types (issue 40): the `type`, length, precision and scale each of its drivers
 * takes (their `supportedDataTypes` and `with…ColumnTypes`), what the entities write for a type
 * Relata's DDL writes, and the TypeScript type of its property. A type TypeORM does not take is
 * written as its nearest (in SQLite, one of the same affinity), and noted.
 */
import type { SqlDialect } from '../sql/dialects';
import { parseType, type ParsedType } from '../sql/types';
import { typeLabels, type OrmColumn } from './ormSchema';

/** Where a column's type is written: its `table.column`, its table's schema, the dialect, the notes. */
export interface TypeContext {
  where: string;
  schema: string | undefined;
  dialect: SqlDialect;
  note: (text: string) => void;
}

/** A dialect's TypeORM column types: those it takes, and which take a length, precision and scale. */
interface TypeormTypes {
  supported: ReadonlySet<string>;
  length: ReadonlySet<string>;
  precision: ReadonlySet<string>;
  scale: ReadonlySet<string>;
}

/** A list of type names, `|` between them. */
const words = (text: string): ReadonlySet<string> => new Set(text.split('|').map((w) => w.trim()));

/** The column types of TypeORM's drivers (their `supportedDataTypes` and `with…ColumnTypes`). */
const TYPEORM_TYPES: Record<SqlDialect, TypeormTypes> = {
  postgresql: {
    supported:
      words(`int | int2 | int4 | int8 | smallint | integer | bigint | decimal | numeric | real |
      float | float4 | float8 | double precision | money | character varying | varchar | character |
      char | text | citext | hstore | bytea | bit | varbit | bit varying | timetz | timestamptz |
      timestamp | timestamp without time zone | timestamp with time zone | date | time |
      time without time zone | time with time zone | interval | bool | boolean | enum | point | line |
      lseg | box | path | polygon | circle | cidr | inet | macaddr | macaddr8 | tsvector | tsquery |
      uuid | xml | json | jsonb | jsonpath | int4range | int8range | numrange | tsrange | tstzrange |
      daterange | int4multirange | int8multirange | nummultirange | tsmultirange | tstzmultirange |
      datemultirange | geometry | geography | cube | ltree | vector | halfvec`),
    length: words('character varying | varchar | character | char | bit | varbit | bit varying'),
    precision: words(`numeric | decimal | interval | time | timetz | timestamp | timestamptz |
      time without time zone | time with time zone | timestamp without time zone |
      timestamp with time zone`),
    scale: words('numeric | decimal'),
  },
  mysql: {
    supported:
      words(`bit | int | integer | tinyint | smallint | mediumint | bigint | float | double |
      double precision | real | decimal | dec | numeric | fixed | bool | boolean | date | datetime |
      timestamp | time | year | char | nchar | national char | varchar | nvarchar | national varchar |
      blob | text | tinyblob | tinytext | mediumblob | mediumtext | longblob | longtext | enum | set |
      binary | varbinary | json | geometry | point | linestring | polygon | multipoint |
      multilinestring | multipolygon | geometrycollection | vector | uuid | inet4 | inet6`),
    length: words(
      'char | nchar | national char | varchar | nvarchar | national varchar | binary | varbinary',
    ),
    precision:
      words(`decimal | dec | numeric | fixed | float | double | double precision | real | time |
      datetime | timestamp`),
    scale: words('decimal | dec | numeric | fixed | float | double | double precision | real'),
  },
  sqlite: {
    supported:
      words(`int | integer | tinyint | smallint | mediumint | bigint | unsigned big int | int2 |
      int8 | character | varchar | varying character | nchar | native character | nvarchar | text |
      clob | blob | real | double | double precision | float | numeric | decimal | boolean | date |
      time | datetime | json | jsonb`),
    length:
      words(`character | varchar | varying character | nchar | native character | nvarchar | text |
      blob | clob`),
    precision: words(
      'real | double | double precision | float | numeric | decimal | date | time | datetime',
    ),
    scale: words('real | double | double precision | float | numeric | decimal'),
  },
  mssql: {
    supported:
      words(`int | bigint | bit | decimal | money | numeric | smallint | smallmoney | tinyint |
      float | real | date | datetime2 | datetime | datetimeoffset | smalldatetime | time | char |
      varchar | text | nchar | nvarchar | ntext | binary | image | varbinary | hierarchyid |
      sql_variant | timestamp | uniqueidentifier | xml | geometry | geography | rowversion`),
    length: words('char | varchar | nchar | nvarchar | binary | varbinary'),
    precision: words('decimal | numeric | time | datetime2 | datetimeoffset'),
    scale: words('decimal | numeric'),
  },
};

/** A column's TypeORM type and its options, and the TypeScript type of its property. */
export interface TypeSpec {
  type: string;
  length?: number | string;
  precision?: number;
  scale?: number;
  unsigned?: boolean;
  array?: boolean;
  values?: string[];
  enumName?: string;
  charset?: string;
  /** A collation the column takes from its table (MySQL). */
  collation?: string;
  tsType: string;
}

/** The TypeScript type TypeORM reads a column of a kind as (bigint and decimal as strings). */
function tsTypeOf(t: ParsedType, typeormType: string): string {
  const scalar = (() => {
    if (t.kind === 'integer') return t.size === 8 ? 'string' : 'number';
    if (t.kind === 'float') return 'number';
    if (t.kind === 'boolean' || typeormType === 'boolean') return 'boolean';
    if (t.kind === 'datetime' || t.kind === 'datetimetz') return 'Date';
    if (t.kind === 'json') return 'unknown';
    if (t.kind === 'binary') return 'Buffer';
    if (t.kind === 'unknown') return 'unknown';
    return 'string';
  })();
  return t.array ? `${scalar}[]` : scalar;
}

/** A column's TypeORM type: its enum, or its SQL type with length, precision and scale. */
export function typeSpec(column: OrmColumn, ctx: TypeContext): TypeSpec {
  const { where } = ctx;
  if (column.domain)
    ctx.note(
      `${where}: domain ${column.domain.name} becomes its type ${column.domain.baseType}: TypeORM has no domains`,
    );
  const t = column.domain ? parseType(column.domain.baseType) : column.type;
  const enumType = column.enumType;
  const labels = enumType?.values ?? (t.base === 'set' ? typeLabels(t, ctx.dialect) : []);
  // TypeORM writes MySQL's labels with their quotes doubled but not their backslashes, which
  // MySQL reads as escapes: such an enum or set is the text it holds, without its labels.
  if (ctx.dialect === 'mysql' && labels.some((l) => l.includes('\\'))) {
    ctx.note(
      `${where}: its labels are left out (it is a varchar): TypeORM writes MySQL's ${t.base} labels without escaping a backslash`,
    );
    const length =
      t.base === 'set' ? labels.join(',').length : Math.max(1, ...labels.map((l) => l.length));
    return { type: 'varchar', length, tsType: 'string' };
  }
  if (enumType && (ctx.dialect === 'postgresql' || t.base === 'enum'))
    return {
      type: 'enum',
      values: enumType.values,
      ...(ctx.dialect === 'postgresql' ? { enumName: enumName(enumType, ctx) } : {}),
      ...(t.array ? { array: true } : {}),
      tsType: t.array ? 'string[]' : 'string',
    };
  if (ctx.dialect === 'mysql' && t.base === 'set')
    return {
      type: 'set',
      values: labels,
      tsType: 'string[]',
    };
  if (ctx.dialect === 'mysql' && /^bool(ean)?$/.test(t.base))
    ctx.note('integer display widths (int(11), tinyint(1)) are left out: TypeORM has none');
  const serial = { smallserial: 'smallint', serial: 'integer', bigserial: 'bigint' }[t.base];
  const base = serial ?? t.base;
  const types = TYPEORM_TYPES[ctx.dialect];
  const type = types.supported.has(base) ? base : substitute(t, ctx.dialect);
  if (type !== base)
    ctx.note(`${where}: TypeORM has no ${ctx.dialect} type ${t.base}: it is written ${type}`);
  return {
    type,
    ...typeArguments(t, type, ctx),
    ...(t.unsigned && ctx.dialect === 'mysql' ? { unsigned: true } : {}),
    ...(t.array && ctx.dialect === 'postgresql' ? { array: true } : {}),
    // MariaDB keeps NATIONAL (VAR)CHAR in utf8mb3, which TypeORM's nvarchar does not say.
    ...(ctx.dialect === 'mysql' && /^n(ational )?(var)?char$/.test(t.base)
      ? { charset: 'utf8mb3' }
      : {}),
    tsType: tsTypeOf(t, type),
  };
}

/** A PostgreSQL enum's name for TypeORM, which creates it in its table's schema. */
function enumName(e: NonNullable<OrmColumn['enumType']>, ctx: TypeContext): string {
  if ((e.schema ?? '') !== (ctx.schema ?? ''))
    ctx.note(
      `${ctx.where}: enum ${e.name} is created in the schema of its table: TypeORM creates an enum there`,
    );
  return e.name;
}

/** A type's length, precision and scale as TypeORM takes them for `type` (others are noted). */
function typeArguments(
  t: ParsedType,
  type: string,
  ctx: TypeContext,
): Pick<TypeSpec, 'length' | 'precision' | 'scale'> {
  const types = TYPEORM_TYPES[ctx.dialect];
  const numbers = t.args.map((a) => (/^\d+$/.test(a.trim()) ? Number(a) : undefined));
  const [first, second] = numbers;
  if (t.args.length === 0) return {};
  if (types.length.has(type) && first !== undefined) return { length: first };
  if (types.length.has(type) && /^max$/i.test(t.args[0] ?? '')) return { length: 'max' };
  if (types.precision.has(type) && first !== undefined)
    return types.scale.has(type) && second !== undefined
      ? { precision: first, scale: second }
      : { precision: first };
  // MariaDB's integer display widths: TypeORM has no `width`.
  if (ctx.dialect === 'mysql' && t.kind === 'integer')
    ctx.note('integer display widths (int(11), tinyint(1)) are left out: TypeORM has none');
  else
    ctx.note(`${ctx.where}: (${t.args.join(', ')}) of ${t.base} is left out: TypeORM takes none`);
  return {};
}

/** SQLite's affinity of a declared type (its rules, section 3.1 of its datatype page). */
function sqliteAffinity(declared: string): 'integer' | 'text' | 'blob' | 'real' | 'numeric' {
  const d = declared.toUpperCase();
  if (d.includes('INT')) return 'integer';
  if (/CHAR|CLOB|TEXT/.test(d)) return 'text';
  if (d.includes('BLOB') || d.trim() === '') return 'blob';
  if (/REAL|FLOA|DOUB/.test(d)) return 'real';
  return 'numeric';
}

/**
 * The TypeORM type a type it does not take is written as: in SQLite one of the same affinity
 * (which is what SQLite keeps of a declared type), elsewhere the nearest of its kind.
 */
function substitute(t: ParsedType, dialect: SqlDialect): string {
  if (dialect === 'sqlite') {
    const affinity = sqliteAffinity(t.base);
    if (affinity === 'text')
      return t.kind === 'char' ? 'character' : t.kind === 'varchar' ? 'varchar' : 'text';
    if (affinity !== 'numeric') return affinity;
    if (/^(date|time|datetime|datetimetz)$/.test(t.kind)) return 'datetime';
    return t.kind === 'boolean' ? 'boolean' : 'numeric';
  }
  const text = { postgresql: 'text', mysql: 'longtext', mssql: 'nvarchar' }[dialect];
  const binary = { postgresql: 'bytea', mysql: 'longblob', mssql: 'varbinary' }[dialect];
  if (t.kind === 'char') return dialect === 'postgresql' ? 'character' : 'char';
  if (t.kind === 'varchar') return dialect === 'postgresql' ? 'character varying' : 'varchar';
  if (t.kind === 'binary') return binary;
  if (t.kind === 'integer')
    return t.size === 8 ? 'bigint' : dialect === 'mssql' ? 'int' : 'integer';
  return text;
}

/** The type TypeORM's driver makes of a `type` (its normalizeType), where it renames it. */
const NORMALIZED: Record<SqlDialect, Record<string, string>> = {
  postgresql: {
    int: 'integer',
    int4: 'integer',
    int2: 'smallint',
    int8: 'bigint',
    varchar: 'character varying',
    char: 'character',
    timestamp: 'timestamp without time zone',
    timestamptz: 'timestamp with time zone',
    time: 'time without time zone',
    timetz: 'time with time zone',
    bool: 'boolean',
    decimal: 'numeric',
    float: 'double precision',
    float8: 'double precision',
    float4: 'real',
    varbit: 'bit varying',
  },
  mysql: {
    integer: 'int',
    bool: 'tinyint',
    boolean: 'tinyint',
    'double precision': 'double',
    real: 'double',
    dec: 'decimal',
    numeric: 'decimal',
    fixed: 'decimal',
    nvarchar: 'varchar',
    'national varchar': 'varchar',
    nchar: 'char',
    'national char': 'char',
  },
  sqlite: { int: 'integer' },
  mssql: {},
};

/** Whether two TypeORM types are the same type to its driver. */
export const sameType = (a: string, b: string, dialect: SqlDialect): boolean =>
  (NORMALIZED[dialect][a] ?? a) === (NORMALIZED[dialect][b] ?? b);
