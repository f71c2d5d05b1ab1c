import {
  findColumn,
  type PhysicalColumn,
  type PhysicalForeignKey,
  type PhysicalSchema,
  type PhysicalTable,
} from '../physical';
import { keyedColumns } from '../toPhysical';
import { sqlDefaultFor } from '../sql/defaultValue';
import { quoteIdentifier } from '../sql/names';
import { isBooleanType, isIntegerType, isUnknownType, sqlTypeFor } from '../sql/typeMapping';
import type { DialectSpec } from './dialect';

/** Prints physical tables as one dialect's DDL. */
export class SqlWriter {
  private readonly keyed: Set<PhysicalColumn>;

  constructor(
    readonly spec: DialectSpec,
    schema: PhysicalSchema,
  ) {
    this.keyed = keyedColumns(schema);
  }

  /** An identifier quoted where this dialect needs it. */
  q(name: string): string {
    return quoteIdentifier(name, this.spec.dialect);
  }

  /** A column's SQL type in this dialect. */
  typeOf(column: PhysicalColumn): string {
    return sqlTypeFor(column.type, this.spec.dialect, { keyed: this.keyed.has(column) });
  }

  /** A column's DEFAULT value in this dialect, or null. */
  defaultOf(column: PhysicalColumn): string | null {
    return sqlDefaultFor(column.defaultValue, this.spec.dialect, isBooleanType(column.type));
  }

  /** The column that gets the dialect's auto-increment clause, if any (integer only; one per table where required). */
  autoIncrementColumns(table: PhysicalTable): Set<PhysicalColumn> {
    const auto = table.columns.filter((c) => c.autoIncrement && isIntegerType(c.type));
    return new Set(this.spec.singleAutoIncrement ? auto.slice(0, 1) : auto);
  }

  /** Whether this is SQLite's `INTEGER PRIMARY KEY AUTOINCREMENT` column, declared inline. */
  isSqliteRowid(table: PhysicalTable, column: PhysicalColumn): boolean {
    return (
      this.spec.dialect === 'sqlite' &&
      column.autoIncrement &&
      isIntegerType(column.type) &&
      table.primaryKey.length === 1 &&
      table.primaryKey[0] === column.name
    );
  }

  /** One column definition: name, type, identity, NULL or NOT NULL, default, UNIQUE (the last two inline unless `outside`). */
  columnDefinition(
    table: PhysicalTable,
    column: PhysicalColumn,
    auto = this.autoIncrementColumns(table),
    outside = this.spec.namedConstraintsOutside,
  ): string {
    const parts = [this.q(column.name)];
    const rowid = this.isSqliteRowid(table, column);
    parts.push(rowid ? 'INTEGER PRIMARY KEY AUTOINCREMENT' : this.typeOf(column));
    const isAuto = auto.has(column) && this.spec.autoIncrement !== '';
    if (isAuto) parts.push(this.spec.autoIncrement);
    parts.push(column.nullable ? 'NULL' : 'NOT NULL');
    const def = this.columnDefault(table, column, auto);
    if (def !== null && !outside)
      parts.push(
        this.spec.defaultName
          ? `CONSTRAINT ${this.q(this.spec.defaultName(table.name, column.name))} DEFAULT ${def}`
          : `DEFAULT ${def}`,
      );
    if (this.needsUnique(table, column, auto) && !outside)
      parts.push(
        this.spec.namesUniques
          ? `CONSTRAINT ${this.q(this.spec.uniqueName(table.name, column.name))} UNIQUE`
          : 'UNIQUE',
      );
    return parts.join(' ');
  }

