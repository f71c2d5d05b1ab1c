/**
 * The diagram as TypeORM entities (issue 40): one module (`entities.ts`) of decorator classes, an
 * entity per table, each column's type, default, identity, key, unique key, index, check and
 * foreign key (a `@ManyToOne` relation) written so that TypeORM's `synchronize` creates what
 * Relata's DDL creates, with the design's names in the database (`name:`). Every column states its
 * type, so no `emitDecoratorMetadata` is needed. What TypeORM cannot express is listed as
 * `// Note:` lines on top; what the DDL creates before the tables and TypeORM does not (schemas,
 * extensions, routines, domains, sequences) is exported as `databaseSetup`.
 */
import type { DiagramModel, ReferentialAction } from '../model';
import {
  findColumn,
  postgresDefaultName,
  type NameScope,
  type PhysicalColumn,
  type PhysicalForeignKey,
  type PhysicalTable,
  type PhysicalUnique,
} from '../physical';
import { bareWord, codeString, slashCommentLine, unquotedName } from '../quoting';
import type { SqlDialect } from '../sql/dialects';
import { stripOuterParens } from '../sql/defaultValue';
import { DIALECT_SPECS, extrasAt } from '../generate';
import type { SqlWriter } from '../generate/sqlWriter';
import { collationFor } from '../generate/collation';
import { createSchemas, writeExtra } from '../generate/objects';
import { camelCase, identifier, nameScope, pascalCase } from './names';
import { ormSchema, type OrmColumn, type OrmIndex, type OrmTable } from './ormSchema';
import { sameType, typeSpec, type TypeSpec } from './typeormTypes';

/** Names a class cannot take: JavaScript's words, the module's imports and the globals its code uses. */
const RESERVED_CLASSES = new Set(
  `break case catch class const continue debugger default delete do else enum export extends false
finally for function if implements import in instanceof interface let new null package private
protected public return static super switch this throw true try typeof var void while with yield
await async arguments eval undefined NaN Infinity Object String Number Boolean Date Array Buffer
Promise Symbol Error JSON Math Map Set databaseSetup Entity Column PrimaryColumn
PrimaryGeneratedColumn Index Unique Check ManyToOne JoinColumn ForeignKey`.split(/\s+/),
);

/** What a property cannot be named: a class field named `constructor` is an error. */
const RESERVED_PROPERTIES = new Set(['constructor']);

/** The quote TypeORM's SQL puts around names, which it does not double inside them. */
const NAME_QUOTE: Record<SqlDialect, string> = {
  postgresql: '"',
  mysql: '`',
  sqlite: '"',
  mssql: ']',
};

/**
 * The characters that break a name TypeORM's own catalog queries hold in a string literal, which
 * it does not escape: a quote, and on MySQL a backslash (MariaDB reads it as an escape there).
 */
