import {
  findColumn,
  repeatedUniques,
  shortName,
  type PhysicalCheck,
  type PhysicalColumn,
  type PhysicalForeignKey,
  type PhysicalIndex,
  type PhysicalSchema,
  type PhysicalTable,
  type PhysicalTableRef,
  type PhysicalUnique,
  type PhysicalView,
  type PhysicalType,
} from '../physical';
import type { ConflictResolution } from '../model';
import { keyedColumns } from '../toPhysical';
import { convertDefault } from '../sql/defaultValue';
import { introducerNote, withoutIntroducers } from '../sql/charsetIntroducer';
import {
  isNumberExpression,
  namesColumn,
  notImmutableInPostgres,
  translateExpression,
  withoutLiterals,
} from '../sql/expressions';
import { notInSqlite } from '../sql/sqliteFunctions';
import { convertType, isIntegerType, isUnknownType, isValidType } from '../sql/typeMapping';
import { parseType } from '../sql/types';
import { quoteIdentifier, sqlCommentLines, sqlString } from '../quoting';
import { createsType, isDialect, typeKey } from './adapt';
import { collationFor } from './collation';
import { sourceDialect, tableRef, type DialectSpec } from './dialect';
import { indexPart } from './indexes';
import { foreignKeyActions } from './foreignKeys';
import { checkExpression, commentStatements, type ObjectContext } from './objects';
import { GroupedNotes } from './groupedNotes';
import { ON_UPDATE_NOW } from './onUpdateTriggers';
import { tableShape } from './partitions';
import { tableOptions } from './tableOptions';

/** Prints physical tables as one dialect's DDL, collecting notes on what it had to change. */
export class SqlWriter implements ObjectContext {
  readonly dialect;
  readonly notes: string[] = [];
  readonly grouped = new GroupedNotes();
  private readonly keyed: Set<PhysicalColumn>;
  /** Columns some index covers. */
  private readonly indexed: Set<PhysicalColumn>;
  /** Whether the script creates PostGIS (CREATE EXTENSION postgis), which geometry columns need. */
  private readonly postgis: boolean;
  /** Project types the dialect creates, by lookup key: columns use them by name, quoted its way. */
  private readonly namedTypes: Map<string, PhysicalType>;
  /** All the schema's tables (a partition is written after what its parent holds). */
  readonly tables: readonly PhysicalTable[];
  /** The schema's views (a translated view reads them by their names here). */
  readonly views: readonly PhysicalView[];
  /** The tables as the model names them, before adaptSchema (see ViewTarget). */
  sourceTables?: readonly PhysicalTable[];
  /** The views as the model names them, before adaptSchema (see ViewTarget). */
  sourceViews?: readonly PhysicalView[];

  constructor(
    readonly spec: DialectSpec,
    schema: PhysicalSchema,
  ) {
    this.dialect = spec.dialect;
    this.keyed = keyedColumns(schema);
    this.tables = schema.tables;
    this.views = schema.views ?? [];
    this.indexed = new Set(
      schema.tables.flatMap((t) =>
        (t.indexes ?? []).flatMap((i) =>
          i.parts.flatMap((p) => (p.column ? (findColumn(t, p.column) ?? []) : [])),
        ),
      ),
    );
    this.postgis = (schema.extras ?? []).some(
      (e) => isDialect(e.dialect, 'postgresql') && /\bpostgis\b/i.test(e.sql),
    );
    this.namedTypes = new Map(
      (schema.types ?? [])
        .filter((t) => createsType(t, spec.dialect))
        .map((t) => [typeKey(t.name), t] as const),
    );
  }

  /** An identifier quoted where this dialect needs it. */
  q(name: string): string {
    return quoteIdentifier(name, this.dialect);
  }

  /** A table (or type, view) name qualified by its schema where it has one. */
  ref(name: string, schema?: string): string {
    return tableRef({ name, schema }, this.dialect);
  }

  /** The notes gathered while writing, one line each. */
  allNotes(): string[] {
    return [...this.notes, ...this.grouped.lines()];
  }

  /** Whether a type is PostGIS's (geometry, geography) on a PostgreSQL script that does not create PostGIS. */
  private needsPostgis(type: string): boolean {
    return (
      this.dialect === 'postgresql' &&
      !this.postgis &&
      /^(geometry|geography)$/.test(parseType(type).base)
    );
  }

