/**
 * The physical schema: what a set of CREATE TABLE statements says, independent of dialect.
 * Generators print it, importers read into it, and the diff compares two of them.
 */

import { utf8Bytes } from '../api/diagramLimits';
import type {
  ConflictResolution,
  Deferrability,
  ExtraSql,
  NamedType,
  ReferentialAction,
  View,
} from './model';
import type { SqlDialect } from './sql/dialects';

/** A column as SQL sees it. */
export interface PhysicalColumn {
  /** The diagram attribute it comes from, when there is one (the diff matches on it). */
  id?: string;
  name: string;
  /** The type as the diagram holds it (`string`, `varchar(80)`, ...); dialects map it when printing. */
  type: string;
  nullable: boolean;
  defaultValue: string | null;
  unique: boolean;
  autoIncrement: boolean;
  /** An identity column's generation (SQL-standard IDENTITY), when the source declared one. */
  identityGeneration?: 'ALWAYS' | 'BY DEFAULT';
  /** An identity or auto-increment column's first value and step, when not 1. */
  identityStart?: number;
  identityIncrement?: number;
  collation?: string;
  comment?: string;
  /** MySQL's ON UPDATE expression. */
  onUpdate?: string;
  /** MySQL's INVISIBLE column. */
  invisible?: boolean;
  /** MariaDB's COMPRESSED column (its values stored compressed). */
  compressed?: boolean;
  /** MySQL's prefix of the column in the primary key, as the source keyed it (see primaryKeyPrefixes). */
  keyPrefix?: number;
  /** A generated column's expression, and whether it is stored. */
  generated?: { expression: string; stored: boolean };
  /** MySQL's column `CHARACTER SET` (`latin1`), when the source named one. */
  charset?: string;
  /** SQLite's `ON CONFLICT` of the column's NOT NULL and UNIQUE. */
  onConflict?: { notNull?: ConflictResolution; unique?: ConflictResolution };
}

/** A foreign-key constraint, one or more columns referencing another table. */
export interface PhysicalForeignKey {
  name: string;
  columns: string[];
  refTable: string;
  /** The referenced table's schema, when it is not the default one. */
  refSchema?: string;
  refColumns: string[];
  onDelete?: ReferentialAction;
  onUpdate?: ReferentialAction;
  deferrable?: Deferrability;
  /** The model gives it no name (`name` is derived): SQLite, which keeps names as written, gets none. */
  unnamed?: boolean;
}

/** A unique constraint over one or more columns. */
export interface PhysicalUnique {
  name: string;
  columns: string[];
  /** SQLite's `ON CONFLICT` of the constraint. */
  onConflict?: ConflictResolution;
  /** PostgreSQL's `NULLS NOT DISTINCT`. */
  nullsNotDistinct?: boolean;
  /** PostgreSQL's DEFERRABLE; absent for NOT DEFERRABLE. */
  deferrable?: Deferrability;
}

/** One key part of an index: a column name or an expression, with its order. */
export interface PhysicalIndexPart {
  column?: string;
  expression?: string;
  order?: 'ASC' | 'DESC';
  /** PostgreSQL's `NULLS FIRST` / `NULLS LAST`, when written. */
  nulls?: 'FIRST' | 'LAST';
  /** MySQL's prefix length of a column part (`uri(64)`), in characters. */
  prefixLength?: number;
}

/** An index (CREATE INDEX). */
export interface PhysicalIndex {
  name: string;
  unique: boolean;
  parts: PhysicalIndexPart[];
  method?: string;
  where?: string;
  include?: string[];
  /** PostgreSQL's `NULLS NOT DISTINCT` of a unique index. */
  nullsNotDistinct?: boolean;
  /** The index's comment (MySQL's `COMMENT '...'`). */
  comment?: string;
  /**
   * The dialect its expressions are written in when the generator wrote them for the target
   * (a full-text index made for it): they are not translated again.
   */
  expressionDialect?: SqlDialect;
}

/** A CHECK constraint; `column` is set for a column-level check. */
export interface PhysicalCheck {
  name: string;
  expression: string;
  column?: string;
}

/** A project-level type (enum, domain, or another named type kept verbatim). */
export type PhysicalType = Omit<NamedType, 'id'>;

/** A view, with the names (not ids) of the tables it reads. */
export type PhysicalView = Omit<View, 'id' | 'x' | 'y' | 'tableIds'> & { tables?: string[] };

