/**
 * The diagram as SQLAlchemy declarative models (issue 40): one Python module with a class per
 * table (a `Table` for one without a primary key, which declarative mapping refuses), each column
 * of the type, default, numbering and comment Relata's DDL writes, keys, indexes, checks and
 * foreign keys named as the DDL names them, so that `Base.metadata.create_all(engine)` creates what
 * Relata's script creates. Classes are PascalCase, attributes snake_case, database names kept
 * (`Column("name", …)`). What SQLAlchemy cannot express is listed as `# Note:` lines on top.
 *
 * The module keeps to the API SQLAlchemy 1.4 and 2.0 share (`declarative_base` from
 * `sqlalchemy.orm`, `Column`, `Identity`, the uppercase types); it is proven on 1.4 (Debian's
 * python3-sqlalchemy), 2.0 being out of reach of the test machines.
 */
import type { DiagramModel, ReferentialAction } from '../model';
import { codeString, hashCommentLine } from '../quoting';
import type { SqlDialect } from '../sql/dialects';
import { parseType } from '../sql/types';
import { DIALECT_SPECS } from '../generate';
import { writtenMethod } from '../generate/indexes';
import { createSchemas } from '../generate/objects';
import { findColumn, type PhysicalColumn } from '../physical';
import { identifier, nameScope, pascalCase, snakeCase } from './names';
import {
  defaultSequence,
  ormSchema,
  type DefaultSequence,
  type OrmColumn,
  type OrmEnum,
  type OrmIndex,
  type OrmTable,
} from './ormSchema';
import { PYTHON_KEYWORDS, sqlText, writtenChecks } from './python';

/** Names the module itself defines or imports (a class may not take one). */
const MODULE_NAMES = new Set(
  `Base SqlType Column Computed DDL ForeignKeyConstraint Identity Index PrimaryKeyConstraint
UniqueConstraint CheckConstraint Sequence Table event text types postgresql mysql sqlite declarative_base
UserDefinedType metadata registry literal_column`.split(/\s+/),
);

/** Attribute names a declarative class reserves. */
const RESERVED_ATTRIBUTES = new Set([
  ...PYTHON_KEYWORDS,
  // A class body reads the module's names: an attribute may not hide one it calls.
  ...MODULE_NAMES,
  'metadata',
  'registry',
  'query',
  'query_class',
  'mro',
]);

/** SQLAlchemy's uppercase types, by the base name Relata's DDL writes, per dialect module. */
const GENERIC_TYPES: Record<string, string> = {
  integer: 'INTEGER',
  bigint: 'BIGINT',
  smallint: 'SMALLINT',
  varchar: 'VARCHAR',
  'character varying': 'VARCHAR',
  char: 'CHAR',
  character: 'CHAR',
  nvarchar: 'NVARCHAR',
  nchar: 'NCHAR',
  text: 'TEXT',
  clob: 'CLOB',
  numeric: 'NUMERIC',
  decimal: 'DECIMAL',
  real: 'REAL',
  float: 'FLOAT',
  boolean: 'BOOLEAN',
  date: 'DATE',
  blob: 'BLOB',
};

/** PostgreSQL's types SQLAlchemy's `postgresql` module renders, by base name. */
const PG_TYPES: Record<string, string> = {
  int: 'INTEGER',
  int4: 'INTEGER',
  int8: 'BIGINT',
  int2: 'SMALLINT',
  bool: 'BOOLEAN',
  bytea: 'BYTEA',
  json: 'JSON',
  jsonb: 'JSONB',
  uuid: 'UUID',
  inet: 'INET',
  cidr: 'CIDR',
  macaddr: 'MACADDR',
  money: 'MONEY',
  tsvector: 'TSVECTOR',
  interval: 'INTERVAL',
  hstore: 'HSTORE',
  'double precision': 'DOUBLE_PRECISION',
  float8: 'DOUBLE_PRECISION',
  float4: 'REAL',
};

/** The extension a PostgreSQL type needs (Relata's DDL creates it too). */
const PG_EXTENSIONS: Record<string, string> = { citext: 'citext', hstore: 'hstore' };

/** SQLAlchemy's `ondelete`/`onupdate` text of an action. */
const ACTION: Record<ReferentialAction, string> = {
  'NO ACTION': 'NO ACTION',
  RESTRICT: 'RESTRICT',
  CASCADE: 'CASCADE',
  'SET NULL': 'SET NULL',
  'SET DEFAULT': 'SET DEFAULT',
};

