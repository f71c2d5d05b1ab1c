import type {
  PhysicalColumn,
  PhysicalForeignKey,
  PhysicalSchema,
  PhysicalTable,
} from '../physical';
import { standardLiterals } from '../quoting';
import type { SqlDialect } from '../sql/dialects';
import { mysqlLogicalOr } from '../sql/mysqlFunctions';
import { isUnknownType } from '../sql/typeMapping';
import {
  displayName,
  type Catalog,
  type ImportedColumn,
  type ImportedForeignKey,
  type ImportedTable,
} from './catalog';
import { nameLikeMysql } from './mysqlNames';
import { dropShadowTables } from './sqliteObjects';

/**
 * PostgreSQL's serial types: integers that count themselves up, NOT NULL by definition (in SQLite,
 * `serial` is a type name like any other).
 */
const SERIALS = new Set(['serial', 'serial4', 'bigserial', 'serial8', 'smallserial', 'serial2']);

/**
 * A column as the physical schema holds it (its SQL text's literals in the model's standard
 * spelling): serial and identity columns count up and are never null, nor are key columns,
 * except in SQLite, whose catalog keeps a key column's nullability as declared;
 * MySQL's BINARY attribute is the binary collation of the column's (or table's) character set, or
 * stays in the type when neither names one.
 */
function physicalColumn(
  column: ImportedColumn,
  primaryKey: Set<string>,
  catalog: Catalog,
  tableCharset?: string,
): PhysicalColumn {
  const serial = catalog.dialect !== 'sqlite' && SERIALS.has(column.type.toLowerCase());
  const key = catalog.dialect !== 'sqlite' && primaryKey.has(column.name.toLowerCase());
  // PostgreSQL's and SQL Server's identity columns are NOT NULL whether or not that is written.
  const identity =
    column.identityGeneration !== undefined &&
    (catalog.dialect === 'postgresql' || catalog.dialect === 'mssql');
  const { charset: _charset, binary: _binary, ...rest } = column;
  const sql = (text: string) => standardSql(text, catalog.dialect);
  const physical: PhysicalColumn = {
    ...rest,
    type: sql(rest.type),
    defaultValue: rest.defaultValue === null ? null : sql(rest.defaultValue),
    ...(rest.onUpdate === undefined ? {} : { onUpdate: sql(rest.onUpdate) }),
    ...(rest.generated
      ? { generated: { ...rest.generated, expression: sql(rest.generated.expression) } }
      : {}),
    nullable: column.nullable && !serial && !key && !identity,
    autoIncrement: column.autoIncrement || serial,
  };
  const binaryCharset = column.binary ? (column.charset ?? tableCharset) : undefined;
  if (binaryCharset !== undefined && physical.collation === undefined)
    physical.collation = `${binaryCharset}_bin`;
  // Without a known character set the attribute stays in the type, as MySQL reads it.
  else if (column.binary && binaryCharset === undefined) physical.type = `${physical.type} BINARY`;
  // A collation names its character set; the character set alone is kept as written.
  if (
    column.charset !== undefined &&
    physical.collation === undefined &&
    /^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(column.charset)
  )
    physical.charset = column.charset;
  return physical;
}

function inheritedColumns(
  table: ImportedTable,
  catalog: Catalog,
  seen = new Set<ImportedTable>(),
): ImportedColumn[] {
  seen.add(table);
  const own = new Set(table.columns.map((c) => c.name.toLowerCase()));
  // A partition's columns are its parent's, as are an inheriting table's first ones.
  const parents = table.partitionOf
    ? [table.partitionOf.parent, ...table.inherits]
    : table.inherits;
  const inherited = parents.flatMap((q) => {
    const parent = catalog.find(q);
    if (!parent) {
      catalog.warn(
        table.line,
        `${displayName(table)} inherits from ${q.name}, which is not created in this script`,
      );
      return [];
    }
    if (seen.has(parent)) return [];
    // A parent's key columns are NOT NULL, and a child inherits NOT NULL (not the key).
    const key = new Set(parent.primaryKey.map((c) => c.toLowerCase()));
    return inheritedColumns(parent, catalog, seen).map((c) =>
      key.has(c.name.toLowerCase()) && c.nullable ? { ...c, nullable: false } : c,
    );
  });
  // PostgreSQL gives a child its parent's columns, not their comments, nor (unlike a partition)
  // their unique keys.
  const copies = inherited
    .filter((c) => !own.has(c.name.toLowerCase()))
    .map(({ comment: _comment, ...c }) => (table.partitionOf ? c : { ...c, unique: false }));
  return [...copies, ...table.columns];
}

