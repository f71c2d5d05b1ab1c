/**
 * What every ORM writer reads (issue 40): the diagram as Relata's DDL writes it for one dialect,
 * column by column. Each column's type and default are the very ones the SQL generator writes
 * (adaptSchema, then the SQL writer's typeOf and defaultOf), so the database an ORM creates from
 * its code can be compared with the one Relata's own script creates, and the notes of that
 * conversion come along.
 */
import type { DiagramModel } from '../model';
import {
  constraintName,
  findColumn,
  IDENTIFIER_LIMIT,
  type PhysicalCheck,
  type PhysicalExtra,
  type PhysicalForeignKey,
  type PhysicalIndex,
  type PhysicalSchema,
  type PhysicalTable,
  type PhysicalUnique,
} from '../physical';
import { adaptSchema, typeKey } from '../generate/adapt';
import { CHECK_FUNCTION_BODIES_OFF, extrasBeforeTables, sqlWriter } from '../generate';
import { createIndex, IndexNames, indexPart, indexWhere } from '../generate/indexes';
import { createType, writeExtra } from '../generate/objects';
import type { SqlWriter } from '../generate/sqlWriter';
import { sourceDialect } from '../generate/dialect';
import { parseType, type ParsedType } from '../sql/types';
import type { SqlDialect } from '../sql/dialects';
import { toPhysical } from '../toPhysical';
import { standardLiterals } from '../quoting';

/** The sequence a PostgreSQL default takes: the ORM writers declare it (one reader with the importer's). */
export { defaultSequence, type DefaultSequence } from '../sql/sequenceDefault';

/** An enum a column takes: a project type (PostgreSQL) or the labels of MySQL's inline ENUM. */
export interface OrmEnum {
  name: string;
  schema?: string;
  values: string[];
  /** The DDL's CREATE TYPE statement of a project type (PostgreSQL). */
  created?: string;
}

/** A column as the dialect's DDL writes it. */
export interface OrmColumn {
  /** The name in the database. */
  name: string;
  /** The type Relata's DDL writes, in the dialect. */
  sqlType: string;
  type: ParsedType;
  /** The enum the column takes, when its type is one. */
  enumType?: OrmEnum;
  /** The domain the column takes (PostgreSQL), with its base type. */
  domain?: { name: string; baseType: string };
  nullable: boolean;
  /** The DEFAULT Relata's DDL writes, or null. */
  defaultSql: string | null;
  /** Numbered by the database (identity, auto-increment, serial). */
  autoIncrement: boolean;
  /** How: a PostgreSQL serial type, an identity column (how Relata's DDL numbers in PostgreSQL and SQL Server), else auto-increment. */
  numbering?: 'serial' | 'identity';
  comment?: string;
  /** A generated column's expression as Relata's DDL writes it in the dialect. */
  generated?: { expression: string; stored: boolean };
}

/**
 * An index Relata's DDL writes: the design's, with what the DDL writes of it in the dialect: each
 * part's expression (null for a column) and the WHERE (absent where the DDL writes it whole).
 */
export interface OrmIndex extends PhysicalIndex {
  written: { parts: (string | null)[]; where?: string };
}

/** A table as the dialect's DDL writes it. */
export interface OrmTable {
  name: string;
  schema?: string;
  comment?: string;
  columns: OrmColumn[];
  primaryKey: string[];
  primaryKeyName?: string;
  /** Unique keys, a column's own UNIQUE among them (named as the DDL leaves it: ''). */
  uniques: PhysicalUnique[];
  indexes: OrmIndex[];
  foreignKeys: PhysicalForeignKey[];
  /** The checks Relata's DDL writes, each expression in the dialect (MySQL's names cut to 64). */
  checks: PhysicalCheck[];
}

/** The diagram for one ORM: its tables, enums, views by name, and the conversion's notes. */
export interface OrmSchema {
  dialect: SqlDialect;
  tables: OrmTable[];
  enums: OrmEnum[];
  views: string[];
  /**
   * What Relata's PostgreSQL DDL creates before the tables that the ORM does not (see
   * setupStatements): extensions, routines, domains, which columns, indexes and checks may need.
   */
  setup: string[];
  notes: string[];
  /** The schema Relata's DDL writes (adaptSchema's), which the writers read for what the view above leaves out. */
  physical: PhysicalSchema;
  /** The SQL writer of that schema, whose expressions, names and types the ORM code takes. */
  sqlWriter: SqlWriter;
}