/** Integer types, which take no length in SQLAlchemy. */
const INTEGER_BASES = new Set(['integer', 'bigint', 'smallint', 'int', 'int2', 'int4', 'int8']);

/** Whether every argument of a type is a plain number. */
const numericArgs = (args: string[]) => args.every((a) => /^\d+$/.test(a));

/**
 * The SQLAlchemy type of a column: an uppercase type that renders the DDL's type, or `SqlType("…")`
 * (the module's own type, which renders the text as written).
 */
function columnType(column: OrmColumn, dialect: SqlDialect, enumName?: string): string {
  const t = column.type;
  const raw = `SqlType(${codeString(column.sqlType)})`;
  if (enumName) return t.array ? `postgresql.ARRAY(${enumName})` : enumName;
  const base = t.base.toLowerCase();
  const words = column.sqlType
    .toLowerCase()
    .replace(/\(.*\)/, '')
    .replace(/\[\]$/, '')
    .trim();
  // Only a type written as `base` or `base(args)` maps; anything more (unsigned, zone) stays raw.
  const plain = words === base && numericArgs(t.args) && !t.unsigned;
  if (dialect === 'postgresql') {
    const element = pgElement(base, t.args, column.sqlType, plain);
    if (!element) return raw;
    return t.array ? `postgresql.ARRAY(${element})` : element;
  }
  if (!plain || t.array) return raw;
  const name = GENERIC_TYPES[base] ?? (dialect === 'sqlite' ? sqliteType(base) : undefined);
  if (!name || (t.args.length > 0 && INTEGER_BASES.has(base))) return raw;
  // SQLite keeps the declared type's words: one SQLAlchemy spells otherwise stays raw.
  if (dialect === 'sqlite' && name.toLowerCase() !== base) return raw;
  return `types.${name}${t.args.length > 0 ? `(${t.args.join(', ')})` : '()'}`;
}

/** SQLite's own uppercase types beyond the generic ones. */
function sqliteType(base: string): string | undefined {
  return { datetime: 'DATETIME', timestamp: 'TIMESTAMP', time: 'TIME' }[base];
}

/** A PostgreSQL element type, or undefined when only its text can say it. */
function pgElement(
  base: string,
  args: string[],
  sqlType: string,
  plain: boolean,
): string | undefined {
  const lower = sqlType.toLowerCase().replace(/\[\]$/, '');
  const precision = args[0] && /^\d+$/.test(args[0]) ? `precision=${args[0]}` : '';
  const time = (name: string, zone: boolean) =>
    `postgresql.${name}(${[precision, zone ? 'timezone=True' : ''].filter(Boolean).join(', ')})`;
  if (/^timestamp(\(\d+\))?( without time zone)?$/.test(lower)) return time('TIMESTAMP', false);
  if (/^(timestamp(\(\d+\))? with time zone|timestamptz(\(\d+\))?)$/.test(lower))
    return time('TIMESTAMP', true);
  if (/^time(\(\d+\))?( without time zone)?$/.test(lower)) return time('TIME', false);
  if (/^(time(\(\d+\))? with time zone|timetz(\(\d+\))?)$/.test(lower)) return time('TIME', true);
  if (!plain) return undefined;
  const generic = GENERIC_TYPES[base];
  if (generic && !(args.length > 0 && INTEGER_BASES.has(base)))
    return `types.${generic}(${args.join(', ')})`;
  const name = PG_TYPES[base];
  if (!name || args.length > 0) return undefined;
  return `postgresql.${name}()`;
}

/** A Python list of string literals. */
const pyList = (items: string[]) => `[${items.map(codeString).join(', ')}]`;