const LITERAL_BREAKS: Record<SqlDialect, RegExp> = {
  postgresql: /'/,
  mysql: /['\\]/,
  sqlite: /'/,
  mssql: /'/,
};

/** The characters TypeORM's SQL does not quote in a name, as its notes list them. */
const UNQUOTED: Record<SqlDialect, string[]> = {
  postgresql: ['"', "'"],
  mysql: ['`', "'", '\\'],
  sqlite: ['"', "'"],
  mssql: [']', "'"],
};

/** PostgreSQL's types of a column TypeORM looks up by its name in a string literal (its udt_name). */
const PG_LOOKED_UP = /^(enum|citext|hstore|ltree|cube|geometry|geography|vector|halfvec)$/;

/** Everything an entity's code is written from: the ORM's view, the DDL's physical table, names. */
interface EntityContext {
  table: OrmTable;
  physical: PhysicalTable;
  className: string;
  /** Property names by database column name. */
  properties: Map<string, string>;
  /** The property names taken in the class. */
  scope: NameScope;
  /** The columns the entity keys: the table's primary key, or the ones chosen for a table without. */
  key: string[];
  /** Whether synchronize creates the table (see entityKey): not where TypeORM cannot name it. */
  synchronize: boolean;
  /** Whether the entity keys a primary key or unique key of the table (see entityKey). */
  keyed: boolean;
  /** The columns left out of the entity: TypeORM's SQL cannot name them (see leftOutColumns). */
  leftOut: Set<string>;
  /** Each column's TypeORM type, once written (see specOf). */
  specs: Map<string, TypeSpec>;
}

/** What a writer of one module shares: dialect, imports, notes, the SQL writer, the entities. */
interface Writer {
  dialect: SqlDialect;
  imports: Set<string>;
  note: (text: string) => void;
  sqlWriter: SqlWriter;
  entities: Map<string, EntityContext>;
}

/** A table's lookup key: schema and name. */
const tableKey = (schema: string | undefined, name: string) => `${schema ?? ''}\u0000${name}`;

/** TypeORM entities of a diagram, for the dialect's database: the text of `entities.ts`. */
export function generateTypeorm(model: DiagramModel, dialect: SqlDialect): string {
  const schema = ormSchema(model, dialect);
  const { physical } = schema;
  const notes = [...schema.notes];
  const w: Writer = {
    dialect,
    imports: new Set(['Entity']),
    note: (text) => {
      if (!notes.includes(text)) notes.push(text);
    },
    sqlWriter: schema.sqlWriter,
    entities: new Map(),
  };
  const classes = nameScope(RESERVED_CLASSES);
  // Class and property names first: relations name other entities and their properties.
  schema.tables.forEach((table, i) => {
    const source = physical.tables[i];
    if (!source) return;
    const scope = nameScope(RESERVED_PROPERTIES);
    const properties = new Map<string, string>();
    for (const column of table.columns)
      properties.set(column.name, scope.claim(propertyName(camelCase(column.name))));
    w.entities.set(tableKey(table.schema, table.name), {
      table,
      physical: source,
      className: classes.claim(
        identifier(pascalCase(table.name), RESERVED_CLASSES, { prefix: 'T', suffix: 'Entity' }),
      ),
      properties,
      scope,
      ...entityKey(table, dialect),
      leftOut: new Set(),
      specs: new Map(),
    });
  });
  for (const context of w.entities.values()) leaveOut(context, w);
  const blocks = [...w.entities.values()].map((context) => entityBlock(context, w));
  if (schema.views.length > 0)
    w.note(
      `views are left out (${schema.views.join(', ')}): Relata writes no TypeORM view entities`,
    );
  const setup = setupStatements(schema.tables, schema.setup, physical, w);
  return (
    [
      ...(notes.length > 0 ? [notes.map((n) => slashCommentLine(`Note: ${n}`)).join('\n')] : []),
      `import {\n${[...w.imports]
        .sort()
        .map((n) => `  ${n},`)
        .join('\n')}\n} from ${codeString('typeorm')};`,
      ...setupBlock(setup),
      ...blocks,
    ].join('\n\n') + '\n'
  );
}

/** A property name: a camelCase identifier, `c` before a leading digit. */
const propertyName = (converted: string): string =>
  identifier(converted, RESERVED_PROPERTIES, { prefix: 'c' });

/** The most bytes InnoDB keys (MariaDB's limit on a primary key with the DYNAMIC row format). */
const MYSQL_KEY_BYTES = 3072;

/** The most bytes a column takes in a MySQL key (utf8mb4: four a character), or Infinity for text and blobs. */
function mysqlKeyBytes(column: OrmColumn | undefined): number {
  if (!column) return Infinity;
  const t = column.type;
  const n = Number(t.args[0] ?? 255);
  if (/blob|text|json|geometry/.test(t.base) && t.kind !== 'enum') return Infinity;
  if (t.kind === 'varchar' || t.kind === 'char') return 4 * n + 2;
  if (t.kind === 'binary') return n + 2;
  return 16;
}

/**
 * The columns an entity keys. TypeORM needs a primary key: a table without one is keyed on its
 * first unique key of NOT NULL columns (which takes the same rows), which synchronize makes its
 * primary key. Without such a key (or where MySQL cannot key it), the entity keys its NOT NULL
 * columns (else all) for TypeORM's sake, and synchronize leaves the table to a migration.
 */
function entityKey(
  table: OrmTable,
  dialect: SqlDialect,
): Pick<EntityContext, 'key' | 'synchronize' | 'keyed'> {
  if (table.primaryKey.length > 0) return { key: table.primaryKey, synchronize: true, keyed: true };
  const column = (name: string) => table.columns.find((c) => c.name === name);
  const plainIndexes = table.indexes.filter(
    (i) => i.unique && !i.where && i.parts.every((p) => p.column !== undefined && !p.prefixLength),
  );
  const keyable = (names: string[]) =>
    dialect !== 'mysql' ||
    names.reduce((sum, n) => sum + mysqlKeyBytes(column(n)), 0) <= MYSQL_KEY_BYTES;
  const unique = [
    ...table.uniques.map((u) => u.columns),
    ...plainIndexes.map((i) => i.parts.map((p) => p.column ?? '')),
  ].find((k) => k.length > 0 && k.every((name) => column(name)?.nullable === false) && keyable(k));
  if (unique) return { key: unique, synchronize: true, keyed: true };
  const required = table.columns.filter((c) => !c.nullable);
  return {
    key: (required.length > 0 ? required : table.columns).map((c) => c.name),
    synchronize: false,
    keyed: false,
  };
}

/** Whether a name breaks TypeORM's SQL: unquoted where it quotes names, or in its string literals. */
const unquotable = (name: string, w: Writer, dotted: boolean): boolean =>
  name.includes(NAME_QUOTE[w.dialect]) ||
  LITERAL_BREAKS[w.dialect].test(name) ||
  (dotted && name.includes('.'));

/**
 * What of a table TypeORM's SQL cannot name is left out, noted: the table (declared synchronize:
 * false) where its name or schema breaks TypeORM's SQL, or a key column does; else the columns
 * that do, with the keys, indexes, checks and relations naming them. TypeORM writes a table's
 * name and schema, a PostgreSQL enum's name and the name of a column of a type it looks up inside
 * string literals of its own catalog queries, unescaped; its other names between its quotes,
 * which it does not double.
 */
function leaveOut(context: EntityContext, w: Writer): void {
  const { table } = context;
  const breaks = leftOutColumns(context, w);
  const schema = w.dialect === 'postgresql' || w.dialect === 'mssql' ? table.schema : undefined;
  const named =
    unquotable(table.name, w, true) ||
    (schema !== undefined && unquotable(schema, w, true)) ||
    context.key.some((c) => breaks.has(c));
  if (breaks.size > 0 || named) literalNote(w);
  if (named) {
    w.note(
      `${table.name}: TypeORM's SQL does not quote a name with ${UNQUOTED[w.dialect].join(', ')} or . in it`,
    );
    context.synchronize = false;
    return;
  }
  for (const column of breaks) {
    w.note(
      `${table.name}.${column}: TypeORM's SQL does not quote a name with ${UNQUOTED[w.dialect].slice(0, -1).join(', ')} or ${UNQUOTED[w.dialect].at(-1) ?? ''} in it`,
    );
    context.leftOut.add(column);
  }
}

/** The note on TypeORM's string literals, once: why a name with a quote in it is left out. */
const literalNote = (w: Writer) =>
  w.note(
    `TypeORM writes ${w.dialect === 'postgresql' ? 'table, schema and enum names, and those of columns of enum, array and extension types,' : 'table and schema names'} inside string literals of its own queries without escaping them: what a name with ${w.dialect === 'mysql' ? "' or \\" : "'"} in it would break is left out`,
  );

/** The columns whose names (or PostgreSQL enum's) TypeORM's SQL cannot write. */
function leftOutColumns(context: EntityContext, w: Writer): Set<string> {
  const out = new Set<string>();
  for (const column of context.table.columns) {
    const spec = specOf(column, context, w);
    const lookedUp =
      w.dialect === 'postgresql' && (PG_LOOKED_UP.test(spec.type) || spec.array === true);
    if (
      column.name.includes(NAME_QUOTE[w.dialect]) ||
      (lookedUp && LITERAL_BREAKS[w.dialect].test(column.name)) ||
      (spec.enumName !== undefined && unquotable(spec.enumName, w, true))
    )
      out.add(column.name);
  }
  return out;
}

/** `databaseSetup`: what to run before TypeORM's synchronize or first migration. */
function setupBlock(setup: string[]): string[] {
  if (setup.length === 0) return [];
  return [
    [
      '/** Run before TypeORM synchronizes or migrates: it creates no schemas, extensions, routines, domains or sequences. */',
      'export const databaseSetup: string[] = [',
      ...setup.map((sql) => `  ${codeString(sql)},`),
      '];',
    ].join('\n'),
  ];
}

/**
 * What Relata's DDL creates before the tables and TypeORM does not: the schemas (PostgreSQL, SQL
 * Server), ormSchema's setup (extensions, routines, domains) and the sequences defaults take.
 */
function setupStatements(
  tables: OrmTable[],
  setup: string[],
  physical: { tables: PhysicalTable[] },
  w: Writer,
): string[] {
  const schemas = [...new Set(tables.flatMap((t) => t.schema ?? []))];
  if (w.dialect !== 'postgresql' && w.dialect !== 'mssql') {
    if (schemas.length > 0)
      w.note(`schemas (${schemas.join(', ')}) are left out: ${w.dialect} has none`);
    return [];
  }
  const sequences = extrasAt('beforeTables', w.sqlWriter, { ...physical, notes: [] })
    .filter((e) => /^sequence$/i.test(e.kind))
    .flatMap((e) => writeExtra(e, w.sqlWriter) ?? []);
  return [...createSchemas(schemas, w.dialect), ...setup, ...sequences];
}

/** One entity: its class decorators (table, unique keys, indexes, checks), columns and relations. */
function entityBlock(context: EntityContext, w: Writer): string {
  const { table } = context;
  if (!context.keyed)
    w.note(
      `${table.name} is declared synchronize: false, for a migration to create: TypeORM needs a primary key, and it has none, nor a unique key of NOT NULL columns (its entity keys ${context.key.join(', ')})`,
    );
  else if (table.primaryKey.length === 0)
    w.note(
      `${table.name} has no primary key: TypeORM needs one: its entity keys its unique key (${context.key.join(', ')}), which synchronize makes its PRIMARY KEY`,
    );
  const order = table.columns.map((c) => c.name).filter((c) => table.primaryKey.includes(c));
  if (order.join('\0') !== table.primaryKey.join('\0'))
    w.note(
      `${table.name}: its primary key is (${order.join(', ')}), in column order: TypeORM keys its primary columns in the order they are declared`,
    );
  const foreignKeys = table.foreignKeys.flatMap((fk, i) => foreignKeyCode(fk, i, context, w) ?? []);
  const decorators = [
    entityDecorator(context, w),
    ...uniqueDecorators(context, w),
    ...table.indexes.flatMap((index) =>
      naming(
        context,
        index.parts.flatMap((p) => p.column ?? []),
        `index ${index.name}`,
        w,
      )
        ? [indexDecorator(index, context, w)]
        : [],
    ),
    ...checkDecorators(context, w),
    ...foreignKeys.flatMap((f) => f.decorator ?? []),
  ];
  const members = [
    ...table.columns
      .filter((column) => !context.leftOut.has(column.name))
      .map((column) => columnMember(column, context, w)),
    ...foreignKeys.flatMap((f) => f.member ?? []),
  ];
  return `${decorators.join('\n')}\nexport class ${context.className} {\n${members.join('\n\n')}\n}`;
}

/**
 * Whether the entity writes what names these columns (a key, index, check or relation): not where
 * one of them is left out (see leaveOut), noted.
 */
function naming(context: EntityContext, columns: string[], what: string, w: Writer): boolean {
  const left = columns.filter((c) => context.leftOut.has(c));
  if (left.length === 0) return true;
  w.note(`${context.table.name}: ${what} is left out with ${left.join(', ')}`);
  return false;
}

/** `{ a: 1, b: "x" }` of the options given (undefined ones left out), or '' when none is. */
function options(entries: [string, string | undefined][]): string {
  const given = entries.filter((e): e is [string, string] => e[1] !== undefined);
  return given.length === 0 ? '' : `{ ${given.map(([k, v]) => `${k}: ${v}`).join(', ')} }`;
}

/** A string option's code, or undefined. */
const text = (value: string | undefined): string | undefined =>
  value === undefined ? undefined : codeString(value);

/** `@Entity({ name, schema, comment })`, with SQLite's WITHOUT ROWID and MySQL's engine. */
function entityDecorator(context: EntityContext, w: Writer): string {
  const { table, physical } = context;
  const engine = w.dialect === 'mysql' ? bareWord(physical.storage?.engine) : undefined;
  if (w.dialect === 'mysql' && (physical.storage?.charset || physical.storage?.collation))
    w.note(
      `${table.name}: its character set and collation are its text columns': TypeORM's entities have none`,
    );
  if (physical.strict && w.dialect === 'sqlite')
    w.note(`${table.name}: STRICT is left out: TypeORM's SQLite tables are not strict`);
  return `@Entity(${options([
    ['name', codeString(table.name)],
    [
      'schema',
      w.dialect === 'postgresql' || w.dialect === 'mssql' ? text(table.schema) : undefined,
    ],
    ['comment', text(tableComment(table, w))],
    ['engine', text(engine)],
    ['withoutRowid', physical.withoutRowid && w.dialect === 'sqlite' ? 'true' : undefined],
    ['synchronize', context.synchronize ? undefined : 'false'],
  ])})`;
}

/** A table's comment where TypeORM writes it (PostgreSQL, MySQL; MySQL's unescaped, in double quotes). */
function tableComment(table: OrmTable, w: Writer): string | undefined {
  if (!table.comment) return undefined;
  if (w.dialect === 'mysql' && /["\\]/.test(table.comment)) {
    w.note(
      `${table.name}: its comment is left out: TypeORM writes a MySQL table comment unescaped`,
    );
    return undefined;
  }
  if (w.dialect === 'postgresql' || w.dialect === 'mysql') return table.comment;
  w.note(`${table.name}: comments are left out: TypeORM writes none for ${w.dialect}`);
  return undefined;
}

/** How a column numbers itself in TypeORM: identity (PostgreSQL), else increment; or not at all. */
function numbering(
  column: OrmColumn,
  source: PhysicalColumn | undefined,
  context: EntityContext,
  w: Writer,
): 'increment' | 'identity' | undefined {
  const where = `${context.table.name}.${column.name}`;
  if (w.dialect === 'sqlite')
    return source && w.sqlWriter.isSqliteRowid(context.physical, source) ? 'increment' : undefined;
  if (!column.autoIncrement) return undefined;
  if (source?.identityStart !== undefined || source?.identityIncrement !== undefined)
    w.note(`${where}: its identity's start and step are left out: TypeORM has neither`);
  return column.numbering === 'identity' && w.dialect === 'postgresql' ? 'identity' : 'increment';
}

/** A column: its decorator (`@PrimaryGeneratedColumn`, `@PrimaryColumn`, `@Column`) and property. */
function columnMember(column: OrmColumn, context: EntityContext, w: Writer): string {
  const { table, physical } = context;
  const where = `${table.name}.${column.name}`;
  const source = findColumn(physical, column.name);
  const spec = specOf(column, context, w);
  const key = context.key.includes(column.name);
  const generation = numbering(column, source, context, w);
  const identity =
    generation === 'identity' ? codeString(source?.identityGeneration ?? 'BY DEFAULT') : undefined;
  if (key && column.nullable && context.synchronize)
    w.note(`${where} is NOT NULL: TypeORM's primary columns take no NULL`);
  const typeOptions: [string, string | undefined][] = [
    ['name', codeString(column.name)],
    ['type', codeString(spec.type)],
    ['length', spec.length === undefined ? undefined : JSON.stringify(spec.length)],
    ['precision', spec.precision === undefined ? undefined : String(spec.precision)],
    ['scale', spec.scale === undefined ? undefined : String(spec.scale)],
    ['unsigned', spec.unsigned ? 'true' : undefined],
    ['array', spec.array ? 'true' : undefined],
    ['enum', spec.values ? `[${spec.values.map(codeString).join(', ')}]` : undefined],
    ['enumName', text(spec.enumName)],
  ];
  const comment = columnComment(column, where, w);
  const pkName = key ? text(primaryKeyName(table, w)) : undefined;
  // @PrimaryGeneratedColumn takes these options only; another generated key column is a @PrimaryColumn.
  const plainKey = !!source && !column.generated && column.defaultSql === null;
  let collation = collationOf(column, source, where, w) ?? spec.collation;
  if (collation && spec.values && w.dialect === 'mysql') {
    w.note(`${where}: its collation is left out: TypeORM writes an enum's before its values`);
    collation = undefined;
  }
  if (key && generation && plainKey && !collation && !spec.charset) {
    w.imports.add('PrimaryGeneratedColumn');
    const opts = options([
      ...typeOptions,
      ['generatedIdentity', identity],
      ['comment', text(comment)],
      ['primaryKeyConstraintName', pkName],
    ]);
    return member(
      `@PrimaryGeneratedColumn(${codeString(generation)}, ${opts})`,
      column,
      spec,
      context,
    );
  }
  const decorator = key ? 'PrimaryColumn' : 'Column';
  w.imports.add(decorator);
  const opts = options([
    ...typeOptions,
    ['charset', text(spec.charset)],
    ['collation', text(collation)],
    ['nullable', !key && column.nullable ? 'true' : undefined],
    ['default', defaultOf(column, spec, w)],
    ['generated', generation ? codeString(generation) : undefined],
    ['generatedIdentity', identity],
    ['asExpression', text(column.generated?.expression)],
    [
      'generatedType',
      column.generated ? codeString(column.generated.stored ? 'STORED' : 'VIRTUAL') : undefined,
    ],
    ['onUpdate', text(onUpdateOf(table, source, w))],
    ['comment', text(comment)],
    ['primaryKeyConstraintName', pkName],
  ]);
  return member(`@${decorator}(${opts})`, column, spec, context);
}

/** A column's decorator and its property declaration, `name!: type;`. */
function member(decorator: string, column: OrmColumn, spec: TypeSpec, context: EntityContext) {
  const nullable = column.nullable && !context.key.includes(column.name) ? ' | null' : '';
  const property = context.properties.get(column.name) ?? column.name;
  return `  ${decorator}\n  ${property}!: ${spec.tsType}${nullable};`;
}

/** The name of the table's primary key where TypeORM writes one (not MySQL's PRIMARY, not SQLite's). */
function primaryKeyName(table: OrmTable, w: Writer): string | undefined {
  if (w.dialect === 'postgresql')
    return table.primaryKeyName ?? postgresDefaultName(table.name, 'pkey');
  if (w.dialect === 'mssql')
    return table.primaryKeyName ?? DIALECT_SPECS.mssql.primaryKeyName?.(table.name);
  if (w.dialect === 'sqlite' && table.primaryKeyName)
    w.note(
      `${table.name}: its primary key's name ${table.primaryKeyName} is left out: TypeORM names no SQLite primary key`,
    );
  return undefined;
}

/** A column's comment where TypeORM writes it (PostgreSQL, MySQL). */
function columnComment(column: OrmColumn, where: string, w: Writer): string | undefined {
  if (!column.comment) return undefined;
  if (w.dialect === 'postgresql' || w.dialect === 'mysql') return column.comment;
  w.note(`${where}: its comment is left out: TypeORM writes none for ${w.dialect}`);
  return undefined;
}

/** A column's collation as Relata's DDL writes it (SQLite's citext compares as NOCASE), or undefined. */
function collationOf(
  column: OrmColumn,
  source: PhysicalColumn | undefined,
  where: string,
  w: Writer,
): string | undefined {
  const caseless =
    !source?.collation &&
    w.dialect === 'sqlite' &&
    /^(\w+\.)?citext$/i.test(source?.type.trim() ?? '');
  const national = /^n(ational\s+)?(var)?char\b/i.test(column.sqlType);
  const written = collationFor(caseless ? 'NOCASE' : source?.collation, w.dialect, national).sql;
  if (written === undefined) return undefined;
  const name = unquotedName(written);
  // TypeORM writes SQLite's collation without quotes.
  if (w.dialect === 'sqlite' && bareWord(name) === undefined) {
    w.note(`${where}: its collation ${name} is left out: TypeORM writes SQLite's unquoted`);
    return undefined;
  }
  return name;
}

/** MySQL's ON UPDATE of a column as Relata's DDL writes it (the current time), or undefined. */
function onUpdateOf(
  table: OrmTable,
  source: PhysicalColumn | undefined,
  w: Writer,
): string | undefined {
  if (w.dialect !== 'mysql' || !source?.onUpdate) return undefined;
  const physical = w.entities.get(tableKey(table.schema, table.name))?.physical;
  const definition = physical ? w.sqlWriter.columnDefinition(physical, source) : '';
  return / ON UPDATE ((?:current_timestamp|now|localtime|localtimestamp)(?:\(\d*\))?)/i.exec(
    definition,
  )?.[1];
}

/** The defaults TypeORM's PostgreSQL driver rewrites (its normalizeDatetimeFunction). */
const PG_DATETIME =
  /^(CURRENT_TIMESTAMP|CURRENT_DATE|CURRENT_TIME|LOCALTIMESTAMP|LOCALTIME)(\(\d+\))?$/i;

/** A column's `default: () => "…"`: the DDL's default as raw SQL (TypeORM quotes no string). */
function defaultOf(column: OrmColumn, spec: TypeSpec, w: Writer): string | undefined {
  if (column.defaultSql === null || column.generated) return undefined;
  let sql = column.defaultSql.trim();
  if (w.dialect === 'postgresql' && PG_DATETIME.test(sql))
    w.note(
      "TypeORM's PostgreSQL driver writes CURRENT_TIMESTAMP, CURRENT_DATE and the like as now() and 'now' casts, the same values",
    );
  // PostgreSQL casts an enum column's default to its type itself; TypeORM may create the type elsewhere.
  if (w.dialect === 'postgresql' && spec.enumName)
    sql = sql.replace(/::("(?:[^"]|"")+"|[\w$]+)(\.("(?:[^"]|"")+"|[\w$]+))?$/, '');
  // TypeORM's SQLite driver puts a default in parentheses itself.
  if (w.dialect === 'sqlite') sql = stripOuterParens(sql);
  return `() => ${codeString(sql)}`;
}

/** A column's TypeORM type, written once (a foreign key compares it with the column it references). */
function specOf(column: OrmColumn, context: EntityContext, w: Writer): TypeSpec {
  let spec = context.specs.get(column.name);
  if (!spec) {
    const where = `${context.table.name}.${column.name}`;
    spec = typeSpec(column, {
      where,
      schema: context.table.schema,
      dialect: w.dialect,
      note: w.note,
    });
    const source = findColumn(context.physical, column.name);
    // SQLite's INTEGER PRIMARY KEY AUTOINCREMENT, whatever the design typed it.
    if (source && w.sqlWriter.isSqliteRowid(context.physical, source))
      spec = { type: 'integer', tsType: 'number' };
    // TypeORM writes int as integer: a sole key column so typed would become SQLite's rowid.
    else if (w.dialect === 'sqlite' && sqliteRowidAlias(column, spec, context)) {
      w.note(`${where}: it is written bigint: an INTEGER key is SQLite's rowid, which it is not`);
      spec = { ...spec, type: 'bigint' };
    }
    // MySQL: a text column takes its table's character set and collation (not an enum: TypeORM
    // writes its CHARACTER SET before its values, which MariaDB refuses).
    else if (w.dialect === 'mysql' && /^(varchar|char|text)$/.test(column.type.kind)) {
      const storage = context.physical.storage;
      // A collation of its own names its character set.
      const own = source?.collation ? undefined : bareWord(storage?.charset);
      const charset = bareWord(source?.charset) ?? spec.charset ?? own;
      spec = { ...spec, ...(charset ? { charset } : {}) };
      if (!source?.collation && !source?.charset && bareWord(storage?.collation))
        spec = { ...spec, collation: bareWord(storage?.collation) };
    }
    context.specs.set(column.name, spec);
  }
  return spec;
}

/** Whether TypeORM would make a column SQLite's rowid (a sole INTEGER key) where Relata's DDL does not. */
const sqliteRowidAlias = (column: OrmColumn, spec: TypeSpec, context: EntityContext): boolean =>
  context.key.length === 1 &&
  context.key[0] === column.name &&
  sameType(spec.type, 'integer', 'sqlite') &&
  column.sqlType.trim().toLowerCase() !== 'integer';

/** Property names of columns, as a TypeScript array literal. */
const propertyList = (context: EntityContext, columns: string[]): string =>
  `[${columns.map((c) => codeString(context.properties.get(c) ?? c)).join(', ')}]`;

/** TypeORM's deferrable option of a key (`INITIALLY DEFERRED`), where it has one. */
const deferrableOf = (deferrable: string | undefined): string | undefined =>
  deferrable?.startsWith('DEFERRABLE ')
    ? codeString(deferrable.slice('DEFERRABLE '.length))
    : undefined;

/**
 * `@Unique(name, [properties])` of each unique key, named as the engine names it from Relata's DDL
 * (SQLite's unnamed ones by TypeORM), and MariaDB's key of an auto-increment column that leads none.
 */
function uniqueDecorators(context: EntityContext, w: Writer): string[] {
  const { table } = context;
  const out = table.uniques.flatMap((u) =>
    naming(context, u.columns, `unique key ${u.name || `(${u.columns.join(', ')})`}`, w)
      ? [uniqueDecorator(u, context, w)]
      : [],
  );
  if (w.dialect === 'mysql')
    for (const column of table.columns) {
      if (!column.autoIncrement || leadsKey(context, column.name)) continue;
      if (context.leftOut.has(column.name)) continue;
      // Relata's DDL gives it a UNIQUE, or (in the primary key) a KEY of its own.
      const inKey = context.key.includes(column.name);
      w.imports.add(inKey ? 'Index' : 'Unique');
      out.push(
        `@${inKey ? 'Index' : 'Unique'}(${codeString(column.name)}, ${propertyList(context, [column.name])})`,
      );
    }
  return out;
}

/** Whether a column is the first of a key or index (MariaDB's rule for an auto-increment column). */
function leadsKey(context: EntityContext, column: string): boolean {
  const { table } = context;
  return (
    context.key[0] === column ||
    table.uniques.some((u) => u.columns[0] === column) ||
    table.indexes.some((i) => i.parts[0]?.column === column)
  );
}

/** One unique key's decorator. */
function uniqueDecorator(u: PhysicalUnique, context: EntityContext, w: Writer): string {
  const { table } = context;
  w.imports.add('Unique');
  const name =
    u.name ||
    (w.dialect === 'postgresql'
      ? postgresDefaultName(table.name, ...u.columns, 'key')
      : w.dialect === 'sqlite'
        ? ''
        : DIALECT_SPECS[w.dialect].uniqueName(table.name, u.columns[0] ?? ''));
  if (!name) w.note(`${table.name}: its unnamed unique keys are named by TypeORM (UQ_…)`);
  if (u.nullsNotDistinct && w.dialect === 'postgresql')
    w.note(`${table.name}: unique key ${name} loses its NULLS NOT DISTINCT: TypeORM has none`);
  const opts = options([
    ['deferrable', w.dialect === 'postgresql' ? deferrableOf(u.deferrable) : undefined],
  ]);
  const args = [
    ...(name ? [codeString(name)] : []),
    propertyList(context, u.columns),
    ...(opts ? [opts] : []),
  ];
  return `@Unique(${args.join(', ')})`;
}

/** PostgreSQL's index methods TypeORM takes as an index's `type`. */
const PG_METHODS = new Set(['btree', 'hash', 'gist', 'gin', 'spgist', 'brin']);

/** What of an index TypeORM cannot write (its parts are column names, in ascending order). */
function inexpressible(index: OrmIndex, method: string | undefined, w: Writer): string[] {
  const parts = index.parts;
  return [
    ...(parts.some((p) => p.column === undefined) ? ['expressions'] : []),
    ...(parts.some((p) => p.order === 'DESC') ? ['descending parts'] : []),
    ...(parts.some((p) => p.nulls && w.dialect === 'postgresql') ? ['NULLS FIRST or LAST'] : []),
    ...(parts.some((p) => p.prefixLength) ? ['prefix lengths'] : []),
    ...(index.include?.length && w.dialect === 'postgresql' ? ['INCLUDE'] : []),
    ...(index.nullsNotDistinct && w.dialect === 'postgresql' ? ['NULLS NOT DISTINCT'] : []),
    ...(w.dialect === 'postgresql' && method && !PG_METHODS.has(method)
      ? [`${method} method`]
      : []),
  ];
}

/**
 * `@Index(name, [properties], { unique, where, … })`; an index TypeORM cannot write is declared
 * `synchronize: false`, so that synchronize leaves the one a migration creates.
 */
function indexDecorator(index: OrmIndex, context: EntityContext, w: Writer): string {
  const { table } = context;
  w.imports.add('Index');
  const written = index.method?.toLowerCase();
  const method =
    w.dialect === 'postgresql' && written && /^(spatial|rtree)$/.test(written) ? 'gist' : written;
  const missing = inexpressible(index, method, w);
  const name = codeString(index.name);
  if (missing.length > 0) {
    w.note(
      `${table.name}: index ${index.name} is declared synchronize: false, for a migration to create: TypeORM writes no ${missing.join(', ')}`,
    );
    return `@Index(${name}, { synchronize: false })`;
  }
  if (index.comment !== undefined)
    w.note(`${table.name}: index ${index.name} loses its comment: TypeORM has none`);
  const columns = index.parts.map((p) => p.column ?? '');
  const opts = options([
    ['unique', index.unique ? 'true' : undefined],
    ['where', w.dialect === 'mysql' ? undefined : text(index.written.where)],
    ['fulltext', w.dialect === 'mysql' && method === 'fulltext' ? 'true' : undefined],
    ['spatial', w.dialect === 'mysql' && method === 'spatial' ? 'true' : undefined],
    [
      'type',
      w.dialect === 'postgresql' && method && method !== 'btree' ? codeString(method) : undefined,
    ],
  ]);
  return `@Index(${[name, propertyList(context, columns), ...(opts ? [opts] : [])].join(', ')})`;
}

/** `@Check(name, expression)` of each check Relata's DDL writes, named as the engine names it. */
function checkDecorators(context: EntityContext, w: Writer): string[] {
  const { table } = context;
  if (table.checks.length === 0) return [];
  if (w.dialect === 'mysql')
    w.note(
      "checks are not created: TypeORM's MySQL driver writes no CHECK (the decorators say them)",
    );
  // The engine's default names may repeat in a table (PostgreSQL's t_a_check for two checks on a).
  const scope = nameScope();
  let unnamed = 0;
  return table.checks.flatMap((check) => {
    const expression = codeString(check.expression);
    const columns = [
      ...new Set([
        ...(check.column ? [check.column] : []),
        ...namedColumns(check.expression, table),
      ]),
    ];
    const written = naming(context, columns, `check ${check.name || check.expression}`, w);
    if (written) w.imports.add('Check');
    if (!check.name && w.dialect === 'sqlite') {
      if (!written) return [];
      w.note(`${table.name}: its unnamed checks are named by TypeORM (CHK_…)`);
      return `@Check(${expression})`;
    }
    const wanted =
      check.name ||
      (w.dialect === 'postgresql'
        ? postgresDefaultName(
            table.name,
            ...[check.column ?? firstColumn(check.expression, table)].flatMap((c) => c ?? []),
            'check',
          )
        : `CONSTRAINT_${++unnamed}`);
    // Claimed all the same: the engine names the next unnamed one as Relata's DDL has it.
    const name = scope.claim(wanted);
    return written ? `@Check(${codeString(name)}, ${expression})` : [];
  });
}

/** The table's columns an expression names, each with where it first does. */
function columnsIn(expression: string, table: OrmTable): { column: string; at: number }[] {
  const code = expression.replace(/'(?:[^']|'')*'/g, "''");
  return table.columns.flatMap((column) => {
    // As it is, or between any dialect's quotes, doubled inside.
    const written = [
      column.name,
      `"${column.name.replaceAll('"', '""')}"`,
      `\`${column.name.replaceAll('`', '``')}\``,
      `[${column.name.replaceAll(']', ']]')}]`,
    ].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const m = new RegExp(`(^|[^\\w])(?:${written.join('|')})($|[^\\w])`).exec(code);
    return m ? [{ column: column.name, at: m.index }] : [];
  });
}