/** The diagram as Relata's DDL writes it for `dialect`, for an ORM writer. */
export function ormSchema(model: DiagramModel, dialect: SqlDialect): OrmSchema {
  const schema = adaptSchema(toPhysical(model, IDENTIFIER_LIMIT[dialect]), dialect);
  const w = sqlWriter(schema, dialect);
  const types = new Map(
    (schema.types ?? [])
      .filter((t) => t.kind === 'enum' && t.values)
      .map((t) => [typeKey(t.name), t] as const),
  );
  const domains = new Map(
    (schema.types ?? [])
      .filter((t) => t.kind === 'domain' && t.baseType)
      .map((t) => [typeKey(t.name), t] as const),
  );
  const enums = new Map<string, OrmEnum>();
  // Index names as Relata's DDL writes them (indexStatements): keys first, then each index.
  const indexNames = new IndexNames(dialect);
  for (const t of schema.tables) {
    indexNames.claimTable(t);
    if (t.primaryKeyName) indexNames.claim(t, t.primaryKeyName);
    for (const u of t.uniques ?? []) if (u.name) indexNames.claim(t, u.name);
  }
  const tables = schema.tables.map((table): OrmTable => {
    const auto = w.autoIncrementColumns(table);
    const columns = table.columns.map((column): OrmColumn => {
      const sqlType = w.typeOf(column, table);
      const type = parseType(sqlType);
      const named = types.get(typeKey(column.type));
      let enumType: OrmEnum | undefined;
      if (named && dialect === 'postgresql') {
        const created = createType(named, w);
        enumType = {
          name: named.name,
          ...(named.schema ? { schema: named.schema } : {}),
          values: named.values ?? [],
          ...(created ? { created } : {}),
        };
        enums.set(typeKey(named.name), enumType);
      } else if (type.kind === 'enum' && type.base === 'enum')
        enumType = {
          name: `${table.name}_${column.name}`,
          values: typeLabels(type, dialect),
        };
      const domain = dialect === 'postgresql' ? domains.get(typeKey(column.type)) : undefined;
      // PostgreSQL's serial types number themselves (the SQL writer keeps them as types).
      const serial = dialect === 'postgresql' && /^(small|big)?serial$/.test(type.base);
      const isAuto = auto.has(column) || serial || w.isSqliteRowid(table, column);
      const defaultSql = isAuto ? null : w.defaultOf(column, table, sqlType);
      return {
        name: column.name,
        sqlType,
        type,
        ...(enumType ? { enumType } : {}),
        ...(domain?.baseType ? { domain: { name: domain.name, baseType: domain.baseType } } : {}),
        nullable: w.nullable(table, column),
        defaultSql,
        autoIncrement: auto.has(column) || serial,
        ...(serial
          ? { numbering: 'serial' as const }
          : auto.has(column) && (dialect === 'postgresql' || dialect === 'mssql')
            ? { numbering: 'identity' as const }
            : {}),
        ...(column.comment ? { comment: column.comment } : {}),
        ...generatedOf(w, table, column),
      };
    });
    return {
      name: table.name,
      ...(table.schema ? { schema: table.schema } : {}),
      ...(table.comment ? { comment: table.comment } : {}),
      columns,
      primaryKey: table.primaryKey,
      ...(table.primaryKeyName ? { primaryKeyName: table.primaryKeyName } : {}),
      uniques: columnUniques(table),
      indexes: (table.indexes ?? []).flatMap((i): OrmIndex[] => {
        // What the DDL cannot write is left out (noted), as there.
        const scratch = new IndexNames(dialect);
        if (!w.isInlineIndex(table, i) && createIndex(table, i, scratch, w) === null) return [];
        // Named as createIndex names it: an unnamed one after its table and columns.
        const wanted =
          i.name || constraintName(table.name, ...i.parts.map((p) => p.column ?? 'expr'), 'idx');
        return [
          { ...i, name: indexNames.claim(table, wanted), written: writtenIndex(table, i, w) },
        ];
      }),
      foreignKeys: table.foreignKeys,
      checks: (table.checks ?? []).flatMap((c) => {
        const written = w.writtenCheck(table, c);
        return written ? [{ ...c, name: written.name, expression: written.sql }] : [];
      }),
    };
  });
  return {
    dialect,
    tables,
    enums: [...enums.values()],
    views: (schema.views ?? []).map((v) => v.name),
    setup: setupStatements(w, schema),
    notes: [...new Set([...schema.notes, ...w.allNotes()])],
    physical: schema,
    sqlWriter: w,
  };
}

/**
 * What Relata's PostgreSQL DDL creates before the tables that an ORM does not create itself: the
 * extra SQL (extensions, routines, …; not schemas or sequences) and the project types other than
 * enums, in the DDL's order; SQL Server's alias types.
 */
