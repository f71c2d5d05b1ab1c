/**
 * The diagram as a Drizzle schema module (issue 40): a table per table, an enum per enum type, with
 * the dialect's core module (`drizzle-orm/pg-core`, `mysql-core`, `sqlite-core`), each type,
 * default, identity, key, index, foreign key and check written so that `drizzle-kit` creates what
 * Relata's DDL creates, with the design's names in the database. What Drizzle cannot express is
 * listed as `// Note:` lines on top. Drizzle has no SQL Server: that script is one note.
 */
import type { DiagramModel } from '../model';
import type { ReferentialAction } from '../model';
import {
  findColumn,
  postgresDefaultName,
  type PhysicalColumn,
  type PhysicalIndex,
  type PhysicalTable,
  type PhysicalUnique,
} from '../physical';
import { codeString, codeTemplate, slashCommentLine } from '../quoting';
import type { SqlDialect } from '../sql/dialects';
import { translateExpression } from '../sql/expressions';
import { parseType } from '../sql/types';
import { DIALECT_SPECS } from '../generate';
import type { SqlWriter } from '../generate/sqlWriter';
import { sourceDialect } from '../generate/dialect';
import { IndexNames, createIndex, indexPart } from '../generate/indexes';
import { checkExpression, createSchemas } from '../generate/objects';
import { camelCase, identifier, nameScope } from './names';
import {
  defaultSequence,
  indexesForeignKeysNeed,
  ormSchema,
  typeLabels,
  type OrmColumn,
  type OrmEnum,
  type OrmIndex,
  type OrmTable,
} from './ormSchema';

/** The dialects Drizzle has a core module for. */
type DrizzleDialect = Exclude<SqlDialect, 'mssql'>;

/** The dialects' core modules. */
const MODULE: Record<DrizzleDialect, string> = {
  postgresql: 'drizzle-orm/pg-core',
  mysql: 'drizzle-orm/mysql-core',
  sqlite: 'drizzle-orm/sqlite-core',
};

/** Each dialect's table function. */
const TABLE: Record<DrizzleDialect, string> = {
  postgresql: 'pgTable',
  mysql: 'mysqlTable',
  sqlite: 'sqliteTable',
};

/** The type of a table's extra configuration (annotated so tables may reference each other). */
const EXTRA: Record<DrizzleDialect, string> = {
  postgresql: 'PgTableExtraConfigValue',
  mysql: 'MySqlTableExtraConfigValue',
  sqlite: 'SQLiteTableExtraConfigValue',
};

/** What the module imports as types only. */
const TYPES = new Set(Object.values(EXTRA));

/** Names a module-level constant cannot take: JavaScript's words and what the module imports. */
const RESERVED = new Set(
  `break case catch class const continue debugger default delete do else enum export extends false
finally for function if implements import in instanceof interface let new null package private
protected public return static super switch this throw true try typeof var void while with yield
await async arguments eval undefined NaN Infinity sql customType sqlType`.split(/\s+/),
);

/** Drizzle's referential actions. */
const ACTION: Record<ReferentialAction, string> = {
  'NO ACTION': 'no action',
  RESTRICT: 'restrict',
  CASCADE: 'cascade',
  'SET NULL': 'set null',
  'SET DEFAULT': 'set default',
};

/** PostgreSQL's index methods (others, such as SQL Server's clustering, are no method there). */
const PG_METHODS = new Set(['btree', 'hash', 'gist', 'gin', 'spgist', 'brin']);

/**
 * The quote drizzle-kit writes each dialect's names between, without doubling one inside: a name
 * holding it ends there, and the rest of it is SQL of its own. SQLite's check names take `"`.
 */
const KIT_QUOTE: Record<DrizzleDialect, string> = { postgresql: '"', mysql: '`', sqlite: '`' };

/** Why a name holding drizzle-kit's quote is left out (the end of its note). */
const unquoted = (quote: string) =>
  `drizzle-kit writes names between ${quote} without doubling one inside`;

/**
 * drizzle-kit's snapshot keeps each key, index, check, foreign key and identity as one string, its
 * names and SQL joined with `;` and its columns with `,`, which it splits again to write the SQL:
 * a part holding a separator comes apart. PostgreSQL's index joins its columns with `,,` and the
 * fields of each with `--` (a column ending in `-` runs into the next field); SQLite's primary key
 * is its columns only.
 */
const SPLITS = {
  names: /;/,
  columns: /[;,]/,
  pgIndexColumns: /;|,,|--|-$/,
  sqliteKeyColumns: /,/,
};

/** The joins a note names, by what is joined (see SPLITS). */
const JOINS = "drizzle-kit's snapshot joins its names and SQL with ; and its columns with ,";
const PG_INDEX_JOINS =
  "drizzle-kit's snapshot joins its names and SQL with ;, its columns with ,, and the fields of each with --";

/** The first of the names or columns drizzle-kit's snapshot splits apart (see SPLITS), or undefined. */
function splitApart(
  names: (string | undefined)[],
  columns: string[],
  columnSplits = SPLITS.columns,
): string | undefined {
  return (
    names.find((n) => n !== undefined && SPLITS.names.test(n)) ??
    columns.find((c) => columnSplits.test(c))
  );
}

/** The note's end for a part drizzle-kit's snapshot splits apart (see splitApart). */
const apart = (part: string, joins = JOINS) =>
  `${joins} and splits them again: ${part} comes apart`;

/** The import list of the module being written: what its code uses. */
class Imports {
  readonly core = new Set<string>();
  sql = false;

  use(name: string): string {
    this.core.add(name);
    return name;
  }
}

/** Everything a table's code is written from: the ORM's view, the DDL's physical table, names. */
interface TableContext {
  table: OrmTable;
  physical: PhysicalTable;
  /** The module-level constant of the table. */
  constant: string;
  /** Field (property) names by database column name. */
  fields: Map<string, string>;
  /** Whether the table is left out: drizzle-kit cannot write its name or its schema's. */
  leftOut: boolean;
  /** The columns left out (a name drizzle-kit cannot write, an enum left out), by database name. */
  lost: Set<string>;
}

/** What a writer of one module shares: dialect, imports, notes, the SQL writer's expressions. */
interface Writer {
  dialect: DrizzleDialect;
  imports: Imports;
  note: (text: string) => void;
  sqlWriter: SqlWriter;
  tables: Map<string, TableContext>;
  enums: Map<string, string>;
  /** Check names taken, per table. */
  checkNames: Map<string, ReturnType<typeof nameScope>>;
  /**
   * SQLite: the names of the schema's tables and indexes, which the unique keys Drizzle writes as
   * indexes must not take.
   */
  sqliteNames: ReturnType<typeof nameScope>;
  /** PostgreSQL: the unique indexes written as unique keys (see keyIndexes), each with a foreign key that needs it. */
  keyIndexes: Map<PhysicalIndex, string>;
  /** The enums and sequences left out (tableKey of schema and name): drizzle-kit cannot write their names. */
  lostTypes: Set<string>;
  /** MySQL: the indexes written as unique keys, each the key of an auto-increment column (see autoKeyIndex). */
  autoKeyIndexes: Set<PhysicalIndex>;
}

/** The module's text for SQL Server, which Drizzle has no module for. */
const MSSQL_MODULE = `${slashCommentLine('Note: Drizzle has no SQL Server dialect: no schema is written for mssql')}\n`;