  /** A column's SQL type in this dialect (a project type by its name, else mapped with a note). */
  typeOf(column: PhysicalColumn, table?: PhysicalTable): string {
    const named = this.namedTypes.get(typeKey(column.type));
    if (named)
      return this.ref(named.name, named.schema) + (/\[\]$/.test(column.type.trim()) ? '[]' : '');
    const where = table ? `${table.name}.${column.name}` : column.name;
    if (this.needsPostgis(column.type)) {
      this.grouped.add(`type ${column.type} becomes TEXT: the script creates no PostGIS`, where);
      return 'TEXT';
    }
    // PostgreSQL refuses a number computed into the TEXT a typeless computed column gets.
    const type =
      column.type.trim() === '' &&
      column.generated &&
      table &&
      this.dialect === 'postgresql' &&
      isNumberExpression(column.generated.expression, table.columns)
        ? 'numeric'
        : column.type;
    const converted = convertType(type, this.dialect, {
      // An index on a mapped type needs it indexable as well (hierarchyid, written TEXT), and so
      // does one in SQL Server, which indexes no TEXT or NVARCHAR(MAX) (MySQL indexes a prefix).
      // MySQL keys the source's prefix of a BLOB or TEXT key column (`PRIMARY KEY (counter(128))`).
      keyed:
        (this.keyed.has(column) && !(this.dialect === 'mysql' && column.keyPrefix)) ||
        (this.indexed.has(column) &&
          (this.dialect === 'mssql' || !isValidType(column.type, this.dialect))),
      sql: table?.exactName === true,
      sqliteTypes: table?.sqliteTypes === true,
      ...(table?.typesDialect ? { from: table.typesDialect } : {}),
    });
    const unknown = `${where} has the unknown type '${column.type}' and is written as ${converted.sql}`;
    if (converted.mapped && isUnknownType(column.type, this.dialect)) {
      if (!this.notes.includes(unknown)) this.notes.push(unknown);
    }
    // MSSQL writes no type for a typeless computed column: nothing to note.
    else if (
      (converted.mapped || type !== column.type) &&
      !(
        column.generated &&
        this.dialect === 'mssql' &&
        column.type.trim() === '' &&
        converted.sql === 'NVARCHAR(MAX)'
      )
    )
      this.grouped.add(
        `type ${column.type || '(none)'} becomes ${converted.sql} in ${this.dialect}`,
        where,
      );
    return converted.sql;
  }

