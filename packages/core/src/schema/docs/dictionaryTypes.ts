/**
 * The shape of a data dictionary: a model described for readers, names resolved and sorted, every
 * table, view and type with its anchor id. The Markdown and HTML writers only lay it out.
 */
import type { Cardinality, NamedType, ReferentialAction } from '../model';

/** A link to a table, view or type of the dictionary: its display name and its anchor id. */
export interface DictionaryRef {
  /** `schema.name`, or the bare name in the default schema. */
  name: string;
  anchor: string;
}

/** One key a column takes part in, as the Keys cell lists it. */
export type ColumnKey =
  | { kind: 'PK' }
  | { kind: 'UNIQUE' }
  /** A foreign key; `target` is absent when the column is flagged FK but no relationship says where to. */
  | { kind: 'FK'; target?: DictionaryRef & { column: string } };

/** A column of a table. */
export interface DictionaryColumn {
  name: string;
  /** The type as the chosen dialect writes it (a project type by its name); '' for none. */
  type: string;
  nullable: boolean;
  /** The default expression as written, or null. */
  defaultValue: string | null;
  /** A computed column's expression, and whether it is stored. */
  generated?: { expression: string; stored: boolean };
  /** Whether the database numbers it (identity or auto-increment). */
  autoIncrement: boolean;
  keys: ColumnKey[];
  comment?: string;
}

/** An index: its key parts as written (`lower(email)`, `created_at DESC`). */
export interface DictionaryIndex {
  name: string;
  parts: string[];
  unique: boolean;
  /** The access method (`btree`, `gin`), when the model names one. */
  method?: string;
  /** The partial index's predicate, without WHERE. */
  where?: string;
}

/** A unique constraint over one or more columns. */
export interface DictionaryUnique {
  name: string;
  columns: string[];
}

/** A CHECK constraint; `column` names the column it is declared on, if any. */
export interface DictionaryCheck {
  name: string;
  expression: string;
  column?: string;
}

/**
 * A relationship, read as a foreign key: `from` holds it and `to` is referenced. A many-to-many
 * relationship has no foreign key in the model (the generators add a join table); `from` is
 * then its source.
 */
export interface DictionaryRelationship {
  /** The foreign key's name, '' when the model gives none. */
  name: string;
  cardinality: Cardinality;
  from: DictionaryRef & { columns: string[] };
  to: DictionaryRef & { columns: string[] };
  onDelete: ReferentialAction;
  onUpdate: ReferentialAction;
  /** Whether a foreign-key column may be NULL: a row of `from` may then have no row of `to`. */
  optional: boolean;
}

/** A table with everything the dictionary says of it. */
export interface DictionaryTable extends DictionaryRef {
  schema?: string;
  /** The bare name, without the schema. */
  tableName: string;
  comment?: string;
  columns: DictionaryColumn[];
  uniques: DictionaryUnique[];
  indexes: DictionaryIndex[];
  checks: DictionaryCheck[];
  /** This table's foreign keys (and many-to-many relationships it is the source of). */
  relationshipsOut: DictionaryRelationship[];
  /** Other tables' foreign keys to this one (a self-reference is in both lists). */
  relationshipsIn: DictionaryRelationship[];
  /** The views that read this table, as the model records them. */
  views: DictionaryRef[];
}

/** A view: its columns when declared, the tables it reads, and its query. */
export interface DictionaryView extends DictionaryRef {
  schema?: string;
  viewName: string;
  comment?: string;
  materialized: boolean;
  columns: string[];
  tables: DictionaryRef[];
  /** The defining query, without CREATE VIEW ... AS. */
  sql: string;
  /** The dialect the query is written in. */
  dialect: string;
}

/** A project type: an enum's labels, a domain's base type and constraints, or another type's SQL. */
export interface DictionaryType extends DictionaryRef {
  schema?: string;
  typeName: string;
  kind: NamedType['kind'];
  comment?: string;
  values: string[];
  baseType?: string;
  notNull: boolean;
  defaultValue?: string;
  checks: DictionaryCheck[];
  /** For `other`: the whole CREATE statement as the source wrote it. */
  sql?: string;
}

/** Everything the documentation of a model shows, each list sorted by schema and then name. */
export interface DataDictionary {
  tables: DictionaryTable[];
  enums: DictionaryType[];
  domains: DictionaryType[];
  /** Project types that are neither enums nor domains (T-SQL alias types, composite types). */
  otherTypes: DictionaryType[];
  views: DictionaryView[];
}
