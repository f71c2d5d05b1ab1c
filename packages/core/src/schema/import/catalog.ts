import type {
  PhysicalCheck,
  PhysicalColumn,
  PhysicalExtra,
  PhysicalIndex,
  PhysicalStorage,
  PhysicalType,
  PhysicalUnique,
  PhysicalView,
} from '../physical';
import { mariadbRenamedForeignKey } from '../physical';
import type { ConflictResolution, Deferrability, ReferentialAction } from '../model';
import type { SqlDialect } from '../sql/dialects';
import { triggerTable } from '../sql/routineText';

/** Something the importer reports about one line of the input. */
export interface ImportDiagnostic {
  line: number;
  message: string;
}

/** A column as read from DDL, with MySQL's character set and BINARY attribute until its collation is known. */
export type ImportedColumn = Omit<PhysicalColumn, 'id'> & { charset?: string; binary?: boolean };

/** A schema-qualified name; schema is null for the default schema (public, dbo, main). */
export interface QualifiedName {
  schema: string | null;
  name: string;
}

/** A foreign key as read from DDL; refColumns is empty when the DDL names only the table. */
export interface ImportedForeignKey {
  name: string | null;
  columns: string[];
  ref: QualifiedName;
  refColumns: string[];
  onDelete?: ReferentialAction;
  onUpdate?: ReferentialAction;
  deferrable?: Deferrability;
  line: number;
}

/**
 * A foreign key to a table the script does not create, its columns by their names in the table:
 * an "Add to diagram" import links it to the canvas's table of that name, if there is one.
 */
export interface OutsideForeignKey {
  line: number;
  table: QualifiedName;
  name: string | null;
  columns: string[];
  ref: QualifiedName;
  refColumns: string[];
  onDelete?: ReferentialAction;
  onUpdate?: ReferentialAction;
  deferrable?: Deferrability;
  /** How the summary names it: `orders.customer_id → customers(id)`. */
  reference: string;
  /** How a note names it: `foreign key orders_fk on orders (customer_id)`. */
  label: string;
}

/** A table as read from DDL. */
export interface ImportedTable extends QualifiedName {
  columns: ImportedColumn[];
  primaryKey: string[];
  primaryKeyName?: string;
  /** SQLite's `ON CONFLICT` of the primary key. */
  primaryKeyOnConflict?: ConflictResolution;
  foreignKeys: ImportedForeignKey[];
  uniques: PhysicalUnique[];
  indexes: PhysicalIndex[];
  checks: PhysicalCheck[];
  comment?: string;
  /** MySQL's default character set of the table (`DEFAULT CHARSET=utf8mb4`). */
  charset?: string;
  /** MySQL's ENGINE, DEFAULT CHARSET and COLLATE, as written. */
  storage?: PhysicalStorage;
  inherits: QualifiedName[];
  /** PostgreSQL's `PARTITION BY` clause without its keywords (`RANGE (created_at)`). */
  partitionBy?: string;
  /** A PostgreSQL partition: its parent and its bound (`FOR VALUES ...` or `DEFAULT`). */
  partitionOf?: { parent: QualifiedName; bound: string };
  line: number;
  /** SQLite's WITHOUT ROWID and STRICT. */
  withoutRowid?: boolean;
  strict?: boolean;
  /** SQLite's `INTEGER PRIMARY KEY DESC` column, which (unlike the others) is no alias of the rowid. */
  descendingIntegerKey?: string;
}

/** The dialects' default schemas: a name in one of them is held unqualified. */
export const DEFAULT_SCHEMAS: ReadonlySet<string> = new Set(['public', 'dbo', 'main']);

/**
 * A foreign key that could not become a relationship (issue 36, item 3): `reference` reads
 * `orders.customer_id → customers(id)`, `reason` says what is missing.
 */
export interface UnresolvedReference {
  line: number;
  reference: string;
  reason: string;
}

/** Everything read so far: tables, types, views and verbatim statements, and the diagnostics. */
export class Catalog {
  readonly tables = new Map<string, ImportedTable>();
  /** Enums, domains and other named types, by lookup key. */
  readonly types = new Map<string, PhysicalType>();
  readonly views: PhysicalView[] = [];
  /** Statements kept verbatim, in source order. */
  readonly extras: PhysicalExtra[] = [];
  /** Kept triggers whose table was renamed after them, by the key of the table's new name. */
  private readonly movedTriggers = new Map<PhysicalExtra, string>();
  /** SQLite's virtual tables the script creates, with their module (`fts5`, `rtree`). */
  readonly virtualTables: (QualifiedName & { module: string })[] = [];
  /** Sequences the script creates (lookup keys), so `nextval` defaults on them stay as written. */
  readonly sequences = new Set<string>();
  readonly warnings: ImportDiagnostic[] = [];
  readonly errors: ImportDiagnostic[] = [];
  /** Foreign keys whose columns do not match what they reference in the script. */
  readonly unresolved: UnresolvedReference[] = [];
  /** Foreign keys to tables the script does not create (the canvas may hold them). */
  readonly outside: OutsideForeignKey[] = [];
  /** The schema of a PostgreSQL CREATE SCHEMA statement whose elements are being read. */
  schemaContext: string | null = null;

