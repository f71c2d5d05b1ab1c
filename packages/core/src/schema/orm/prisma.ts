/**
 * The diagram as a Prisma schema (issue 40): a model per table and an enum per enum type, with the
 * datasource of the dialect, each type, default, key, index and foreign key written so that
 * `prisma migrate` creates what Relata's DDL creates, names mapped back to the design's
 * (`@map`, `@@map`, `map:`). What Prisma cannot express is listed as `// Note:` lines on top.
 */
import type { DiagramModel } from '../model';
import { cutToBytes, type NameScope, type PhysicalIndex, type PhysicalUnique } from '../physical';
import type { ReferentialAction } from '../model';
import { codeString, slashCommentLine, commentText } from '../quoting';
import type { SqlDialect } from '../sql/dialects';
import { stripOuterParens } from '../sql/defaultValue';
import { parseType } from '../sql/types';
import { camelCase, identifier, nameScope, pascalCase } from './names';
import { ormSchema, type OrmColumn, type OrmEnum, type OrmTable } from './ormSchema';

/** Prisma's datasource provider of each dialect. */
const PROVIDER: Record<SqlDialect, string> = {
  postgresql: 'postgresql',
  mysql: 'mysql',
  sqlite: 'sqlite',
  mssql: 'sqlserver',
};

/** Names a Prisma model or enum cannot take (its scalar types, the client's names, JavaScript's words). */
const RESERVED_TYPES = new Set(
  `String Int BigInt Float Decimal Boolean DateTime Json Bytes Unsupported PrismaClient Prisma
async await break case catch class const continue debugger default delete do else enum export
extends false finally for function if implements import in instanceof interface let new null package
private protected public return super switch this throw true try typeof var void while with yield
model view type datasource generator`.split(/\s+/),
);

/** Field names the client reserves (its filter operators). */
const RESERVED_FIELDS = new Set(['AND', 'OR', 'NOT']);

/** Prisma's referential actions. */
const ACTION: Record<ReferentialAction, string> = {
  'NO ACTION': 'NoAction',
  RESTRICT: 'Restrict',
  CASCADE: 'Cascade',
  'SET NULL': 'SetNull',
  'SET DEFAULT': 'SetDefault',
};

/** PostgreSQL index methods Prisma names. */
const PG_INDEX_TYPES: Record<string, string> = {
  btree: 'BTree',
  hash: 'Hash',
  gist: 'Gist',
  gin: 'Gin',
  spgist: 'SpGist',
  brin: 'Brin',
};

/** A field's Prisma type: scalar (or enum, or Unsupported), list, and native type attribute. */
interface FieldType {
  scalar: string;
  list?: boolean;
  native?: string;
}

const nativeArgs = (args: string[]) =>
  args.length > 0 && args.every((a) => /^\d+$/.test(a)) ? `(${args.join(', ')})` : '';

/** SQL Server's largest DECIMAL precision; Prisma refuses more. */
const MSSQL_MAX_PRECISION = 38;

/** A DECIMAL's arguments, within SQL Server's precision there. */
function decimalArgs(args: string[], dialect: SqlDialect): string {
  if (dialect !== 'mssql' || Number(args[0]) <= MSSQL_MAX_PRECISION) return nativeArgs(args);
  const scale = Math.min(Number(args[1] ?? 0), MSSQL_MAX_PRECISION);
  return `(${MSSQL_MAX_PRECISION}, ${scale})`;
}