/** The table's columns an expression names. */
const namedColumns = (expression: string, table: OrmTable): string[] =>
  columnsIn(expression, table).map((c) => c.column);

/** The table's column an expression names first (PostgreSQL names a table's check after it). */
function firstColumn(expression: string, table: OrmTable): string | undefined {
  let first: { column: string; at: number } | undefined;
  for (const found of columnsIn(expression, table))
    if (!first || found.at < first.at) first = found;
  return first?.column;
}

/** The ON DELETE or ON UPDATE action of a foreign key clause of Relata's DDL, or undefined. */
function actionIn(clause: string, on: 'DELETE' | 'UPDATE'): ReferentialAction | undefined {
  // The actions follow the referenced columns' closing parenthesis.
  const actions = clause.slice(clause.lastIndexOf(')') + 1);
  const found = new RegExp(` ON ${on} (NO ACTION|RESTRICT|CASCADE|SET NULL|SET DEFAULT)\\b`).exec(
    actions,
  );
  return found?.[1] as ReferentialAction | undefined;
}

/** The decorator or member a foreign key is written as. */
interface ForeignKeyCode {
  decorator?: string;
  member?: string;
}

/**
 * A foreign key: a `@ManyToOne` relation with its `@JoinColumn`s, or, where a relation would
 * change it, a class's `@ForeignKey`: with the design's name (`foreignKeyConstraintName`; none
 * for SQLite's unnamed ones, which TypeORM names FK_…), the actions Relata's DDL writes and the
 * referenced properties.
 */
