/**
 * A Prisma schema as a diagram (issue 40, item 2), read from what Prisma's own engine makes of
 * it: its DMMF (`@prisma/prisma-schema-wasm`'s get_dmmf, see connect/prisma.ts) and the datasource's
 * provider. The tables are what `prisma migrate` creates: the database names (`@map`, `@@map`),
 * the native types (`@db.*`) or Prisma's default type of each scalar for the provider, the
 * defaults the database holds, keys, indexes and foreign keys named as Prisma names them. Models
 * and fields marked `@@ignore` and `@ignore` are tables and columns too (Prisma Client leaves them
 * out, migrations create them): Prisma reads them from a copy of the schema without those
 * attributes (prismaWithoutIgnore). This module is pure (it runs in the browser's import worker
 * too).
 */
import type { DiagramModel } from '../model';
import type { ReferentialAction } from '../model';
import { fromPhysical, type FromPhysicalOptions } from '../fromPhysical';
import type {
  PhysicalColumn,
  PhysicalForeignKey,
  PhysicalIndex,
  PhysicalSchema,
  PhysicalTable,
  PhysicalType,
  PhysicalUnique,
} from '../physical';
import { sqlString } from '../quoting';
import type { SqlDialect } from '../sql/dialects';

/** The parts of Prisma's DMMF a diagram reads. */
export interface PrismaDmmf {
  datamodel: {
    enums: {
      name: string;
      dbName?: string | null;
      values: { name: string; dbName?: string | null }[];
    }[];
    models: DmmfModel[];
    indexes?: DmmfIndex[];
  };
}

interface DmmfField {
  name: string;
  dbName?: string | null;
  kind: 'scalar' | 'enum' | 'object' | 'unsupported';
  isList: boolean;
  isRequired: boolean;
  isId: boolean;
  isUnique: boolean;
  type: string;
  nativeType?: [string, string[]] | null;
  default?: unknown;
  isUpdatedAt?: boolean;
  relationFromFields?: string[];
  relationToFields?: string[];
  relationOnDelete?: string;
  relationOnUpdate?: string;
  documentation?: string;
}

interface DmmfModel {
  name: string;
  dbName?: string | null;
  schema?: string | null;
  fields: DmmfField[];
  primaryKey?: { name?: string | null; fields: string[] } | null;
  documentation?: string;
}

interface DmmfIndex {
  model: string;
  type: 'id' | 'unique' | 'normal' | 'fulltext';
  dbName?: string | null;
  algorithm?: string;
  fields: { name: string; sortOrder?: 'asc' | 'desc'; length?: number; operatorClass?: string }[];
}

/** The dialect of a Prisma provider; undefined for one Relata has no dialect for (mongodb). */
export function dialectOfProvider(provider: string): SqlDialect | undefined {
  const dialects: Record<string, SqlDialect> = {
    postgresql: 'postgresql',
    postgres: 'postgresql',
    cockroachdb: 'postgresql',
    mysql: 'mysql',
    sqlite: 'sqlite',
    sqlserver: 'mssql',
  };
  return dialects[provider];
}

/** The column type `prisma migrate` gives a scalar without `@db.*`, by dialect. */
const DEFAULT_TYPES: Record<string, Record<SqlDialect, string>> = {
  String: { postgresql: 'text', mysql: 'varchar(191)', sqlite: 'TEXT', mssql: 'nvarchar(1000)' },
  Int: { postgresql: 'integer', mysql: 'int', sqlite: 'INTEGER', mssql: 'int' },
  BigInt: { postgresql: 'bigint', mysql: 'bigint', sqlite: 'BIGINT', mssql: 'bigint' },
  Float: { postgresql: 'double precision', mysql: 'double', sqlite: 'REAL', mssql: 'float' },
  Decimal: {
    postgresql: 'decimal(65,30)',
    mysql: 'decimal(65,30)',
    sqlite: 'DECIMAL',
    mssql: 'decimal(32,16)',
  },
  Boolean: { postgresql: 'boolean', mysql: 'tinyint(1)', sqlite: 'BOOLEAN', mssql: 'bit' },
  DateTime: {
    postgresql: 'timestamp(3)',
    mysql: 'datetime(3)',
    sqlite: 'DATETIME',
    mssql: 'datetime2',
  },
  Json: { postgresql: 'jsonb', mysql: 'json', sqlite: 'JSONB', mssql: 'nvarchar(max)' },
  Bytes: { postgresql: 'bytea', mysql: 'longblob', sqlite: 'BLOB', mssql: 'varbinary(max)' },
};

