import type { Catalog, ImportedTable } from './catalog';
import { cleanDefault, readDefault, readType } from './columnParts';
import {
  findTableColumn,
  readColumn,
  readIdentityOptions,
  readPartitionBound,
  readTableConstraint,
} from './createTable';
import { postgresConstraintName } from './finish';
import { ParseError, type TokenStream } from './tokenStream';

const ACTIONS = new Set(['ADD', 'DROP', 'ALTER', 'MODIFY', 'CHANGE', 'RENAME', 'WITH']);

function removeColumn(table: ImportedTable, name: string): void {
  const key = name.toLowerCase();
  table.columns = table.columns.filter((c) => c.name.toLowerCase() !== key);
  table.primaryKey = table.primaryKey.filter((c) => c.toLowerCase() !== key);
  table.foreignKeys = table.foreignKeys.filter(
    (fk) => !fk.columns.some((c) => c.toLowerCase() === key),
  );
}

/**
 * DROP CONSTRAINT: the constraint of that name; in PostgreSQL also an unnamed foreign key or
 * unique key whose name PostgreSQL made that way (`t_col_fkey`, `t_col_key`), which a later
 * migration drops by it.
 */
function dropConstraint(table: ImportedTable, name: string, catalog: Catalog): void {
  const key = name.toLowerCase();
  const named = (c: { name: string | null; columns: string[] }, label: string) =>
    c.name
      ? c.name.toLowerCase() === key
      : catalog.dialect === 'postgresql' &&
        postgresConstraintName(table.name, c.columns, label, () => false).toLowerCase() === key;
  const other = (c: { name: string | null }) => c.name?.toLowerCase() !== key;
  const before = table.foreignKeys.length + table.uniques.length + table.checks.length;
  table.foreignKeys = table.foreignKeys.filter((fk) => !named(fk, 'fkey'));
  table.uniques = table.uniques.filter((u) => !named(u, 'key'));
  table.checks = table.checks.filter(other);
  let dropped = before > table.foreignKeys.length + table.uniques.length + table.checks.length;
  // A column's own unnamed UNIQUE (`u int UNIQUE`: PostgreSQL's `t_u_key`).
  for (const column of table.columns)
    if (!dropped && column.unique && named({ name: null, columns: [column.name] }, 'key')) {
      column.unique = false;
      dropped = true;
    }
  if (
    table.primaryKeyName?.toLowerCase() === key ||
    (!dropped && table.primaryKeyName === undefined && /pk|pkey|primary/i.test(name))
  ) {
    table.primaryKey = [];
    delete table.primaryKeyName;
  }
}

/** ADD: a column or a constraint; T-SQL adds several separated by commas. */
function readAdd(ts: TokenStream, table: ImportedTable, catalog: Catalog): void {
  do {
    if (ts.accept('COLUMN')) ts.accept('IF', 'NOT', 'EXISTS');
    if (ts.is('CONSTRAINT') && ts.is('DEFAULT', 2)) readDefaultFor(ts, table, catalog);
    else if (!readTableConstraint(ts, table, catalog)) {
      const column = readColumn(ts, table, catalog);
      table.columns = table.columns.filter(
        (c) => c.name.toLowerCase() !== column.name.toLowerCase(),
      );
      table.columns.push(column);
    }
  } while (ts.isPunct(',') && !ACTIONS.has(ts.peek(1)?.upper ?? '') && ts.acceptPunct(','));
}

/** T-SQL `ADD CONSTRAINT name DEFAULT value FOR column`. */
function readDefaultFor(ts: TokenStream, table: ImportedTable, catalog: Catalog): void {
  ts.i += 2;
  ts.expect('DEFAULT');
  const value = cleanDefault(readDefault(ts, catalog), catalog);
  ts.expect('FOR');
  const column = findTableColumn(table, ts.name('a column name'));
  if (column) column.defaultValue = value.value;
}

function readAlterColumn(ts: TokenStream, table: ImportedTable, catalog: Catalog): void {
  ts.accept('COLUMN');
  const line = ts.line();
  const name = ts.name('a column name');
  const column = findTableColumn(table, name);
  if (!column) throw new ParseError(`table ${table.name} has no column ${name}`, line);
  if (ts.accept('SET', 'DEFAULT')) {
    const value = cleanDefault(readDefault(ts, catalog), catalog);
    if (value.autoIncrement) column.autoIncrement = true;
    else column.defaultValue = value.value;
  } else if (ts.accept('DROP', 'DEFAULT')) column.defaultValue = null;
  else if (ts.accept('DROP', 'IDENTITY')) {
    column.autoIncrement = false;
    delete column.identityGeneration;
  } else if (ts.accept('SET', 'NOT', 'NULL')) column.nullable = false;
  else if (ts.accept('DROP', 'NOT', 'NULL')) column.nullable = true;
  else if (ts.accept('SET', 'DATA', 'TYPE') || ts.accept('TYPE'))
    column.type = readType(ts, catalog);
  else if (ts.accept('ADD', 'GENERATED')) {
    column.autoIncrement = true;
    column.identityGeneration = ts.accept('BY', 'DEFAULT') ? 'BY DEFAULT' : 'ALWAYS';
    ts.accept('ALWAYS');
    if (ts.accept('AS', 'IDENTITY') && ts.isPunct('('))
      readIdentityOptions(ts.group(), column, catalog, line);
  } else if (!ts.is('SET') && !ts.is('DROP') && !ts.is('ADD')) {
    column.type = readType(ts, catalog);
    if (ts.accept('NOT', 'NULL')) column.nullable = false;
    else if (ts.accept('NULL')) column.nullable = true;
  }
  ts.skipToElementEnd();
}

