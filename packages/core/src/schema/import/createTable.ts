import { parseType } from '../sql/types';
import type { Catalog, ImportedColumn, ImportedForeignKey, ImportedTable } from './catalog';
import { atConstraint, cleanDefault, readDefault, readType } from './columnParts';
import { ParseError, type TokenStream } from './tokenStream';

/** Reads `REFERENCES table [(columns)] [MATCH ...] [ON DELETE ...] [ON UPDATE ...] [DEFERRABLE ...]`. */
export function readReferences(
  ts: TokenStream,
  catalog: Catalog,
  name: string | null,
  columns: string[],
  line: number,
): ImportedForeignKey {
  ts.expect('REFERENCES');
  const ref = catalog.qualify(ts.qualifiedName('a referenced table'));
  const refColumns = ts.isPunct('(') ? ts.nameList() : [];
  for (;;) {
    if (ts.accept('ON', 'DELETE') || ts.accept('ON', 'UPDATE')) {
      if (!ts.accept('NO', 'ACTION') && !ts.accept('SET', 'NULL') && !ts.accept('SET', 'DEFAULT'))
        ts.next('a referential action');
    } else if (ts.accept('MATCH')) ts.next('FULL, PARTIAL or SIMPLE');
    else if (
      ts.accept('NOT', 'DEFERRABLE') ||
      ts.accept('DEFERRABLE') ||
      ts.accept('NOT', 'FOR', 'REPLICATION')
    )
      continue;
    else if (ts.accept('INITIALLY')) ts.next('DEFERRED or IMMEDIATE');
    else break;
  }
  return { name, columns, ref, refColumns, line };
}

/** Reads a table-level constraint (PRIMARY KEY, UNIQUE, FOREIGN KEY, CHECK, MySQL KEY/INDEX). Returns false if none starts here. */
export function readTableConstraint(
  ts: TokenStream,
  table: ImportedTable,
  catalog: Catalog,
): boolean {
  const start = ts.i;
  let name: string | null = null;
  if (ts.accept('CONSTRAINT'))
    name =
      ts.isName() && !ts.is('PRIMARY') && !ts.is('UNIQUE') && !ts.is('FOREIGN') && !ts.is('CHECK')
        ? ts.name()
        : null;
  const line = ts.line();
  if (ts.accept('PRIMARY', 'KEY')) {
    skipIndexWords(ts);
    table.primaryKey = ts.nameList();
  } else if (ts.is('UNIQUE')) {
    ts.i++;
    if (!ts.accept('KEY')) ts.accept('INDEX');
    skipIndexWords(ts);
    if (ts.isName()) ts.name();
    skipIndexWords(ts);
    const cols = ts.nameList();
    markUnique(table, cols);
  } else if (ts.accept('FOREIGN', 'KEY')) {
    if (ts.isName()) ts.name();
    const cols = ts.nameList();
    table.foreignKeys.push(readReferences(ts, catalog, name, cols, line));
  } else if (ts.is('CHECK') || ts.is('EXCLUDE') || (name === null && isIndexClause(ts))) {
    ts.i++;
    ts.skipToElementEnd();
    return true;
  } else {
    ts.i = start;
    return false;
  }
  ts.skipToElementEnd();
  return true;
}

/** MySQL `KEY name (cols)`, `INDEX (cols)`, `FULLTEXT KEY ...`, not a column that happens to be called `key`. */
function isIndexClause(ts: TokenStream): boolean {
  if (!['KEY', 'INDEX', 'FULLTEXT', 'SPATIAL'].some((w) => ts.is(w)))
    return ts.is('PERIOD') && ts.is('FOR', 1);
  if (ts.isPunct('(', 1) || ts.is('KEY', 1) || ts.is('INDEX', 1)) return true;
  const next = ts.peek(1);
  return ts.isName(1) && ts.isPunct('(', 2) && parseType(next?.value ?? '').kind === 'unknown';
}

function skipIndexWords(ts: TokenStream): void {
  while (
    ts.accept('CLUSTERED') ||
    ts.accept('NONCLUSTERED') ||
    ts.accept('ASC') ||
    ts.accept('DESC')
  )
    continue;
  if (ts.accept('USING')) ts.next('an index method');
}

/** A single-column unique constraint marks the column; wider ones cannot be drawn and are reported by the caller. */
export function markUnique(table: ImportedTable, cols: string[]): void {
  if (cols.length !== 1) return;
  const key = cols[0]?.toLowerCase();
  const column = table.columns.find((c) => c.name.toLowerCase() === key);
  if (column) column.unique = true;
}