  /** A column's DEFAULT value in this dialect, or null (a default it cannot take is noted). */
  defaultOf(
    column: PhysicalColumn,
    table?: PhysicalTable,
    type = this.typeOf(column),
  ): string | null {
    const boolean = parseType(type).kind === 'boolean' && !/^bit\s*\(\s*([2-9]|\d\d)/i.test(type);
    const converted = convertDefault(column.defaultValue, this.dialect, {
      boolean,
      type,
      sourceType: column.type,
      ...(table && sourceDialect(table) ? { from: sourceDialect(table) } : {}),
    });
    // SQLite refuses a default calling a function it lacks (`gen_random_uuid()`, `public.f()`).
    const missing =
      this.dialect === 'sqlite' && converted.sql !== null ? notInSqlite(converted.sql) : undefined;
    if (missing !== undefined) {
      this.notes.push(
        `${table?.name ?? ''}.${column.name}: default is left out: SQLite has no function ${missing}`,
      );
      return null;
    }
    if (converted.dropped)
      this.notes.push(
        `${table?.name ?? ''}.${column.name}: default is left out: ${converted.dropped}`,
      );
    // PostgreSQL takes `NOT NULL DEFAULT NULL` (an insert without the column fails, as without a
    // default); MySQL refuses the table ("Invalid default value").
    if (
      this.dialect === 'mysql' &&
      converted.sql?.trim().toUpperCase() === 'NULL' &&
      (!column.nullable || table?.primaryKey.includes(column.name))
    ) {
      this.notes.push(
        `${table?.name ?? ''}.${column.name}: default NULL is left out: MySQL takes none on a NOT NULL column`,
      );
      return null;
    }
    const introduced = introducerNote(converted.introducers ?? [], this.dialect);
    if (introduced !== undefined && converted.sql !== null)
      this.grouped.add(introduced, `${table?.name ?? ''}.${column.name}`);
    return converted.sql;
  }

  /** The columns that get the dialect's auto-increment clause (integer only; one per table where required). */
  autoIncrementColumns(table: PhysicalTable): Set<PhysicalColumn> {
    const auto = table.columns.filter(
      (c) => c.autoIncrement && isIntegerType(c.type) && !/serial/i.test(c.type),
    );
    const kept = this.spec.singleAutoIncrement ? auto.slice(0, 1) : auto;
    for (const c of auto.slice(kept.length))
      this.notes.push(
        `${table.name}.${c.name} loses its auto-increment: ${this.dialect} allows one per table`,
      );
    return new Set(kept);
  }

  /** Whether this is SQLite's `INTEGER PRIMARY KEY AUTOINCREMENT` column, declared inline. */
  isSqliteRowid(table: PhysicalTable, column: PhysicalColumn): boolean {
    return (
      this.dialect === 'sqlite' &&
      column.autoIncrement &&
      isIntegerType(column.type) &&
      table.primaryKey.length === 1 &&
      table.primaryKey[0] === column.name
    );
  }

  /**
   * The identity clause of an auto-increment column in this dialect, starting where MySQL's
   * `AUTO_INCREMENT=N` table option says (MySQL writes that option with the table's).
   */
  private identity(column: PhysicalColumn, table: PhysicalTable): string {
    const start = column.identityStart ?? table.storage?.autoIncrement;
    const step = column.identityIncrement;
    if (this.dialect === 'mssql' && (start !== undefined || step !== undefined))
      return `IDENTITY(${start ?? 1},${step ?? 1})`;
    // MySQL starts where the table's AUTO_INCREMENT says (storageOptions).
    if (this.dialect !== 'postgresql') return this.spec.autoIncrement;
    const options = [
      ...(start !== undefined ? [`START WITH ${start}`] : []),
      ...(step !== undefined ? [`INCREMENT BY ${step}`] : []),
    ];
    return `GENERATED ${column.identityGeneration ?? 'BY DEFAULT'} AS IDENTITY${options.length > 0 ? ` (${options.join(' ')})` : ''}`;
  }

  /** Notes an identity's start and step where the dialect has no place for them. */
  private identityNotes(table: PhysicalTable, column: PhysicalColumn): void {
    if (!column.autoIncrement || this.dialect === 'postgresql' || this.dialect === 'mssql') return;
    const lost = [
      ...(column.identityIncrement !== undefined ? [`steps by ${column.identityIncrement}`] : []),
      // MySQL starts at the table's AUTO_INCREMENT; SQLite's AUTOINCREMENT after the highest rowid.
      ...(column.identityStart !== undefined && this.dialect === 'sqlite'
        ? [`starts at ${column.identityStart}`]
        : []),
    ];
    if (lost.length > 0)
      this.grouped.add(
        `an identity that ${lost.join(' and ')} is a plain auto-increment: ${this.dialect} has no such option`,
        `${table.name}.${column.name}`,
      );
  }

  /**
   * A generated column's expression as this dialect's DDL writes it, and whether it is stored; null
   * when it is written as a plain column (noted).
   */
  generatedSql(
    table: PhysicalTable,
    column: PhysicalColumn,
  ): { sql: string; stored: boolean } | null {
    const g = column.generated;
    if (!g) return null;
    const plain = withoutIntroducers(g.expression, this.dialect);
    const introduced = introducerNote(plain.dropped, this.dialect);
    if (introduced !== undefined) this.grouped.add(introduced, `${table.name}.${column.name}`);
    const translated = translateExpression(
      plain.sql,
      this.dialect,
      table.columns,
      sourceDialect(table),
    );
    const missing =
      this.dialect === 'sqlite' && 'sql' in translated ? notInSqlite(translated.sql) : undefined;
    // SQLite's date(x) is PostgreSQL's date(text), which reads the session's date style.
    const mutable =
      this.dialect === 'postgresql' && 'sql' in translated && sourceDialect(table) === 'sqlite'
        ? notImmutableInPostgres(translated.sql)
        : null;
    const expr =
      missing !== undefined
        ? { dropped: `SQLite has no function ${missing}` }
        : mutable !== null
          ? {
              dropped: `PostgreSQL's ${mutable} is not immutable, as a generated column's expression must be`,
            }
          : translated;
    if ('dropped' in expr) {
      this.notes.push(`${table.name}.${column.name} is written as a plain column: ${expr.dropped}`);
      return null;
    }
    if (this.dialect === 'mssql') return { sql: expr.sql, stored: !!g.stored };
    const stored = g.stored || this.dialect === 'postgresql';
    if (!g.stored && stored)
      this.notes.push(
        `${table.name}.${column.name} is a STORED generated column: PostgreSQL has no virtual ones`,
      );
    return { sql: expr.sql, stored };
  }

  /** A generated column's clause, or null when it is a plain column. */
  private generatedClause(table: PhysicalTable, column: PhysicalColumn): string | null {
    const g = this.generatedSql(table, column);
    if (!g) return null;
    if (this.dialect === 'mssql') return `AS (${g.sql})${g.stored ? ' PERSISTED' : ''}`;
    return `GENERATED ALWAYS AS (${g.sql}) ${g.stored ? 'STORED' : 'VIRTUAL'}`;
  }

  /** One column definition: name, type, collation, identity, NULL or NOT NULL, default, UNIQUE, checks, comment. */
  columnDefinition(
    table: PhysicalTable,
    column: PhysicalColumn,
    auto = this.autoIncrementColumns(table),
    outside = this.spec.namedConstraintsOutside,
  ): string {
    const parts = [this.q(column.name)];
    const generated = this.generatedClause(table, column);
    const rowid = this.isSqliteRowid(table, column);
    this.identityNotes(table, column);
    const type = this.typeOf(column, table);
    // SQLite's typeless column has no type word.
    if (!(generated && this.dialect === 'mssql') && (rowid || type !== ''))
      parts.push(
        rowid
          ? `INTEGER PRIMARY KEY${this.onConflict(table.primaryKeyOnConflict, table.name)} AUTOINCREMENT`
          : type,
      );
    // MariaDB's column compression follows the type.
    if (column.compressed) {
      if (this.dialect === 'mysql') parts.push('COMPRESSED');
      else
        this.grouped.add(
          `COMPRESSED is left out: only MariaDB compresses a column's values`,
          `${table.name}.${column.name}`,
        );
    }
    if (column.charset && this.dialect === 'mysql' && !rowid)
      parts.push(`CHARACTER SET ${this.q(column.charset)}`);
    // PostgreSQL's citext compares without case, as SQLite's NOCASE does (its TEXT would not).
    const caseless =
      !column.collation &&
      this.dialect === 'sqlite' &&
      /^(\w+\.)?citext$/i.test(column.type.trim());
    const collation = collationFor(
      caseless ? 'NOCASE' : column.collation,
      this.dialect,
      /^n(ational\s+)?(var)?char\b/i.test(type),
    );
    if (collation.note) this.notes.push(`${table.name}.${column.name}: ${collation.note}`);
    if (collation.sql) parts.push(`COLLATE ${collation.sql}`);
    const identity = auto.has(column) && this.spec.autoIncrement !== '';
    if (identity) parts.push(this.identity(column, table));
    if (generated) parts.push(generated);
    const nullability = this.nullability(table, column, generated !== null, identity);
    const where = `${table.name}.${column.name}`;
    if (nullability === 'NOT NULL')
      parts.push(`NOT NULL${this.onConflict(column.onConflict?.notNull, where)}`);
    else if (nullability) parts.push(nullability);
    // Outside the table (MSSQL's named constraints), defaultConstraints writes it, and notes it once.
    const def = generated || outside ? null : this.columnDefault(table, column, auto, type);
    if (def !== null)
      parts.push(
        this.spec.defaultName
          ? `CONSTRAINT ${this.q(this.spec.defaultName(table.name, column.name))} DEFAULT ${def}`
          : `DEFAULT ${def}`,
      );
    if (column.invisible) {
      if (this.dialect === 'mysql') parts.push('INVISIBLE');
      else
        this.grouped.add(
          `INVISIBLE is left out: only MySQL hides a column from SELECT *`,
          `${table.name}.${column.name}`,
        );
    }
    if (column.onUpdate) {
      if (this.dialect === 'mysql') {
        // The current time as a default of the type is written (at the type's precision).
        const value = ON_UPDATE_NOW.test(column.onUpdate)
          ? convertDefault(column.onUpdate, 'mysql', { boolean: false, type })
          : { sql: null, dropped: 'MySQL takes only the current time there' };
        if (value.sql) parts.push(`ON UPDATE ${value.sql}`);
        else
          this.notes.push(
            `${table.name}.${column.name} loses its ON UPDATE: ${value.dropped ?? `MySQL takes no ${column.onUpdate} there`}`,
          );
      } else
        this.grouped.add(
          `ON UPDATE ${column.onUpdate} is left out: only MySQL has it`,
          `${table.name}.${column.name}`,
        );
    }
    if (this.needsUnique(table, column, auto) && !outside)
      parts.push(
        (this.spec.namesUniques
          ? `CONSTRAINT ${this.q(this.spec.uniqueName(table.name, column.name))} UNIQUE`
          : 'UNIQUE') + this.onConflict(column.onConflict?.unique, where),
      );
    // MariaDB reads a column's CHECK last: a COMMENT after it is a syntax error.
    if (column.comment && this.dialect === 'mysql')
      parts.push(`COMMENT ${sqlString(column.comment, 'mysql')}`);
    parts.push(...this.checkClauses(table, column.name));
    const line = parts.join(' ');
    return column.comment && this.dialect === 'sqlite'
      ? `${sqlCommentLines(column.comment)}\n  ${line}`
      : line;
  }

  /** The default a column gets, or null (none for identity columns, which count themselves). */
  private columnDefault(
    table: PhysicalTable,
    column: PhysicalColumn,
    auto: Set<PhysicalColumn>,
    type?: string,
  ): string | null {
    const isAuto = auto.has(column) && this.spec.autoIncrement !== '';
    return isAuto || this.isSqliteRowid(table, column) ? null : this.defaultOf(column, table, type);
  }

  /** Whether a column gets a UNIQUE key: when marked so (a sole primary key is unique already), or MySQL's auto-increment rule. */
  private needsUnique(
    table: PhysicalTable,
    column: PhysicalColumn,
    auto: Set<PhysicalColumn>,
  ): boolean {
    const solePk = table.primaryKey.length === 1 && table.primaryKey[0] === column.name;
    const needsKey =
      auto.has(column) &&
      this.spec.autoIncrementNeedsKey &&
      !table.primaryKey.includes(column.name) &&
      !this.leadsKey(table, column.name);
    return (column.unique && !solePk) || needsKey;
  }

  /**
   * MySQL's index of plain columns that is an auto-increment column's only key (led by it, the
   * column first in no primary or unique key): written in the CREATE TABLE (inlineIndex), as
   * MariaDB refuses the table before a later CREATE INDEX could give the column its key.
   */
  private autoIncrementIndex(
    table: PhysicalTable,
    column: PhysicalColumn,
  ): PhysicalIndex | undefined {
    if (
      !this.spec.autoIncrementNeedsKey ||
      table.primaryKey[0] === column.name ||
      (table.uniques ?? []).some((u) => u.columns[0] === column.name)
    )
      return undefined;
    return (table.indexes ?? []).find(
      (i) =>
        i.parts[0]?.column === column.name &&
        !i.where &&
        i.parts.every((p) => p.column !== undefined && !p.expression),
    );
  }

  /** Whether an index is written in its table's CREATE TABLE (see autoIncrementIndex), and so has no CREATE INDEX. */
  isInlineIndex(table: PhysicalTable, index: PhysicalIndex): boolean {
    if (!this.spec.autoIncrementNeedsKey) return false;
    return [...this.autoIncrementColumns(table)].some(
      (c) => this.autoIncrementIndex(table, c) === index,
    );
  }

  /** MySQL's `KEY name (a, b(10) DESC) USING BTREE COMMENT '...'` of an index in a CREATE TABLE. */
  private inlineIndex(table: PhysicalTable, index: PhysicalIndex): string {
    // Plain columns only (autoIncrementIndex), which the index writer always writes.
    const parts = index.parts.map((p) => {
      const written = indexPart(p, this, table.columns);
      return 'sql' in written ? written.sql : '';
    });
    const method =
      index.method && /^(btree|hash)$/i.test(index.method)
        ? ` USING ${index.method.toUpperCase()}`
        : '';
    const comment =
      index.comment === undefined ? '' : ` COMMENT ${sqlString(index.comment, 'mysql')}`;
    return `${index.unique ? 'UNIQUE ' : ''}KEY ${this.q(index.name)} (${parts.join(', ')})${method}${comment}`;
  }

  /** Whether a column is the first column of a unique constraint or index (MySQL's auto-increment rule). */
  private leadsKey(table: PhysicalTable, column: string): boolean {
    return (
      (table.uniques ?? []).some((u) => u.columns[0] === column) ||
      (table.indexes ?? []).some((i) => i.parts[0]?.column === column)
    );
  }

  /**
   * CHECK clauses of a column (column set) or of the table (column undefined). MariaDB takes one
   * unnamed check on a column: there a named one, and any after the first, is written with the
   * table's.
   */
  private checkClauses(table: PhysicalTable, column: string | undefined): string[] {
    const inline = (c: PhysicalCheck) => this.isInlineCheck(table, c);
    return (table.checks ?? [])
      .filter((c) => (column === undefined ? !inline(c) : inline(c) && c.column === column))
      .flatMap((c) => {
        const written = this.writtenCheck(table, c);
        if (!written) return [];
        const named = written.name ? `CONSTRAINT ${this.q(written.name)} ` : '';
        return [`${named}CHECK (${written.sql})`];
      });
  }

  /** Whether a check is written on its column (see checkClauses). */
  private isInlineCheck(table: PhysicalTable, c: PhysicalCheck): boolean {
    const checks = table.checks ?? [];
    return (
      c.column !== undefined &&
      (this.dialect !== 'mysql' ||
        (c.name === '' && checks.find((o) => o.column === c.column && o.name === '') === c))
    );
  }

  /**
   * A check as this dialect's DDL writes it: its name (MySQL's cut to 64 characters; '' unnamed)
   * and expression; null when it is left out (noted).
   */
  writtenCheck(table: PhysicalTable, c: PhysicalCheck): { name: string; sql: string } | null {
    const expr = checkExpression(
      c.expression,
      `${table.name}${this.isInlineCheck(table, c) ? `.${c.column}` : ''}`,
      this,
      table.columns,
      sourceDialect(table),
    );
    if (expr === null) return null;
    const auto = this.dialect === 'mysql' ? this.autoIncrementIn(table, c) : undefined;
    if (auto) {
      this.notes.push(
        `check on ${table.name}.${auto} is left out: MariaDB takes no CHECK on an AUTO_INCREMENT column`,
      );
      return null;
    }
    // MySQL names hold 64 characters (PostgreSQL cuts its own at 63 bytes).
    return { name: this.dialect === 'mysql' ? shortName(c.name, 64) : c.name, sql: expr };
  }

  /** The auto-increment column a check reads, if any (MariaDB refuses such a check). */
  private autoIncrementIn(table: PhysicalTable, check: PhysicalCheck): string | undefined {
    const auto = table.columns
      .filter((c) => c.autoIncrement && isIntegerType(c.type))
      .map((c) => c.name);
    if (check.column !== undefined && auto.includes(check.column)) return check.column;
    const words = new Set(
      (withoutLiterals(check.expression).match(/[A-Za-z_][\w$]*|`[^`]+`|"[^"]+"/g) ?? []).map((w) =>
        w.replace(/^[`"]|[`"]$/g, '').toLowerCase(),
      ),
    );
    return auto.find((name) => words.has(name.toLowerCase()));
  }

  /** MSSQL's named default constraints, as ALTER TABLE statements after the table. */
  private defaultConstraints(
    table: PhysicalTable,
    columns: PhysicalColumn[],
    auto: Set<PhysicalColumn>,
  ): string[] {
    const name = this.spec.defaultName;
    if (!this.spec.namedConstraintsOutside || !name) return [];
    return columns.flatMap((c) => {
      const def = c.generated ? null : this.columnDefault(table, c, auto, this.typeOf(c, table));
      return def === null
        ? []
        : [
            `ALTER TABLE ${this.ref(table.name, table.schema)} ADD CONSTRAINT ${this.q(name(table.name, c.name))} DEFAULT ${def} FOR ${this.q(c.name)};`,
          ];
    });
  }

  /** The constraint clause of a foreign key, with its actions where the dialect has them. */
  foreignKeyClause(table: PhysicalTable, fk: PhysicalForeignKey): string {
    const cols = (names: string[]) => names.map((n) => this.q(n)).join(', ');
    const notNull = fk.columns.some((c) => findColumn(table, c)?.nullable === false);
    const checked = (table.checks ?? []).some((check) =>
      fk.columns.some(
        (c) => check.column?.toLowerCase() === c.toLowerCase() || namesColumn(check.expression, c),
      ),
    );
    const actions = foreignKeyActions(
      fk,
      { dialect: this.dialect, notNull, checked },
      `${table.name}.${fk.name}`,
      this.notes,
    );
    // SQLite keeps a constraint's name in its text only: one an imported table left unnamed stays so.
    const kept = fk.unnamed && table.exactName && this.dialect === 'sqlite';
    const named = kept ? '' : `CONSTRAINT ${this.q(fk.name)} `;
    return `${named}FOREIGN KEY (${cols(fk.columns)}) REFERENCES ${this.ref(fk.refTable, fk.refSchema)} (${cols(fk.refColumns)})${actions}`;
  }

  /** The table-level primary-key clause, or null when there is none (or SQLite declared it inline). */
  primaryKeyClause(table: PhysicalTable): string | null {
    if (table.primaryKey.length === 0) return null;
    const only =
      table.primaryKey.length === 1 ? findColumn(table, table.primaryKey[0] ?? '') : undefined;
    if (only && this.isSqliteRowid(table, only)) return null;
    const name =
      this.dialect === 'mysql'
        ? undefined
        : (table.primaryKeyName ?? this.spec.primaryKeyName?.(table.name));
    const named = name ? `CONSTRAINT ${this.q(name)} ` : '';
    const prefix = (c: string) => {
      const length = this.dialect === 'mysql' ? table.primaryKeyPrefixes?.[c] : undefined;
      return length ? `(${length})` : '';
    };
    const prefixed = Object.entries(table.primaryKeyPrefixes ?? {});
    if (this.dialect !== 'mysql' && prefixed.length > 0)
      this.notes.push(
        `the primary key of ${table.name} covers the whole of ${prefixed.map(([c, n]) => `${c}(${n})`).join(', ')}: only MySQL keys column prefixes (values that differ after the prefix no longer collide)`,
      );
    const conflict = this.onConflict(table.primaryKeyOnConflict, table.name);
    // SQL Server clusters a primary key unless told, and a table has one clustered index: where
    // the table's own is another (`CREATE CLUSTERED INDEX`), the key is NONCLUSTERED.
    const clustered =
      this.dialect === 'mssql' &&
      (table.indexes ?? []).some((i) => /^clustered$/i.test(i.method ?? ''))
        ? 'NONCLUSTERED '
        : '';
    return `${named}PRIMARY KEY ${clustered}(${table.primaryKey.map((c) => this.q(c) + prefix(c)).join(', ')})${conflict}`;
  }

  /**
   * `UNIQUE`, with PostgreSQL's `NULLS NOT DISTINCT` where the key has it. SQL Server's unique keys
   * take one NULL already; MySQL's and SQLite's take any number (noted).
   */
  uniqueWord(u: PhysicalUnique, table: string): string {
    if (!u.nullsNotDistinct) return 'UNIQUE';
    if (this.dialect === 'postgresql') return 'UNIQUE NULLS NOT DISTINCT';
    if (this.dialect !== 'mssql')
      this.grouped.add(
        `NULLS NOT DISTINCT is left out: ${this.dialect} unique keys take any number of NULLs`,
        `${table} (${u.columns.join(', ')})`,
      );
    return 'UNIQUE';
  }

  /** A unique key's clause (`CONSTRAINT name UNIQUE (a, b)`), with what the dialect keeps of its options. */
  uniqueClause(u: PhysicalUnique, table: string): string {
    const named = u.name ? `CONSTRAINT ${this.q(u.name)} ` : '';
    const columns = u.columns.map((c) => this.q(c)).join(', ');
    return `${named}${this.uniqueWord(u, table)} (${columns})${this.onConflict(u.onConflict, table)}${this.uniqueDeferral(u, table)}`;
  }

  /**
   * The unique keys PostgreSQL and SQLite would fold, unseen, into an earlier key of the same
   * CREATE TABLE (the primary key, or a unique key on the same columns with the same options): they
   * are written after it, as their own constraint (PostgreSQL) or unique index (SQLite).
   */
  private foldedUniques(table: PhysicalTable): Set<PhysicalUnique> {
    // SQLite folded a table of its own the same way: the engine it came from held no such key.
    const own = sourceDialect(table) === 'sqlite';
    if ((this.dialect !== 'postgresql' && this.dialect !== 'sqlite') || own) return new Set();
    return repeatedUniques(table);
  }

  /** The statements after a CREATE TABLE that keep the unique keys it would fold (foldedUniques). */
  foldedUniqueStatements(table: PhysicalTable): string[] {
    const ref = this.ref(table.name, table.schema);
    return [...this.foldedUniques(table)].map((u) => {
      if (this.dialect === 'postgresql')
        return `ALTER TABLE ${ref} ADD ${this.uniqueClause(u, table.name)};`;
      const name = u.name || `${table.name}_${u.columns.join('_')}_key`;
      return `CREATE UNIQUE INDEX ${this.q(name)} ON ${ref} (${u.columns.map((c) => this.q(c)).join(', ')});`;
    });
  }

  /** PostgreSQL's ` DEFERRABLE ...` of a unique key, or '' (another dialect checks at once: noted). */
  private uniqueDeferral(u: PhysicalUnique, table: string): string {
    if (!u.deferrable) return '';
    if (this.dialect === 'postgresql') return ` ${u.deferrable}`;
    this.grouped.add(
      `${u.deferrable} is left out: ${this.dialect} checks unique keys at once`,
      `${table} (${u.columns.join(', ')})`,
    );
    return '';
  }

  /**
   * SQLite's ` ON CONFLICT ...` of a NOT NULL, UNIQUE or PRIMARY KEY, or '' (none written, or
   * another dialect, which has no conflict clause: noted).
   */
  private onConflict(resolution: ConflictResolution | undefined, where: string): string {
    if (!resolution) return '';
    if (this.dialect === 'sqlite') return ` ON CONFLICT ${resolution}`;
    this.grouped.add(`ON CONFLICT ${resolution} is SQLite's: ${this.dialect} drops it`, where);
    return '';
  }

  /** Table-level unique constraints, MySQL's KEY for an auto-increment column not first in any key, and checks. */
  private tableConstraints(table: PhysicalTable, auto: Set<PhysicalColumn>): string[] {
    const lines: string[] = [];
    if (this.spec.namedConstraintsOutside)
      for (const c of table.columns)
        if (this.needsUnique(table, c, auto))
          lines.push(
            `CONSTRAINT ${this.q(this.spec.uniqueName(table.name, c.name))} UNIQUE (${this.q(c.name)})`,
          );
    const folded = this.foldedUniques(table);
    for (const u of table.uniques ?? [])
      if (!folded.has(u)) lines.push(this.uniqueClause(u, table.name));
    for (const c of auto) {
      const key = this.autoIncrementIndex(table, c);
      if (key) lines.push(this.inlineIndex(table, key));
    }
    if (this.spec.autoIncrementNeedsKey)
      for (const c of auto)
        if (
          table.primaryKey.includes(c.name) &&
          table.primaryKey[0] !== c.name &&
          !this.leadsKey(table, c.name)
        ) {
          lines.push(`KEY (${this.q(c.name)})`);
          this.notes.push(
            `${table.name}.${c.name} gets a KEY of its own: MariaDB wants an auto-increment column first in a key`,
          );
        }
    lines.push(...this.checkClauses(table, undefined));
    return lines;
  }

  /**
   * CREATE TABLE with columns, keys, checks and (SQLite) inline foreign keys, then the unique keys
   * it would fold (unless `foldedUniques` is false: the caller writes them later) and its comments.
   */
  createTable(source: PhysicalTable, { foldedUniques = true } = {}): string {
    // PostgreSQL's partitions and inheriting tables leave out what they take from their parents.
    const shape = tableShape(source, this.tables, this);
    const table = shape.table;
    const auto = this.autoIncrementColumns(table);
    const lines = table.columns.map((c) => this.columnDefinition(table, c, auto));
    const pk = this.primaryKeyClause(table);
    if (pk) lines.push(pk);
    lines.push(...this.tableConstraints(table, auto));
    if (this.spec.inlineForeignKeys)
      lines.push(...table.foreignKeys.map((fk) => this.foreignKeyClause(table, fk)));
    const options = tableOptions(table, this);
    const lead =
      table.comment && this.dialect === 'sqlite' ? `${sqlCommentLines(table.comment)}\n` : '';
    const body = lines.length > 0 || !shape.optionalBody ? ` (\n  ${lines.join(',\n  ')}\n)` : '';
    const create = `${lead}CREATE TABLE ${this.ref(table.name, table.schema)}${shape.head}${body}${shape.tail}${options};`;
    return [
      create,
      ...(foldedUniques ? this.foldedUniqueStatements(table) : []),
      ...this.defaultConstraints(table, table.columns, auto),
      ...commentStatements(this, source, source.columns),
    ].join('\n');
  }

  /** ALTER TABLE ... ADD CONSTRAINT ... FOREIGN KEY for the dialects that allow it. */
  addForeignKey(table: PhysicalTable, fk: PhysicalForeignKey): string {
    return `ALTER TABLE ${this.ref(table.name, table.schema)} ${this.spec.foreignKeyAddPrefix}ADD ${this.foreignKeyClause(table, fk)};`;
  }

  /** Whether a column is written NULL: key columns are NOT NULL except in SQLite, which keeps them as declared. */
  /**
   * A column's NULL or NOT NULL, or none: T-SQL's computed columns take no NULL (a persisted one
   * NOT NULL), MariaDB's generated columns neither (a NOT NULL one is written without it, with a note);
   * a PostgreSQL identity column is NOT NULL by definition, and NULL beside it is refused.
   */
  private nullability(
    table: PhysicalTable,
    column: PhysicalColumn,
    generated: boolean,
    identity: boolean,
  ): string | null {
    const nullable = this.nullable(table, column);
    // T-SQL: `AS (...) [PERSISTED [NOT NULL]]`, no NULL.
    if (generated && this.dialect === 'mssql')
      return column.generated?.stored && !nullable ? 'NOT NULL' : null;
    if (generated && this.dialect === 'mysql') {
      if (!nullable)
        this.notes.push(
          `${table.name}.${column.name} is written without NOT NULL: MariaDB takes no NULL or NOT NULL on a generated column`,
        );
      return null;
    }
    if (identity && this.dialect === 'postgresql') return 'NOT NULL';
    return nullable ? 'NULL' : 'NOT NULL';
  }

  /** Whether the DDL lets a column hold NULL (a key column only in SQLite, as declared). */
  nullable(table: PhysicalTable, column: PhysicalColumn): boolean {
    return (
      column.nullable && (this.dialect === 'sqlite' || !table.primaryKey.includes(column.name))
    );
  }

  /** DROP TABLE. */
  dropTable(table: PhysicalTableRef): string {
    return `DROP TABLE ${tableRef(table, this.dialect)};`;
  }

  /** ALTER TABLE ... ADD COLUMN. */
  addColumn(table: PhysicalTable, column: PhysicalColumn): string {
    // A NOT NULL column needs its default in the same statement to fill existing rows.
    const outside = this.spec.namedConstraintsOutside && column.nullable;
    const add = `ALTER TABLE ${tableRef(table, this.dialect)} ADD ${this.spec.addColumnKeyword}${this.columnDefinition(table, column, undefined, outside)};`;
    if (!outside) return add;
    const auto = this.autoIncrementColumns(table);
    const unique = this.needsUnique(table, column, auto)
      ? [this.addUnique(table, column.name)]
      : [];
    return [add, ...this.defaultConstraints(table, [column], auto), ...unique].join('\n');
  }

  /** ALTER TABLE ... DROP COLUMN. */
  dropColumn(table: PhysicalTableRef, column: string): string {
    return `ALTER TABLE ${tableRef(table, this.dialect)} DROP COLUMN ${this.q(column)};`;
  }

  /** ALTER TABLE ... ADD PRIMARY KEY. */
  addPrimaryKey(table: PhysicalTable): string | null {
    const pk = this.primaryKeyClause(table);
    return pk ? `ALTER TABLE ${tableRef(table, this.dialect)} ADD ${pk};` : null;
  }

  /** ALTER TABLE ... ADD UNIQUE for one column. */
  addUnique(table: PhysicalTableRef, column: string): string {
    const name = this.spec.uniqueName(table.name, column);
    return `ALTER TABLE ${tableRef(table, this.dialect)} ADD CONSTRAINT ${this.q(name)} UNIQUE (${this.q(column)});`;
  }
}
