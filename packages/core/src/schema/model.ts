import { z } from 'zod';

/** The four relationship kinds of a diagram (spec 2, §3). */
export const CARDINALITIES = ['ONE_TO_MANY', 'MANY_TO_ONE', 'ONE_TO_ONE', 'MANY_TO_MANY'] as const;

/** Cardinality of a relationship; the canvas creates ONE_TO_MANY. */
export const cardinalitySchema = z.enum(CARDINALITIES);

/** What a foreign key does when the referenced row is deleted or its key updated. */
export const REFERENTIAL_ACTIONS = [
  'NO ACTION',
  'RESTRICT',
  'CASCADE',
  'SET NULL',
  'SET DEFAULT',
] as const;
export const referentialActionSchema = z.enum(REFERENTIAL_ACTIONS);

/** Whether a constraint check may wait until the end of the transaction (PostgreSQL, SQLite). */
export const DEFERRABILITIES = [
  'NOT DEFERRABLE',
  'DEFERRABLE INITIALLY IMMEDIATE',
  'DEFERRABLE INITIALLY DEFERRED',
] as const;
export const deferrabilitySchema = z.enum(DEFERRABILITIES);

/**
 * SQLite's conflict resolution of a NOT NULL, UNIQUE or PRIMARY KEY constraint (`ON CONFLICT
 * REPLACE`): what an INSERT or UPDATE that breaks it does. Only SQLite has it.
 */
export const CONFLICT_RESOLUTIONS = ['ROLLBACK', 'ABORT', 'FAIL', 'IGNORE', 'REPLACE'] as const;
export const conflictResolutionSchema = z.enum(CONFLICT_RESOLUTIONS);

/** How an identity column generates its values. */
export const identityGenerationSchema = z.enum(['ALWAYS', 'BY DEFAULT']);
/** An identity's first value or step: a whole number JavaScript holds exactly. */
export const identityNumberSchema = z.number().int().safe();

/** What a column's flags and default are when a model leaves them out. */
export const ATTRIBUTE_DEFAULTS = {
  defaultValue: null,
  isNullable: true,
  isPrimaryKey: false,
  isForeignKey: false,
  isUnique: false,
  isIdentity: false,
  isAutoIncrement: false,
} as const;

/**
 * A word a generator writes without quotes (a MySQL engine, character set or collation name): only
 * letters, digits and underscores, so that no value can change the statement it is written into.
 */
export const sqlWordSchema = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/);

/** MySQL's other table options as kept: `NAME=value` pairs, a value a number, a word or a plain string. */
export const MYSQL_TABLE_OPTIONS =
  /^[A-Z_]+=(?:\d+|[A-Za-z][A-Za-z0-9_]*|'[A-Za-z0-9_ .,-]*')(?: [A-Z_]+=(?:\d+|[A-Za-z][A-Za-z0-9_]*|'[A-Za-z0-9_ .,-]*'))*$/;

/** A column of a table, with the flags the table editor shows (spec 2, §3 "Attribute"). */
export const attributeSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  type: z.string(),
  defaultValue: z.string().nullable().default(ATTRIBUTE_DEFAULTS.defaultValue),
  isNullable: z.boolean().default(ATTRIBUTE_DEFAULTS.isNullable),
  isPrimaryKey: z.boolean().default(ATTRIBUTE_DEFAULTS.isPrimaryKey),
  isForeignKey: z.boolean().default(ATTRIBUTE_DEFAULTS.isForeignKey),
  isUnique: z.boolean().default(ATTRIBUTE_DEFAULTS.isUnique),
  isIdentity: z.boolean().default(ATTRIBUTE_DEFAULTS.isIdentity),
  isAutoIncrement: z.boolean().default(ATTRIBUTE_DEFAULTS.isAutoIncrement),
  /**
   * How an identity column generates (`ALWAYS` refuses explicit values); absent means `BY DEFAULT`.
   * Only read when isIdentity is set.
   */
  identityGeneration: identityGenerationSchema.optional(),
  /** An identity or auto-increment column's first value (`START WITH 1000`, `IDENTITY(1000, 5)`); absent for 1. */
  identityStart: identityNumberSchema.optional(),
  /** An identity or auto-increment column's step (`INCREMENT BY 5`); absent for 1, never 0. */
  identityIncrement: identityNumberSchema
    .refine((n) => n !== 0, 'an identity steps by a number other than 0')
    .optional(),
  /** The column's collation as the source names it (`utf8mb4_bin`, `"C"`, `NOCASE`), or absent. */
  collation: z.string().optional(),
  /** The column's comment (COMMENT, COMMENT ON COLUMN, MS_Description), or absent. */
  comment: z.string().optional(),
  /** MySQL's column `CHARACTER SET` (`latin1`, `ascii`), when the source named one (issue 37). */
  charset: sqlWordSchema.optional(),
  /** MySQL's `ON UPDATE` expression (`CURRENT_TIMESTAMP`), or absent. */
  onUpdate: z.string().optional(),
  /** MySQL's and MariaDB's `INVISIBLE`: the column is left out of `SELECT *` and of an INSERT without a column list. */
  invisible: z.boolean().optional(),
  /** MariaDB's `COMPRESSED`: the column's values are stored compressed (zlib). */
  compressed: z.boolean().optional(),
  /**
   * MySQL's prefix of a primary-key column (`PRIMARY KEY (counter(128))` on a BLOB), in characters
   * (bytes for binary types); other engines key the whole column. Only read when isPrimaryKey is set.
   */
  keyPrefix: z.number().int().positive().max(65_535).optional(),
  /** A generated (computed) column's expression, and whether it is stored; absent for plain columns. */
  generated: z.object({ expression: z.string(), stored: z.boolean() }).optional(),
  /** SQLite's `ON CONFLICT` of the column's NOT NULL and UNIQUE, when written; absent for none. */
  onConflict: z
    .object({
      notNull: conflictResolutionSchema.optional(),
      unique: conflictResolutionSchema.optional(),
    })
    .optional(),
});

