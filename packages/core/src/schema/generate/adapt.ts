import {
  findColumn,
  IDENTIFIER_LIMIT,
  NameScope,
  repeatedUniques,
  shortName,
  type PhysicalColumn,
  type PhysicalForeignKey,
  type PhysicalSchema,
  type PhysicalTable,
  type PhysicalType,
} from '../physical';
import { namedSqlDialect, type SqlDialect } from '../sql/dialects';
import { quoteIdentifier, sqlString, standardString, unquotedName } from '../quoting';
import { convertType, isIntegerType, isSerialType } from '../sql/typeMapping';
import { ownFunctionCall } from '../sql/expressions';
import { holdsText, parseType, type TypeKind } from '../sql/types';
import { collationFor } from './collation';
import { fitMysqlLimits } from './mysqlLimits';
import { sourceDialect } from './dialect';
import { fullTextSearch } from './fullText';
import { onUpdateFromTriggers, onUpdateTriggers } from './onUpdateTriggers';

/** A type's lookup key: its name without quotes or schema, in lower case. */
export function typeKey(name: string): string {
  return name
    .trim()
    .replace(/\[\]$/, '')
    .replace(/["`[\]]/g, '')
    .replace(/^.*\./, '')
    .toLowerCase();
}

/** Whether a dialect string (`postgresql`, `PostgreSQL`, `postgres`) names the target dialect. */
export function isDialect(value: string | undefined, dialect: SqlDialect): boolean {
  return namedSqlDialect(value) === dialect;
}

/** Whether the target creates the type itself (so columns keep using it by name). */
export function createsType(type: PhysicalType, dialect: SqlDialect): boolean {
  if (type.kind === 'other') return isDialect(type.dialect, dialect) && !!type.sql;
  if (dialect === 'postgresql') return true;
  // T-SQL alias types (CREATE TYPE x FROM base) carry NOT NULL but no default or check.
  return (
    dialect === 'mssql' &&
    type.kind === 'domain' &&
    !!type.baseType &&
    !type.defaultValue &&
    !type.checks?.length
  );
}

/** MySQL and SQLite have no schemas: one shared schema is left out, several become `schema_table`. */
function flattenSchemas(schema: PhysicalSchema, dialect: SqlDialect): void {
  if (dialect !== 'mysql' && dialect !== 'sqlite') return;
  const names = new Set(schema.tables.map((t) => t.schema ?? ''));
  const flatten = names.size > 1;
  // A joined name over the identifier limit (64 in MySQL) is cut, with a hash of the whole.
  const rename = (name: string, owner: string | undefined) =>
    flatten && owner ? shortName(`${owner}_${name}`) : name;
  for (const t of schema.tables) {
    for (const fk of t.foreignKeys) {
      fk.refTable = rename(fk.refTable, fk.refSchema);
      delete fk.refSchema;
    }
  }
  for (const t of schema.tables) {
    t.name = rename(t.name, t.schema);
    delete t.schema;
  }
  // A view of another dialect is written translated here: named as a table of its schema would be.
  for (const v of schema.views ?? []) {
    v.name = rename(v.name, v.schema);
    delete v.schema;
  }
  for (const ty of schema.types ?? []) delete ty.schema;
  const named = [...names].filter((n) => n !== '');
  if (flatten)
    schema.notes.push(
      `${dialect} has no schemas: tables of schema ${named.join(', ')} are written as schema_table`,
    );
  else if (named.length > 0)
    schema.notes.push(`${dialect} has no schemas: schema ${named.join(', ')} is left out`);
}

/** An enum's labels as a CHECK on the column, for dialects without enum types. */
function enumCheck(
  table: PhysicalTable,
  column: PhysicalColumn,
  labels: string[],
  dialect: SqlDialect,
): void {
  const list = labels.map((l) => sqlString(l, dialect)).join(', ');
  (table.checks ??= []).push({
    name: '',
    expression: `${quoteIdentifier(column.name, dialect)} IN (${list})`,
    column: column.name,
  });
}

const longest = (labels: string[]): number => Math.max(1, ...labels.map((l) => l.length));

/** A domain check's VALUE keyword, outside strings and quoted names (which are matched as they are). */
const VALUE_OUTSIDE_QUOTES = /'(?:[^']|'')*'|"(?:[^"]|"")*"|`[^`]*`|\[[^\]]*\]|\b(VALUE)\b/gi;