/** A statement kept verbatim. */
export type PhysicalExtra = Omit<ExtraSql, 'id'>;

/** A table with its columns, primary key and foreign keys. */
export interface PhysicalTable {
  /** The diagram table it comes from, when there is one (the diff matches on it). */
  id?: string;
  name: string;
  columns: PhysicalColumn[];
  primaryKey: string[];
  foreignKeys: PhysicalForeignKey[];
  /** The schema (namespace), when it is not the dialect's default one. */
  schema?: string;
  /** Whether the name is kept exactly (imported), rather than normalised by spec 2's rule. */
  exactName?: boolean;
  comment?: string;
  primaryKeyName?: string;
  /** SQLite's `ON CONFLICT` of the primary key. */
  primaryKeyOnConflict?: ConflictResolution;
  /**
   * MySQL's prefix lengths of primary-key columns (column name to characters), set where a key
   * would exceed MySQL's 3072 bytes (generate/mysqlLimits.ts).
   */
  primaryKeyPrefixes?: Record<string, number>;
  /** Unique constraints, single-column ones included when they are named or declared apart. */
  uniques?: PhysicalUnique[];
  indexes?: PhysicalIndex[];
  checks?: PhysicalCheck[];
  /** MySQL's table options (`ENGINE`, `DEFAULT CHARSET`, `COLLATE`), as the source gave them. */
  storage?: PhysicalStorage;
  /** PostgreSQL's `PARTITION BY` clause without its keywords (`RANGE (created_at)`). */
  partitionBy?: string;
  /** A PostgreSQL partition: its parent and its bound (`FOR VALUES ...` or `DEFAULT`). */
  partitionOf?: PhysicalTableRef & { bound: string };
  /** PostgreSQL's `INHERITS`: the parent tables, in order. */
  inherits?: PhysicalTableRef[];
  /** SQLite's WITHOUT ROWID. */
  withoutRowid?: boolean;
  /** SQLite's STRICT. */
  strict?: boolean;
  /** The column types are SQLite's declared types as written (a table read from SQLite). */
  sqliteTypes?: boolean;
  /** The dialect the column types are written in, for a table read from another (see the model). */
  typesDialect?: 'postgresql' | 'mysql' | 'mssql';
}

/** Another table a table names: its name and, outside the default one, its schema. */
export interface PhysicalTableRef {
  name: string;
  schema?: string;
}

/** MySQL's storage options of a table; absent ones are the server's defaults. */
export interface PhysicalStorage {
  engine?: string;
  charset?: string;
  collation?: string;
  /** `ROW_FORMAT=DYNAMIC`, `COMPRESSED`, ... */
  rowFormat?: string;
  /** `KEY_BLOCK_SIZE=8`, in kilobytes. */
  keyBlockSize?: number;
  /** `AUTO_INCREMENT=42`: the next value of the table's auto-increment column. */
  autoIncrement?: number;
  /** MySQL's `PARTITION BY ...` clause as written, partitions included. */
  partitioning?: string;
  /** MySQL's other table options (`STATS_PERSISTENT=0 PACK_KEYS=1`), as the model holds them. */
  options?: string;
  /** MariaDB's `WITH SYSTEM VERSIONING`. */
  systemVersioning?: boolean;
}

/** A whole schema, plus notes on anything the generator had to adjust. */
export interface PhysicalSchema {
  tables: PhysicalTable[];
  notes: string[];
  types?: PhysicalType[];
  views?: PhysicalView[];
  extras?: PhysicalExtra[];
}

/** Case-insensitive lookup key for table and column names. */
export const nameKey = (name: string): string => name.toLowerCase();

/**
 * What makes two keys of one CREATE TABLE the same key to PostgreSQL and SQLite, which fold the
 * later into the earlier: the columns in order (case aside), NULLS NOT DISTINCT and deferrability.
 */
export const keyShape = (
  columns: readonly string[],
  key?: Pick<PhysicalUnique, 'nullsNotDistinct' | 'deferrable'>,
): string => [...columns.map(nameKey), !!key?.nullsNotDistinct, key?.deferrable ?? ''].join('\0');

/**
 * The unique keys PostgreSQL and SQLite would fold, unseen, into an earlier key of the same CREATE
 * TABLE: one of the same shape (keyShape) as the primary key, a column's own UNIQUE or an earlier
 * unique key.
 */