/** A named unique constraint over one or more columns (by attribute id, in key order). */
export const uniqueConstraintSchema = z.object({
  id: z.string().min(1),
  /** The constraint's name; '' lets the generator derive one. */
  name: z.string().default(''),
  columnIds: z.array(z.string().min(1)).min(1),
  /** SQLite's `ON CONFLICT` of the constraint, when written; absent for none. */
  onConflict: conflictResolutionSchema.optional(),
  /** PostgreSQL's `NULLS NOT DISTINCT` (15+): rows whose key holds NULLs collide too; absent for the default. */
  nullsNotDistinct: z.boolean().optional(),
  /** PostgreSQL's DEFERRABLE (and when it is checked); absent means NOT DEFERRABLE. */
  deferrable: deferrabilitySchema.optional(),
});

/** One key part of an index: a column (by attribute id) or an expression, with its sort order. */
export const indexPartSchema = z.object({
  /** The column, or absent when the part is an expression. */
  columnId: z.string().min(1).optional(),
  /** The expression (`lower(email)`), when the part is not a plain column. */
  expression: z.string().optional(),
  order: z.enum(['ASC', 'DESC']).optional(),
  /** PostgreSQL's `NULLS FIRST` / `NULLS LAST` of the part, when written; absent for the default. */
  nulls: z.enum(['FIRST', 'LAST']).optional(),
  /** MySQL's prefix length of a column part (`uri(64)`: 64 characters), or absent (issue 37). */
  prefixLength: z.number().int().positive().max(65_535).optional(),
});

/** An index of a table (CREATE INDEX), as the source wrote it. */
export const indexSchema = z.object({
  id: z.string().min(1),
  name: z.string().default(''),
  unique: z.boolean().default(false),
  parts: z.array(indexPartSchema).min(1),
  /** The access method (`btree`, `gin`, `hash`; MSSQL `CLUSTERED`/`NONCLUSTERED`); absent for the default. */
  method: z.string().optional(),
  /** The partial index predicate (`WHERE deleted_at IS NULL`) without the WHERE, or absent. */
  where: z.string().optional(),
  /** Non-key columns carried by the index (INCLUDE), by attribute id. */
  includeColumnIds: z.array(z.string().min(1)).optional(),
  /** PostgreSQL's `NULLS NOT DISTINCT` of a unique index (15+); absent for the default. */
  nullsNotDistinct: z.boolean().optional(),
  /** The index's comment (MySQL's `COMMENT '...'`, PostgreSQL's COMMENT ON INDEX), or absent (issue 37). */
  comment: z.string().optional(),
});

/** A CHECK constraint: on the table, or on one column when columnId is set. */
export const checkConstraintSchema = z.object({
  id: z.string().min(1),
  name: z.string().default(''),
  /** The boolean expression, without CHECK and its outer parentheses. */
  expression: z.string(),
  columnId: z.string().min(1).optional(),
});