  constructor(readonly dialect: SqlDialect) {}

  /** Turns dotted name parts into a schema and name, dropping databases and default schemas. */
  qualify(parts: string[]): QualifiedName {
    const name = parts[parts.length - 1] ?? '';
    let schema =
      this.dialect === 'mysql' || parts.length < 2 ? null : (parts[parts.length - 2] ?? null);
    if (parts.length < 2 && this.schemaContext !== null) schema = this.schemaContext;
    if (schema !== null && DEFAULT_SCHEMAS.has(schema.toLowerCase())) schema = null;
    return { schema, name };
  }

  /** The lookup key of a qualified name (case-insensitive). */
  key(q: QualifiedName): string {
    return (q.schema === null ? q.name : `${q.schema}.${q.name}`).toLowerCase();
  }

  /** Finds a table; an unqualified name also matches a table of the same name in another schema. */
  find(q: QualifiedName): ImportedTable | undefined {
    const exact = this.tables.get(this.key(q));
    if (exact || q.schema !== null) return exact;
    const name = q.name.toLowerCase();
    return [...this.tables.values()].find((t) => t.name.toLowerCase() === name);
  }

  /**
   * Renames a table (ALTER TABLE … RENAME TO, RENAME TABLE): what references it follows it, as
   * the engines hold a reference to the table, not to its name (foreign keys, a partition's parent,
   * an inheriting table's parents).
   */
  rename(table: ImportedTable, to: QualifiedName): void {
    const follows = (q: QualifiedName) => (this.find(q) === table ? { ...to } : q);
    for (const t of this.tables.values()) {
      for (const fk of t.foreignKeys) fk.ref = follows(fk.ref);
      t.inherits = t.inherits.map(follows);
      if (t.partitionOf) t.partitionOf.parent = follows(t.partitionOf.parent);
    }
    // MariaDB renames the table's `old_ibfk_N` foreign keys with it.
    if (this.dialect === 'mysql')
      for (const fk of table.foreignKeys)
        if (fk.name !== null) fk.name = mariadbRenamedForeignKey(fk.name, table.name, to.name);
    const before = this.key(table);
    const triggers = this.extras.filter((e) => this.triggerTableKey(e) === before);
    this.tables.delete(before);
    table.schema = to.schema;
    table.name = to.name;
    this.tables.set(this.key(table), table);
    for (const trigger of triggers) this.movedTriggers.set(trigger, this.key(table));
  }

  /** Drops a table (DROP TABLE), and with it the triggers on it, as the engines do. */
  dropTable(q: QualifiedName): void {
    const key = this.key(q);
    this.tables.delete(key);
    this.dropExtras((e) => this.triggerTableKey(e) === key);
  }

  /** Takes out the statements kept as written that `drops` says go; answers whether any went. */
  dropExtras(drops: (extra: PhysicalExtra) => boolean): boolean {
    const kept = this.extras.filter((e) => !drops(e));
    const dropped = kept.length < this.extras.length;
    this.extras.splice(0, this.extras.length, ...kept);
    return dropped;
  }

  /** The key of the table a kept trigger is on: where a rename moved it, or as its text says. */
  private triggerTableKey(extra: PhysicalExtra): string | undefined {
    if (extra.kind !== 'trigger') return undefined;
    const moved = this.movedTriggers.get(extra);
    if (moved !== undefined) return moved;
    const on = triggerTable(extra.sql);
    return on && this.key(this.qualify(on.schema === undefined ? [on.name] : [on.schema, on.name]));
  }

  /** Adds a table, in place of one of the same name (CREATE OR REPLACE TABLE). */
  add(table: ImportedTable): void {
    this.tables.set(this.key(table), table);
  }

  /** Keeps a statement the model does not represent, verbatim, for this dialect. */
  keep(kind: string, name: string | undefined, sql: string): void {
    this.extras.push({ dialect: this.dialect, kind, ...(name ? { name } : {}), sql });
  }

  /** Records a note about a statement that was skipped or read only in part. */
  warn(line: number, message: string): void {
    this.warnings.push({ line, message });
  }

  /** Records a statement that could not be read. */
  error(line: number, message: string): void {
    this.errors.push({ line, message });
  }
}

/** A table as the diagnostics name it: `schema.table` outside the default schema. */
export const displayName = (t: QualifiedName): string =>
  t.schema === null ? t.name : `${t.schema}.${t.name}`;