function setupStatements(w: SqlWriter, schema: PhysicalSchema): string[] {
  // SQL Server: the alias types (CREATE TYPE … FROM) columns take by name.
  if (w.dialect === 'mssql')
    return (schema.types ?? []).flatMap((t) => (t.kind === 'enum' ? [] : (createType(t, w) ?? [])));
  if (w.dialect !== 'postgresql') return [];
  const { first, rest, routines } = extrasBeforeTables(w, schema);
  const extra = (e: PhysicalExtra) =>
    /^(schema|sequence)$/i.test(e.kind) ? [] : (writeExtra(e, w) ?? []);
  return [
    ...(routines ? [CHECK_FUNCTION_BODIES_OFF] : []),
    ...first.flatMap(extra),
    ...(schema.types ?? []).flatMap((t) => (t.kind === 'enum' ? [] : (createType(t, w) ?? []))),
    ...rest.flatMap(extra),
  ];
}

/** A column's generated expression as the DDL writes it (none where it writes a plain column). */
function generatedOf(
  w: SqlWriter,
  table: PhysicalTable,
  column: PhysicalTable['columns'][number],
): Pick<OrmColumn, 'generated'> {
  const g = w.generatedSql(table, column);
  return g ? { generated: { expression: g.sql, stored: g.stored } } : {};
}

/** What the DDL writes of an index in the dialect: its parts' expressions and its WHERE. */
function writtenIndex(
  table: PhysicalTable,
  index: PhysicalIndex,
  w: SqlWriter,
): OrmIndex['written'] {
  const from = index.expressionDialect ?? sourceDialect(table);
  const parts = index.parts.map((p) => {
    if (p.column !== undefined) return null;
    // The order is the part's own (p.order, p.nulls), not the expression's.
    const written = indexPart(
      { ...p, order: undefined, nulls: undefined },
      w,
      table.columns,
      from,
      !!index.expressionDialect,
    );
    return 'sql' in written ? written.sql : null;
  });
  if (!index.where || w.dialect === 'mysql') return { parts };
  const where = indexWhere(table, index.where, w);
  return 'sql' in where ? { parts, where: where.sql } : { parts };
}

/** A table's unique keys, with each column marked UNIQUE as a key of its own (unnamed: ''). */
function columnUniques(table: PhysicalTable): PhysicalUnique[] {
  const solePk = table.primaryKey.length === 1 ? table.primaryKey[0] : undefined;
  const own = table.columns
    .filter((c) => c.unique && c.name !== solePk)
    .filter(
      (c) => !(table.uniques ?? []).some((u) => u.columns.length === 1 && u.columns[0] === c.name),
    )
    .map((c): PhysicalUnique => ({ name: '', columns: [c.name] }));
  return [...own, ...(table.uniques ?? [])].filter((u) =>
    u.columns.every((name) => findColumn(table, name)),
  );
}

/**
 * PostgreSQL: the unique indexes that foreign keys reference where no primary or unique key of the
 * same columns does, each with a foreign key that needs it (`table.columns`). drizzle-kit creates
 * foreign keys before indexes, and Django 3.2's migration before its constraints, where PostgreSQL
 * refuses them: their writers key such an index in CREATE TABLE instead. `keyColumns` answers the
 * columns of an index the ORM can write as such a key (undefined for one it cannot), and `takes`
 * whether a foreign key, of `table` to `target`, is one the ORM writes.
 */
export function indexesForeignKeysNeed(
  tables: Iterable<OrmTable>,
  targetOf: (table: OrmTable, fk: PhysicalForeignKey) => OrmTable | undefined,
  keyColumns: (index: OrmIndex) => string[] | undefined,
  takes: (table: OrmTable, fk: PhysicalForeignKey, target: OrmTable) => boolean = () => true,
): Map<OrmIndex, string> {
  const found = new Map<OrmIndex, string>();
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((c) => b.includes(c));
  for (const table of tables)
    for (const fk of table.foreignKeys) {
      const target = targetOf(table, fk);
      if (
        !target ||
        !takes(table, fk, target) ||
        same(target.primaryKey, fk.refColumns) ||
        target.uniques.some((u) => same(u.columns, fk.refColumns))
      )
        continue;
      const index = target.indexes.find((i) => {
        const columns = keyColumns(i);
        return columns !== undefined && same(columns, fk.refColumns);
      });
      if (index && !found.has(index)) found.set(index, `${table.name}.${fk.columns.join(', ')}`);
    }
  return found;
}

/**
 * The labels of an ENUM(…) or SET(…) type as the dialect's DDL spells them: each argument's text,
 * with MySQL's escapes undone (Relata's MySQL DDL writes a backslash as `\\`, a NUL as `\0`).
 */
export function typeLabels(type: ParsedType, dialect: SqlDialect): string[] {
  return type.args.map((a) =>
    standardLiterals(a, dialect).replace(/^'|'$/g, '').replace(/''/g, "'"),
  );
}