/** A table on the canvas (spec 2, §3 "Table"): name, columns, position and size, and its constraints. */
export const tableSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  attributes: z.array(attributeSchema),
  x: z.number(),
  y: z.number(),
  width: z.number().default(200),
  height: z.number().default(100),
  /** The schema (namespace) the table lives in; absent or '' for the dialect's default (public, dbo). */
  schema: z.string().optional(),
  /**
   * Whether the name is an identifier kept exactly as written (imported tables): generators quote
   * it where needed instead of applying spec 2's lower-case-and-underscores rule.
   */
  exactName: z.boolean().optional(),
  comment: z.string().optional(),
  /** The header colour, a palette token or `#rrggbb`; absent for the theme's default. */
  color: z.string().optional(),
  /** The primary key's constraint name, when the source named it. */
  primaryKeyName: z.string().optional(),
  /** The primary key's columns in key order, when it differs from the columns' order. */
  primaryKeyOrder: z.array(z.string().min(1)).optional(),
  /** SQLite's `ON CONFLICT` of the primary key, when written; absent for none. */
  primaryKeyOnConflict: conflictResolutionSchema.optional(),
  uniques: z.array(uniqueConstraintSchema).optional(),
  indexes: z.array(indexSchema).optional(),
  checks: z.array(checkConstraintSchema).optional(),
  /**
   * MySQL's table options as the source gave them (issue 37): `ENGINE`, `DEFAULT CHARSET`,
   * `COLLATE`, `ROW_FORMAT`, `KEY_BLOCK_SIZE`, `AUTO_INCREMENT` and the partitioning. Absent ones
   * are the server's defaults.
   */
  storage: z
    .object({
      engine: sqlWordSchema.optional(),
      charset: sqlWordSchema.optional(),
      collation: sqlWordSchema.optional(),
      /** `ROW_FORMAT=DYNAMIC`, `COMPRESSED`, ... */
      rowFormat: sqlWordSchema.optional(),
      /** `KEY_BLOCK_SIZE=8`: the compressed page size, in kilobytes. */
      keyBlockSize: z.number().int().positive().optional(),
      /** `AUTO_INCREMENT=42`: the next value the table's auto-increment column gives. */
      autoIncrement: z.number().int().positive().safe().optional(),
      /** `PARTITION BY RANGE (year(d)) (PARTITION p0 VALUES LESS THAN (2020), ...)` as written. */
      partitioning: z.string().max(200_000).optional(),
      /**
       * The other options MySQL keeps for the table (`STATS_PERSISTENT=0 PACK_KEYS=1`): known
       * names, each with a number, a word or a plain string.
       */
      options: z.string().max(2000).regex(MYSQL_TABLE_OPTIONS).optional(),
      /** MariaDB's `WITH SYSTEM VERSIONING`: the table keeps every row's history. */
      systemVersioning: z.boolean().optional(),
    })
    .optional(),
  /** PostgreSQL's `PARTITION BY` clause without its keywords (`RANGE (created_at)`), or absent. */
  partitionBy: z.string().optional(),
  /**
   * A PostgreSQL partition: its parent table (by id) and its bound as written
   * (`FOR VALUES FROM ('2020-01-01') TO ('2021-01-01')`, `DEFAULT`).
   */
  partitionOf: z.object({ tableId: z.string().min(1), bound: z.string() }).optional(),
  /** PostgreSQL's `INHERITS`: the parent tables, by id, in order. */
  inherits: z.array(z.string().min(1)).min(1).optional(),
  /** SQLite's `WITHOUT ROWID`: the table is stored by its primary key and has no rowid (decision 0056). */
  withoutRowid: z.boolean().optional(),
  /** SQLite's `STRICT`: values must have the declared types (decision 0056). */
  strict: z.boolean().optional(),
  /**
   * The column types are SQLite's declared types as a SQLite script wrote them (a table read from
   * SQLite): SQLite gets them back as written, keeping each column's affinity; other dialects map them.
   */
  sqliteTypes: z.boolean().optional(),
  /**
   * The dialect a table read from a script or database wrote its column types in (PostgreSQL,
   * MySQL, MSSQL; SQLite's are sqliteTypes): where a name means less in another engine (a
   * PostgreSQL `text` is MySQL's LONGTEXT, not its 64 KB TEXT), that engine gets the larger type.
   */
  typesDialect: z.enum(['postgresql', 'mysql', 'mssql']).optional(),
});

/**
 * A relationship between two tables (spec 2, §3). The source is the referenced ("one") side and
 * the target holds the foreign-key column, as the canvas adds the foreign key to the target table.
 */