/** The Prisma type of a column as the dialect's DDL writes it. */
function fieldType(column: OrmColumn, dialect: SqlDialect, enumName?: string): FieldType {
  const t = column.type;
  if (enumName) return { scalar: enumName, ...(t.array ? { list: true } : {}) };
  const list = t.array && dialect === 'postgresql' ? { list: true } : {};
  const unsupported = { scalar: `Unsupported(${codeString(column.sqlType)})` };
  if (t.array && dialect !== 'postgresql') return unsupported;
  const args = nativeArgs(t.args);
  const at = (native: string) => (dialect === 'sqlite' ? undefined : native);
  switch (t.kind) {
    case 'boolean':
      return { scalar: 'Boolean', ...list };
    case 'integer': {
      if (dialect === 'mysql' && t.base === 'year') return { scalar: 'Int', native: '@db.Year' };
      if (t.size === 8) {
        const native = dialect === 'mysql' && t.unsigned ? '@db.UnsignedBigInt' : undefined;
        return { scalar: 'BigInt', ...list, ...(native ? { native } : {}) };
      }
      const names: Record<number, string> =
        dialect === 'mysql'
          ? { 1: 'TinyInt', 2: 'SmallInt', 3: 'MediumInt', 4: 'Int' }
          : dialect === 'mssql'
            ? { 1: 'TinyInt', 2: 'SmallInt', 4: 'Int' }
            : { 2: 'SmallInt', 4: 'Integer' };
      const name = names[t.size];
      if (dialect === 'mysql' && name)
        return {
          scalar: 'Int',
          ...(t.unsigned || name !== 'Int'
            ? { native: `@db.${t.unsigned ? 'Unsigned' : ''}${name}` }
            : {}),
        };
      return {
        scalar: 'Int',
        ...list,
        ...(name && t.size !== 4 ? { native: at(`@db.${name}`) } : {}),
      };
    }
    case 'decimal':
      if (t.base === 'money' || t.base === 'smallmoney')
        return dialect === 'postgresql'
          ? { scalar: 'Decimal', ...list, native: '@db.Money' }
          : dialect === 'mssql'
            ? { scalar: 'Float', native: t.base === 'money' ? '@db.Money' : '@db.SmallMoney' }
            : { scalar: 'Decimal' };
      return {
        scalar: 'Decimal',
        ...list,
        ...(at('@db.Decimal') ? { native: `@db.Decimal${decimalArgs(t.args, dialect)}` } : {}),
      };
    case 'float':
      if (t.size === 4 && dialect !== 'sqlite')
        return { scalar: 'Float', ...list, native: dialect === 'mysql' ? '@db.Float' : '@db.Real' };
      return { scalar: 'Float', ...list };
    case 'varchar':
    case 'char': {
      if (dialect === 'sqlite') return { scalar: 'String' };
      const national = dialect === 'mssql' && /^n/.test(t.base) ? 'N' : '';
      const base = t.kind === 'varchar' ? 'VarChar' : 'Char';
      const max = t.args[0]?.toLowerCase() === 'max' ? '(Max)' : args;
      return { scalar: 'String', ...list, native: `@db.${national}${base}${max}` };
    }
    case 'text': {
      if (dialect === 'sqlite') return { scalar: 'String' };
      if (dialect === 'postgresql')
        return t.base === 'text'
          ? { scalar: 'String', ...list }
          : t.base === 'citext'
            ? { scalar: 'String', ...list, native: '@db.Citext' }
            : unsupported;
      if (dialect === 'mysql') {
        const names: Record<string, string> = {
          tinytext: 'TinyText',
          text: 'Text',
          mediumtext: 'MediumText',
          longtext: 'LongText',
        };
        const name = names[t.base];
        return name ? { scalar: 'String', native: `@db.${name}` } : unsupported;
      }
      return { scalar: 'String', native: t.base === 'ntext' ? '@db.NText' : '@db.Text' };
    }
    case 'date':
      return { scalar: 'DateTime', ...list, ...(at('@db.Date') ? { native: '@db.Date' } : {}) };
    case 'time':
      if (dialect === 'sqlite') return { scalar: 'DateTime' };
      return {
        scalar: 'DateTime',
        ...list,
        native:
          dialect === 'mssql'
            ? '@db.Time'
            : `@db.${dialect === 'postgresql' && /with time zone|timetz/.test(t.base) ? 'Timetz' : 'Time'}${args}`,
      };
    case 'datetime':
    case 'datetimetz': {
      if (dialect === 'sqlite') return { scalar: 'DateTime' };
      if (dialect === 'postgresql')
        return {
          scalar: 'DateTime',
          ...list,
          native: `@db.${t.kind === 'datetimetz' ? 'Timestamptz' : 'Timestamp'}${args}`,
        };
      if (dialect === 'mysql')
        return {
          scalar: 'DateTime',
          native: `@db.${t.base === 'timestamp' ? 'Timestamp' : 'DateTime'}${args}`,
        };
      const names: Record<string, string> = {
        datetime: 'DateTime',
        datetime2: 'DateTime2',
        smalldatetime: 'SmallDateTime',
        datetimeoffset: 'DateTimeOffset',
      };
      // Prisma takes no precision for SQL Server's date-times (datetime2 is datetime2(7)).
      return { scalar: 'DateTime', native: `@db.${names[t.base] ?? 'DateTime2'}` };
    }
    case 'json':
      if (dialect === 'mssql') return { scalar: 'String', native: '@db.NVarChar(Max)' };
      if (dialect === 'postgresql' && t.base === 'json')
        return { scalar: 'Json', ...list, native: '@db.Json' };
      return { scalar: 'Json', ...list };
    case 'uuid':
      if (dialect === 'postgresql') return { scalar: 'String', ...list, native: '@db.Uuid' };
      if (dialect === 'mssql') return { scalar: 'String', native: '@db.UniqueIdentifier' };
      return { scalar: 'String' };
    case 'binary': {
      if (dialect === 'sqlite') return { scalar: 'Bytes' };
      if (dialect === 'postgresql')
        return t.base === 'bytea'
          ? { scalar: 'Bytes', ...list }
          : t.base === 'bit'
            ? { scalar: 'String', ...list, native: `@db.Bit${args}` }
            : t.base === 'bit varying' || t.base === 'varbit'
              ? { scalar: 'String', ...list, native: `@db.VarBit${args}` }
              : unsupported;
      const names: Record<string, string> = {
        binary: 'Binary',
        varbinary: 'VarBinary',
        tinyblob: 'TinyBlob',
        blob: 'Blob',
        mediumblob: 'MediumBlob',
        longblob: 'LongBlob',
        image: 'Image',
        bit: 'Bit',
      };
      const name = names[t.base];
      if (!name) return unsupported;
      const max = t.args[0]?.toLowerCase() === 'max' ? '(Max)' : args;
      return {
        scalar: name === 'Bit' && t.args[0] === '1' ? 'Boolean' : 'Bytes',
        native: `@db.${name}${max}`,
      };
    }
    case 'xml':
      return dialect === 'postgresql' || dialect === 'mssql'
        ? { scalar: 'String', ...list, native: '@db.Xml' }
        : unsupported;
    case 'network':
      return dialect === 'postgresql' && t.base === 'inet'
        ? { scalar: 'String', ...list, native: '@db.Inet' }
        : unsupported;
    default:
      return unsupported;
  }
}