/** Native type names (`@db.X`) whose SQL spelling is not the name in lower case. */
const NATIVE_SQL: Record<string, string> = {
  DoublePrecision: 'double precision',
  Timestamptz: 'timestamptz',
  Timetz: 'timetz',
  VarBit: 'varbit',
  ByteA: 'bytea',
  UnsignedInt: 'int unsigned',
  UnsignedSmallInt: 'smallint unsigned',
  UnsignedMediumInt: 'mediumint unsigned',
  UnsignedTinyInt: 'tinyint unsigned',
  UnsignedBigInt: 'bigint unsigned',
  UniqueIdentifier: 'uniqueidentifier',
  DateTimeOffset: 'datetimeoffset',
  SmallDateTime: 'smalldatetime',
  SmallMoney: 'smallmoney',
};

/** The SQL type of a field, in the provider's dialect. */
function sqlType(field: DmmfField, dialect: SqlDialect, enumType?: string): string {
  let type: string;
  if (enumType) type = enumType;
  else if (field.nativeType) {
    const [name, args] = field.nativeType;
    const base = NATIVE_SQL[name] ?? name.toLowerCase();
    const unsigned = / unsigned$/.exec(base);
    const plain = unsigned ? base.slice(0, -' unsigned'.length) : base;
    type = `${plain}${args.length > 0 ? `(${args.join(',')})` : ''}${unsigned ? ' unsigned' : ''}`;
  } else type = DEFAULT_TYPES[field.type]?.[dialect] ?? 'text';
  return field.isList ? `${type}[]` : type;
}

/** A Prisma referential action as SQL's. */
function action(value: string | undefined): ReferentialAction | undefined {
  const actions: Record<string, ReferentialAction> = {
    Cascade: 'CASCADE',
    Restrict: 'RESTRICT',
    NoAction: 'NO ACTION',
    SetNull: 'SET NULL',
    SetDefault: 'SET DEFAULT',
  };
  return value === undefined ? undefined : actions[value];
}

/** What a Prisma default is in the database: SQL, auto-increment, or nothing (a client-side one). */
function columnDefault(
  value: unknown,
  field: DmmfField,
  dialect: SqlDialect,
  enumValues: Map<string, string> | undefined,
): { sql: string | null; autoIncrement?: boolean; clientSide?: string } {
  if (value === undefined || value === null) return { sql: null };
  if (typeof value === 'object' && !Array.isArray(value)) {
    const { name, args } = value as { name: string; args: unknown[] };
    if (name === 'autoincrement') return { sql: null, autoIncrement: true };
    if (name === 'now') return { sql: 'CURRENT_TIMESTAMP' };
    if (name === 'dbgenerated') return { sql: typeof args[0] === 'string' ? args[0] : null };
    if (name === 'sequence') return { sql: null, autoIncrement: true };
    return { sql: null, clientSide: `${name}()` };
  }
  if (Array.isArray(value))
    return dialect === 'postgresql'
      ? { sql: `${sqlString(`{${value.map((v) => JSON.stringify(v)).join(',')}}`, dialect)}` }
      : { sql: null, clientSide: 'a list' };
  if (typeof value === 'boolean')
    return {
      sql: dialect === 'mysql' || dialect === 'mssql' ? (value ? '1' : '0') : String(value),
    };
  if (typeof value === 'number') return { sql: String(value) };
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (enumValues) return { sql: sqlString(enumValues.get(text) ?? text, dialect) };
  if (
    field.type === 'Int' ||
    field.type === 'BigInt' ||
    field.type === 'Float' ||
    field.type === 'Decimal'
  )
    return { sql: text };
  return { sql: sqlString(text, dialect) };
}

/** The name Prisma gives an unnamed constraint: `{table}_{columns}_{suffix}`. */
const prismaName = (table: string, columns: string[], suffix: string) =>
  `${table}_${columns.join('_')}_${suffix}`;