/** Reads a column definition with its inline constraints, adding inline keys to the table. */
export function readColumn(
  ts: TokenStream,
  table: ImportedTable,
  catalog: Catalog,
): ImportedColumn {
  const line = ts.line();
  const name = ts.name('a column name');
  if (ts.done())
    throw new ParseError(`unexpected end of statement, expected the type of column ${name}`, line);
  const column: ImportedColumn = {
    name,
    type: '',
    nullable: true,
    defaultValue: null,
    unique: false,
    autoIncrement: false,
    identity: false,
  };
  if (!atConstraint(ts)) column.type = readType(ts, catalog);
  else if (catalog.dialect !== 'sqlite' && !ts.is('AS'))
    throw new ParseError(`column ${name} has no type`, line);
  let constraintName: string | null = null;
  while (!ts.done() && !ts.isPunct(',') && !ts.isPunct(')')) {
    if (ts.accept('NOT', 'NULL')) column.nullable = false;
    else if (ts.accept('NULL')) column.nullable = true;
    else if (ts.accept('CONSTRAINT')) constraintName = ts.name('a constraint name');
    else if (ts.accept('PRIMARY', 'KEY')) {
      table.primaryKey = [name];
      column.nullable = false;
      skipIndexWords(ts);
      if (ts.accept('AUTOINCREMENT')) column.autoIncrement = true;
    } else if (ts.accept('UNIQUE')) {
      ts.accept('KEY');
      skipIndexWords(ts);
      column.unique = true;
    } else if (ts.accept('KEY')) {
      table.primaryKey = [name];
      column.nullable = false;
    } else if (ts.accept('DEFAULT')) {
      const value = cleanDefault(readDefault(ts, catalog));
      column.defaultValue = value.value;
      if (value.autoIncrement) column.autoIncrement = true;
    } else if (ts.accept('AUTO_INCREMENT') || ts.accept('AUTOINCREMENT'))
      column.autoIncrement = true;
    else if (ts.accept('IDENTITY')) {
      ts.group();
      column.identity = true;
    } else if (ts.accept('GENERATED')) readGenerated(ts, column, catalog, line);
    else if (ts.is('AS') && (ts.isPunct('(', 1) || catalog.dialect === 'mssql')) {
      ts.i++;
      if (ts.isPunct('(')) ts.group();
      else ts.skipToElementEnd();
      catalog.warn(line, `computed column ${table.name}.${name} is kept as a plain column`);
    } else if (ts.is('REFERENCES')) {
      table.foreignKeys.push(readReferences(ts, catalog, constraintName, [name], line));
    } else if (
      ts.accept('CHECK') ||
      ts.accept('COMMENT') ||
      ts.accept('COLLATE') ||
      ts.accept('ON', 'UPDATE') ||
      ts.accept('CHARACTER', 'SET') ||
      ts.accept('CHARSET')
    ) {
      if (ts.isPunct('(')) ts.group();
      else ts.next('a value');
    } else if (ts.isPunct('(')) ts.group();
    else ts.i++;
  }
  return column;
}

function readGenerated(
  ts: TokenStream,
  column: ImportedColumn,
  catalog: Catalog,
  line: number,
): void {
  if (ts.accept('ALWAYS') || ts.accept('BY', 'DEFAULT')) {
    ts.accept('ON', 'NULL');
  }
  ts.expect('AS');
  if (ts.accept('IDENTITY')) {
    column.identity = true;
    ts.group();
  } else {
    ts.group();
    catalog.warn(line, `generated column ${column.name} is kept as a plain column`);
  }
}

/** Reads a table's body: `( column | constraint, ... )`. Tolerates a trailing comma (T-SQL accepts one). */
export function readTableBody(ts: TokenStream, table: ImportedTable, catalog: Catalog): void {
  ts.expectPunct('(');
  while (!ts.acceptPunct(')')) {
    if (ts.is('LIKE')) {
      ts.i++;
      const source = catalog.find(catalog.qualify(ts.qualifiedName()));
      if (source) table.columns.push(...source.columns.map((c) => ({ ...c })));
      ts.skipToElementEnd();
    } else if (!readTableConstraint(ts, table, catalog)) {
      table.columns.push(readColumn(ts, table, catalog));
    }
    if (!ts.acceptPunct(',') && !ts.isPunct(')')) throw ts.unexpected("',' or ')'");
  }
}