/** A SQL default without its casts (`'a'::character varying`) and outer parentheses. */
function bareDefault(sql: string): string {
  return stripOuterParens(sql.trim()).replace(
    /::[a-z_][a-z0-9_ ]*(\(\d+(,\s*\d+)?\))?(\[\])?$/i,
    '',
  );
}

/** A SQL string literal's text, or undefined when `sql` is not one string literal. */
function stringLiteral(sql: string): string | undefined {
  const m = /^[nN]?'((?:[^']|'')*)'$/s.exec(sql);
  return m?.[1]?.replace(/''/g, "'");
}

/** The `@default(…)` of a column, or undefined when it has none. */
function prismaDefault(
  column: OrmColumn,
  type: FieldType,
  enumValues?: Map<string, string>,
): string | undefined {
  if (column.autoIncrement) return 'autoincrement()';
  if (column.defaultSql === null) return undefined;
  const sql = bareDefault(column.defaultSql);
  const generated = () => `dbgenerated(${codeString(column.defaultSql ?? '')})`;
  if (/^null$/i.test(sql)) return undefined;
  if (type.scalar.startsWith('Unsupported(')) return generated();
  if (type.list) return generated();
  if (
    /^(current_timestamp|now\(\)|current_timestamp\(\))$/i.test(sql) &&
    type.scalar === 'DateTime'
  )
    return 'now()';
  const text = stringLiteral(sql);
  if (enumValues) {
    const value = text === undefined ? undefined : enumValues.get(text);
    return value ?? generated();
  }
  switch (type.scalar) {
    case 'Boolean':
      if (/^(true|'?1'?|b'1')$/i.test(sql)) return 'true';
      if (/^(false|'?0'?|b'0')$/i.test(sql)) return 'false';
      return generated();
    case 'Int':
    case 'BigInt':
      return /^-?\d+$/.test(text ?? sql) ? (text ?? sql) : generated();
    case 'Float':
    case 'Decimal':
      return /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text ?? sql) ? (text ?? sql) : generated();
    case 'String':
    case 'Json':
      return text === undefined ? generated() : codeString(text);
    default:
      return generated();
  }
}

/** A list of names as Prisma writes one: `[a, b]`. */
const list = (names: string[]) => `[${names.join(', ')}]`;

/** The longest constraint name Prisma takes, in bytes of UTF-8, per provider (SQLite's unlimited). */
const NAME_BYTES: Partial<Record<SqlDialect, number>> = { postgresql: 63, mysql: 64, mssql: 128 };

/**
 * A constraint name as Prisma takes it: one past the provider's bytes cut there (PostgreSQL keeps
 * that much of it too; MariaDB and SQL Server count characters, so there the name differs: noted).
 */
function prismaName(name: string, dialect: SqlDialect, note: (text: string) => void): string {
  const max = NAME_BYTES[dialect];
  const cut = max === undefined ? name : cutToBytes(name, max);
  if (cut !== name && dialect !== 'postgresql')
    note(`key ${name} is named ${cut}: Prisma takes names of at most ${max} bytes`);
  return cut;
}

/** `, map: "name"` where the design names it (or the engine's name must be kept), else ''. */
const mapArg = (name: string | undefined) => (name ? `, map: ${codeString(name)}` : '');