  /** The default a column gets, or null (none for identity columns, which count themselves). */
  private columnDefault(
    table: PhysicalTable,
    column: PhysicalColumn,
    auto: Set<PhysicalColumn>,
  ): string | null {
    const isAuto = auto.has(column) && this.spec.autoIncrement !== '';
    return isAuto || this.isSqliteRowid(table, column) ? null : this.defaultOf(column);
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
      !table.primaryKey.includes(column.name);
    return (column.unique && !solePk) || needsKey;
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
      const def = this.columnDefault(table, c, auto);
      return def === null
        ? []
        : [
            `ALTER TABLE ${this.q(table.name)} ADD CONSTRAINT ${this.q(name(table.name, c.name))} DEFAULT ${def} FOR ${this.q(c.name)};`,
          ];
    });
  }

  /** The constraint clause of a foreign key: `CONSTRAINT name FOREIGN KEY (...) REFERENCES t (...)`. */
  foreignKeyClause(fk: PhysicalForeignKey): string {
    const cols = (names: string[]) => names.map((n) => this.q(n)).join(', ');
    return `CONSTRAINT ${this.q(fk.name)} FOREIGN KEY (${cols(fk.columns)}) REFERENCES ${this.q(fk.refTable)} (${cols(fk.refColumns)})`;
  }

  /** The table-level primary-key clause, or null when there is none (or SQLite declared it inline). */
  primaryKeyClause(table: PhysicalTable): string | null {
    if (table.primaryKey.length === 0) return null;
    const only =
      table.primaryKey.length === 1 ? findColumn(table, table.primaryKey[0] ?? '') : undefined;
    if (only && this.isSqliteRowid(table, only)) return null;
    const named = this.spec.primaryKeyName
      ? `CONSTRAINT ${this.q(this.spec.primaryKeyName(table.name))} `
      : '';
    return `${named}PRIMARY KEY (${table.primaryKey.map((c) => this.q(c)).join(', ')})`;
  }

  /** CREATE TABLE with columns, composite primary key and (SQLite) inline foreign keys. */
  createTable(table: PhysicalTable): string {
    const auto = this.autoIncrementColumns(table);
    const lines = table.columns.map((c) => this.columnDefinition(table, c, auto));
    const pk = this.primaryKeyClause(table);
    if (pk) lines.push(pk);
    if (this.spec.namedConstraintsOutside) {
      for (const c of table.columns)
        if (this.needsUnique(table, c, auto))
          lines.push(
            `CONSTRAINT ${this.q(this.spec.uniqueName(table.name, c.name))} UNIQUE (${this.q(c.name)})`,
          );
    }
    if (this.spec.inlineForeignKeys)
      lines.push(...table.foreignKeys.map((fk) => this.foreignKeyClause(fk)));
    const create = `CREATE TABLE ${this.q(table.name)} (\n  ${lines.join(',\n  ')}\n);`;
    return [create, ...this.defaultConstraints(table, table.columns, auto)].join('\n');
  }

  /** ALTER TABLE ... ADD CONSTRAINT ... FOREIGN KEY for the dialects that allow it. */
  addForeignKey(table: string, fk: PhysicalForeignKey): string {
    return `ALTER TABLE ${this.q(table)} ${this.spec.foreignKeyAddPrefix}ADD ${this.foreignKeyClause(fk)};`;
  }

  /** DROP TABLE. */
  dropTable(table: string): string {
    return `DROP TABLE ${this.q(table)};`;
  }

  /** ALTER TABLE ... ADD COLUMN. */
  addColumn(table: PhysicalTable, column: PhysicalColumn): string {
    // A NOT NULL column needs its default in the same statement to fill existing rows.
    const outside = this.spec.namedConstraintsOutside && column.nullable;
    const add = `ALTER TABLE ${this.q(table.name)} ADD ${this.spec.addColumnKeyword}${this.columnDefinition(table, column, undefined, outside)};`;
    if (!outside) return add;
    const auto = this.autoIncrementColumns(table);
    const unique = this.needsUnique(table, column, auto)
      ? [this.addUnique(table.name, column.name)]
      : [];
    return [add, ...this.defaultConstraints(table, [column], auto), ...unique].join('\n');
  }

  /** ALTER TABLE ... DROP COLUMN. */
  dropColumn(table: string, column: string): string {
    return `ALTER TABLE ${this.q(table)} DROP COLUMN ${this.q(column)};`;
  }

  /** ALTER TABLE ... ADD PRIMARY KEY. */
  addPrimaryKey(table: PhysicalTable): string | null {
    const pk = this.primaryKeyClause(table);
    return pk ? `ALTER TABLE ${this.q(table.name)} ADD ${pk};` : null;
  }

  /** ALTER TABLE ... ADD UNIQUE for one column. */
  addUnique(table: string, column: string): string {
    return `ALTER TABLE ${this.q(table)} ADD CONSTRAINT ${this.q(this.spec.uniqueName(table, column))} UNIQUE (${this.q(column)});`;
  }

  /** The whole schema: CREATE TABLEs, then the foreign keys (inline for SQLite). */
  schema(schema: PhysicalSchema): string {
    const parts: string[] = [];
    const unknown = schema.tables.flatMap((t) =>
      t.columns
        .filter((c) => isUnknownType(c.type, this.spec.dialect))
        .map(
          (c) =>
            `${t.name}.${c.name} has the unknown type '${c.type}' and is written as ${this.typeOf(c)}`,
        ),
    );
    const notes = [...schema.notes, ...unknown];
    if (notes.length > 0) parts.push(notes.map((n) => `-- Note: ${n}`).join('\n'));
    parts.push(...schema.tables.map((t) => this.createTable(t)));
    if (!this.spec.inlineForeignKeys) {
      const fks = schema.tables.flatMap((t) =>
        t.foreignKeys.map((fk) => this.addForeignKey(t.name, fk)),
      );
      if (fks.length > 0) parts.push(fks.join('\n'));
    }
    return parts.join('\n\n') + '\n';
  }
}