/** A Drizzle schema module of a diagram, for the dialect's core module (one note for SQL Server). */
export function generateDrizzle(model: DiagramModel, dialect: SqlDialect): string {
  if (dialect === 'mssql') return MSSQL_MODULE;
  const schema = ormSchema(model, dialect);
  const { physical } = schema;
  const notes = [...schema.notes];
  const w: Writer = {
    dialect,
    imports: new Imports(),
    note: (text) => {
      if (!notes.includes(text)) notes.push(text);
    },
    sqlWriter: schema.sqlWriter,
    tables: new Map(),
    enums: new Map(),
    checkNames: new Map(),
    sqliteNames: nameScope([
      ...schema.tables.map((t) => t.name),
      ...schema.tables.flatMap((t) => t.indexes.map((i) => i.name)),
    ]),
    keyIndexes: new Map(),
    lostTypes: new Set(),
    autoKeyIndexes: new Set(),
  };
  const constants = nameScope(RESERVED);
  const blocks: string[] = [];
  const quote = KIT_QUOTE[dialect];
  const unwritable = (name: string | undefined) => !!name && name.includes(quote);

  // Schemas (PostgreSQL) and enums first: tables use them. Where databaseSetup creates what needs
  // a schema before drizzle-kit's migration runs, it creates the schemas too (see schemasForSetup).
  const setupSchemas = dialect === 'postgresql' ? schemasForSetup(schema) : [];
  if (setupSchemas.length > 0)
    w.note(
      `schemas (${setupSchemas.join(', ')}) are created by databaseSetup, before what it creates in them: their pgSchema constants are not exported, so that drizzle-kit creates none of them again`,
    );
  const lostSchemas = new Set<string>();
  const schemaNames = new Map<string, string>();
  const schemaOf = (name: string | undefined): string | undefined => {
    if (!name || dialect !== 'postgresql' || lostSchemas.has(name)) return undefined;
    let constant = schemaNames.get(name);
    if (!constant) {
      constant = constants.claim(
        identifier(camelCase(`${name}_schema`), RESERVED, { prefix: 's' }),
      );
      schemaNames.set(name, constant);
      const exported = setupSchemas.includes(name) ? '' : 'export ';
      blocks.push(
        `${exported}const ${constant} = ${w.imports.use('pgSchema')}(${codeString(name)});`,
      );
    }
    return constant;
  };
  if (dialect === 'postgresql') {
    const owners = [...schema.tables, ...schema.enums, ...(physical.types ?? [])];
    for (const s of new Set(owners.flatMap((o) => o.schema ?? [])))
      if (unwritable(s)) {
        lostSchemas.add(s);
        w.note(`schema ${s}: left out with its tables, types and sequences: ${unquoted(quote)}`);
      }
    // A type or sequence in a schema left out is left out with it (noted there).
    const lost = (name: string, schemaName: string | undefined, what: string) => {
      if (!unwritable(name) && !(schemaName && lostSchemas.has(schemaName))) return false;
      if (unwritable(name)) w.note(`${what} ${name}: left out: ${unquoted(quote)}`);
      w.lostTypes.add(tableKey(schemaName, name));
      return true;
    };
    for (const t of schema.tables) if (!t.schema || !lostSchemas.has(t.schema)) schemaOf(t.schema);
    for (const e of schema.enums)
      if (!lost(e.name, e.schema, 'enum'))
        blocks.push(enumBlock(e, w, constants, schemaOf(e.schema)));
    for (const [sequence, schemaName] of sequences(schema.tables))
      if (!lost(sequence, schemaName, 'sequence'))
        blocks.push(sequenceBlock(sequence, w, constants, schemaOf(schemaName)));
  } else {
    const schemas = [...new Set(schema.tables.flatMap((t) => (t.schema ? [t.schema] : [])))];
    if (schemas.length > 0)
      w.note(`schemas (${schemas.join(', ')}) are left out: ${dialect} has none`);
  }

  // Table constants and field names, before any table's code (foreign keys name other tables).
  schema.tables.forEach((table, i) => {
    const source = physical.tables[i];
    if (!source) return;
    const leftOut = unwritable(table.name) || (!!table.schema && lostSchemas.has(table.schema));
    if (unwritable(table.name)) w.note(`${table.name}: left out: ${unquoted(quote)}`);
    const lost = new Set<string>();
    for (const column of leftOut ? [] : table.columns) {
      const where = `${table.name}.${column.name}`;
      const type = column.enumType;
      if (unwritable(column.name)) w.note(`${where}: left out: ${unquoted(quote)}`);
      else if (type && w.lostTypes.has(tableKey(type.schema, type.name)))
        w.note(`${where}: left out with its type ${type.name}`);
      else continue;
      lost.add(column.name);
    }
    const fields = new Map<string, string>();
    const scope = nameScope();
    for (const column of table.columns)
      fields.set(
        column.name,
        scope.claim(identifier(camelCase(column.name), new Set(), { prefix: 'c' })),
      );
    w.tables.set(tableKey(table.schema, table.name), {
      table,
      physical: source,
      constant: leftOut
        ? ''
        : constants.claim(identifier(camelCase(table.name), RESERVED, { prefix: 't' })),
      fields,
      leftOut,
      lost,
    });
  });
  w.keyIndexes = keyIndexes(w);
  for (const context of w.tables.values()) {
    if (context.leftOut) continue;
    blocks.push(tableBlock(context, w, schemaOf(context.table.schema)));
    if (context.table.comment || context.table.columns.some((c) => c.comment))
      w.note(`${context.table.name}: comments are left out: Drizzle has no COMMENT`);
  }
  if (schema.views.length > 0)
    w.note(`views are left out (${schema.views.join(', ')}): Relata writes no Drizzle views`);

  return (
    [
      ...(notes.length > 0 ? [notes.map((n) => slashCommentLine(`Note: ${n}`)).join('\n')] : []),
      importLines(w),
      ...(w.imports.core.has('customType') ? [SQL_TYPE_HELPER] : []),
      ...setupBlock([...createSchemas(setupSchemas, dialect), ...schema.setup]),
      ...blocks,
    ].join('\n\n') + '\n'
  );
}

/**
 * The schemas databaseSetup creates (`CREATE SCHEMA IF NOT EXISTS`): where it creates anything, it
 * runs before drizzle-kit's migration, whose `CREATE SCHEMA` would come too late for a domain or
 * routine in a schema, and would fail on one created already. So every schema of the design is
 * created there (as Relata's DDL creates them, of tables and types), and none by drizzle-kit.
 */
function schemasForSetup(schema: ReturnType<typeof ormSchema>): string[] {
  if (schema.setup.length === 0) return [];
  const owners = [...schema.tables, ...schema.enums, ...(schema.physical.types ?? [])];
  const inSequences = [...sequences(schema.tables).values()];
  return [...new Set([...owners.flatMap((o) => o.schema ?? []), ...inSequences])].flatMap(
    (s) => s ?? [],
  );
}

/**
 * What Relata's PostgreSQL DDL creates before the tables (schemas, extensions, routines, domains),
 * which a Drizzle schema cannot declare: exported for a custom migration that runs before
 * drizzle-kit's.
 */
function setupBlock(setup: string[]): string[] {
  if (setup.length === 0) return [];
  return [
    [
      "/** Run before drizzle-kit's migration (e.g. in `drizzle-kit generate --custom`): Drizzle declares no extensions, routines or domains, and drizzle-kit creates no schema this creates. */",
      'export const databaseSetup: string[] = [',
      ...setup.map((sql) => `  ${codeString(sql)},`),
      '];',
    ].join('\n'),
  ];
}