/** The diagram of a Prisma schema's DMMF, for the provider's dialect, with what could not be kept. */
export function readPrismaDmmf(
  dmmf: PrismaDmmf,
  dialect: SqlDialect,
  options: FromPhysicalOptions & {
    /** What the DMMF leaves out, read from the schema's text (prismaSourceExtras). */
    source?: PrismaSourceExtras;
  } = {},
): { model: DiagramModel; warnings: string[] } {
  const warnings: string[] = [];
  const models = new Map(dmmf.datamodel.models.map((m) => [m.name, m]));
  const tableName = (m: DmmfModel) => m.dbName ?? m.name;
  const columnName = (m: DmmfModel, field: string) => {
    const f = m.fields.find((x) => x.name === field);
    return f?.dbName ?? field;
  };
  const enums = new Map(dmmf.datamodel.enums.map((e) => [e.name, e]));
  const types: PhysicalType[] =
    dialect === 'postgresql'
      ? dmmf.datamodel.enums.map((e) => ({
          name: e.dbName ?? e.name,
          kind: 'enum',
          values: e.values.map((v) => v.dbName ?? v.name),
        }))
      : [];
  const tables = dmmf.datamodel.models.map((m): PhysicalTable => {
    const name = tableName(m);
    const columns = m.fields
      .filter((f) => f.kind === 'scalar' || f.kind === 'enum')
      .map((f): PhysicalColumn => {
        const e = f.kind === 'enum' ? enums.get(f.type) : undefined;
        const values = e ? new Map(e.values.map((v) => [v.name, v.dbName ?? v.name])) : undefined;
        const enumType = e
          ? dialect === 'postgresql'
            ? (e.dbName ?? e.name)
            : dialect === 'mysql'
              ? `enum(${[...(values?.values() ?? [])].map((v) => sqlString(v, 'mysql')).join(',')})`
              : DEFAULT_TYPES.String?.[dialect]
          : undefined;
        const def = columnDefault(f.default, f, dialect, values);
        if (def.clientSide)
          warnings.push(
            `${name}.${f.dbName ?? f.name}: default ${def.clientSide} is made by Prisma Client, not the database: left out`,
          );
        if (f.isUpdatedAt)
          warnings.push(
            `${name}.${f.dbName ?? f.name}: @updatedAt is set by Prisma Client, not the database`,
          );
        const serial = def.autoIncrement && dialect === 'postgresql' && !f.isList;
        return {
          name: f.dbName ?? f.name,
          type: serial
            ? f.type === 'BigInt'
              ? 'bigserial'
              : f.nativeType?.[0] === 'SmallInt'
                ? 'smallserial'
                : 'serial'
            : sqlType(f, dialect, enumType),
          nullable: !f.isRequired && !f.isList,
          defaultValue: def.sql,
          unique: false,
          autoIncrement: (def.autoIncrement ?? false) && !serial,
          ...(f.documentation ? { comment: f.documentation } : {}),
        };
      });
    // Fields of Unsupported("…") types (the DMMF has none), in the schema's order of fields.
    for (const u of options.source?.unsupported.get(m.name) ?? [])
      columns.push({
        name: u.dbName,
        type: u.sqlType,
        nullable: u.nullable,
        defaultValue: null,
        unique: false,
        autoIncrement: false,
      });
    const order = options.source?.fieldOrder.get(m.name);
    if (order) {
      const position = (column: string) => {
        const field =
          m.fields.find((f) => (f.dbName ?? f.name) === column)?.name ??
          options.source?.unsupported.get(m.name)?.find((u) => u.dbName === column)?.field;
        const at = field === undefined ? -1 : order.indexOf(field);
        return at < 0 ? order.length : at;
      };
      columns.sort((a, b) => position(a.name) - position(b.name));
    }
    const indexes = (dmmf.datamodel.indexes ?? []).filter((i) => i.model === m.name);
    const cols = (i: DmmfIndex) => i.fields.map((f) => columnName(m, f.name));
    const id = indexes.find((i) => i.type === 'id');
    const primaryKey = id
      ? cols(id)
      : (m.primaryKey?.fields ?? m.fields.filter((f) => f.isId).map((f) => f.name)).map((f) =>
          columnName(m, f),
        );
    const uniques = indexes
      .filter((i) => i.type === 'unique')
      .map((i): PhysicalUnique => ({
        name: i.dbName ?? prismaName(name, cols(i), 'key'),
        columns: cols(i),
      }));
    const plainIndexes = indexes
      .filter((i) => i.type === 'normal' || i.type === 'fulltext')
      .map((i): PhysicalIndex => ({
        name: i.dbName ?? prismaName(name, cols(i), 'idx'),
        unique: false,
        parts: i.fields.map((f) => ({
          column: columnName(m, f.name),
          ...(f.sortOrder === 'desc' ? { order: 'DESC' as const } : {}),
          ...(f.length ? { prefixLength: f.length } : {}),
        })),
        ...(i.type === 'fulltext'
          ? { method: 'fulltext' }
          : i.algorithm && i.algorithm !== 'BTree'
            ? { method: i.algorithm.toLowerCase() }
            : {}),
      }));
    const foreignKeys = m.fields
      .filter((f) => f.kind === 'object' && (f.relationFromFields?.length ?? 0) > 0)
      .flatMap((f): PhysicalForeignKey[] => {
        const target = models.get(f.type);
        if (!target) return [];
        const columns = (f.relationFromFields ?? []).map((c) => columnName(m, c));
        const optional = (f.relationFromFields ?? []).some(
          (c) => !m.fields.find((x) => x.name === c)?.isRequired,
        );
        const onDelete = action(f.relationOnDelete) ?? (optional ? 'SET NULL' : 'RESTRICT');
        const onUpdate = action(f.relationOnUpdate) ?? 'CASCADE';
        return [
          {
            name:
              options.source?.foreignKeyNames.get(`${m.name}.${f.name}`) ??
              prismaName(name, columns, 'fkey'),
            columns,
            refTable: tableName(target),
            ...(target.schema ? { refSchema: target.schema } : {}),
            refColumns: (f.relationToFields ?? []).map((c) => columnName(target, c)),
            onDelete,
            onUpdate,
          },
        ];
      });
    return {
      name,
      // Names and types as the database has them, as an import of that database's DDL reads them.
      exactName: true,
      ...(dialect === 'sqlite' ? { sqliteTypes: true } : { typesDialect: dialect }),
      ...(m.schema ? { schema: m.schema } : {}),
      ...(m.documentation ? { comment: m.documentation } : {}),
      columns,
      primaryKey,
      ...(primaryKey.length > 0 && (dialect === 'postgresql' || dialect === 'mssql')
        ? { primaryKeyName: id?.dbName ?? `${name}_pkey` }
        : {}),
      foreignKeys,
      uniques,
      indexes: plainIndexes,
    };
  });
  const schema: PhysicalSchema = { tables, notes: [], ...(types.length > 0 ? { types } : {}) };
  return { model: fromPhysical(schema, options), warnings };
}