/** A column of a named type that the target does not create: its base type and constraints instead. */
function inlineType(
  table: PhysicalTable,
  column: PhysicalColumn,
  type: PhysicalType,
  dialect: SqlDialect,
): void {
  const array = column.type.trim().endsWith('[]') ? '[]' : '';
  if (type.kind === 'enum') {
    const labels = type.values ?? [];
    // The model's spelling: the MySQL writer escapes the labels its way (typeMapping).
    if (dialect === 'mysql' && !array)
      column.type = `enum(${labels.map(standardString).join(',')})`;
    else {
      column.type = `varchar(${longest(labels)})${array}`;
      if (!array) enumCheck(table, column, labels, dialect);
    }
    return;
  }
  column.type = (type.baseType ?? 'text') + array;
  if (type.kind !== 'domain') return;
  if (type.notNull) column.nullable = false;
  if (type.defaultValue && column.defaultValue === null) column.defaultValue = type.defaultValue;
  for (const check of type.checks ?? [])
    (table.checks ??= []).push({
      name: check.name ? `${table.name}_${column.name}_${check.name}` : '',
      expression: check.expression.replace(VALUE_OUTSIDE_QUOTES, (token, value?: string) =>
        value === undefined ? token : quoteIdentifier(column.name, dialect),
      ),
      column: column.name,
    });
}

/** Named types the target does not create are written into their columns, with a note each. */
function resolveTypes(schema: PhysicalSchema, dialect: SqlDialect): void {
  const types = new Map((schema.types ?? []).map((t) => [typeKey(t.name), t]));
  const used = new Set<PhysicalType>();
  for (const table of schema.tables)
    for (const column of table.columns) {
      const type = types.get(typeKey(column.type));
      if (!type || createsType(type, dialect)) continue;
      inlineType(table, column, type, dialect);
      used.add(type);
    }
  for (const type of schema.types ?? []) {
    if (createsType(type, dialect)) continue;
    const how =
      type.kind === 'enum'
        ? dialect === 'mysql'
          ? 'an inline ENUM in its columns'
          : 'VARCHAR with a CHECK on its columns'
        : type.kind === 'domain'
          ? `its base type ${type.baseType ?? 'text'} with its NOT NULL, default and checks on each column`
          : `its base type${type.baseType ? ` ${type.baseType}` : ' (text)'} in its columns`;
    schema.notes.push(
      `${type.kind} type ${type.name} is not created in ${dialect}: it is written as ${how}${used.has(type) ? '' : ' (no column uses it)'}`,
    );
  }
}

/** MySQL's inline ENUM(...) and SET(...) become VARCHAR (ENUM with a CHECK) in the other dialects. */
function inlineEnums(schema: PhysicalSchema, dialect: SqlDialect): void {
  if (dialect === 'mysql') return;
  const changed: string[] = [];
  for (const table of schema.tables)
    for (const column of table.columns) {
      const p = parseType(column.type);
      if (p.kind !== 'enum' || p.args.length === 0) continue;
      const labels = p.args.map((a) => a.replace(/^'|'$/g, '').replace(/''/g, "'"));
      column.type = `varchar(${p.base === 'set' ? labels.join(',').length : longest(labels)})`;
      if (p.base === 'enum') enumCheck(table, column, labels, dialect);
      changed.push(`${table.name}.${column.name}`);
    }
  if (changed.length > 0)
    schema.notes.push(
      `${dialect} has no inline ENUM or SET: ${changed.join(', ')} become VARCHAR (ENUM values kept by a CHECK)`,
    );
}

/**
 * SQLite's own `serial` (a table read from SQLite) is a type name that counts nothing: SQLite keeps
 * it as written, other dialects get a plain integer (their serial would add a counter and NOT NULL).
 */