/** The helper the module declares when a column's type has no Drizzle builder. */
const SQL_TYPE_HELPER = [
  '/** A column of a SQL type Drizzle has no builder for, written as Relata writes it. */',
  'const sqlType = (dataType: string) => customType<{ data: string }>({ dataType: () => dataType });',
].join('\n');

/** A table's lookup key: schema and name. */
const tableKey = (schema: string | undefined, name: string) => `${schema ?? ''}\u0000${name}`;

/** The module's imports: `sql` from drizzle-orm, the builders from the dialect's core module. */
function importLines(w: Writer): string {
  const core = [...w.imports.core].sort();
  return [
    ...(w.imports.sql ? [`import { sql } from ${codeString('drizzle-orm')};`] : []),
    `import {\n${core.map((n) => `  ${TYPES.has(n) ? 'type ' : ''}${n},`).join('\n')}\n} from ${codeString(MODULE[w.dialect])};`,
  ].join('\n');
}

/** `sql\`…\``: SQL text as Drizzle's raw SQL. */
function rawSql(text: string, w: Writer): string {
  w.imports.sql = true;
  return `sql${codeTemplate(text)}`;
}

/** A PostgreSQL enum: `export const mood = pgEnum('mood', [...])` (or its schema's `.enum`). */
function enumBlock(
  e: OrmEnum,
  w: Writer,
  constants: ReturnType<typeof nameScope>,
  schemaConstant: string | undefined,
): string {
  const constant = constants.claim(identifier(camelCase(e.name), RESERVED, { prefix: 'e' }));
  w.enums.set(tableKey(e.schema, e.name), constant);
  const call = schemaConstant ? `${schemaConstant}.enum` : w.imports.use('pgEnum');
  return `export const ${constant} = ${call}(${codeString(e.name)}, [${e.values.map(codeString).join(', ')}]);`;
}

/** One table: `export const x = pgTable('x', { …columns }, (t): [...] => [...keys, indexes…]);`. */
function tableBlock(context: TableContext, w: Writer, schemaConstant: string | undefined): string {
  const { table, constant } = context;
  const fn = schemaConstant ? `${schemaConstant}.table` : w.imports.use(TABLE[w.dialect]);
  const columns = table.columns
    .filter((column) => !context.lost.has(column.name))
    .map(
      (column) =>
        `  ${context.fields.get(column.name) ?? column.name}: ${columnCode(column, context, w)},`,
    );
  const extra = extraConfig(context, w);
  const head = `export const ${constant} = ${fn}(\n  ${codeString(table.name)},\n  {\n${columns.map((c) => `  ${c}`).join('\n')}\n  }`;
  if (extra.length === 0) return `${head},\n);`;
  const type = w.imports.use(EXTRA[w.dialect]);
  return `${head},\n  (t): ${type}[] => [\n${extra.map((e) => `    ${e},`).join('\n')}\n  ],\n);`;
}

/** The physical column of an ORM column (the DDL's). */
const physicalColumn = (context: TableContext, name: string): PhysicalColumn | undefined =>
  findColumn(context.physical, name);

/** A column's builder chain: type, nullability, default, identity, primary key. */
function columnCode(column: OrmColumn, context: TableContext, w: Writer): string {
  const { table } = context;
  const where = `${table.name}.${column.name}`;
  const source = physicalColumn(context, column.name);
  if (column.domain)
    w.note(
      `${where}: domain ${column.domain.name} becomes its type ${column.domain.baseType}: Drizzle has no domains`,
    );
  const enumConstant = column.enumType
    ? w.enums.get(tableKey(column.enumType.schema, column.enumType.name))
    : undefined;
  const charset =
    w.dialect === 'mysql'
      ? (source?.charset ?? (source?.collation ? undefined : context.physical.storage?.charset))
      : undefined;
  const written = drizzleType(column, w.dialect, {
    enumConstant,
    use: (name) => w.imports.use(name),
    rowid: !!source && w.sqlWriter.isSqliteRowid(context.physical, source),
    ...(charset && /^\w+$/.test(charset) ? { charset } : {}),
  });
  const chain = [written];
  const solePk =
    table.primaryKey.length === 1 &&
    table.primaryKey[0] === column.name &&
    !namedKey(table, w, context.physical);
  const rowid = !!source && w.sqlWriter.isSqliteRowid(context.physical, source);
  if (solePk && w.dialect === 'sqlite' && rowid) {
    chain.push(`.primaryKey(${column.autoIncrement ? '{ autoIncrement: true }' : ''})`);
    if (column.autoIncrement && source?.nullable)
      w.note(
        `${table.name}.${column.name} is NOT NULL: Drizzle's primaryKey({ autoIncrement: true }) makes its column NOT NULL (SQLite's rowid holds no NULL either way)`,
      );
  } else if (solePk) chain.push('.primaryKey()');
  // SQLite's key columns take NULL unless declared NOT NULL (Relata's DDL keeps the design's).
  const nullable =
    w.dialect === 'sqlite' && source && !rowid && table.primaryKey.includes(column.name)
      ? source.nullable
      : column.nullable;
  if (!nullable && !solePk) chain.push('.notNull()');
  if (column.autoIncrement) chain.push(...numbering(column, context, source, w));
  const sequence = defaultSequence(column.defaultSql);
  const sequenceSchema = sequence?.schema ?? table.schema;
  const lostSequence =
    !!sequence &&
    w.lostTypes.has(
      tableKey(sequenceSchema === 'public' ? undefined : sequenceSchema, sequence.name),
    );
  if (column.generated) chain.push(generatedCode(column, context, source, w));
  else if (lostSequence)
    w.note(`${where}: its default is left out with its sequence ${sequence.name}`);
  else if (column.defaultSql !== null) chain.push(defaultCode(column, w));
  if (source?.onUpdate) {
    // Drizzle's onUpdateNow() is MySQL's timestamp's only (without fractional seconds).
    const now = /^(current_timestamp|now)(\(\))?$/i.test(source.onUpdate.trim());
    const plain = column.type.base === 'timestamp' && column.type.args.length === 0;
    if (w.dialect === 'mysql' && now && plain) chain.push('.onUpdateNow()');
    else if (w.dialect === 'mysql')
      w.note(
        `${where}: ON UPDATE ${source.onUpdate} is left out: Drizzle has it only for a timestamp`,
      );
  }
  return chain.join('');
}

/**
 * How a numbered column counts: PostgreSQL's identity, MySQL's auto-increment (serial is a type).
 * drizzle-kit names an identity's sequence `<table>_<column>_seq` in its snapshot, which splits
 * that name at `;` (see SPLITS): a name holding one is given without it.
 */
function numbering(
  column: OrmColumn,
  context: TableContext,
  source: PhysicalColumn | undefined,
  w: Writer,
): string[] {
  if (w.dialect === 'mysql') return ['.autoincrement()'];
  if (w.dialect !== 'postgresql' || column.numbering !== 'identity') return [];
  const sequence = `${context.table.name}_${column.name}_seq`;
  const carried = sequence.replaceAll(';', '_');
  if (carried !== sequence)
    w.note(
      `${context.table.name}.${column.name}: its identity's sequence is named ${carried}: ${apart(sequence)}`,
    );
  const options = [
    ...(carried !== sequence ? [`name: ${codeString(carried)}`] : []),
    ...(source?.identityStart !== undefined ? [`startWith: ${source.identityStart}`] : []),
    ...(source?.identityIncrement !== undefined ? [`increment: ${source.identityIncrement}`] : []),
  ];
  const method =
    source?.identityGeneration === 'ALWAYS'
      ? 'generatedAlwaysAsIdentity'
      : 'generatedByDefaultAsIdentity';
  return [`.${method}(${options.length > 0 ? `{ ${options.join(', ')} }` : ''})`];
}