function foreignKeyCode(
  fk: PhysicalForeignKey,
  i: number,
  context: EntityContext,
  w: Writer,
): ForeignKeyCode | undefined {
  const { table } = context;
  const where = `${table.name}.${fk.columns.join(', ')}`;
  const target =
    w.entities.get(tableKey(fk.refSchema ?? table.schema, fk.refTable)) ??
    w.entities.get(tableKey(undefined, fk.refTable));
  const source = context.physical.foreignKeys[i];
  if (
    !naming(context, fk.columns, `foreign key ${fk.name || `to ${fk.refTable}`}`, w) ||
    (target && !naming(target, fk.refColumns, `foreign key ${fk.name || `from ${table.name}`}`, w))
  )
    return undefined;
  if (!target || !source || fk.refColumns.some((c) => !target.properties.has(c))) {
    w.note(
      `${where}: foreign key to ${fk.refTable} is left out: the diagram has no such table or columns`,
    );
    return undefined;
  }
  const clause = w.sqlWriter.foreignKeyClause(context.physical, source);
  const name = clause.startsWith('CONSTRAINT ') ? source.name : undefined;
  if (!name) w.note(`${table.name}: its unnamed foreign keys are named by TypeORM (FK_…)`);
  // MariaDB reads a foreign key without actions as RESTRICT; TypeORM writes NO ACTION for none.
  const action = (on: 'DELETE' | 'UPDATE') => {
    const a = actionIn(clause, on);
    return a === undefined && w.dialect === 'mysql' ? codeString('RESTRICT') : text(a);
  };
  const keyOptions: [string, string | undefined][] = [
    ['onDelete', action('DELETE')],
    ['onUpdate', action('UPDATE')],
    ['deferrable', text(/ DEFERRABLE (INITIALLY (?:DEFERRED|IMMEDIATE))$/.exec(clause)?.[1])],
  ];
  const why = relationChanges(fk, context, target, w);
  if (why) {
    if (!target.synchronize) {
      w.note(`${where}: foreign key to ${fk.refTable} is left out: synchronize leaves that table`);
      return undefined;
    }
    w.note(`${where}: foreign key is a @ForeignKey, without a relation: ${why}`);
    w.imports.add('ForeignKey');
    const opts = options([['name', text(name)], ...keyOptions]);
    const columns = propertyList(context, fk.columns);
    return {
      decorator: `@ForeignKey(() => ${target.className}, ${columns}, ${propertyList(target, fk.refColumns)}${opts ? `, ${opts}` : ''})`,
    };
  }
  if (!target.synchronize)
    w.note(`${where}: its relation creates no foreign key: synchronize leaves ${fk.refTable}`);
  return { member: relationMember(fk, name, keyOptions, context, target, w) };
}