/** The Prisma schema of a diagram, for the dialect's provider. */
export function generatePrisma(model: DiagramModel, dialect: SqlDialect): string {
  const schema = ormSchema(model, dialect);
  const notes = [...schema.notes];
  const note = (text: string) => {
    if (!notes.includes(text)) notes.push(text);
  };
  // Prisma's ids are required: a SQLite key column that takes NULL as declared is written required.
  for (const table of schema.tables)
    for (const column of table.columns)
      if (column.nullable && table.primaryKey.includes(column.name)) {
        column.nullable = false;
        note(
          `${table.name}.${column.name} is required: Prisma's ids take no NULL, SQLite's key columns do`,
        );
      }
  const types = nameScope(RESERVED_TYPES);
  const schemas = [...new Set(schema.tables.flatMap((t) => (t.schema ? [t.schema] : [])))];
  const multiSchema = dialect === 'postgresql' || dialect === 'mssql' ? schemas.length > 0 : false;
  const defaultSchema = dialect === 'mssql' ? 'dbo' : 'public';
  const schemaOf = (s: string | undefined) => s ?? defaultSchema;
  if (schemas.length > 0 && !multiSchema)
    note(
      `schemas (${schemas.join(', ')}) are left out: ${dialect} has none; the tables keep their names`,
    );
  for (const e of schema.enums) if (e.schema && !schemas.includes(e.schema)) schemas.push(e.schema);
  if (
    multiSchema &&
    !schemas.includes(defaultSchema) &&
    (schema.tables.some((t) => !t.schema) || schema.enums.some((e) => !e.schema))
  )
    schemas.unshift(defaultSchema);

  // Enums first (their names and the tables' share one scope).
  const enumNames = new Map<OrmEnum, string>();
  const enumValueNames = new Map<OrmEnum, Map<string, string>>();
  const enumBlocks: string[] = [];
  const enumKey = (e: OrmEnum) => `${e.schema ?? ''}.${e.name}`;
  const byKey = new Map<string, OrmEnum>();
  const enumOf = (e: OrmEnum): OrmEnum => {
    const known = byKey.get(enumKey(e));
    if (known) return known;
    byKey.set(enumKey(e), e);
    const name = types.claim(identifier(pascalCase(e.name), RESERVED_TYPES, { prefix: 'E' }));
    enumNames.set(e, name);
    const scope = nameScope();
    const values = new Map<string, string>();
    const lines = e.values.map((value) => {
      const written = scope.claim(identifier(value, RESERVED_FIELDS, { prefix: 'v' }));
      values.set(value, written);
      return `  ${written}${written === value ? '' : ` @map(${codeString(value)})`}`;
    });
    enumValueNames.set(e, values);
    const isInline = dialect === 'mysql';
    if (!isInline && name !== e.name) lines.push(`  @@map(${codeString(e.name)})`);
    if (multiSchema) lines.push(`  @@schema(${codeString(schemaOf(e.schema))})`);
    enumBlocks.push(`enum ${name} {\n${lines.join('\n')}\n}`);
    return e;
  };
  for (const e of schema.enums) enumOf(e);

  // Model names.
  const modelNames = new Map<OrmTable, string>();
  for (const table of schema.tables)
    modelNames.set(
      table,
      types.claim(identifier(pascalCase(table.name), RESERVED_TYPES, { prefix: 'T' })),
    );
  const tableByKey = new Map(schema.tables.map((t) => [`${t.schema ?? ''}.${t.name}`, t] as const));

  // Fields: scalar names first, then relation fields.
  const fieldNames = new Map<OrmTable, Map<string, string>>();
  const scopes = new Map<OrmTable, NameScope>();
  for (const table of schema.tables) {
    const scope = nameScope();
    const names = new Map<string, string>();
    for (const column of table.columns)
      names.set(
        column.name,
        scope.claim(identifier(camelCase(column.name), RESERVED_FIELDS, { prefix: 'c' })),
      );
    fieldNames.set(table, names);
    scopes.set(table, scope);
  }
  const field = (table: OrmTable, column: string) => fieldNames.get(table)?.get(column) ?? column;
  const typeOf = new Map<OrmColumn, FieldType>();
  for (const table of schema.tables)
    for (const column of table.columns) {
      const e = column.enumType ? enumOf(column.enumType) : undefined;
      if (column.domain)
        note(
          `${table.name}.${column.name}: domain ${column.domain.name} becomes its type ${column.domain.baseType}: Prisma has no domains`,
        );
      const typed = column.domain
        ? { ...column, sqlType: column.domain.baseType, type: parseType(column.domain.baseType) }
        : column;
      typeOf.set(column, fieldType(typed, dialect, e ? enumNames.get(e) : undefined));
      if (
        dialect === 'mssql' &&
        typed.type.kind === 'decimal' &&
        Number(typed.type.args[0]) > MSSQL_MAX_PRECISION
      )
        note(
          `${table.name}.${column.name}: ${column.sqlType} becomes DECIMAL(${MSSQL_MAX_PRECISION}, …): SQL Server's largest precision`,
        );
    }

  // Relations: the foreign key's side and the referenced model's back side.
  const relationLines = new Map<OrmTable, string[]>();
  const push = (table: OrmTable, line: string) =>
    relationLines.set(table, [...(relationLines.get(table) ?? []), line]);
  const isUniqueSet = (table: OrmTable, columns: string[]) => {
    const same = (cols: string[]) =>
      cols.length === columns.length && cols.every((c) => columns.includes(c));
    return (
      same(table.primaryKey) ||
      table.uniques.some((u) => same(u.columns)) ||
      table.indexes.some(
        (i) =>
          i.unique &&
          !i.where &&
          i.parts.every((p) => p.column) &&
          same(i.parts.map((p) => p.column ?? '')),
      )
    );
  };
  // Keys Prisma cannot declare are left out (the table keeps the rest).
  const keyProblem = (table: OrmTable, columns: string[], id: boolean): string | undefined => {
    for (const name of columns) {
      const column = table.columns.find((c) => c.name === name);
      const type = column && typeOf.get(column);
      if (!type) return `it has no column ${name}`;
      if (id && type.scalar === 'Bytes') return 'Prisma takes no Bytes field in an id';
      if (dialect === 'mssql' && /\(Max\)$|@db\.(Text|NText|Image|Xml)$/.test(type.native ?? ''))
        return 'Prisma keys no (MAX), TEXT or XML column in SQL Server';
    }
    return undefined;
  };
  for (const table of schema.tables) {
    const pk = keyProblem(table, table.primaryKey, true);
    if (pk) {
      note(`${table.name}: primary key is left out: ${pk}`);
      table.primaryKey = [];
    }
    table.uniques = table.uniques.filter((u) => {
      const why = keyProblem(table, u.columns, false);
      if (why)
        note(`${table.name}: unique key ${u.name || u.columns.join(', ')} is left out: ${why}`);
      return !why;
    });
    table.indexes = table.indexes.filter((i) => {
      const why =
        keyProblem(
          table,
          i.parts.flatMap((p) => p.column ?? []),
          false,
        ) ?? indexProblem(i, dialect);
      if (why) note(`${table.name}: index ${i.name} is left out: ${why}`);
      return !why;
    });
  }

  // The names Prisma gives keys and indexes (`map:`) are one namespace per schema in PostgreSQL
  // and SQLite (where a unique key becomes a unique index), per table elsewhere: a repeated name
  // gets a suffix, with a note.
  const keyScopes = new Map<string, NameScope>();
  const keyNames = new Map<object, string | undefined>();
  const perSchema = dialect === 'postgresql' || dialect === 'sqlite';
  const claimKey = (table: OrmTable, item: object, written: string | undefined) => {
    if (!written) return keyNames.set(item, undefined);
    const name = prismaName(written, dialect, note);
    const key = perSchema ? (table.schema ?? '') : `${table.schema ?? ''}.${table.name}`;
    const scope = keyScopes.get(key) ?? nameScope();
    keyScopes.set(key, scope);
    const free = scope.claim(name);
    if (free !== name)
      note(
        `${table.name}: key ${name} is named ${free}: Prisma names keys once in the ${perSchema ? 'schema' : 'table'}`,
      );
    keyNames.set(item, free);
  };
  for (const table of schema.tables) {
    const pkName =
      table.primaryKeyName && dialect !== 'mysql' && dialect !== 'sqlite'
        ? table.primaryKeyName
        : undefined;
    claimKey(table, table, dialect === 'postgresql' ? pkName : undefined);
    if (dialect !== 'postgresql') keyNames.set(table, pkName);
    for (const u of table.uniques) claimKey(table, u, uniqueMap(u, dialect));
    for (const i of table.indexes) claimKey(table, i, i.name);
  }

  // A model without a unique key of required columns cannot be a Prisma model: it is @@ignore,
  // and so is every relation field that points to it.
  const requiredKey = (table: OrmTable, columns: string[]) =>
    columns.every((c) => {
      const column = table.columns.find((x) => x.name === c);
      return column?.nullable === false && !typeOf.get(column)?.scalar.startsWith('Unsupported(');
    });
  const ignored = new Set(
    schema.tables.filter(
      (t) =>
        !(t.primaryKey.length > 0 && requiredKey(t, t.primaryKey)) &&
        !t.uniques.some((u) => requiredKey(t, u.columns)) &&
        !t.indexes.some(
          (i) =>
            i.unique &&
            !i.where &&
            i.parts.every((p) => p.column) &&
            requiredKey(
              t,
              i.parts.map((p) => p.column ?? ''),
            ),
        ),
    ),
  );
  const cascades = new CascadePaths<OrmTable>();
  // SQL Server names primary keys, foreign keys and default constraints once in the database.
  const mssqlNames = nameScope(
    dialect === 'mssql'
      ? schema.tables.flatMap((t) => [
          ...(t.primaryKeyName ? [t.primaryKeyName] : []),
          ...t.foreignKeys.flatMap((fk) => (fk.unnamed ? [] : [fk.name])),
          // An autoincrement() default is named by Prisma and cannot be renamed: it goes first.
          ...t.columns.flatMap((c) => (c.autoIncrement ? [`${t.name}_${c.name}_df`] : [])),
        ])
      : [],
  );
  // A table with a clustered index has a nonclustered primary key (SQL Server holds one of each).
  const nonClustered = (table: OrmTable) =>
    dialect === 'mssql' && table.indexes.some((i) => i.method?.toLowerCase() === 'clustered');
  const relationNames = nameScope();
  for (const table of schema.tables)
    for (const fk of table.foreignKeys) {
      const where = `${table.name}.${fk.columns.join(', ')}`;
      const target =
        tableByKey.get(`${fk.refSchema ?? table.schema ?? ''}.${fk.refTable}`) ??
        tableByKey.get(`.${fk.refTable}`);
      if (!target) {
        note(`${where}: foreign key to ${fk.refTable} is left out: the diagram has no such table`);
        continue;
      }
      if (!isUniqueSet(target, fk.refColumns)) {
        note(
          `${where}: foreign key is left out: Prisma needs the referenced columns (${target.name}.${fk.refColumns.join(', ')}) to be a primary or unique key`,
        );
        continue;
      }
      const pairs = fk.columns.map((c, i) => [
        table.columns.find((x) => x.name === c),
        target.columns.find((x) => x.name === fk.refColumns[i]),
      ]);
      const mismatch = pairs.some(
        ([a, b]) =>
          !a ||
          !b ||
          typeOf.get(a)?.scalar !== typeOf.get(b)?.scalar ||
          typeOf.get(a)?.native !== typeOf.get(b)?.native,
      );
      if (mismatch) {
        note(
          `${where}: foreign key is left out: Prisma needs it and ${target.name}.${fk.refColumns.join(', ')} of the same type`,
        );
        continue;
      }
      const optional = pairs.some(([a]) => a?.nullable);
      const relation = relationNames.claim(
        identifier(fk.name || `${table.name}_${fk.columns.join('_')}_fkey`, new Set(), {
          prefix: 'r',
        }),
      );
      const several = table.foreignKeys.filter((f) => f.refTable === fk.refTable).length > 1;
      const single = fk.columns.length === 1 ? (fk.columns[0] ?? '') : '';
      const base =
        single && /_?id$/i.test(single) && single.replace(/_?id$/i, '') !== ''
          ? camelCase(single.replace(/_?id$/i, ''))
          : camelCase(target.name) + (several ? `By${pascalCase(fk.columns.join('_'))}` : '');
      const own =
        scopes.get(table)?.claim(identifier(base, RESERVED_FIELDS, { prefix: 'r' })) ?? base;
      // SQL Server has no RESTRICT, and refuses a self-reference that cascades.
      const required = pairs.some(([a]) => a && !a.nullable);
      const action = (a: ReferentialAction | undefined) => {
        if (a === 'SET NULL' && required) {
          note(
            `${where}: SET NULL becomes NO ACTION: the column is NOT NULL, so either refuses the change`,
          );
          return 'NoAction';
        }
        if (dialect !== 'mssql') return ACTION[a ?? 'NO ACTION'];
        if (target === table && a && a !== 'NO ACTION') {
          note(`${where}: ${a} becomes NO ACTION: SQL Server refuses actions on a self-reference`);
          return 'NoAction';
        }
        return a === 'RESTRICT' ? 'NoAction' : ACTION[a ?? 'NO ACTION'];
      };
      let onDelete = action(fk.onDelete);
      let onUpdate = action(fk.onUpdate);
      // SQL Server refuses a second path of cascading actions to a table (or a cycle), and Prisma
      // checks it: the foreign key that would open one takes NO ACTION.
      if (dialect === 'mssql' && (onDelete !== 'NoAction' || onUpdate !== 'NoAction')) {
        if (cascades.opensSecondPath(target, table)) {
          note(
            `${where}: its actions become NO ACTION: SQL Server refuses a second path of cascading actions to ${table.name}`,
          );
          onDelete = 'NoAction';
          onUpdate = 'NoAction';
        } else cascades.add(target, table);
      }
      const actions = `, onDelete: ${onDelete}, onUpdate: ${onUpdate}`;
      push(
        table,
        `  ${own} ${modelNames.get(target)}${optional ? '?' : ''} @relation(${codeString(relation)}, fields: ${list(fk.columns.map((c) => field(table, c)))}, references: ${list(fk.refColumns.map((c) => field(target, c)))}${actions}${mapArg(fk.unnamed || dialect === 'sqlite' ? undefined : prismaName(fk.name, dialect, note))})${ignored.has(target) ? ' @ignore' : ''}`,
      );
      const backBase =
        camelCase(table.name) +
        (several || target === table ? `By${pascalCase(fk.columns.join('_'))}` : '');
      const back =
        scopes.get(target)?.claim(identifier(backBase, RESERVED_FIELDS, { prefix: 'r' })) ??
        backBase;
      const oneToOne = isUniqueSet(table, fk.columns);
      push(
        target,
        `  ${back} ${modelNames.get(table)}${oneToOne ? '?' : '[]'} @relation(${codeString(relation)})${ignored.has(table) ? ' @ignore' : ''}`,
      );
      if (fk.deferrable && fk.deferrable !== 'NOT DEFERRABLE')
        note(`${where}: foreign key is not deferrable: Prisma has no DEFERRABLE`);
    }

  const blocks = schema.tables.map((table) => {
    const lines: string[] = [];
    const comment = (text: string | undefined, indent: string) =>
      text ? text.split(/\r\n|\r|\n/).map((l) => `${indent}/// ${commentText(l)}`) : [];
    const solePk = table.primaryKey.length === 1 ? table.primaryKey[0] : undefined;
    const singleUniques = new Map<string, PhysicalUnique>();
    for (const u of table.uniques)
      if (u.columns.length === 1 && !singleUniques.has(u.columns[0] ?? ''))
        singleUniques.set(u.columns[0] ?? '', u);
    for (const column of table.columns) {
      const type = typeOf.get(column) ?? { scalar: 'String' };
      const e = column.enumType
        ? byKey.get(`${column.enumType.schema ?? ''}.${column.enumType.name}`)
        : undefined;
      const attrs: string[] = [];
      const pkName = keyNames.get(table);
      const idArgs = [
        ...(pkName ? [`map: ${codeString(pkName)}`] : []),
        ...(nonClustered(table) ? ['clustered: false'] : []),
      ];
      if (column.name === solePk)
        attrs.push(`@id${idArgs.length > 0 ? `(${idArgs.join(', ')})` : ''}`);
      const unique = singleUniques.get(column.name);
      const uniqueName = unique && keyNames.get(unique);
      if (unique) attrs.push(`@unique${uniqueName ? `(map: ${codeString(uniqueName)})` : ''}`);
      // SQLite numbers only its INTEGER PRIMARY KEY; MySQL only a column that leads a key (Relata's
      // DDL gives it a UNIQUE key when none does, and so does the model).
      const counted = column.autoIncrement && (dialect !== 'sqlite' || column.name === solePk);
      if (counted && column.numbering === 'identity' && dialect === 'postgresql')
        note(
          `${table.name}.${column.name}: identity column becomes serial: Prisma's autoincrement() is a sequence default in PostgreSQL`,
        );
      if (column.autoIncrement && !counted)
        note(
          `${table.name}.${column.name}: autoincrement is left out: SQLite numbers only an INTEGER PRIMARY KEY`,
        );
      const leadsKey =
        table.primaryKey[0] === column.name ||
        table.uniques.some((u) => u.columns[0] === column.name) ||
        table.indexes.some((i) => i.parts[0]?.column === column.name && !i.where);
      if (counted && dialect === 'mysql' && !leadsKey && !unique) attrs.push('@unique');
      const def = column.generated
        ? undefined
        : prismaDefault(
            counted ? column : { ...column, autoIncrement: false },
            type,
            e ? enumValueNames.get(e) : undefined,
          );
      if (column.generated)
        note(
          `${table.name}.${column.name}: generated column is written as a plain column: Prisma cannot define one`,
        );
      // SQL Server's default constraints are named `{table}_{column}_df`, once in the database.
      const defaultName = `${table.name}_${column.name}_df`;
      const dfName =
        def && def !== 'autoincrement()' && dialect === 'mssql'
          ? mssqlNames.claim(defaultName)
          : defaultName;
      if (def) attrs.push(`@default(${def}${dfName !== defaultName ? mapArg(dfName) : ''})`);
      const name = field(table, column.name);
      if (name !== column.name) attrs.push(`@map(${codeString(column.name)})`);
      if (type.native) attrs.push(type.native);
      const optional = column.nullable && !type.list ? '?' : '';
      if (type.list && column.nullable)
        note(`${table.name}.${column.name}: a list is NOT NULL in Prisma`);
      lines.push(...comment(column.comment, '  '));
      lines.push(
        `  ${name} ${type.scalar}${type.list ? '[]' : ''}${optional}${attrs.length > 0 ? ' ' + attrs.join(' ') : ''}`,
      );
    }
    lines.push(...(relationLines.get(table) ?? []));
    const block: string[] = [];
    if (table.primaryKey.length > 1)
      block.push(
        `  @@id(${list(table.primaryKey.map((c) => field(table, c)))}${mapArg(keyNames.get(table))}${nonClustered(table) ? ', clustered: false' : ''})`,
      );
    for (const u of table.uniques) {
      if (u.columns.length === 1 && singleUniques.get(u.columns[0] ?? '') === u) continue;
      block.push(
        `  @@unique(${list(u.columns.map((c) => field(table, c)))}${mapArg(keyNames.get(u))})`,
      );
    }
    for (const index of table.indexes)
      block.push(indexLine(index, table, dialect, field, keyNames.get(index)));
    for (const check of table.checks)
      note(
        `${table.name}: check ${check.name || check.expression} is left out: Prisma has no CHECK`,
      );
    const name = modelNames.get(table) ?? table.name;
    if (name !== table.name) block.push(`  @@map(${codeString(table.name)})`);
    if (multiSchema) block.push(`  @@schema(${codeString(schemaOf(table.schema))})`);
    if (ignored.has(table)) {
      block.push('  @@ignore');
      note(
        `${table.name} has no primary or unique key: its model is @@ignore (Prisma Client leaves it out, migrations create it)`,
      );
    }
    if (table.comment)
      note(`${table.name}: comments are /// documentation: Prisma creates no database comments`);
    return [
      ...comment(table.comment, ''),
      `model ${name} {`,
      ...lines,
      ...(block.length > 0 ? ['', ...block] : []),
      '}',
    ].join('\n');
  });
  if (schema.views.length > 0)
    note(`views are left out (${schema.views.join(', ')}): Prisma's views are a preview feature`);

  const datasource = [
    'datasource db {',
    `  provider = ${codeString(PROVIDER[dialect])}`,
    ...(multiSchema ? [`  schemas  = ${list(schemas.map(codeString))}`] : []),
    '}',
  ].join('\n');
  const generator = ['generator client {', '  provider = "prisma-client-js"', '}'].join('\n');
  return (
    [
      ...(notes.length > 0 ? [notes.map((n) => slashCommentLine(`Note: ${n}`)).join('\n')] : []),
      generator,
      datasource,
      ...enumBlocks,
      ...blocks,
    ].join('\n\n') + '\n'
  );
}