/** A generated column's `.generatedAlwaysAs(sql…)`, its expression as Relata's DDL writes it. */
function generatedCode(
  column: OrmColumn,
  context: TableContext,
  source: PhysicalColumn | undefined,
  w: Writer,
): string {
  const definition = source ? w.sqlWriter.columnDefinition(context.physical, source) : '';
  const expression = generatedExpression(definition) ?? column.generated?.expression ?? '';
  const stored = /\)\s*STORED\b/i.test(definition.slice(definition.indexOf('GENERATED ALWAYS AS')));
  const mode =
    w.dialect === 'postgresql' ? '' : `, { mode: ${codeString(stored ? 'stored' : 'virtual')} }`;
  return `.generatedAlwaysAs(${rawSql(expression, w)}${mode})`;
}

/** The expression of a column definition's `GENERATED ALWAYS AS (…)`, or undefined. */
function generatedExpression(definition: string): string | undefined {
  const at = definition.indexOf('GENERATED ALWAYS AS (');
  if (at < 0) return undefined;
  const start = at + 'GENERATED ALWAYS AS ('.length;
  const end = closingParen(definition, start);
  return end < 0 ? undefined : definition.slice(start, end);
}

/** The index of the parenthesis closing the one open before `start` (quotes skipped), or -1. */
function closingParen(text: string, start: number): number {
  let depth = 1;
  let quote = '';
  for (let i = start; i < text.length; i++) {
    const c = text[i] ?? '';
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}

/** A SQL string literal's text, or undefined when `sql` is not one string literal. */
function stringLiteral(sql: string): string | undefined {
  const m = /^'((?:[^'\\]|'')*)'$/s.exec(sql.trim());
  return m?.[1]?.replace(/''/g, "'");
}

/** A column's `.default(…)`: a literal where Drizzle writes the same SQL, else the DDL's as sql``. */
function defaultCode(column: OrmColumn, w: Writer): string {
  const sql = (column.defaultSql ?? '').trim();
  const kind = column.type.kind;
  if (w.dialect === 'postgresql' && /^now\(\)$/i.test(sql)) return '.defaultNow()';
  if (
    w.dialect === 'mysql' &&
    /^(current_timestamp|now\(\)|current_timestamp\(\))$/i.test(sql) &&
    column.type.base === 'timestamp' &&
    column.type.args.length === 0
  )
    return '.defaultNow()';
  if (w.dialect !== 'sqlite') {
    if (kind === 'boolean' && /^(true|false)$/i.test(sql)) return `.default(${sql.toLowerCase()})`;
    if ((kind === 'integer' || kind === 'float') && !column.type.array && /^-?\d{1,15}$/.test(sql))
      return `.default(${sql})`;
    const text = stringLiteral(sql);
    const textual = ['varchar', 'char', 'text', 'enum'].includes(kind) || !!column.enumType;
    if (text !== undefined && textual && !column.type.array && !/\\/.test(text))
      return `.default(${codeString(text)})`;
  }
  return `.default(${rawSql(sql, w)})`;
}

/** Whether the primary key is written as a table-level `primaryKey({ name, columns })`. */
function namedKey(table: OrmTable, w: Writer, physical?: PhysicalTable): boolean {
  if (table.primaryKey.length !== 1) return table.primaryKey.length > 1;
  // SQLite keys a column that takes NULL (but its INTEGER PRIMARY KEY): Drizzle's column key is NOT NULL.
  const only = physical && findColumn(physical, table.primaryKey[0] ?? '');
  if (
    w.dialect === 'sqlite' &&
    physical &&
    only?.nullable &&
    !w.sqlWriter.isSqliteRowid(physical, only)
  )
    return true;
  // MySQL: drizzle-kit names a column's primary key `<table>_<column>` in its snapshot, which splits
  // that name apart (see SPLITS); the table's key is named PRIMARY, as MariaDB names it anyway.
  const column = table.primaryKey[0] ?? '';
  if (w.dialect === 'mysql') return splitApart([`${table.name}_${column}`], [column]) !== undefined;
  if (w.dialect !== 'postgresql') return false;
  return !!table.primaryKeyName && table.primaryKeyName !== postgresDefaultName(table.name, 'pkey');
}

/** A column of the table as `t.field`. */
const fieldRef = (context: TableContext, column: string, self = 't') =>
  `${self}.${context.fields.get(column) ?? column}`;

/** The table's extra configuration: primary key, uniques, indexes, foreign keys, checks. */
function extraConfig(context: TableContext, w: Writer): string[] {
  const { table } = context;
  const out: string[] = [];
  if (namedKey(table, w, context.physical)) {
    const fault = primaryKeyFault(context, w);
    const name = primaryKeyName(table, w);
    const columns = table.primaryKey.map((c) => fieldRef(context, c)).join(', ');
    if (fault) w.note(`${table.name}: its primary key is left out: ${fault}`);
    else
      out.push(
        `${w.imports.use('primaryKey')}({ ${name ? `name: ${codeString(name)}, ` : ''}columns: [${columns}] })`,
      );
  }
  for (const u of table.uniques)
    if (!(w.dialect === 'sqlite' && sqliteKeyHolds(table, u.columns))) {
      const code = uniqueCode(u, context, w);
      if (code) out.push(code);
    }
  // MariaDB wants an auto-increment column first in a key of its CREATE TABLE: Relata's DDL gives
  // one in no key its UNIQUE, and one later in the primary key a KEY of its own, which drizzle-kit
  // would create after the table (too late): a UNIQUE there too. An index that keys it, which
  // drizzle-kit creates after the table too, is a unique key of its name.
  for (const column of table.columns)
    if (
      w.dialect === 'mysql' &&
      column.autoIncrement &&
      !context.lost.has(column.name) &&
      !leadsKey(context, column.name, w)
    ) {
      const index = autoKeyIndex(context, column.name, w);
      if (index) {
        w.autoKeyIndexes.add(index);
        w.note(
          `${table.name}: index ${index.name} is a unique key of the same name: drizzle-kit creates indexes after the table, and MariaDB wants the key of its auto-increment column ${column.name} in it`,
        );
        out.push(
          `${w.imports.use('unique')}(${codeString(index.name)}).on(${index.parts.map((p) => fieldRef(context, p.column ?? '')).join(', ')})`,
        );
        continue;
      }
      const keyed =
        table.primaryKey.includes(column.name) ||
        table.indexes.some((i) => i.parts[0]?.column === column.name);
      if (keyed)
        w.note(
          `${table.name}.${column.name} is UNIQUE where Relata's DDL gives it a KEY: drizzle-kit creates indexes after the table, and MariaDB wants an auto-increment column's key in it`,
        );
      out.push(
        `${w.imports.use('unique')}(${codeString(column.name)}).on(${fieldRef(context, column.name)})`,
      );
    }
  for (const index of table.indexes) {
    if (w.autoKeyIndexes.has(index)) continue;
    const code = indexCode(index, context, w);
    if (code) out.push(code);
  }
  for (const fk of table.foreignKeys) {
    const code = foreignKeyCode(fk, context, w);
    if (code) out.push(code);
  }
  for (const check of context.physical.checks ?? []) {
    const code = checkCode(check, context, w);
    if (code) out.push(code);
  }
  return out;
}