function sqliteSerials(schema: PhysicalSchema, dialect: SqlDialect): void {
  if (dialect === 'sqlite') return;
  const changed: string[] = [];
  for (const table of schema.tables)
    for (const column of table.columns)
      if (table.sqliteTypes && isSerialType(column.type)) {
        const size = parseType(column.type).size;
        column.type = size === 8 ? 'bigint' : size === 2 ? 'smallint' : 'integer';
        changed.push(`${table.name}.${column.name}`);
      }
  if (changed.length > 0)
    schema.notes.push(
      `SQLite's serial type counts nothing: ${changed.join(', ')} are written as plain integers`,
    );
}

/**
 * SQLite's rowid alias: a rowid table's one-column primary key declared `INTEGER` numbers the rows
 * inserted without it (decision 0056). Elsewhere the nearest is an auto-increment integer key;
 * without it, every insert that leaves the key out is refused.
 */
function sqliteRowids(schema: PhysicalSchema, dialect: SqlDialect): void {
  if (dialect === 'sqlite') return;
  const changed: string[] = [];
  for (const table of schema.tables) {
    const [key, more] = table.primaryKey;
    if (!table.sqliteTypes || table.withoutRowid || key === undefined || more !== undefined)
      continue;
    const column = findColumn(table, key);
    if (!column || column.autoIncrement || !/^\s*integer\s*$/i.test(column.type)) continue;
    column.autoIncrement = true;
    changed.push(`${table.name}.${column.name}`);
  }
  if (changed.length > 0)
    schema.notes.push(
      `SQLite's INTEGER PRIMARY KEY numbers new rows (the rowid): ${changed.join(', ')} are written as auto-increment integers`,
    );
}

/** A default that takes a sequence's next value: `nextval('s')`, MariaDB's `nextval(s)`, `NEXT VALUE FOR s`. */
const SEQUENCE_CALL = /\bnextval\s*\(|\bnext\s+value\s+for\b/i;

/**
 * PostgreSQL serial types, and defaults taking a sequence's next value, become auto-increment
 * integers where the sequence is not written: in another dialect than the one whose sequence it is
 * (a MariaDB or SQL Server sequence stays in its own dialect, a PostgreSQL one in PostgreSQL).
 */
function sequences(schema: PhysicalSchema, dialect: SqlDialect): void {
  sqliteSerials(schema, dialect);
  sqliteRowids(schema, dialect);
  const changed: string[] = [];
  for (const table of schema.tables)
    for (const column of table.columns) {
      const from = sourceDialect(table);
      const serial = dialect !== 'postgresql' && isSerialType(column.type) && !table.sqliteTypes;
      const ownSequence = from === dialect || (from === undefined && dialect === 'postgresql');
      const nextval = !ownSequence && SEQUENCE_CALL.test(column.defaultValue ?? '');
      if (!serial && !nextval) continue;
      if (serial) {
        const size = parseType(column.type).size;
        column.type = size === 8 ? 'bigint' : size === 2 ? 'smallint' : 'integer';
      }
      if (nextval) column.defaultValue = null;
      column.autoIncrement = true;
      changed.push(`${table.name}.${column.name}`);
    }
  if (changed.length > 0)
    schema.notes.push(
      dialect === 'postgresql'
        ? `the sequences numbering ${changed.join(', ')} are another dialect's: the columns are written as identity columns`
        : `${dialect} has no serial types or sequence defaults: ${changed.join(', ')} are written as auto-increment integers`,
    );
  ownFunctionKeys(schema, dialect);
}

/**
 * An integer primary key numbered by a function of the script's own (Mastodon's
 * `DEFAULT public.timestamp_id('statuses')`), where the dialect cannot call it: without its
 * default no insert could leave the key out, so it numbers itself (auto-increment), noted.
 */
function ownFunctionKeys(schema: PhysicalSchema, dialect: SqlDialect): void {
  const changed: string[] = [];
  for (const table of schema.tables) {
    const [key, ...more] = table.primaryKey;
    const column = more.length === 0 ? table.columns.find((c) => c.name === key) : undefined;
    const own = column?.defaultValue ? ownFunctionCall(column.defaultValue, dialect) : null;
    if (!column || column.autoIncrement || !isIntegerType(column.type) || own === null) continue;
    column.defaultValue = null;
    column.autoIncrement = true;
    changed.push(`${table.name}.${column.name} (${own})`);
  }
  if (changed.length > 0)
    schema.notes.push(
      `${dialect} cannot call the script's own functions in a default: the keys ${changed.join(', ')} are written as auto-increment integers`,
    );
}

/** An index part that is a column under one of SQLite's own collations (`[group] COLLATE NOCASE`). */
const SQLITE_COLLATED =
  /^\s*("(?:[^"]|"")+"|`(?:[^`]|``)+`|\[[^\]]+\]|[A-Za-z_][\w$]*)\s+COLLATE\s+"?(NOCASE|RTRIM|BINARY)"?\s*$/i;