/** The name a unique key is given (`map:`): the design's, or the one the engine gives it in Relata's DDL. */
function uniqueMap(u: PhysicalUnique, dialect: SqlDialect): string | undefined {
  if (u.name) return u.name;
  // MySQL names an unnamed UNIQUE after its first column; Prisma's own name would differ.
  if (dialect === 'mysql') return u.columns[0];
  return undefined;
}

/** Why Prisma cannot declare an index, or undefined when it can. */
function indexProblem(index: PhysicalIndex, dialect: SqlDialect): string | undefined {
  if (index.where) return 'Prisma has no partial index';
  if (index.parts.some((p) => !p.column || p.expression))
    return 'Prisma has no index on an expression';
  if (index.include?.length) return 'Prisma has no INCLUDE columns';
  const method = indexMethod(index);
  if (!method || method === 'btree') return undefined;
  if (dialect === 'postgresql' && PG_INDEX_TYPES[method]) return undefined;
  if (dialect === 'mysql' && method === 'hash') return undefined;
  if (dialect === 'mysql' && method === 'fulltext')
    return 'full-text indexes need a Prisma preview feature';
  return `Prisma has no ${method} index in ${dialect}`;
}

/** An index's method, without SQL Server's clustering (which is not one). */
function indexMethod(index: PhysicalIndex): string | undefined {
  const method = index.method?.toLowerCase();
  return method === 'clustered' || method === 'nonclustered' ? undefined : method;
}