/** The name a table-level primary key is written with (none for SQLite's unnamed one). */
function primaryKeyName(table: OrmTable, w: Writer): string | undefined {
  if (w.dialect === 'postgresql')
    return table.primaryKeyName ?? postgresDefaultName(table.name, 'pkey');
  // MariaDB names every primary key PRIMARY; drizzle-kit's own name may pass 64 characters.
  return w.dialect === 'sqlite' ? table.primaryKeyName : 'PRIMARY';
}

/** The first of a key's columns that is left out, or undefined. */
const lostOf = (context: TableContext, columns: (string | undefined)[]): string | undefined =>
  columns.find((c) => c !== undefined && context.lost.has(c));

/**
 * Why drizzle-kit cannot create a key, index, check or foreign key (the end of its note), or
 * undefined: a column of it is left out, its name holds the quote drizzle-kit writes it between,
 * or its snapshot splits a name or column apart (see SPLITS).
 */
function keyFault(
  context: TableContext,
  w: Writer,
  key: { name?: string; columns: (string | undefined)[]; sql?: (string | undefined)[] },
  columnSplits = SPLITS.columns,
  quote = KIT_QUOTE[w.dialect],
): string | undefined {
  const lost = lostOf(context, key.columns);
  if (lost !== undefined) return `its column ${lost} is left out`;
  if (key.name?.includes(quote)) return unquoted(quote);
  const columns = key.columns.flatMap((c) => c ?? []);
  const part = splitApart([key.name, ...(key.sql ?? [])], columns, columnSplits);
  if (part === undefined) return undefined;
  return apart(part, columnSplits === SPLITS.pgIndexColumns ? PG_INDEX_JOINS : JOINS);
}

/** Why drizzle-kit cannot create the table-level primary key (see keyFault), or undefined. */
function primaryKeyFault(context: TableContext, w: Writer): string | undefined {
  const { table } = context;
  // SQLite's snapshot keeps the key's columns alone, joined with `,`; its name is not written.
  if (w.dialect === 'sqlite')
    return keyFault(context, w, { columns: table.primaryKey }, SPLITS.sqliteKeyColumns);
  return keyFault(context, w, { name: primaryKeyName(table, w), columns: table.primaryKey });
}

/** The name a unique key is written with: the engine's for it from Relata's DDL. */
function uniqueName(u: PhysicalUnique, table: OrmTable, w: Writer): string {
  return (
    u.name ||
    (w.dialect === 'postgresql'
      ? postgresDefaultName(table.name, ...u.columns, 'key')
      : DIALECT_SPECS[w.dialect].uniqueName(table.name, u.columns[0] ?? ''))
  );
}

/**
 * A unique key: `unique('name').on(t.a, t.b)`, named as the engine names it from Relata's DDL, or
 * undefined where drizzle-kit cannot create it (see keyFault).
 */
function uniqueCode(u: PhysicalUnique, context: TableContext, w: Writer): string | undefined {
  const { table } = context;
  const keyName = uniqueName(u, table, w);
  const fault = keyFault(context, w, { name: keyName, columns: u.columns });
  if (fault) {
    w.note(`${table.name}: unique key ${keyName} is left out: ${fault}`);
    return undefined;
  }
  // drizzle-kit writes SQLite's unique keys as indexes, named among the schema's tables and indexes.
  const name = w.dialect === 'sqlite' ? w.sqliteNames.claim(keyName) : keyName;
  if (w.dialect === 'sqlite')
    w.note(
      "unique keys are named unique indexes (CREATE UNIQUE INDEX): drizzle-kit writes SQLite's unique() as an index, never as a table's UNIQUE constraint",
    );
  if (name !== keyName)
    w.note(
      `${table.name}: unique key ${keyName} is named ${name}: Drizzle makes SQLite's unique keys indexes, whose names the schema's tables and indexes share`,
    );
  if (u.deferrable && u.deferrable !== 'NOT DEFERRABLE')
    w.note(`${table.name}: unique key ${name} is not deferrable: Drizzle has no DEFERRABLE`);
  const nulls = u.nullsNotDistinct && w.dialect === 'postgresql' ? '.nullsNotDistinct()' : '';
  return `${w.imports.use('unique')}(${codeString(name)}).on(${u.columns.map((c) => fieldRef(context, c)).join(', ')})${nulls}`;
}

/**
 * PostgreSQL: the unique indexes that foreign keys reference where no key does
 * (indexesForeignKeysNeed), written as unique keys of the same name: the same unique index, which
 * the foreign key then finds. An index a unique key cannot state (partial, of expressions,
 * ordered, …) no foreign key can use.
 */
function keyIndexes(w: Writer): Map<PhysicalIndex, string> {
  if (w.dialect !== 'postgresql') return new Map();
  const contexts = new Map([...w.tables.values()].map((c) => [c.table, c]));
  return indexesForeignKeysNeed(
    contexts.keys(),
    (table, fk) =>
      (
        w.tables.get(tableKey(fk.refSchema ?? table.schema, fk.refTable)) ??
        w.tables.get(tableKey(undefined, fk.refTable))
      )?.table,
    (i) =>
      i.unique &&
      !i.where &&
      !i.include?.length &&
      (!i.method || /^btree$/i.test(i.method)) &&
      i.parts.every((p) => p.column !== undefined && p.order !== 'DESC' && !p.nulls)
        ? i.parts.map((p) => p.column ?? '')
        : undefined,
    (table) => !contexts.get(table)?.leftOut,
  );
}