/** Whether every column name was found. */
const allFound = (names: (string | undefined)[]): names is string[] =>
  names.every((n) => n !== undefined);

/** How an unresolved reference reads: `orders.customer_id → customers(id)`. */
function referenceText(table: ImportedTable, fk: ImportedForeignKey): string {
  const [only, ...more] = fk.columns;
  const from =
    only !== undefined && more.length === 0
      ? `${displayName(table)}.${only}`
      : `${displayName(table)}(${fk.columns.join(', ')})`;
  const to = fk.refColumns.length > 0 ? `(${fk.refColumns.join(', ')})` : '';
  return `${from} → ${displayName(fk.ref)}${to}`;
}

/**
 * The name PostgreSQL gives a constraint declared without one (makeObjectName): the table, the
 * columns joined by `_` and the label (`orders_customer_id_fkey`), the longer of table and columns
 * cut until the whole fits in 63 bytes, and a number after the label when the name is taken.
 */
export function postgresConstraintName(
  table: string,
  columns: string[],
  label: string,
  taken: (name: string) => boolean,
): string {
  const bytes = (s: string) =>
    [...s].reduce((n, ch) => {
      const c = ch.codePointAt(0) ?? 0;
      return n + (c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4);
    }, 0);
  const cut = (s: string, max: number) => {
    let out = s;
    while (bytes(out) > max) out = [...out].slice(0, -1).join('');
    return out;
  };
  const added = cut(columns.join('_'), 63);
  for (let pass = 0; ; pass++) {
    const suffix = pass === 0 ? label : `${label}${pass}`;
    let [one, two] = [table, added];
    const avail = 63 - (two ? 1 : 0) - (bytes(suffix) + 1);
    while (bytes(one) + bytes(two) > avail) {
      if (bytes(one) > bytes(two)) one = cut(one, bytes(one) - 1);
      else two = cut(two, bytes(two) - 1);
    }
    const name = [one, two, suffix].filter(Boolean).join('_');
    if (!taken(name)) return name;
  }
}

/**
 * The columns of each table (its own and those it inherits), read once, and how the table spells
 * a column a key, index or check names: the first column of a case-blind match, from a map made
 * once per table, since a table's indexes and the keys that reference it name its columns often.
 */
class TableColumns {
  private readonly columns = new Map<ImportedTable, ImportedColumn[]>();
  private readonly spellings = new Map<ImportedTable, Map<string, string>>();

  constructor(private readonly catalog: Catalog) {}

  of(t: ImportedTable): ImportedColumn[] {
    let cols = this.columns.get(t);
    if (!cols) this.columns.set(t, (cols = inheritedColumns(t, this.catalog)));
    return cols;
  }

  /** The table's spelling of a column name, or undefined when it has no such column. */
  spelling(t: ImportedTable, name: string): string | undefined {
    let spellings = this.spellings.get(t);
    if (!spellings) {
      spellings = new Map();
      for (const c of this.of(t)) {
        const key = c.name.toLowerCase();
        if (!spellings.has(key)) spellings.set(key, c.name);
      }
      this.spellings.set(t, spellings);
    }
    return spellings.get(name.toLowerCase());
  }
}

function resolveForeignKeys(
  table: ImportedTable,
  catalog: Catalog,
  columns: TableColumns,
): PhysicalForeignKey[] {
  // PostgreSQL names an unnamed key itself: the import gives it that name, as the catalog holds it.
  // The names taken are gathered when the first such key comes (most keys have names).
  let used: Set<string> | undefined;
  const defaultName = (columns: string[]) => {
    used ??= new Set(
      [
        ...table.foreignKeys.map((k) => k.name),
        ...table.uniques.map((u) => u.name),
        ...table.checks.map((c) => c.name),
        table.primaryKeyName,
      ].flatMap((n) => (n ? [n.toLowerCase()] : [])),
    );
    const taken = used;
    const name = postgresConstraintName(table.name, columns, 'fkey', (n) =>
      taken.has(n.toLowerCase()),
    );
    taken.add(name.toLowerCase());
    return name;
  };
  return table.foreignKeys.flatMap((fk) => {
    const label = () =>
      `foreign key ${fk.name === null ? '' : `${fk.name} `}on ${displayName(table)} (${fk.columns.join(', ')})`;
    // Listed for the user (the import's summary), and noted for the CLI.
    const leftOut = (why: string) => {
      catalog.warn(fk.line, `${label()} is left out: ${why}`);
      catalog.unresolved.push({ line: fk.line, reference: referenceText(table, fk), reason: why });
      return [];
    };
    const own = fk.columns.map((c) => columns.spelling(table, c));
    const ref = catalog.find(fk.ref);
    if (!ref) {
      if (!allFound(own)) return leftOut(`its columns are not all in ${displayName(table)}`);
      const { line, name, refColumns, onDelete, onUpdate, deferrable } = fk;
      catalog.outside.push({
        line,
        table: { schema: table.schema, name: table.name },
        name,
        columns: own,
        ref: fk.ref,
        refColumns,
        ...(onDelete ? { onDelete } : {}),
        ...(onUpdate ? { onUpdate } : {}),
        ...(deferrable ? { deferrable } : {}),
        reference: referenceText(table, fk),
        label: label(),
      });
      return [];
    }
    const refColumns = (fk.refColumns.length > 0 ? fk.refColumns : ref.primaryKey).map((c) =>
      columns.spelling(ref, c),
    );
    if (refColumns.length !== own.length || !allFound(refColumns) || !allFound(own))
      return leftOut(`its columns do not match ${displayName(ref)}`);
    const { onDelete, onUpdate, deferrable } = fk;
    return [
      {
        name: fk.name ?? (catalog.dialect === 'postgresql' ? defaultName(own) : ''),
        columns: own,
        refTable: ref.name,
        ...(ref.schema === null ? {} : { refSchema: ref.schema }),
        refColumns,
        ...(onDelete ? { onDelete } : {}),
        ...(onUpdate ? { onUpdate } : {}),
        ...(deferrable ? { deferrable } : {}),
      },
    ];
  });
}