/**
 * Why a `@ManyToOne` would not make this foreign key, or undefined: TypeORM gives a relation's
 * columns the referenced columns' type, and pairs them in the order of the referenced key.
 */
function relationChanges(
  fk: PhysicalForeignKey,
  context: EntityContext,
  target: EntityContext,
  w: Writer,
): string | undefined {
  const columnOf = (c: EntityContext, name: string) =>
    c.table.columns.find((col) => col.name === name);
  const typed = fk.columns.every((name, n) => {
    const column = columnOf(context, name);
    const referenced = columnOf(target, fk.refColumns[n] ?? '');
    return (
      !!column &&
      !!referenced &&
      sameType(specOf(column, context, w).type, specOf(referenced, target, w).type, w.dialect)
    );
  });
  if (!typed) return "TypeORM gives a relation's columns the referenced columns' type";
  // TypeORM's primary columns are in the order they are declared.
  const keyOrder = target.table.columns.map((c) => c.name).filter((c) => target.key.includes(c));
  const rank = (c: string) => {
    const at = keyOrder.indexOf(c);
    return at < 0 ? Infinity : at;
  };
  const sorted = [...fk.refColumns].sort((a, b) => rank(a) - rank(b));
  if (fk.refColumns.length > 1 && sorted.join('\0') !== fk.refColumns.join('\0'))
    return "TypeORM pairs a relation's columns in the order of the referenced primary key";
  return undefined;
}