/** The SQLAlchemy module of a diagram for the dialect. */
export function generateSqlalchemy(model: DiagramModel, dialect: SqlDialect): string {
  const schema = ormSchema(model, dialect);
  const notes = [...schema.notes];
  const note = (text: string) => {
    if (!notes.includes(text)) notes.push(text);
  };
  const hasSchemas = dialect === 'postgresql' || dialect === 'mssql';
  const schemaOf = (s: string | undefined) => (hasSchemas ? s : undefined);
  const schemas = [...new Set(schema.tables.flatMap((t) => (t.schema ? [t.schema] : [])))];
  if (schemas.length > 0 && !hasSchemas)
    note(
      `schemas (${schemas.join(', ')}) are left out: ${dialect} has none; the tables keep their names`,
    );
  const globals = nameScope(MODULE_NAMES);
  const pre: string[] = [];

  // Enums (PostgreSQL's types), one object shared by the columns that take it.
  const enumNames = new Map<string, string>();
  const enumKey = (e: OrmEnum) => `${e.schema ?? ''}.${e.name}`;
  const enumOf = (e: OrmEnum): string => {
    const known = enumNames.get(enumKey(e));
    if (known) return known;
    const name = globals.claim(identifier(pascalCase(e.name), PYTHON_KEYWORDS, { prefix: 'E' }));
    enumNames.set(enumKey(e), name);
    const args = [
      ...e.values.map(codeString),
      `name=${codeString(e.name)}`,
      ...(schemaOf(e.schema) ? [`schema=${codeString(e.schema ?? '')}`] : []),
      'metadata=Base.metadata',
    ];
    pre.push(`${name} = postgresql.ENUM(${args.join(', ')})`);
    return name;
  };

  if (dialect === 'postgresql') for (const e of schema.enums) enumOf(e);
  const sequences = new Map<string, DefaultSequence>();
  const extensions = new Set<string>();
  const tableKey = (schemaName: string | undefined, name: string) =>
    `${schemaOf(schemaName) ?? ''}.${name}`;
  const byKey = new Map(schema.tables.map((t) => [tableKey(t.schema, t.name), t] as const));
  // Each table as Relata's DDL writes it (ormSchema keeps the order).
  const physicalTables = new Map(
    schema.tables.flatMap((t, i) => {
      const p = schema.physical.tables[i];
      return p ? [[t, p] as const] : [];
    }),
  );
  const classNames = new Map<OrmTable, string>();
  for (const table of schema.tables)
    classNames.set(
      table,
      globals.claim(
        identifier(
          table.primaryKey.length > 0 ? pascalCase(table.name) : `t_${snakeCase(table.name)}`,
          PYTHON_KEYWORDS,
          { prefix: 'T' },
        ),
      ),
    );

  const after: string[] = [];
  const blocks = schema.tables.map((table) => {
    const className = classNames.get(table) ?? table.name;
    const mapped = table.primaryKey.length > 0;
    if (!mapped)
      note(
        `${table.name} has no primary key: it is a Table (${className}), not a mapped class (declarative mapping needs a key)`,
      );
    const attrs = nameScope(RESERVED_ATTRIBUTES);
    const physical = physicalTables.get(table);
    const source = (name: string) => (physical ? findColumn(physical, name) : undefined);
    const solePk = table.primaryKey.length === 1 ? table.primaryKey[0] : undefined;
    const columnLines = table.columns.map((column) => {
      const typed = column.domain
        ? { ...column, sqlType: column.domain.baseType, type: parseType(column.domain.baseType) }
        : column;
      if (column.domain)
        note(
          `${table.name}.${column.name}: domain ${column.domain.name} becomes its type ${column.domain.baseType}: SQLAlchemy 1.4 has no domains`,
        );
      const enumName =
        column.enumType && dialect === 'postgresql' ? enumOf(column.enumType) : undefined;
      const ext = dialect === 'postgresql' ? PG_EXTENSIONS[typed.type.base.toLowerCase()] : '';
      if (ext) extensions.add(ext);
      const serial = column.numbering === 'serial';
      let type = columnType(typed, dialect, enumName);
      // SQLite numbers only an INTEGER PRIMARY KEY, which Relata's DDL writes for it.
      if (dialect === 'sqlite' && column.autoIncrement && column.name === solePk)
        type = 'types.INTEGER()';
      if (serial && column.name === solePk)
        type = { 2: 'types.SMALLINT()', 8: 'types.BIGINT()' }[typed.type.size] ?? 'types.INTEGER()';
      const args = [codeString(column.name), type];
      if (column.generated)
        args.push(
          `Computed(${codeString(column.generated.expression)}${column.generated.stored ? ', persisted=True' : ''})`,
        );
      if (column.autoIncrement && column.numbering === 'identity')
        args.push(identityOf(source(column.name)));
      const kw: string[] = [];
      if (column.name === solePk && !mapped) kw.push('primary_key=True');
      kw.push(`nullable=${column.nullable ? 'True' : 'False'}`);
      if (
        column.name === solePk &&
        typed.type.kind === 'integer' &&
        !args.some((a) => a.startsWith('Identity('))
      )
        kw.push(
          `autoincrement=${column.autoIncrement && (serial || dialect !== 'postgresql') ? 'True' : 'False'}`,
        );
      const sequence = defaultSequence(column.defaultSql);
      if (sequence && dialect === 'postgresql')
        sequences.set(`${sequence.schema ?? ''}.${sequence.name}`, sequence);
      if (column.defaultSql !== null && !column.generated)
        kw.push(`server_default=${sqlText(column.defaultSql)}`);
      if (column.comment && dialect !== 'sqlite') kw.push(`comment=${codeString(column.comment)}`);
      const attr = attrs.claim(
        identifier(snakeCase(column.name), RESERVED_ATTRIBUTES, { prefix: 'c' }),
      );
      return { attr, text: `Column(${[...args, ...kw].join(', ')})` };
    });
    if (table.columns.some((c) => c.comment) && dialect === 'sqlite')
      note(`${table.name}: comments are left out: SQLite keeps none`);

    const items: string[] = [];
    // SQL Server names an unnamed key itself (`PK__t__3213E83F…`): Relata's DDL names it
    // (`PK_<table>`, a column's UNIQUE `UQ_<table>_<column>`), and so does the code. It clusters
    // the primary key unless told, and a table has one clustered index: where the table's is
    // another, the key is nonclustered, as in Relata's DDL.
    const mssql = dialect === 'mssql' ? DIALECT_SPECS.mssql : undefined;
    const pkName = table.primaryKeyName ?? mssql?.primaryKeyName?.(table.name);
    const ownCluster = !!mssql && table.indexes.some((i) => /^clustered$/i.test(i.method ?? ''));
    if (table.primaryKey.length > 0)
      items.push(
        `PrimaryKeyConstraint(${[...table.primaryKey.map(codeString), ...(pkName ? [`name=${codeString(pkName)}`] : []), ...(ownCluster ? ['mssql_clustered=False'] : [])].join(', ')})`,
      );
    const tableUniques = new Set(physicalTables.get(table)?.uniques ?? []);
    for (const u of table.uniques) {
      const column = u.columns.length === 1 && !tableUniques.has(u) ? u.columns[0] : undefined;
      const uName = u.name || (column && mssql ? mssql.uniqueName(table.name, column) : '');
      items.push(
        `UniqueConstraint(${[...u.columns.map(codeString), ...(uName ? [`name=${codeString(uName)}`] : [])].join(', ')})`,
      );
    }
    for (const { check, sql } of writtenChecks(table)) {
      items.push(
        `CheckConstraint(${sqlText(sql)}${check.name ? `, name=${codeString(check.name)}` : ''})`,
      );
    }
    for (const fk of table.foreignKeys) {
      const where = `${table.name}.${fk.columns.join(', ')}`;
      const target =
        byKey.get(tableKey(fk.refSchema ?? table.schema, fk.refTable)) ??
        byKey.get(tableKey(undefined, fk.refTable));
      if (!target) {
        note(`${where}: foreign key to ${fk.refTable} is left out: the diagram has no such table`);
        continue;
      }
      const kw = [
        ...(fk.name && !(fk.unnamed && dialect === 'sqlite')
          ? [`name=${codeString(fk.name)}`]
          : []),
        ...(fk.onDelete && fk.onDelete !== 'NO ACTION'
          ? [`ondelete=${codeString(ACTION[fk.onDelete])}`]
          : []),
        ...(fk.onUpdate && fk.onUpdate !== 'NO ACTION'
          ? [`onupdate=${codeString(ACTION[fk.onUpdate])}`]
          : []),
        ...(fk.deferrable && fk.deferrable !== 'NOT DEFERRABLE'
          ? [
              'deferrable=True',
              `initially=${codeString(fk.deferrable === 'DEFERRABLE INITIALLY DEFERRED' ? 'DEFERRED' : 'IMMEDIATE')}`,
            ]
          : []),
      ];
      // Columns as objects, after every class: a name with a dot cannot be said as `table.column`.
      const targetName = classNames.get(target) ?? target.name;
      const tableOf = (cls: string, t: OrmTable) =>
        t.primaryKey.length > 0 ? `${cls}.__table__` : cls;
      const cols = (cls: string, t: OrmTable, names: string[]) =>
        `[${names.map((n) => `${tableOf(cls, t)}.c[${codeString(n)}]`).join(', ')}]`;
      after.push(
        `${tableOf(className, table)}.append_constraint(ForeignKeyConstraint(${[cols(className, table, fk.columns), cols(targetName, target, fk.refColumns), ...kw].join(', ')}))`,
      );
    }
    for (const index of table.indexes) {
      const line = indexLine(index, table, className, dialect);
      if ('problem' in line)
        note(`${table.name}: index ${index.name} is left out: ${line.problem}`);
      else if (line.inTable) items.push(line.text);
      else after.push(line.text);
    }

    const tableKw = [
      ...(schemaOf(table.schema) ? [`"schema": ${codeString(table.schema ?? '')}`] : []),
      ...(table.comment && dialect !== 'sqlite' ? [`"comment": ${codeString(table.comment)}`] : []),
      ...(dialect === 'sqlite' && table.columns.some((c) => c.autoIncrement && c.name === solePk)
        ? ['"sqlite_autoincrement": True']
        : []),
    ];
    if (table.comment && dialect === 'sqlite')
      note(`${table.name}: comments are left out: SQLite keeps none`);
    if (!mapped) {
      const kw = tableKw.map((k) => k.replace(/^"(\w+)": /, '$1='));
      return [
        `${className} = Table(`,
        `    ${codeString(table.name)},`,
        '    Base.metadata,',
        ...columnLines.map((c) => `    ${c.text},`),
        ...items.map((i) => `    ${i},`),
        ...kw.map((k) => `    ${k},`),
        ')',
      ].join('\n');
    }
    const args = [...items, ...(tableKw.length > 0 ? [`{${tableKw.join(', ')}}`] : [])];
    return [
      `class ${className}(Base):`,
      `    __tablename__ = ${codeString(table.name)}`,
      ...(args.length > 0
        ? ['    __table_args__ = (', ...args.map((a) => `        ${a},`), '    )']
        : []),
      '',
      ...columnLines.map((c) => `    ${c.attr} = ${c.text}`),
    ].join('\n');
  });
  if (schema.views.length > 0)
    note(`views are left out (${schema.views.join(', ')}): SQLAlchemy's metadata holds tables`);

  const setup: string[] = [];
  // DDL() formats its statement with Python's `%`: a literal one is doubled.
  const beforeCreate = (sql: string) =>
    setup.push(
      `event.listen(Base.metadata, "before_create", DDL(${codeString(sql.replace(/;\s*$/, '').replace(/%/g, '%%'))}))`,
    );
  // The tables' schemas and the project types' (enums, domains), which may be none of a table's.
  const typeSchemas = (schema.physical.types ?? []).flatMap((t) => t.schema || []);
  for (const sql of createSchemas([...new Set([...schemas, ...typeSchemas])], dialect))
    beforeCreate(sql);
  // The extensions Relata's DDL creates, and those the column types need.
  for (const sql of schema.setup) beforeCreate(sql);
  const created = schema.setup.join('\n').toLowerCase();
  for (const ext of extensions)
    if (!created.includes(ext.toLowerCase())) beforeCreate(`CREATE EXTENSION IF NOT EXISTS ${ext}`);
  for (const { name, schema: owner } of sequences.values())
    pre.push(
      `Sequence(${[codeString(name), ...(owner ? [`schema=${codeString(owner)}`] : []), 'metadata=Base.metadata'].join(', ')})`,
    );
  const header = [
    '"""SQLAlchemy models written by Relata (runs on SQLAlchemy 1.4 and 2.0)."""',
    // Python's import list, spelled so that the repository's import scan (dependencies.test)
    // does not read it as a dynamic import of this module.
    `from sqlalchemy import${' '}(`,
    '    CheckConstraint,',
    '    Column,',
    '    Computed,',
    '    DDL,',
    '    ForeignKeyConstraint,',
    '    Identity,',
    '    Index,',
    '    PrimaryKeyConstraint,',
    '    Sequence,',
    '    Table,',
    '    UniqueConstraint,',
    '    event,',
    '    literal_column,',
    '    text,',
    '    types,',
    ')',
    'from sqlalchemy.dialects import mysql, postgresql, sqlite',
    'from sqlalchemy.orm import declarative_base',
    'from sqlalchemy.types import UserDefinedType',
    '',
    'Base = declarative_base()',
    '',
    '',
    'class SqlType(UserDefinedType):',
    '    """A column type as Relata\'s DDL writes it, where SQLAlchemy has no type that renders it."""',
    '',
    '    cache_ok = True',
    '',
    '    def __init__(self, spec):',
    '        self.spec = spec',
    '',
    '    def get_col_spec(self, **kw):',
    '        return self.spec',
  ].join('\n');
  return (
    [
      ...(notes.length > 0 ? [notes.map((n) => hashCommentLine(`Note: ${n}`)).join('\n')] : []),
      header,
      ...(setup.length > 0 ? [setup.join('\n')] : []),
      ...(pre.length > 0 ? [pre.join('\n')] : []),
      ...blocks,
      ...(after.length > 0 ? [after.join('\n')] : []),
    ].join('\n\n\n') + '\n'
  );
}