export function repeatedUniques(table: PhysicalTable): Set<PhysicalUnique> {
  const repeated = new Set<PhysicalUnique>();
  const seen = new Set<string>();
  if (table.primaryKey.length > 0) seen.add(keyShape(table.primaryKey));
  const solePk = table.primaryKey.length === 1 ? nameKey(table.primaryKey[0] ?? '') : undefined;
  for (const c of table.columns)
    if (c.unique && nameKey(c.name) !== solePk) seen.add(keyShape([c.name]));
  for (const u of table.uniques ?? []) {
    const key = keyShape(u.columns, u);
    if (seen.has(key)) repeated.add(u);
    seen.add(key);
  }
  return repeated;
}

/**
 * A foreign key's name once MariaDB renamed its table from `from` to `to`: MariaDB renames the
 * names it would have made (`from_ibfk_N` becomes `to_ibfk_N`) with the table; others stay.
 */
export function mariadbRenamedForeignKey(name: string, from: string, to: string): string {
  return nameKey(name).startsWith(`${nameKey(from)}_ibfk_`)
    ? `${to}${name.slice(from.length)}`
    : name;
}

/** Finds a column of a table by name, ignoring case. */
export function findColumn(table: PhysicalTable, name: string): PhysicalColumn | undefined {
  const key = nameKey(name);
  return table.columns.find((c) => nameKey(c.name) === key);
}

/** Longest identifier every dialect accepts (PostgreSQL: 63 bytes, MySQL: 64). */
export const MAX_IDENTIFIER_LENGTH = 63;

/** Longest identifier per dialect: PostgreSQL's 63 bytes, MySQL's 64 and SQL Server's 128 characters; SQLite has none. */
export const IDENTIFIER_LIMIT: Record<SqlDialect, number> = {
  postgresql: 63,
  mysql: 64,
  sqlite: Infinity,
  mssql: 128,
};

function hash(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36);
}

/** A name cut to the identifier limit, with a short hash of the whole name so cut names stay distinct. */
export function shortName(name: string, max = MAX_IDENTIFIER_LENGTH): string {
  if (name.length <= max) return name;
  const suffix = `_${hash(name)}`;
  return name.slice(0, max - suffix.length) + suffix;
}

/**
 * The name PostgreSQL gives a key it names itself: `table_pkey`, `table_column_key`, the parts as
 * they are. One past its 63 bytes, which PostgreSQL would cut (and number against a clash), is
 * cut with a hash, as constraintName does, so that no two written names meet.
 */
export function postgresDefaultName(...parts: string[]): string {
  const name = parts.join('_');
  return utf8Bytes(name) <= IDENTIFIER_LIMIT.postgresql ? name : constraintName(...parts);
}

/**
 * A name cut to `max` bytes of UTF-8 at the end of a character: as PostgreSQL keeps one past its
 * 63 bytes (its truncate_identifier, with a NOTICE).
 */
export function cutToBytes(name: string, max = IDENTIFIER_LIMIT.postgresql): string {
  if (utf8Bytes(name) <= max) return name;
  let kept = '';
  let bytes = 0;
  for (const ch of name) {
    bytes += utf8Bytes(ch);
    if (bytes > max) break;
    kept += ch;
  }
  return kept;
}

/** A derived constraint name (`DF_table_column`): parts joined by `_`, other characters replaced, within the identifier limit. */
export function constraintName(...parts: string[]): string {
  return shortName(parts.join('_').replace(/[^\p{L}\p{N}_]+/gu, '_'));
}

/** Makes names unique within a scope by adding `_2`, `_3`, ... to repeats, ignoring case. */
export class NameScope {
  private readonly used = new Set<string>();

  /** `max`: the longest name the scope takes (a dialect's identifier limit). */
  constructor(readonly max = MAX_IDENTIFIER_LENGTH) {}

  /** Returns the name itself, or the name with the first free numeric suffix. */
  claim(name: string): string {
    const whole = shortName(name, this.max);
    const base = this.used.has(nameKey(whole)) ? shortName(name, this.max - 4) : whole;
    let candidate = base;
    for (let n = 2; this.used.has(nameKey(candidate)); n++) candidate = `${base}_${n}`;
    this.used.add(nameKey(candidate));
    return candidate;
  }
}