/** An index as `index('name').using(…)/.on(…).where(…)`, or undefined when the DDL has none. */
function indexCode(index: PhysicalIndex, context: TableContext, w: Writer): string | undefined {
  const { table, physical } = context;
  const label = `${table.name}: index ${index.name}`;
  const keyOf = w.keyIndexes.get(index);
  const columns = index.parts.map((p) => p.column);
  const keyFaulty = keyOf !== undefined && keyFault(context, w, { name: index.name, columns });
  if (keyFaulty) {
    w.note(`${label} is left out: ${keyFaulty}`);
    return undefined;
  }
  if (keyOf !== undefined) {
    w.note(
      `${table.name}: unique index ${index.name} is a unique key of the same name: drizzle-kit creates foreign keys before indexes, and the foreign key of ${keyOf} needs it`,
    );
    if (index.comment !== undefined) w.note(`${label} loses its comment: Drizzle has none`);
    const nulls = index.nullsNotDistinct ? '.nullsNotDistinct()' : '';
    return `${w.imports.use('unique')}(${codeString(index.name)}).on(${index.parts.map((p) => fieldRef(context, p.column ?? '')).join(', ')})${nulls}`;
  }
  const inline = w.sqlWriter.isInlineIndex(physical, index);
  if (!inline && createIndex(physical, index, new IndexNames(w.dialect), w.sqlWriter) === null)
    return undefined;
  const from = index.expressionDialect ?? sourceDialect(physical);
  // Each part's code, and what drizzle-kit's snapshot holds of it: its column's name or its SQL.
  const written = index.parts.map((p) => {
    const part = indexPart(p, w.sqlWriter, physical.columns, from, !!index.expressionDialect);
    const sqlText = 'sql' in part ? part.sql : '';
    const plain =
      p.column !== undefined &&
      !p.prefixLength &&
      !(p.order === 'DESC' && w.dialect !== 'postgresql');
    if (!plain) return { code: () => rawSql(sqlText, w), text: sqlText, sql: true };
    return { code: () => columnPart(p, context, w), text: p.column ?? '', sql: false };
  });
  const named = index.method?.toLowerCase();
  // A spatial (R-tree) index is PostgreSQL's GiST there (as Relata's DDL writes it).
  const method =
    w.dialect === 'postgresql' && named && /^(spatial|rtree)$/.test(named) ? 'gist' : named;
  if (w.dialect === 'mysql' && method && /^(fulltext|spatial)$/.test(method)) {
    w.note(`${label} is left out: Drizzle has no ${method.toUpperCase()} index`);
    return undefined;
  }
  const where =
    index.where && w.dialect !== 'mysql'
      ? translateExpression(index.where, w.dialect, physical.columns, from)
      : undefined;
  const whereSql = where && 'sql' in where ? where.sql : undefined;
  const sqlTexts = [...written.filter((p) => p.sql).map((p) => p.text), whereSql];
  const lost = lostOf(context, columns);
  const fault =
    (lost !== undefined ? `its column ${lost} is left out` : undefined) ??
    (mentionsLost(context, sqlTexts) ? 'a column it names is left out' : undefined) ??
    keyFault(
      context,
      w,
      { name: index.name, columns: written.map((p) => p.text), sql: [whereSql] },
      w.dialect === 'postgresql' ? SPLITS.pgIndexColumns : SPLITS.columns,
    );
  if (fault) {
    w.note(`${label} is left out: ${fault}`);
    return undefined;
  }
  const parts = written.map((p) => p.code());
  const fn = w.imports.use(index.unique ? 'uniqueIndex' : 'index');
  let code = `${fn}(${codeString(index.name)})`;
  if (w.dialect === 'postgresql' && method && PG_METHODS.has(method) && method !== 'btree')
    code += `.using(${codeString(method)}, ${parts.join(', ')})`;
  else code += `.on(${parts.join(', ')})`;
  if (w.dialect === 'mysql' && method && /^(btree|hash)$/.test(method))
    code += `.using(${codeString(method)})`;
  if (index.include?.length && w.dialect === 'postgresql')
    w.note(`${label} loses its INCLUDE columns: Drizzle has none`);
  if (index.nullsNotDistinct && index.unique && w.dialect === 'postgresql')
    w.note(`${label} loses its NULLS NOT DISTINCT: Drizzle's indexes have none`);
  if (index.comment !== undefined) w.note(`${label} loses its comment: Drizzle has none`);
  if (whereSql !== undefined) code += `.where(${rawSql(whereSql, w)})`;
  return code;
}

/** A plain column part of an index as `t.field`, PostgreSQL's with its order and NULLs' place. */
function columnPart(p: PhysicalIndex['parts'][number], context: TableContext, w: Writer): string {
  let code = fieldRef(context, p.column ?? '');
  if (w.dialect === 'postgresql') {
    // Drizzle writes NULLS LAST unless told: PostgreSQL's default puts NULLs last only ascending.
    if (p.order === 'DESC') code += '.desc()';
    const nulls = p.nulls ?? (p.order === 'DESC' ? 'FIRST' : 'LAST');
    code += nulls === 'FIRST' ? '.nullsFirst()' : '';
  }
  return code;
}

/** Whether SQL may name a column that is left out: its name is anywhere in the text. */
function mentionsLost(context: TableContext, sql: (string | undefined)[]): boolean {
  return [...context.lost].some((column) => sql.some((text) => text?.includes(column)));
}

/** A foreign key: `foreignKey({ name, columns, foreignColumns }).onDelete(…).onUpdate(…)`. */
function foreignKeyCode(
  fk: OrmTable['foreignKeys'][number],
  context: TableContext,
  w: Writer,
): string | undefined {
  const { table } = context;
  const where = `${table.name}.${fk.columns.join(', ')}`;
  const target =
    w.tables.get(tableKey(fk.refSchema ?? table.schema, fk.refTable)) ??
    w.tables.get(tableKey(undefined, fk.refTable));
  if (!target) {
    w.note(`${where}: foreign key to ${fk.refTable} is left out: the diagram has no such table`);
    return undefined;
  }
  const lostRef = lostOf(target, fk.refColumns);
  // drizzle-kit's snapshot holds both tables' names (and PostgreSQL's referenced schema).
  const fault = target.leftOut
    ? `its table ${fk.refTable} is left out`
    : lostRef !== undefined
      ? `${fk.refTable}.${lostRef} is left out`
      : keyFault(context, w, {
          name: fk.unnamed && w.dialect === 'sqlite' ? undefined : fk.name,
          columns: [...fk.columns, ...fk.refColumns],
          sql: [
            table.name,
            target.table.name,
            ...(w.dialect === 'postgresql' ? [target.table.schema ?? 'public'] : []),
          ],
        });
  if (fault) {
    w.note(`${where}: foreign key to ${fk.refTable} is left out: ${fault}`);
    return undefined;
  }
  const self = target === context;
  const refs = fk.refColumns.map((c) =>
    self ? fieldRef(context, c) : fieldRef(target, c, target.constant),
  );
  if (fk.deferrable && fk.deferrable !== 'NOT DEFERRABLE')
    w.note(`${where}: foreign key is not deferrable: Drizzle has no DEFERRABLE`);
  const name = fk.unnamed && w.dialect === 'sqlite' ? '' : `name: ${codeString(fk.name)}, `;
  // MariaDB reads a foreign key without actions (Relata's DDL writes none where the design has
  // none) as RESTRICT, which it treats as NO ACTION: Drizzle, which always writes its actions,
  // writes that; an action the design names is written as named.
  const action = (a: ReferentialAction | undefined) =>
    codeString(w.dialect === 'mysql' && a === undefined ? 'restrict' : ACTION[a ?? 'NO ACTION']);
  const columns = fk.columns.map((c) => fieldRef(context, c)).join(', ');
  return `${w.imports.use('foreignKey')}({ ${name}columns: [${columns}], foreignColumns: [${refs.join(', ')}] }).onDelete(${action(fk.onDelete)}).onUpdate(${action(fk.onUpdate)})`;
}

/** A check: `check('name', sql…)`, its expression as Relata's DDL writes it. */
function checkCode(
  check: NonNullable<PhysicalTable['checks']>[number],
  context: TableContext,
  w: Writer,
): string | undefined {
  const { table, physical } = context;
  const where = `${table.name}${check.column ? `.${check.column}` : ''}`;
  const expression = checkExpression(
    check.expression,
    where,
    w.sqlWriter,
    physical.columns,
    sourceDialect(physical),
  );
  if (expression === null) return undefined;
  const unnamed = (physical.checks ?? []).filter((c) => !c.name && !c.column);
  const column = check.column ?? firstColumn(expression, context);
  // MariaDB names an unnamed column check after its column (a table's CONSTRAINT_<n>), where no
  // key of the table has that name: a CONSTRAINT of Drizzle's may not repeat one.
  const keyNames = new Set([
    ...table.uniques.map((u) => u.name || (u.columns[0] ?? '')),
    ...table.indexes.map((i) => i.name),
  ]);
  // Where a key takes the column's name, MariaDB still names the column's check after it (as
  // Relata's DDL leaves it), but refuses a CONSTRAINT of that name: Drizzle's check takes another.
  const keyNamed =
    w.dialect === 'mysql' && !check.name && !!check.column && keyNames.has(check.column);
  const wanted =
    check.name ||
    (w.dialect === 'mysql' && check.column && !keyNamed
      ? check.column
      : defaultCheckName(table.name, column, w.dialect, unnamed.indexOf(check) + 1));
  // drizzle-kit's SQLite writes a check's name between ".
  const fault = mentionsLost(context, [expression])
    ? 'a column it names is left out'
    : keyFault(
        context,
        w,
        { name: wanted, columns: [check.column], sql: [expression] },
        SPLITS.columns,
        w.dialect === 'sqlite' ? '"' : KIT_QUOTE[w.dialect],
      );
  if (fault) {
    w.note(`${where}: check ${wanted} is left out: ${fault}`);
    return undefined;
  }
  // drizzle-kit wants check names unique in the table (on PostgreSQL too: its snapshot keys them
  // by `"schema"."table"`), as the engines do.
  const key = tableKey(table.schema, table.name);
  const scope = w.checkNames.get(key) ?? nameScope();
  w.checkNames.set(key, scope);
  const name = scope.claim(wanted);
  if (keyNamed)
    w.note(
      `${where}: its check is named ${name}: MariaDB names a column's check after its column, but a check Drizzle names may not take the name of the table's key ${check.column ?? ''}`,
    );
  else if (!check.name)
    w.note(`${where}: its unnamed check is named ${name}: Drizzle names every check`);
  else if (name !== check.name)
    w.note(`${where}: check ${check.name} is named ${name}: drizzle-kit names each check once`);
  return `${w.imports.use('check')}(${codeString(name)}, ${rawSql(expression, w)})`;
}