/** What a Prisma schema's DMMF leaves out, read from its text once Prisma has validated it. */
export interface PrismaSourceExtras {
  /** `@relation(map: "…")` names, by `Model.field`. */
  foreignKeyNames: Map<string, string>;
  /** Fields of Unsupported("…") types, by model. */
  unsupported: Map<string, { field: string; dbName: string; sqlType: string; nullable: boolean }[]>;
  /** Each model's fields in the order written. */
  fieldOrder: Map<string, string[]>;
}

/** A Prisma string literal's text (its escapes undone), from the text inside the quotes. */
const unquote = (inner: string): string =>
  inner.replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_m, c: string) =>
    c.length > 1
      ? String.fromCharCode(parseInt(c.slice(1), 16))
      : (({ n: '\n', r: '\r', t: '\t' } as Record<string, string>)[c] ?? c),
  );

const STRING = '"((?:[^"\\\\]|\\\\.)*)"';

/** A line without its `//` comment (one outside a string). */
function withoutComment(line: string): string {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted && c === '\\') i++;
    else if (c === '"') quoted = !quoted;
    else if (!quoted && c === '/' && line[i + 1] === '/') return line.slice(0, i);
  }
  return line;
}

/**
 * The foreign key names, Unsupported fields and field order of a Prisma schema's models, read
 * from its files' text line by line (Prisma has validated it: each field is one line of a
 * `model` block).
 */