/** An index (one indexProblem passed) as `@@index` or `@@unique`. */
function indexLine(
  index: PhysicalIndex,
  table: OrmTable,
  dialect: SqlDialect,
  field: (table: OrmTable, column: string) => string,
  name: string | undefined,
): string {
  const parts = index.parts.map((p) => {
    const args: string[] = [];
    if (p.order === 'DESC') args.push('sort: Desc');
    if (p.prefixLength && dialect === 'mysql') args.push(`length: ${p.prefixLength}`);
    const written = field(table, p.column ?? '');
    return args.length > 0 ? `${written}(${args.join(', ')})` : written;
  });
  const method = indexMethod(index);
  const type =
    dialect === 'postgresql' && method && PG_INDEX_TYPES[method] && method !== 'btree'
      ? `, type: ${PG_INDEX_TYPES[method]}`
      : dialect === 'mysql' && method === 'hash'
        ? ', type: Hash'
        : '';
  const clustered =
    dialect === 'mssql' && index.method?.toLowerCase() === 'clustered' ? ', clustered: true' : '';
  return `  @@${index.unique ? 'unique' : 'index'}(${list(parts)}${type}${clustered}${mapArg(name)})`;
}

/** The cascading foreign keys so far, as edges from the referenced table to the referencing one. */
class CascadePaths<T> {
  private readonly edges = new Map<T, Set<T>>();

  add(from: T, to: T): void {
    const next = this.edges.get(from) ?? new Set<T>();
    next.add(to);
    this.edges.set(from, next);
  }

  /** The tables reachable from `start`, itself included. */
  private reach(start: T): Set<T> {
    const seen = new Set<T>([start]);
    const stack = [start];
    for (let t = stack.pop(); t !== undefined; t = stack.pop())
      for (const next of this.edges.get(t) ?? [])
        if (!seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
    return seen;
  }

  /**
   * Whether an edge `from` → `to` would give some table two paths to another (or a cycle): a
   * table that reaches `from` already reaching `to` or what `to` reaches.
   */
  opensSecondPath(from: T, to: T): boolean {
    const below = this.reach(to);
    if (below.has(from)) return true;
    for (const start of this.edges.keys()) {
      const reached = this.reach(start);
      if (!reached.has(from)) continue;
      for (const t of below) if (reached.has(t)) return true;
    }
    for (const t of below) if (this.reach(from).has(t)) return true;
    return false;
  }
}