/**
 * Whether the target compares a table's column as one of SQLite's collations does: NOCASE as a
 * case-insensitive collation (MySQL's and SQL Server's default ones are), BINARY as a binary one
 * (PostgreSQL's default compares so).
 */
function comparesAs(
  sqliteCollation: string,
  table: PhysicalTable,
  column: PhysicalColumn,
  dialect: SqlDialect,
): boolean {
  // A MySQL table's collation is its columns' where they name none.
  const collation =
    column.collation ?? (dialect === 'mysql' ? table.storage?.collation : undefined);
  const own = collationFor(collation, dialect).sql;
  const kind = sqliteCollation.toUpperCase();
  if (kind === 'NOCASE') return own ? /_ci(_|$)/i.test(own) : dialect !== 'postgresql';
  if (kind === 'BINARY') return own ? /(^|_)bin2?$|^"C"$/i.test(own) : dialect === 'postgresql';
  return false;
}

/**
 * A column folded to one case (`lower(email)`, `upper((name)::text)`, MySQL's `lcase`), as
 * PostgreSQL and SQLite index a case-insensitive key.
 */
const CASE_FOLDED =
  /^\(*\s*(?:lower|upper|lcase|ucase)\s*\(\s*\(*\s*("(?:[^"]|"")+"|`(?:[^`]|``)+`|\[[^\]]+\]|[A-Za-z_][\w$]*)\s*\)*\s*(?:::\s*[A-Za-z ]+\s*)?\)\s*\)*$/i;

/**
 * Index parts the target writes as the plain column:
 * - SQLite's column under one of its own collations (`name COLLATE NOCASE`): no other engine has
 *   them. Where the column compares otherwise there, a note says so: a unique index then tells
 *   apart what differs only in case.
 * - a text column folded to one case (`lower(email)`), in MySQL and SQL Server, whose indexes
 *   hold no expressions, where the column's collation ignores case (their defaults do): the key
 *   then takes the same rows, and a unique one refuses the same duplicates.
 * MariaDB had left such an index out as an expression.
 */
function plainIndexParts(schema: PhysicalSchema, dialect: SqlDialect): void {
  const folds = dialect === 'mysql' || dialect === 'mssql';
  const plain = (p: { expression?: string }) =>
    (dialect !== 'sqlite' && SQLITE_COLLATED.test(p.expression ?? '')) ||
    (folds && CASE_FOLDED.test(p.expression ?? ''));
  for (const table of schema.tables) {
    if (!table.indexes?.some((i) => i.parts.some(plain))) continue;
    table.indexes = table.indexes.map((index) => ({
      ...index,
      parts: index.parts.map((p) => {
        if (!plain(p)) return p;
        const collated = SQLITE_COLLATED.exec(p.expression ?? '');
        const folded = collated ? null : CASE_FOLDED.exec(p.expression ?? '');
        const name = collated?.[1] ?? folded?.[1];
        const column = name ? findColumn(table, unquotedName(name)) : undefined;
        if (!column) return p;
        const { expression: _, ...part } = p;
        if (folded) {
          if (!holdsText(column.type) || !comparesAs('NOCASE', table, column, dialect)) return p;
          schema.notes.push(
            `index ${index.name} on ${table.name} covers ${column.name} itself: ${dialect}'s collation compares it without case, as ${p.expression ?? ''} does`,
          );
          return { ...part, column: column.name };
        }
        const kind = collated?.[2] ?? '';
        if (!comparesAs(kind, table, column, dialect))
          schema.notes.push(
            `index ${index.name} on ${table.name} covers ${column.name} without SQLite's COLLATE ${kind.toUpperCase()}: ${dialect} has none such${index.unique && /^nocase$/i.test(kind) ? ', and its values that differ only in case no longer collide' : ''}`,
          );
        return { ...part, column: column.name };
      }),
    }));
  }
}

/** A check that only says a column holds JSON: MariaDB's own for its JSON type (`json_valid(col)`). */
const JSON_VALID =
  /^\(*\s*json_valid\s*\(\s*(`(?:[^`]|``)+`|"(?:[^"]|"")+"|[A-Za-z_][\w$]*)\s*\)\s*\)*$/i;

/**
 * MariaDB's JSON column, which its dumps print as LONGTEXT with a `json_valid()` check, is
 * PostgreSQL's json (its check the type itself; a collation it takes none of).
 */
function mariadbJson(schema: PhysicalSchema, dialect: SqlDialect): void {
  if (dialect !== 'postgresql') return;
  const changed: string[] = [];
  for (const table of schema.tables) {
    if (!table.checks?.some((c) => JSON_VALID.test(c.expression))) continue;
    table.checks = table.checks.filter((check) => {
      const name = JSON_VALID.exec(check.expression)?.[1];
      const column = name ? findColumn(table, unquotedName(name)) : undefined;
      if (!column || !holdsText(column.type)) return true;
      column.type = 'json';
      delete column.collation;
      delete column.charset;
      changed.push(`${table.name}.${column.name}`);
      return false;
    });
  }
  if (changed.length > 0)
    schema.notes.push(
      `MariaDB's JSON (text with a json_valid() check) is json in postgresql: ${changed.join(', ')}`,
    );
}

/**
 * A foreign key's column pairs: each referencing column with the column it references, where both
 * are found, and the referenced table.
 */
function foreignKeyPairs(
  schema: PhysicalSchema,
  visit: (
    table: PhysicalTable,
    fk: PhysicalForeignKey,
    pairs: [PhysicalColumn, PhysicalColumn][],
    ref: PhysicalTable | undefined,
  ) => void,
): void {
  const key = (name: string, schemaName?: string) => `${schemaName ?? ''}.${name}`.toLowerCase();
  const tables = new Map(schema.tables.map((t) => [key(t.name, t.schema), t]));
  for (const table of schema.tables)
    for (const fk of [...table.foreignKeys]) {
      const ref =
        tables.get(key(fk.refTable, fk.refSchema)) ??
        schema.tables.find((t) => t.name.toLowerCase() === fk.refTable.toLowerCase());
      const pairs = fk.columns.flatMap((name, i): [PhysicalColumn, PhysicalColumn][] => {
        const column = findColumn(table, name);
        const target = ref && findColumn(ref, fk.refColumns[i] ?? '');
        return column && target ? [[column, target]] : [];
      });
      visit(table, fk, pairs, ref);
    }
}

/**
 * PostgreSQL and SQL Server take a foreign key only to the referenced table's primary key or a
 * unique key of the same columns (an index of plain columns, whole and without WHERE, counts);
 * MySQL takes any indexed columns. One to other columns is left out, with a note.
 */
function foreignKeyTargets(schema: PhysicalSchema, dialect: SqlDialect): void {
  if (dialect !== 'postgresql' && dialect !== 'mssql') return;
  const same = (a: readonly string[], b: readonly string[]) => {
    const set = new Set(a.map((n) => n.toLowerCase()));
    return set.size === b.length && b.every((n) => set.has(n.toLowerCase()));
  };
  foreignKeyPairs(schema, (table, fk, pairs, ref) => {
    if (!ref || fk.refColumns.length === 0 || pairs.length < fk.refColumns.length) return;
    const target = fk.refColumns;
    const keys: string[][] = [
      ref.primaryKey,
      ...ref.columns.filter((c) => c.unique).map((c) => [c.name]),
      ...(ref.uniques ?? []).filter((u) => !u.deferrable).map((u) => u.columns),
      ...(ref.indexes ?? [])
        .filter((i) => i.unique && i.where === undefined)
        .filter((i) => i.parts.every((p) => p.column !== undefined && !p.prefixLength))
        .map((i) => i.parts.map((p) => p.column ?? '')),
    ];
    if (keys.some((k) => same(k, target))) return;
    table.foreignKeys = table.foreignKeys.filter((f) => f !== fk);
    schema.notes.push(
      `foreign key ${fk.name} on ${table.name} is left out: ${fk.refTable} (${target.join(', ')}) is no primary or unique key, which ${dialect} needs`,
    );
  });
}

/** Whether a MySQL table's engine holds foreign keys (InnoDB, the default). */
const holdsForeignKeys = (table: PhysicalTable): boolean =>
  table.storage?.engine === undefined || /^(innodb|xtradb)$/i.test(table.storage.engine);

/**
 * MariaDB's InnoDB refuses a foreign key to a table of an engine without them (MyISAM, Aria,
 * MEMORY: errno 150, "Foreign key constraint is incorrectly formed"), where such a table parses its
 * own and ignores them. One from an InnoDB table to such a table is left out, with a note.
 */
function foreignKeyEngines(schema: PhysicalSchema, dialect: SqlDialect): void {
  if (dialect !== 'mysql') return;
  foreignKeyPairs(schema, (table, fk, _pairs, ref) => {
    if (!ref || !holdsForeignKeys(table) || holdsForeignKeys(ref)) return;
    table.foreignKeys = table.foreignKeys.filter((f) => f !== fk);
    schema.notes.push(
      `foreign key ${fk.name} on ${table.name} is left out: MariaDB's InnoDB takes no foreign key to ${fk.refTable}, a ${ref.storage?.engine ?? ''} table`,
    );
  });
}

/**
 * MariaDB's foreign keys need integer columns of one size and sign on both ends (PostgreSQL takes
 * a smallint referencing an integer): the referencing column takes the referenced column's type.
 */
function alignForeignKeyIntegers(schema: PhysicalSchema, dialect: SqlDialect): void {
  if (dialect !== 'mysql') return;
  const changed: string[] = [];
  foreignKeyPairs(schema, (table, _fk, pairs) => {
    for (const [column, target] of pairs) {
      const [a, b] = [parseType(column.type), parseType(target.type)];
      if (a.kind !== 'integer' || b.kind !== 'integer') continue;
      if (a.size === b.size && a.unsigned === b.unsigned) continue;
      column.type = target.type;
      changed.push(`${table.name}.${column.name}`);
    }
  });
  if (changed.length > 0)
    schema.notes.push(
      `MariaDB's foreign keys need integers of one size on both ends: ${changed.join(', ')} take the type of the column they reference`,
    );
}

/**
 * MariaDB's foreign keys need text columns of one character set and collation on both ends: a
 * referencing text column (a new table's, beside an imported one with its own collation) takes
 * those of the column it references, as the columns' own or their tables' defaults say.
 */
function alignForeignKeyCollations(schema: PhysicalSchema, dialect: SqlDialect): void {
  if (dialect !== 'mysql') return;
  const effective = (column: PhysicalColumn, table: PhysicalTable | undefined) =>
    column.collation ?? table?.storage?.collation;
  const changed: string[] = [];
  foreignKeyPairs(schema, (table, _fk, pairs, ref) => {
    for (const [column, target] of pairs) {
      if (!holdsText(column.type) || !holdsText(target.type)) continue;
      const wanted = effective(target, ref);
      if (!wanted || effective(column, table)?.toLowerCase() === wanted.toLowerCase()) continue;
      // The collation names its character set (as the catalog reads such a column back).
      column.collation = wanted;
      delete column.charset;
      changed.push(`${table.name}.${column.name}`);
    }
  });
  if (changed.length > 0)
    schema.notes.push(
      `MariaDB's foreign keys need text of one collation on both ends: ${changed.join(', ')} take the collation of the column they reference`,
    );
}

/** Kinds of type a foreign key may join (text of any kind, numbers, date-times with or without zone). */
const JOINED_KINDS: Partial<Record<TypeKind, string>> = {
  varchar: 'text',
  char: 'text',
  text: 'text',
  enum: 'text',
  integer: 'number',
  decimal: 'number',
  float: 'number',
  datetime: 'datetime',
  datetimetz: 'datetime',
};

/**
 * SQLite lets a foreign key join columns of any two types (an INTEGER column referencing a TEXT
 * key); PostgreSQL, MariaDB and SQL Server refuse one whose types they cannot compare. Such a key
 * is left out there, with a note: its columns keep their types.
 */
function foreignKeyTypes(schema: PhysicalSchema, dialect: SqlDialect): void {
  if (dialect === 'sqlite') return;
  const kind = (table: PhysicalTable, column: PhysicalColumn) => {
    const written = convertType(column.type, dialect, {
      keyed: true,
      sql: table.exactName === true,
      sqliteTypes: table.sqliteTypes === true,
      ...(table.typesDialect ? { from: table.typesDialect } : {}),
    }).sql;
    const k = parseType(written).kind;
    return k === 'unknown' ? undefined : (JOINED_KINDS[k] ?? k);
  };
  const typed: string[] = [];
  foreignKeyPairs(schema, (table, fk, pairs, ref) => {
    // A column without a type holds whatever it references: it takes that column's type.
    for (const [column, target] of pairs)
      if (column.type.trim() === '' && !column.generated && target.type.trim() !== '') {
        column.type = target.type;
        typed.push(`${table.name}.${column.name}`);
      }
    const clash = pairs.find(([column, target]) => {
      const [a, b] = [kind(table, column), kind(ref ?? table, target)];
      return a !== undefined && b !== undefined && a !== b;
    });
    if (!clash) return;
    table.foreignKeys = table.foreignKeys.filter((f) => f !== fk);
    const [column, target] = clash;
    schema.notes.push(
      `foreign key ${fk.name} on ${table.name} is left out: ${table.name}.${column.name} (${column.type || 'no type'}) cannot reference ${fk.refTable}.${target.name} (${target.type || 'no type'}) in ${dialect}`,
    );
  });
  if (typed.length > 0)
    schema.notes.push(
      `columns without a type take the type of the column they reference: ${typed.join(', ')}`,
    );
}

/**
 * PostgreSQL gives a primary or unique key the index of its name, in the one namespace of its
 * schema's tables, views and indexes; MySQL's key names are per table (`uniqueness` in two
 * tables). A name already taken there gets a suffix (`uniqueness_2`), with a note.
 */
function relationNames(schema: PhysicalSchema, dialect: SqlDialect): void {
  if (dialect !== 'postgresql' && dialect !== 'sqlite') return;
  const scopes = new Map<string, NameScope>();
  const scope = (owner: string | undefined) => {
    const key = (owner ?? '').toLowerCase();
    const found = scopes.get(key) ?? new NameScope();
    scopes.set(key, found);
    return found;
  };
  for (const o of [...schema.tables, ...(schema.views ?? [])]) scope(o.schema).claim(o.name);
  const renamed: string[] = [];
  const claim = (table: PhysicalTable, name: string) => {
    const free = scope(table.schema).claim(name);
    if (free !== name) renamed.push(`${name} on ${table.name} becomes ${free}`);
    return free;
  };
  for (const t of schema.tables) {
    if (dialect === 'sqlite') {
      // SQLite's keys are the table's, but a unique key written as its own index (a repeated one,
      // see repeatedUniques) is named among the schema's tables and indexes.
      const indexed = sourceDialect(t) === 'sqlite' ? new Set() : repeatedUniques(t);
      t.uniques = t.uniques?.map((u) =>
        u.name && indexed.has(u) ? { ...u, name: claim(t, u.name) } : u,
      );
      continue;
    }
    if (t.primaryKeyName) t.primaryKeyName = claim(t, t.primaryKeyName);
    if (t.uniques)
      t.uniques = t.uniques.map((u) => (u.name ? { ...u, name: claim(t, u.name) } : u));
  }
  if (renamed.length > 0)
    schema.notes.push(
      `${dialect === 'sqlite' ? 'SQLite index' : 'PostgreSQL key'} names must be unique among the schema's tables and indexes: ${renamed.join(', ')}`,
    );
}

/**
 * A foreign key's name is its table's in PostgreSQL and SQLite, but the database's in MySQL and
 * the schema's in MSSQL: there a name already taken gets a suffix (`domain_exists_2`), with a note.
 */
function foreignKeyNames(schema: PhysicalSchema, dialect: SqlDialect): void {
  if (dialect !== 'mysql' && dialect !== 'mssql') return;
  const scopes = new Map<string, NameScope>();
  const renamed: string[] = [];
  for (const t of schema.tables) {
    const key = dialect === 'mysql' ? '' : (t.schema ?? '').toLowerCase();
    const scope = scopes.get(key) ?? new NameScope(IDENTIFIER_LIMIT[dialect]);
    scopes.set(key, scope);
    t.foreignKeys = t.foreignKeys.map((fk) => {
      if (!fk.name) return fk;
      const free = scope.claim(fk.name);
      if (free === fk.name) return fk;
      renamed.push(`${fk.name} on ${t.name} becomes ${free}`);
      return { ...fk, name: free };
    });
  }
  if (renamed.length > 0)
    schema.notes.push(
      `${dialect === 'mysql' ? 'MySQL' : 'MSSQL'} foreign-key names must be unique in the ${dialect === 'mysql' ? 'database' : 'schema'}: ${renamed.join(', ')}`,
    );
}

/**
 * A copy of the parts of a schema that adaptation changes (tables, their columns, foreign keys
 * and check lists, views, types, notes); the rest is shared with the source, which stays as it
 * was. Much faster than a deep copy when a migration of 1000 tables adapts both versions (issue 19).
 */
function copyForAdapting(source: PhysicalSchema): PhysicalSchema {
  return {
    ...source,
    notes: [...source.notes],
    tables: source.tables.map((t) => ({
      ...t,
      columns: t.columns.map((c) => ({ ...c })),
      foreignKeys: t.foreignKeys.map((fk) => ({ ...fk })),
      ...(t.checks ? { checks: [...t.checks] } : {}),
    })),
    ...(source.views ? { views: source.views.map((v) => ({ ...v })) } : {}),
    ...(source.types ? { types: source.types.map((ty) => ({ ...ty })) } : {}),
  };
}

/**
 * The physical schema made ready for one dialect: schemas flattened where the dialect has none,
 * named types the dialect does not create written into their columns, inline enums and
 * sequences mapped, SQLite's collated and case-folded index columns made plain, MySQL's ON UPDATE
 * CURRENT_TIMESTAMP as triggers (PostgreSQL, SQLite), foreign keys between types the engine cannot compare, to columns no key holds, or from InnoDB to MyISAM, left out, MariaDB's foreign-key integers aligned, PostgreSQL's key names made unique,
 * MySQL's row and key limits kept (mysqlLimits.ts). The input is not changed; every adjustment adds a note.
 */
export function adaptSchema(source: PhysicalSchema, dialect: SqlDialect): PhysicalSchema {
  const schema = copyForAdapting(source);
  onUpdateFromTriggers(schema, dialect);
  flattenSchemas(schema, dialect);
  resolveTypes(schema, dialect);
  inlineEnums(schema, dialect);
  mariadbJson(schema, dialect);
  sequences(schema, dialect);
  plainIndexParts(schema, dialect);
  fullTextSearch(schema, dialect);
  onUpdateTriggers(schema, dialect);
  foreignKeyTypes(schema, dialect);
  foreignKeyTargets(schema, dialect);
  foreignKeyEngines(schema, dialect);
  alignForeignKeyIntegers(schema, dialect);
  alignForeignKeyCollations(schema, dialect);
  relationNames(schema, dialect);
  foreignKeyNames(schema, dialect);
  if (dialect === 'mysql') fitMysqlLimits(schema);
  return schema;
}