/**
 * An identity column's `Identity(…)`: ALWAYS, its start and its step where Relata's DDL writes
 * them (`GENERATED ALWAYS AS IDENTITY (START WITH 100)`, `IDENTITY(100000,1)`).
 */
function identityOf(column: PhysicalColumn | undefined): string {
  const options = [
    ...(column?.identityGeneration === 'ALWAYS' ? ['always=True'] : []),
    ...(column?.identityStart !== undefined ? [`start=${column.identityStart}`] : []),
    ...(column?.identityIncrement !== undefined ? [`increment=${column.identityIncrement}`] : []),
  ];
  return `Identity(${options.join(', ')})`;
}

/** An index as an `Index(…)` statement after the classes, or why it cannot be one. */
function indexLine(
  index: OrmIndex,
  table: OrmTable,
  className: string,
  dialect: SqlDialect,
): { text: string; inTable: boolean } | { problem: string } {
  const t = table.primaryKey.length > 0 ? `${className}.__table__` : className;
  const parts = index.parts.map((p, i) => {
    if (!p.column) {
      const order = p.order === 'DESC' ? ' DESC' : '';
      const nulls = p.nulls && dialect === 'postgresql' ? ` NULLS ${p.nulls}` : '';
      return sqlText(`${index.written.parts[i] ?? p.expression ?? ''}${order}${nulls}`);
    }
    let part = `${t}.c[${codeString(p.column)}]`;
    if (p.order === 'DESC') part = `${part}.desc()`;
    if (p.nulls && dialect === 'postgresql')
      part = `${part}.nulls${p.nulls === 'FIRST' ? 'first' : 'last'}()`;
    return part;
  });
  const kw: string[] = [];
  if (index.unique) kw.push('unique=True');
  const method = index.method?.toLowerCase();
  const prefix = dialect === 'mysql' ? '' : dialect;
  // The WHERE as Relata's DDL writes it (none where it writes the index whole).
  if (index.written.where !== undefined) {
    if (!prefix) return { problem: `SQLAlchemy has no partial index in ${dialect}` };
    kw.push(`${prefix}_where=${sqlText(index.written.where)}`);
  }
  // The method as Relata's DDL writes it: PostgreSQL's (writtenMethod), MySQL's HASH, FULLTEXT or
  // SPATIAL; elsewhere the DDL writes the index without it (noted).
  if (method === 'clustered' && dialect === 'mssql') kw.push('mssql_clustered=True');
  if (method && method !== 'btree' && method !== 'clustered' && method !== 'nonclustered') {
    const using =
      dialect === 'postgresql' ? writtenMethod(method, dialect)?.toLowerCase() : undefined;
    if (using) kw.push(`postgresql_using=${codeString(using)}`);
    else if (dialect === 'mysql' && /^(fulltext|spatial)$/.test(method))
      kw.push(`mysql_prefix=${codeString(method.toUpperCase())}`);
    else if (dialect === 'mysql' && method === 'hash') kw.push('mysql_using="hash"');
  }
  // INCLUDE columns: PostgreSQL's and SQL Server's; elsewhere Relata's DDL writes the index
  // without them (ormSchema notes it), and so does the code.
  if (index.include?.length && (dialect === 'postgresql' || dialect === 'mssql'))
    kw.push(`${dialect}_include=${pyList(index.include)}`);
  if (index.nullsNotDistinct) return { problem: 'SQLAlchemy 1.4 has no NULLS NOT DISTINCT' };
  if (index.parts.some((p) => p.prefixLength) && dialect === 'mysql')
    kw.push(
      `mysql_length={${index.parts
        .filter((p) => p.column && p.prefixLength)
        .map((p) => `${codeString(p.column ?? '')}: ${p.prefixLength}`)
        .join(', ')}}`,
    );
  // An index of expressions only has no column to find its table by: it goes in the table's arguments.
  return {
    text: `Index(${[codeString(index.name), ...parts, ...kw].join(', ')})`,
    inTable: index.parts.every((p) => !p.column),
  };
}