function readDrop(ts: TokenStream, table: ImportedTable, catalog: Catalog): void {
  if (ts.accept('PRIMARY', 'KEY')) table.primaryKey = [];
  else if (ts.accept('FOREIGN', 'KEY') || ts.accept('CONSTRAINT')) {
    ts.accept('IF', 'EXISTS');
    dropConstraint(table, ts.name('a constraint name'), catalog);
  } else if (ts.accept('INDEX') || ts.accept('KEY')) {
    const key = ts.name('an index name').toLowerCase();
    table.indexes = table.indexes.filter((x) => x.name.toLowerCase() !== key);
    table.uniques = table.uniques.filter((x) => x.name.toLowerCase() !== key);
  } else {
    ts.accept('COLUMN');
    ts.accept('IF', 'EXISTS');
    removeColumn(table, ts.name('a column name'));
  }
  ts.skipToElementEnd();
}

/** One ALTER TABLE action; returns a description when the action was skipped. */
function readAction(ts: TokenStream, table: ImportedTable, catalog: Catalog): string | null {
  if (ts.accept('WITH', 'CHECK') || ts.accept('WITH', 'NOCHECK')) {
    if (ts.is('ADD')) return readAction(ts, table, catalog);
    // T-SQL `WITH [NO]CHECK {CHECK | NOCHECK} CONSTRAINT name`: checking existing rows, not schema.
    ts.skipToElementEnd();
    return 'WITH CHECK';
  }
  if (ts.is('CHECK', 0) && ts.is('CONSTRAINT', 1)) {
    ts.skipToElementEnd();
    return 'CHECK CONSTRAINT';
  }
  if (ts.is('NOCHECK', 0) && ts.is('CONSTRAINT', 1)) {
    ts.skipToElementEnd();
    return 'NOCHECK CONSTRAINT';
  }
  if (ts.accept('ATTACH', 'PARTITION')) {
    // PostgreSQL (pg_dump writes partitions so): the named table becomes a partition of this one.
    const partition = catalog.find(catalog.qualify(ts.qualifiedName('a partition')));
    const bound = readPartitionBound(ts);
    if (!partition) return 'ATTACH PARTITION of a table not created here';
    partition.partitionOf = { parent: { schema: table.schema, name: table.name }, bound };
    return null;
  }
  if (ts.accept('DETACH', 'PARTITION')) {
    const partition = catalog.find(catalog.qualify(ts.qualifiedName('a partition')));
    if (partition) delete partition.partitionOf;
    ts.skipToElementEnd();
    return null;
  }
  if (ts.accept('ADD')) readAdd(ts, table, catalog);
  else if (ts.accept('DROP')) readDrop(ts, table, catalog);
  else if (ts.accept('ALTER')) readAlterColumn(ts, table, catalog);
  else if (ts.accept('MODIFY')) {
    ts.accept('COLUMN');
    const column = readColumn(ts, table, catalog);
    table.columns = table.columns.map((c) =>
      c.name.toLowerCase() === column.name.toLowerCase() ? column : c,
    );
  } else if (ts.accept('CHANGE')) {
    ts.accept('COLUMN');
    const old = ts.name('a column name').toLowerCase();
    const column = readColumn(ts, table, catalog);
    table.columns = table.columns.map((c) => (c.name.toLowerCase() === old ? column : c));
  } else if (ts.accept('RENAME')) {
    if (ts.accept('TO') || ts.accept('AS'))
      catalog.rename(table, {
        schema: table.schema,
        name: catalog.qualify(ts.qualifiedName()).name,
      });
    else {
      if (ts.accept('CONSTRAINT')) return 'RENAME CONSTRAINT';
      ts.accept('COLUMN');
      const column = findTableColumn(table, ts.name('a column name'));
      ts.expect('TO');
      const to = ts.name('a column name');
      if (column) {
        table.primaryKey = table.primaryKey.map((c) =>
          c.toLowerCase() === column.name.toLowerCase() ? to : c,
        );
        column.name = to;
      }
    }
  } else {
    const from = ts.i;
    ts.skipToElementEnd();
    return ts.textFrom(from).split(/\s+/).slice(0, 3).join(' ');
  }
  return null;
}

/** Reads `ALTER TABLE [ONLY] name action, ...` (after ALTER TABLE) and applies it to the table. */
export function readAlterTable(ts: TokenStream, catalog: Catalog, line: number): void {
  ts.accept('IF', 'EXISTS');
  ts.accept('ONLY');
  const q = catalog.qualify(ts.qualifiedName('a table name'));
  ts.acceptPunct('*');
  const table = catalog.find(q);
  if (!table) {
    const why = ts.is('OWNER', 0)
      ? 'ownership is not part of the diagram'
      : 'the table is not created in this script';
    catalog.warn(line, `ALTER TABLE ${q.name} skipped: ${why}`);
    return;
  }
  const skipped: string[] = [];
  while (!ts.done()) {
    const what = readAction(ts, table, catalog);
    if (what !== null) skipped.push(what);
    if (!ts.acceptPunct(',') && !ts.done()) throw ts.unexpected("',' or the end of the statement");
  }
  if (skipped.length > 0)
    catalog.warn(
      line,
      `ALTER TABLE ${table.name}: skipped ${skipped.join('; ')} (not part of the diagram)`,
    );
}