/** How a column's type is written: its enum's constant, the import list, SQLite's rowid. */
interface TypeContext {
  enumConstant: string | undefined;
  use: (name: string) => string;
  rowid: boolean;
  /** MySQL: the character set of a text column, its own or its table's (Drizzle's tables have none). */
  charset?: string;
}

/** `{ a: 1, b: 'x' }` of the options given (undefined ones left out), or '' when none is. */
function options(entries: Record<string, string | number | boolean | undefined>): string {
  const given = Object.entries(entries).filter(([, v]) => v !== undefined);
  if (given.length === 0) return '';
  const value = (v: string | number | boolean | undefined) =>
    typeof v === 'string' ? codeString(v) : String(v);
  return `, { ${given.map(([k, v]) => `${k}: ${value(v)}`).join(', ')} }`;
}

/** A numeric argument of a type, or undefined. */
const numberArg = (arg: string | undefined): number | undefined =>
  arg !== undefined && /^\d+$/.test(arg.trim()) ? Number(arg) : undefined;

/** The column's type builder call, `varchar('name', { length: 80 })`, as the dialect's DDL types it. */
function drizzleType(column: OrmColumn, dialect: DrizzleDialect, ctx: TypeContext): string {
  const name = codeString(column.name);
  const typed = column.domain
    ? { ...column, sqlType: column.domain.baseType, type: parseType(column.domain.baseType) }
    : column;
  if (ctx.enumConstant) return `${ctx.enumConstant}(${name})${typed.type.array ? '.array()' : ''}`;
  // A MySQL text column in a character set of its own or its table's (which decides how long it
  // may be): the type says it, as no builder or table option can.
  if (
    ctx.charset &&
    /^(varchar|char|text)$/.test(typed.type.kind) &&
    !/\bCHARACTER SET\b/i.test(typed.sqlType)
  ) {
    ctx.use('customType');
    return `sqlType(${codeString(`${typed.sqlType} CHARACTER SET ${ctx.charset}`)})(${name})`;
  }
  const native =
    dialect === 'postgresql'
      ? postgresType(typed, ctx)
      : dialect === 'mysql'
        ? mysqlType(typed, ctx)
        : sqliteType(typed, ctx);
  // A function, so that no `$` of the name is read as a replacement pattern.
  if (native) return native.replace('(NAME', () => `(${name}`);
  ctx.use('customType');
  // PostgreSQL's drizzle-kit quotes a type it does not know: one word, in the engine's case.
  const dataType = dialect === 'postgresql' ? typed.sqlType.toLowerCase() : typed.sqlType;
  return `sqlType(${codeString(dataType)})(${name})`;
}

/** A PostgreSQL builder call (NAME for the column name), or undefined for a custom type. */
function postgresType(column: OrmColumn, ctx: TypeContext): string | undefined {
  const t = column.type;
  const array = t.array ? '.array()' : '';
  const call = (fn: string, opts = '') => `${ctx.use(fn)}(NAME${opts})${array}`;
  const [first, second] = t.args;
  switch (t.kind) {
    case 'integer':
      if (column.numbering === 'serial')
        return call(
          t.base === 'smallserial'
            ? 'smallserial'
            : t.base === 'bigserial'
              ? 'bigserial'
              : 'serial',
          t.base === 'bigserial' ? options({ mode: 'number' }) : '',
        );
      if (t.size === 2) return call('smallint');
      if (t.size === 4) return call('integer');
      if (t.size === 8) return call('bigint', options({ mode: 'number' }));
      return undefined;
    case 'boolean':
      return call('boolean');
    case 'decimal':
      if (!/^(numeric|decimal)$/.test(t.base)) return undefined;
      return call('numeric', options({ precision: numberArg(first), scale: numberArg(second) }));
    case 'float':
      return call(t.size === 4 ? 'real' : 'doublePrecision');
    // Only the types these builders write (citext, a varchar kind, is an extension's own).
    case 'varchar':
      return /^(varchar|character varying)$/.test(t.base)
        ? call('varchar', options({ length: numberArg(first) }))
        : undefined;
    case 'char':
      return /^(char|character|bpchar)$/.test(t.base)
        ? call('char', options({ length: numberArg(first) }))
        : undefined;
    case 'text':
      return t.base === 'text' ? call('text') : undefined;
    case 'date':
      return call('date', options({ mode: 'string' }));
    case 'time':
      return call(
        'time',
        options({
          precision: numberArg(first),
          withTimezone: /with time zone|timetz/.test(t.base) ? true : undefined,
        }),
      );
    case 'datetime':
    case 'datetimetz':
      return call(
        'timestamp',
        options({
          precision: numberArg(first),
          withTimezone: t.kind === 'datetimetz' ? true : undefined,
          mode: 'string',
        }),
      );
    case 'json':
      return t.base === 'json' ? call('json') : t.base === 'jsonb' ? call('jsonb') : undefined;
    case 'uuid':
      return call('uuid');
    case 'network':
      return ['inet', 'cidr', 'macaddr', 'macaddr8'].includes(t.base) ? call(t.base) : undefined;
    default:
      return undefined;
  }
}