/** A `@ManyToOne` relation with its `@JoinColumn`s and property. */
function relationMember(
  fk: PhysicalForeignKey,
  name: string | undefined,
  keyOptions: [string, string | undefined][],
  context: EntityContext,
  target: EntityContext,
  w: Writer,
): string {
  const { table } = context;
  w.imports.add('ManyToOne');
  w.imports.add('JoinColumn');
  const joins = fk.columns.map((column, n) =>
    options([
      ['name', codeString(column)],
      ['referencedColumnName', codeString(target.properties.get(fk.refColumns[n] ?? '') ?? '')],
      ['foreignKeyConstraintName', text(name)],
    ]),
  );
  const relationOptions = options([
    ...keyOptions,
    ['createForeignKeyConstraints', target.synchronize ? undefined : 'false'],
  ]);
  const only = fk.columns.length === 1 ? /^(.+?)_?id$/i.exec(fk.columns[0] ?? '')?.[1] : undefined;
  const property = context.scope.claim(propertyName(camelCase(only ?? fk.refTable)));
  const nullable = fk.columns.some((c) => table.columns.find((col) => col.name === c)?.nullable);
  return [
    `  @ManyToOne(() => ${target.className}${relationOptions ? `, ${relationOptions}` : ''})`,
    `  @JoinColumn(${joins.length === 1 ? joins[0] : `[${joins.join(', ')}]`})`,
    `  ${property}!: ${target.className}${nullable ? ' | null' : ''};`,
  ].join('\n');
}