export const relationshipSchema = z.object({
  id: z.string().min(1),
  name: z.string().default(''),
  sourceTableId: z.string().min(1),
  targetTableId: z.string().min(1),
  sourceColumnId: z.string().min(1),
  targetColumnId: z.string().min(1),
  cardinality: cardinalitySchema.default('ONE_TO_MANY'),
  /** What the foreign key does on delete and update of the referenced row; absent means NO ACTION. */
  onDelete: referentialActionSchema.optional(),
  onUpdate: referentialActionSchema.optional(),
  /** Absent means NOT DEFERRABLE. */
  deferrable: deferrabilitySchema.optional(),
});

/** A free-text note placed on the canvas (spec 2, §3 "Comment"). */
export const commentSchema = z.object({
  id: z.string().min(1),
  text: z.string().default('New Comment'),
  x: z.number(),
  y: z.number(),
});

/** The kinds of project-level type: an enum (ordered labels), a domain (a constrained base type), or any other named type kept verbatim. */
export const TYPE_KINDS = ['enum', 'domain', 'other'] as const;

/**
 * A project-level type (CREATE TYPE ... AS ENUM, CREATE DOMAIN, a T-SQL alias type). Columns use it
 * by its name in their type. A MySQL inline `ENUM(...)` stays in the column's type instead.
 */
export const namedTypeSchema = z.object({
  id: z.string().min(1),
  schema: z.string().optional(),
  name: z.string(),
  kind: z.enum(TYPE_KINDS),
  /** An enum's labels, in order. */
  values: z.array(z.string()).optional(),
  /** A domain's (or alias type's) base type. */
  baseType: z.string().optional(),
  /** A domain's NOT NULL. */
  notNull: z.boolean().optional(),
  /** A domain's default expression. */
  defaultValue: z.string().optional(),
  /** A domain's CHECK constraints. */
  checks: z.array(z.object({ name: z.string().default(''), expression: z.string() })).optional(),
  /** For `other`: the whole CREATE statement, in `dialect`. */
  sql: z.string().optional(),
  dialect: z.string().optional(),
  comment: z.string().optional(),
});

/** A view: its defining query in the dialect it was written for, drawn as a read-only node. */
export const viewSchema = z.object({
  id: z.string().min(1),
  schema: z.string().optional(),
  name: z.string(),
  /** The SELECT (or VALUES) that defines it, without CREATE VIEW ... AS. */
  query: z.string(),
  /** The dialect the query is written in; other dialects get it with a note, or leave it out. */
  dialect: z.string(),
  materialized: z.boolean().optional(),
  /**
   * The view runs with the rights of whoever queries it, not its owner's (MySQL's `SQL SECURITY
   * INVOKER`, PostgreSQL's `security_invoker`); absent for the engines' default, the owner's.
   */
  securityInvoker: z.boolean().optional(),
  /** MySQL's `ALGORITHM=MERGE` or `TEMPTABLE` (a TEMPTABLE view takes no writes); absent for UNDEFINED. */
  algorithm: z.enum(['MERGE', 'TEMPTABLE']).optional(),
  /**
   * The name as the source spelled it, quotes and schema included (`[Current Product List]`):
   * written back as it is in the view's own dialect, where engines such as SQLite keep the
   * statement's text.
   */
  nameAsWritten: z.string().optional(),
  /** Column names declared after the view's name, if any. */
  columnNames: z.array(z.string()).optional(),
  /** The tables it reads (by table id), for the lines the canvas draws. */
  tableIds: z.array(z.string()).optional(),
  comment: z.string().optional(),
  x: z.number(),
  y: z.number(),
});

/**
 * A statement the model does not represent (function, trigger, procedure, rule, sequence, grant,
 * ...), kept verbatim and written back in its dialect only.
 */
export const extraSqlSchema = z.object({
  id: z.string().min(1),
  dialect: z.string(),
  /** What kind of statement it is (`function`, `trigger`, ...), for the Parser tab's list. */
  kind: z.string(),
  /** The object's name when the statement has one. */
  name: z.string().optional(),
  sql: z.string(),
});

/**
 * A subject area (issue 21, item 2): a named, coloured rectangle behind tables. `tables` names
 * the tables it groups by id (a DBML TableGroup's members); without a geometry an import draws
 * it around them.
 */
export const areaSchema = z.object({
  id: z.string().min(1).optional(),
  name: z.string(),
  /** A palette token or `#rrggbb`; absent for the theme's default. */
  color: z.string().optional(),
  tables: z.array(z.string()).optional(),
  x: z.number().optional(),
  y: z.number().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
});