export function prismaSourceExtras(
  files: readonly (readonly [string, string])[],
): PrismaSourceExtras {
  const extras: PrismaSourceExtras = {
    foreignKeyNames: new Map(),
    unsupported: new Map(),
    fieldOrder: new Map(),
  };
  const map = new RegExp(`\\bmap:\\s*${STRING}`);
  const atMap = new RegExp(`@map\\(\\s*${STRING}\\s*\\)`);
  const unsupported = new RegExp(`^Unsupported\\(\\s*${STRING}\\s*\\)(\\?|\\[\\])?`);
  for (const [, text] of files) {
    let model: string | undefined;
    for (const raw of text.split(/\r\n|\r|\n/)) {
      const line = withoutComment(raw).trim();
      const opened = /^model\s+(\w+)\s*\{/.exec(line);
      if (opened) {
        model = opened[1];
        if (model) extras.fieldOrder.set(model, []);
        continue;
      }
      if (line.startsWith('}')) model = undefined;
      if (!model || line === '' || line.startsWith('@@')) continue;
      const field = /^(\w+)\s+(.*)$/.exec(line);
      if (!field?.[1] || field[2] === undefined) continue;
      extras.fieldOrder.get(model)?.push(field[1]);
      const rest = field[2];
      const relation = /@relation\((.*)\)/.exec(rest);
      const named = relation?.[1] ? map.exec(relation[1]) : null;
      if (named?.[1] !== undefined)
        extras.foreignKeyNames.set(`${model}.${field[1]}`, unquote(named[1]));
      const kept = unsupported.exec(rest);
      if (kept?.[1] !== undefined) {
        const dbName = atMap.exec(rest)?.[1];
        const list = extras.unsupported.get(model) ?? [];
        list.push({
          field: field[1],
          dbName: dbName === undefined ? field[1] : unquote(dbName),
          sqlType: unquote(kept[1]),
          nullable: kept[2] === '?',
        });
        extras.unsupported.set(model, list);
      }
    }
  }
  return extras;
}

/** A span of a schema file that Prisma's lint reports: the file, and UTF-16 offsets in its text. */
export interface PrismaSpan {
  file_name: string;
  start: number;
  end: number;
}

/**
 * A schema's files with each `@ignore` spelled `@ignor_`, the same length: Prisma's lint of it
 * reports every `@ignore` and `@@ignore` attribute as not known, at its span, and no text of a
 * string or a comment.
 */
export function prismaIgnoreProbe(
  files: readonly (readonly [string, string])[],
): [string, string][] {
  return files.map(([name, text]) => [name, text.replaceAll('@ignore', '@ignor_')]);
}

/** An `@ignore` or `@@ignore` attribute (its argument list, if any, is empty) at a span's start. */
const IGNORE_ATTRIBUTE = /^@(@?)ignore(?!\w)(?:[ \t]*\([ \t]*\))?/;

/**
 * A copy of a schema's files without the `@ignore` and `@@ignore` attributes at the spans Prisma's
 * lint reported on prismaIgnoreProbe's copy, for a DMMF that holds what they ignore: an `@ignore`
 * becomes spaces, an `@@ignore` the field `key`, the unique key Prisma asks of a model it does not
 * ignore (named as nothing in the schema is; withoutIgnoredModelKeys drops it). Lines stay where
 * they are. A span whose text is no such attribute is left alone; undefined if none is.
 */
export function prismaWithoutIgnore(
  files: readonly (readonly [string, string])[],
  spans: readonly PrismaSpan[],
): { files: [string, string][]; key: string } | undefined {
  let key = 'relata_ignored_model_key';
  while (files.some(([, text]) => text.includes(key))) key += '_';
  let found = false;
  const copy = files.map(([name, text]): [string, string] => {
    const own = new Map(spans.filter((s) => s.file_name === name).map((s) => [s.start, s.end]));
    let edited = text;
    // From the end, so that each edit leaves the offsets before it as they were.
    for (const [start, end] of [...own].sort(([a], [b]) => b - a)) {
      const attribute = IGNORE_ATTRIBUTE.exec(text.slice(start, end));
      if (!attribute) continue;
      found = true;
      const replacement = attribute[1] ? `${key} Int @unique` : ' '.repeat(attribute[0].length);
      edited = edited.slice(0, start) + replacement + edited.slice(start + attribute[0].length);
    }
    return [name, edited];
  });
  return found ? { files: copy, key } : undefined;
}

/** The DMMF of prismaWithoutIgnore's copy without its `key` fields and their unique keys. */
export function withoutIgnoredModelKeys(dmmf: PrismaDmmf, key: string): PrismaDmmf {
  return {
    ...dmmf,
    datamodel: {
      ...dmmf.datamodel,
      models: dmmf.datamodel.models.map((m) => ({
        ...m,
        fields: m.fields.filter((f) => f.name !== key),
      })),
      ...(dmmf.datamodel.indexes
        ? { indexes: dmmf.datamodel.indexes.filter((i) => !i.fields.some((f) => f.name === key)) }
        : {}),
    },
  };
}