/**
 * An expression with each name of the table's columns spelled as the column is (T-SQL reads
 * unquoted and bracketed names case-insensitively, so `UserId` and `[USERID]` name the column
 * `UserID`): a target that tells cases apart (PostgreSQL) must see one spelling. Strings and
 * function names are left alone; a name keeps its quotes.
 */
export function oneSpelling(expression: string, canonical: (name: string) => string): string {
  return expression.replace(
    /'(?:[^']|'')*'|\[((?:[^\]]|\]\])+)\]|"((?:[^"]|"")+)"|(?<![\p{L}\p{N}_$#@])([\p{L}_][\p{L}\p{N}_$#@]*)(?![\p{L}\p{N}_$#@]|\s*\()/gu,
    (token, bracketed?: string, quoted?: string, bare?: string) => {
      if (bracketed !== undefined) {
        const name = canonical(bracketed.replaceAll(']]', ']'));
        return `[${name.replaceAll(']', ']]')}]`;
      }
      if (quoted !== undefined) {
        const name = canonical(quoted.replaceAll('""', '"'));
        return `"${name.replaceAll('"', '""')}"`;
      }
      if (bare === undefined) return token;
      const name = canonical(bare);
      return name.toLowerCase() === bare.toLowerCase() && /^[\p{L}_][\p{L}\p{N}_$#@]*$/u.test(name)
        ? name
        : token;
    },
  );
}

/** The names of the types a script creates (`schema.name`, lower case), as column types name them. */
const typeNames = (catalog: Catalog): Set<string> =>
  new Set(
    [...catalog.types.values()].map((t) =>
      displayName({ schema: t.schema ?? null, name: t.name }).toLowerCase(),
    ),
  );