/** A MySQL builder call (NAME for the column name), or undefined for a custom type. */
function mysqlType(column: OrmColumn, ctx: TypeContext): string | undefined {
  const t = column.type;
  const call = (fn: string, opts = '') => `${ctx.use(fn)}(NAME${opts})`;
  const [first, second] = t.args;
  const unsigned = t.unsigned ? true : undefined;
  switch (t.kind) {
    case 'integer': {
      if (t.base === 'year') return call('year');
      const fn = { 1: 'tinyint', 2: 'smallint', 3: 'mediumint', 4: 'int', 8: 'bigint' }[t.size];
      if (!fn) return undefined;
      // A display width other than MariaDB's own (`tinyint(1)`) has no builder option: the type is
      // written as is, except on an auto-increment column, which only a builder numbers.
      const width = numberArg(first);
      if (
        width !== undefined &&
        width !== DISPLAY_WIDTH[fn]?.[unsigned ? 1 : 0] &&
        !column.autoIncrement
      )
        return undefined;
      return call(fn, options({ mode: t.size === 8 ? 'number' : undefined, unsigned }));
    }
    case 'boolean':
      return /^bool(ean)?$/.test(t.base) ? call('boolean') : undefined;
    case 'decimal':
      if (!/^(numeric|decimal|dec|fixed)$/.test(t.base)) return undefined;
      return call(
        'decimal',
        options({ precision: numberArg(first), scale: numberArg(second), unsigned }),
      );
    case 'float':
      if (t.args.length > 0) return undefined;
      if (t.base === 'float') return call('float', options({ unsigned }));
      return /^(double|double precision|real)$/.test(t.base)
        ? call(t.base === 'real' ? 'real' : 'double', options({ unsigned }))
        : undefined;
    case 'varchar':
      return numberArg(first) === undefined
        ? undefined
        : call('varchar', options({ length: numberArg(first) }));
    case 'char':
      return call('char', options({ length: numberArg(first) }));
    case 'text':
      return ['tinytext', 'text', 'mediumtext', 'longtext'].includes(t.base) && !t.args.length
        ? call(t.base)
        : undefined;
    case 'enum': {
      if (t.base !== 'enum') return undefined;
      const labels = typeLabels(t, 'mysql');
      // drizzle-kit reads an enum type back by cutting it at `(` and `,`, and escapes no backslash:
      // such labels go in the DDL's own type, in capitals, which drizzle-kit writes as it is.
      if (labels.some((l) => /[\\,(]/.test(l))) {
        ctx.use('customType');
        return `sqlType(${codeString(column.sqlType.replace(/^enum/i, 'ENUM'))})(NAME)`;
      }
      return `${ctx.use('mysqlEnum')}(NAME, [${labels.map(codeString).join(', ')}])`;
    }
    case 'date':
      return call('date', options({ mode: 'string' }));
    case 'time':
      return call('time', options({ fsp: numberArg(first) }));
    case 'datetime':
    case 'datetimetz':
      return call(
        t.base === 'timestamp' ? 'timestamp' : 'datetime',
        options({ fsp: numberArg(first), mode: 'string' }),
      );
    case 'json':
      return t.base === 'json' ? call('json') : undefined;
    case 'binary':
      if (t.base === 'binary' || t.base === 'varbinary')
        return numberArg(first) === undefined && t.base === 'varbinary'
          ? undefined
          : call(t.base, options({ length: numberArg(first) }));
      return undefined;
    default:
      return undefined;
  }
}

/** MariaDB's display width of each integer type, signed and unsigned (what it shows when none is given). */
const DISPLAY_WIDTH: Record<string, [number, number]> = {
  tinyint: [4, 3],
  smallint: [6, 5],
  mediumint: [9, 8],
  int: [11, 10],
  bigint: [20, 20],
};

/** SQLite's builders whose declared type is the DDL's exactly (SQLite keeps the text it is given). */
const SQLITE_BUILDERS: Record<string, string> = {
  integer: 'integer',
  text: 'text',
  real: 'real',
  blob: 'blob',
  numeric: 'numeric',
};

/** A SQLite builder call (NAME for the column name), or undefined for a custom type. */
function sqliteType(column: OrmColumn, ctx: TypeContext): string | undefined {
  const fn = SQLITE_BUILDERS[column.sqlType] ?? (ctx.rowid ? 'integer' : undefined);
  return fn ? `${ctx.use(fn)}(NAME)` : undefined;
}

/** The name an engine gives an unnamed check (PostgreSQL's `t_col_check`, MariaDB's `CONSTRAINT_1`). */
function defaultCheckName(
  table: string,
  column: string | undefined,
  dialect: DrizzleDialect,
  nth: number,
): string {
  if (dialect === 'postgresql')
    return postgresDefaultName(table, ...(column ? [column] : []), 'check');
  if (dialect === 'mysql') return `CONSTRAINT_${nth}`;
  return `${table}_check`;
}

/** The table's column an expression names first (PostgreSQL names a table's check after it). */
function firstColumn(expression: string, context: TableContext): string | undefined {
  const code = expression.replace(/'(?:[^']|'')*'/g, "''");
  let first: { column: string; at: number } | undefined;
  for (const column of context.table.columns) {
    const escaped = column.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const m = new RegExp(`(^|[^\\w])"?${escaped}"?($|[^\\w])`).exec(code);
    if (m && (!first || m.index < first.at)) first = { column: column.name, at: m.index };
  }
  return first?.column;
}

/**
 * SQLite: whether the primary key's own index already holds a unique key of these columns (the
 * same columns in the same order), so SQLite makes none for it, while drizzle-kit would create a
 * second index. A single INTEGER key is the rowid, which has no index.
 */
function sqliteKeyHolds(table: OrmTable, columns: string[]): boolean {
  const key = table.primaryKey;
  if (key.length !== columns.length || key.some((c, i) => c !== columns[i])) return false;
  const only = key.length === 1 ? table.columns.find((c) => c.name === key[0]) : undefined;
  return !(only && /^integer$/i.test(only.sqlType.trim()));
}

/**
 * MySQL: whether a column is the first of a key drizzle-kit writes in CREATE TABLE (MariaDB's rule
 * for an auto-increment column): the primary key, a unique key, a unique index (drizzle-kit's
 * MySQL writes one as a UNIQUE there), each as the module writes it. drizzle-kit creates the other
 * indexes after the table.
 */
function leadsKey(context: TableContext, column: string, w: Writer): boolean {
  const { table } = context;
  return (
    (table.primaryKey[0] === column &&
      (!namedKey(table, w, context.physical) || !primaryKeyFault(context, w))) ||
    table.uniques.some(
      (u) =>
        u.columns[0] === column &&
        !keyFault(context, w, { name: uniqueName(u, table, w), columns: u.columns }),
    ) ||
    table.indexes.some(
      (i) =>
        i.unique &&
        i.parts[0]?.column === column &&
        !keyFault(context, w, { name: i.name, columns: i.parts.map((p) => p.column ?? '') }),
    )
  );
}

/**
 * MySQL: the index that keys an auto-increment column no key of CREATE TABLE leads (see
 * leadsKey), which drizzle-kit would create after the table: the first that leads with the column
 * and that a unique key can state (plain columns, which it can write), or undefined.
 */
function autoKeyIndex(context: TableContext, column: string, w: Writer): OrmIndex | undefined {
  return context.table.indexes.find(
    (i) =>
      !i.unique &&
      i.parts[0]?.column === column &&
      !/^(fulltext|spatial)$/i.test(i.method ?? '') &&
      i.parts.every((p) => p.column !== undefined && !p.prefixLength && p.order !== 'DESC') &&
      !keyFault(context, w, { name: i.name, columns: i.parts.map((p) => p.column) }),
  );
}

/** The sequences PostgreSQL defaults take (`nextval('s')`), with their schemas (the table's where unwritten). */
function sequences(tables: OrmTable[]): Map<string, string | undefined> {
  const out = new Map<string, string | undefined>();
  for (const table of tables)
    for (const column of table.columns) {
      const sequence = defaultSequence(column.defaultSql);
      if (!sequence) continue;
      const schema = sequence.schema ?? table.schema;
      out.set(sequence.name, schema === 'public' ? undefined : schema);
    }
  return out;
}

/** A sequence a default takes: `export const s = pgSequence('s')` (Relata's DDL creates it). */
function sequenceBlock(
  name: string,
  w: Writer,
  constants: ReturnType<typeof nameScope>,
  schemaConstant: string | undefined,
): string {
  const constant = constants.claim(identifier(camelCase(name), RESERVED, { prefix: 'q' }));
  const call = schemaConstant ? `${schemaConstant}.sequence` : w.imports.use('pgSequence');
  return `export const ${constant} = ${call}(${codeString(name)});`;
}