/** Everything a diagram holds: what the generators, importers and diff work on. */
export const diagramModelSchema = z.object({
  tables: z.array(tableSchema).default([]),
  relationships: z.array(relationshipSchema).default([]),
  comments: z.array(commentSchema).default([]),
  types: z.array(namedTypeSchema).optional(),
  views: z.array(viewSchema).optional(),
  extraSql: z.array(extraSqlSchema).optional(),
  areas: z.array(areaSchema).optional(),
});

/** Relationship cardinality. */
export type Cardinality = z.infer<typeof cardinalitySchema>;
/** A table column. */
export type Attribute = z.infer<typeof attributeSchema>;
/** A table on the canvas. */
export type Table = z.infer<typeof tableSchema>;
/** A relationship between two tables. */
export type Relationship = z.infer<typeof relationshipSchema>;
/** A canvas comment. */
export type Comment = z.infer<typeof commentSchema>;
/** A foreign key's ON DELETE / ON UPDATE action. */
export type ReferentialAction = z.infer<typeof referentialActionSchema>;
/** A foreign key's deferrability. */
export type Deferrability = z.infer<typeof deferrabilitySchema>;
/** SQLite's conflict resolution (`ON CONFLICT REPLACE`). */
export type ConflictResolution = z.infer<typeof conflictResolutionSchema>;
/** A named unique constraint. */
export type UniqueConstraint = z.infer<typeof uniqueConstraintSchema>;
/** One key part of an index. */
export type IndexPart = z.infer<typeof indexPartSchema>;
/** A table's index. */
export type TableIndex = z.infer<typeof indexSchema>;
/** A CHECK constraint. */
export type CheckConstraint = z.infer<typeof checkConstraintSchema>;
/** A project-level type: enum, domain or other. */
export type NamedType = z.infer<typeof namedTypeSchema>;
/** A view. */
export type View = z.infer<typeof viewSchema>;
/** A subject area. */
export type Area = z.infer<typeof areaSchema>;
/** A statement kept verbatim. */
export type ExtraSql = z.infer<typeof extraSqlSchema>;
/** A whole diagram: tables, relationships and comments. */
export type DiagramModel = z.infer<typeof diagramModelSchema>;

/** A model as a body may send it: the fields with a default may be left out. */
export type DiagramModelInput = z.input<typeof diagramModelSchema>;

/** A column as a body or a stored row may give it: fields at their default may be left out. */
export type AttributeInput = z.input<typeof attributeSchema>;

const isDefault = (key: string, value: unknown) =>
  value === undefined ||
  (Object.hasOwn(ATTRIBUTE_DEFAULTS, key) &&
    ATTRIBUTE_DEFAULTS[key as keyof typeof ATTRIBUTE_DEFAULTS] === value);

/** The column without the fields that hold their default (ATTRIBUTE_DEFAULTS). */
export function withoutDefaults(attribute: Attribute): AttributeInput {
  const out: Record<string, unknown> = {};
  for (const key in attribute) {
    const value = attribute[key as keyof Attribute];
    if (!isDefault(key, value)) out[key] = value;
  }
  return out as AttributeInput;
}

/** The column with every field left out at its default filled in, in the schema's order. */
export function withDefaults({ id, name, type, ...rest }: AttributeInput): Attribute {
  return { id, name, type, ...ATTRIBUTE_DEFAULTS, ...rest };
}

/**
 * The model with every column field that holds its default (ATTRIBUTE_DEFAULTS) left out: the
 * model's schema reads it back the same, from about a third of the JSON (issue 21 item 5: an
 * import of 10 000 tables of 10 columns is 24 MB of JSON in full, 11 MB so).
 */
export function withoutAttributeDefaults(model: DiagramModel): DiagramModelInput {
  return {
    ...model,
    tables: model.tables.map((table) => ({
      ...table,
      attributes: table.attributes.map(withoutDefaults),
    })),
  };
}

/**
 * The tables and relationships of a model withoutAttributeDefaults wrote, its columns' default
 * fields filled in again: what the import's schema reads from it, without the schema's checks.
 * Only for a model this code wrote itself (the import worker's JSON on the importing screen, about
 * 0.5 s less than the schema at 10 000 tables); what a client sends goes through the schema.
 */
export function withAttributeDefaults(
  model: DiagramModelInput,
): Pick<DiagramModel, 'tables' | 'relationships'> {
  return {
    tables: (model.tables ?? []).map((table) => ({
      ...(table as DiagramModel['tables'][number]),
      attributes: table.attributes.map(withDefaults),
    })),
    relationships: (model.relationships ?? []) as DiagramModel['relationships'],
  };
}