/** Warns about column types that are neither known to the dialect nor a type the script creates. */
function warnUnknownTypes(
  table: PhysicalTable,
  catalog: Catalog,
  line: number,
  named: Set<string>,
): void {
  // SQLite takes any type name, and writes it back as declared.
  if (table.sqliteTypes) return;
  for (const c of table.columns) {
    const base = c.type
      .replace(/(\[\d*\])+$/, '')
      .replace(/"/g, '')
      .toLowerCase();
    if (c.type !== '' && !named.has(base) && isUnknownType(c.type, catalog.dialect))
      catalog.warn(
        line,
        `column ${displayName({ schema: table.schema ?? null, name: table.name })}.${c.name} has the unknown type '${c.type}', kept as written (generated SQL writes it as text)`,
      );
  }
}

/**
 * An expression read from a script as the model holds it: standard string literals, and MySQL's
 * logical `||` as OR (the model's `||` joins text, as elsewhere).
 */
function standardSql(text: string, dialect: SqlDialect): string {
  const literals = standardLiterals(text, dialect);
  return dialect === 'mysql' ? mysqlLogicalOr(literals) : literals;
}

/**
 * A table's indexes whose columns are all the table's: every engine refuses an index that names a
 * column the table does not have (a script that created the table twice, say), so it is left out
 * with a note.
 */
function indexesOnColumns(
  t: ImportedTable,
  catalog: Catalog,
  columns: TableColumns,
): ImportedTable['indexes'] {
  return t.indexes.filter((x) => {
    const named = [
      ...x.parts.flatMap((p) => (p.column === undefined ? [] : [p.column])),
      ...(x.include ?? []),
    ];
    const missing = named.find((c) => columns.spelling(t, c) === undefined);
    if (missing === undefined) return true;
    catalog.warn(
      t.line,
      `index ${x.name} on ${displayName(t)} is left out: the table has no column ${missing}, and the engine refuses it`,
    );
    return false;
  });
}

/** A physical table from what was read: inherited columns, canonical key column names, resolved foreign keys. */
function physicalTable(
  t: ImportedTable,
  catalog: Catalog,
  columns: TableColumns,
  typeNames: Set<string>,
): PhysicalTable {
  if (catalog.dialect === 'mysql') nameLikeMysql(t, columns.of(t));
  const pk = new Set(t.primaryKey.map((c) => c.toLowerCase()));
  const canonical = (name: string) => columns.spelling(t, name) ?? name;
  const spelled = (text: string) =>
    catalog.dialect === 'mssql' ? oneSpelling(text, canonical) : text;
  const sql = (text: string) => spelled(standardSql(text, catalog.dialect));
  const physicalColumns = columns.of(t).map((c) => {
    const physical = physicalColumn(c, pk, catalog, t.charset);
    if (physical.generated)
      physical.generated = {
        ...physical.generated,
        expression: spelled(physical.generated.expression),
      };
    return physical;
  });
  const table: PhysicalTable = {
    name: t.name,
    exactName: true,
    columns: physicalColumns,
    primaryKey: t.primaryKey.map(canonical),
    foreignKeys: resolveForeignKeys(t, catalog, columns),
    uniques: t.uniques.map((u) => ({ ...u, columns: u.columns.map(canonical) })),
    indexes: indexesOnColumns(t, catalog, columns).map((x) => ({
      ...x,
      parts: x.parts.map((p) =>
        p.column === undefined
          ? { ...p, ...(p.expression === undefined ? {} : { expression: sql(p.expression) }) }
          : { ...p, column: canonical(p.column) },
      ),
      ...(x.include ? { include: x.include.map(canonical) } : {}),
      ...(x.where === undefined ? {} : { where: sql(x.where) }),
    })),
    checks: t.checks.map((c) => ({
      ...c,
      expression: sql(c.expression),
      ...(c.column === undefined ? {} : { column: canonical(c.column) }),
    })),
  };
  if (t.schema !== null) table.schema = t.schema;
  if (t.comment !== undefined) table.comment = t.comment;
  if (t.primaryKeyName !== undefined) table.primaryKeyName = t.primaryKeyName;
  if (t.storage !== undefined) table.storage = { ...t.storage };
  if (t.withoutRowid) table.withoutRowid = true;
  if (t.strict) table.strict = true;
  if (catalog.dialect === 'sqlite') table.sqliteTypes = true;
  else table.typesDialect = catalog.dialect;
  if (t.primaryKeyOnConflict !== undefined) table.primaryKeyOnConflict = t.primaryKeyOnConflict;
  if (t.partitionBy !== undefined) table.partitionBy = t.partitionBy;
  // A partition has its parent's primary key (PostgreSQL makes it; other dialects write it).
  const keyOf =
    t.partitionOf && t.primaryKey.length === 0 ? catalog.find(t.partitionOf.parent) : undefined;
  if (keyOf) table.primaryKey = keyOf.primaryKey.map(canonical);
  const ref = (q: { schema: string | null; name: string }) => {
    const found = catalog.find(q);
    return (
      found && { name: found.name, ...(found.schema === null ? {} : { schema: found.schema }) }
    );
  };
  const parent = t.partitionOf && ref(t.partitionOf.parent);
  if (parent && t.partitionOf) table.partitionOf = { ...parent, bound: t.partitionOf.bound };
  const inherits = t.inherits.flatMap((q) => ref(q) ?? []);
  if (inherits.length > 0) table.inherits = inherits;
  warnUnknownTypes(table, catalog, t.line, typeNames);
  return table;
}

/**
 * Turns what was read into a physical schema: tables (without those SQLite makes for a virtual
 * table), types, views and the statements kept verbatim.
 */
export function finishImport(catalog: Catalog): PhysicalSchema {
  dropShadowTables(catalog);
  const columns = new TableColumns(catalog);
  const named = typeNames(catalog);
  return {
    tables: [...catalog.tables.values()].map((t) => physicalTable(t, catalog, columns, named)),
    notes: [],
    types: [...catalog.types.values()],
    views: catalog.views,
    extras: catalog.extras,
  };
}
