import type { Catalog, ImportedTable } from './catalog';
import { readType } from './columnParts';
import { markUnique, readTableBody } from './createTable';
import { readAlterTable } from './alterTable';
import { ParseError, TokenStream } from './tokenStream';

/** Statements that are valid SQL but say nothing about tables: skipped with a note. */
const NON_DDL = new Set([
  'SELECT',
  'INSERT',
  'UPDATE',
  'DELETE',
  'MERGE',
  'REPLACE',
  'SET',
  'USE',
  'GRANT',
  'REVOKE',
  'DENY',
  'COMMENT',
  'CLUSTER',
  'VACUUM',
  'ANALYZE',
  'ANALYSE',
  'BEGIN',
  'END',
  'COMMIT',
  'ROLLBACK',
  'START',
  'DECLARE',
  'IF',
  'ELSE',
  'WHILE',
  'PRINT',
  'EXEC',
  'EXECUTE',
  'RAISERROR',
  'THROW',
  'LOCK',
  'UNLOCK',
  'TRUNCATE',
  'CALL',
  'DO',
  'REINDEX',
  'PRAGMA',
  'ATTACH',
  'DETACH',
  'COPY',
  'SHOW',
  'DESCRIBE',
  'EXPLAIN',
  'OPTIMIZE',
  'FLUSH',
  'SAVEPOINT',
  'RELEASE',
  'CHECKPOINT',
  'DBCC',
  'BACKUP',
  'RESTORE',
  'WITH',
  'RETURN',
  'SELECT',
  'VALUES',
  'LOAD',
  'REFRESH',
  'SECURITY',
  'LISTEN',
  'NOTIFY',
  'DISCARD',
  'RESET',
  'PREPARE',
  'DEALLOCATE',
  'GO',
  'BULK',
  'OPEN',
  'CLOSE',
  'FETCH',
  'KILL',
  'WAITFOR',
  'GOTO',
  'BREAK',
  'CONTINUE',
  'RECONFIGURE',
  'SETUSER',
  'REVERT',
  'ABORT',
  'IMPORT',
  'CHECKSUM',
  'HANDLER',
  'INSTALL',
  'UNINSTALL',
  'PURGE',
  'CACHE',
  'XA',
  'HELP',
  'TABLE',
  'SOURCE',
]);

/** Object kinds after CREATE; the words before the kind are modifiers (`OR REPLACE`, `TEMP`, `DEFINER=...`). */
const OBJECT_KINDS = new Set([
  'TABLE',
  'VIEW',
  'INDEX',
  'SCHEMA',
  'DOMAIN',
  'TYPE',
  'FUNCTION',
  'PROCEDURE',
  'PROC',
  'TRIGGER',
  'SEQUENCE',
  'EXTENSION',
  'DATABASE',
  'RULE',
  'AGGREGATE',
  'ROLE',
  'USER',
  'LOGIN',
  'EVENT',
  'SYNONYM',
  'CAST',
  'OPERATOR',
  'LANGUAGE',
  'SERVER',
  'POLICY',
  'PUBLICATION',
  'SUBSCRIPTION',
  'COLLATION',
  'CONVERSION',
  'STATISTICS',
  'ASSEMBLY',
  'CERTIFICATE',
  'TABLESPACE',
  'CATALOG',
  'MESSAGE',
  'QUEUE',
  'SERVICE',
  'ROUTE',
  'CONTRACT',
  'TRANSFORM',
  'DEFAULT',
]);

const describe = (ts: TokenStream, from: number, count: number): string =>
  ts.tokens
    .slice(from, from + count)
    .map((t) => t.value)
    .join(' ');

function createTable(ts: TokenStream, catalog: Catalog, line: number, temporary: boolean): void {
  ts.accept('IF', 'NOT', 'EXISTS');
  const q = catalog.qualify(ts.qualifiedName('a table name'));
  if (temporary) {
    catalog.warn(line, `skipped temporary table ${q.name}`);
    return;
  }
  const table: ImportedTable = {
    ...q,
    columns: [],
    primaryKey: [],
    foreignKeys: [],
    inherits: [],
    line,
  };
  if (ts.is('AS') || ts.is('SELECT')) {
    catalog.warn(line, `CREATE TABLE ${q.name} AS SELECT skipped: its columns come from a query`);
    return;
  }
  if (ts.accept('LIKE')) {
    const source = catalog.find(catalog.qualify(ts.qualifiedName()));
    table.columns = source ? source.columns.map((c) => ({ ...c })) : [];
  } else if (ts.is('PARTITION') || ts.is('OF')) {
    catalog.warn(
      line,
      `CREATE TABLE ${q.name} ${ts.peek()?.value ?? ''} skipped: its columns come from another table or type`,
    );
    return;
  } else readTableBody(ts, table, catalog);
  if (ts.accept('INHERITS')) {
    ts.expectPunct('(');
    do table.inherits.push(catalog.qualify(ts.qualifiedName('a parent table')));
    while (ts.acceptPunct(','));
    ts.expectPunct(')');
  }
  catalog.add(table);
}

function createAlias(
  ts: TokenStream,
  catalog: Catalog,
  line: number,
  kind: 'DOMAIN' | 'TYPE',
): void {
  const name = ts.qualifiedName('a type name');
  const key = (name[name.length - 1] ?? '').toLowerCase();
  if (kind === 'TYPE' && ts.accept('AS', 'ENUM')) {
    const inner = ts.group();
    catalog.typeAliases.set(key, `ENUM(${inner.replace(/\s*\n\s*/g, ' ').trim()})`);
  } else if (kind === 'DOMAIN' || ts.accept('FROM')) {
    ts.accept('AS');
    catalog.typeAliases.set(key, readType(ts, catalog));
  } else
    catalog.warn(
      line,
      `skipped CREATE TYPE ${name.join('.')}: composite and table types are not part of the diagram`,
    );
}

function createIndex(ts: TokenStream, catalog: Catalog, line: number, unique: boolean): void {
  while (!ts.done() && !ts.is('ON')) ts.i++;
  if (!ts.accept('ON')) return catalog.warn(line, 'skipped CREATE INDEX');
  const table = catalog.find(catalog.qualify(ts.qualifiedName('a table name')));
  if (ts.accept('USING')) ts.next('an index method');
  const columns = ts.isPunct('(') ? ts.nameList() : [];
  if (unique && table && columns.length === 1) markUnique(table, columns);
  else
    catalog.warn(
      line,
      `skipped CREATE ${unique ? 'UNIQUE ' : ''}INDEX on ${table?.name ?? 'an unknown table'}: the diagram keeps only single-column unique keys`,
    );
}

/** CREATE SCHEMA with embedded elements (PostgreSQL): each element is read inside the schema. */
function createSchema(ts: TokenStream, catalog: Catalog, line: number): void {
  ts.accept('IF', 'NOT', 'EXISTS');
  const name = ts.is('AUTHORIZATION') ? null : ts.name('a schema name');
  if (ts.accept('AUTHORIZATION')) ts.name('a role');
  const previous = catalog.schemaContext;
  catalog.schemaContext = name;
  let start = ts.i;
  const flush = (end: number) => {
    if (end > start)
      readStatement(
        new TokenStream(ts.tokens.slice(start, end), ts.src),
        catalog,
        ts.tokens[start]?.line ?? line,
      );
    start = end;
  };
  let depth = 0;
  for (; ts.i < ts.tokens.length; ts.i++) {
    const t = ts.tokens[ts.i];
    if (t?.value === '(') depth++;
    else if (t?.value === ')') depth--;
    else if (depth === 0 && t?.kind === 'word' && (t.upper === 'CREATE' || t.upper === 'GRANT'))
      flush(ts.i);
  }
  flush(ts.i);
  catalog.schemaContext = previous;
}

function readCreate(ts: TokenStream, catalog: Catalog, line: number): void {
  let k = ts.i;
  while (
    k < Math.min(ts.tokens.length, 16) &&
    !(ts.tokens[k]?.kind === 'word' && OBJECT_KINDS.has(ts.tokens[k]?.upper ?? ''))
  )
    k++;
  const kindToken = ts.tokens[k];
  if (!kindToken || k >= 16)
    return catalog.warn(line, `skipped ${describe(ts, 0, 3)} (not part of the diagram)`);
  const modifiers = new Set(ts.tokens.slice(1, k).map((t) => t.upper));
  ts.i = k + 1;
  const kind = kindToken.upper;
  if (kind === 'TABLE' && !modifiers.has('VIRTUAL'))
    createTable(ts, catalog, line, modifiers.has('TEMP') || modifiers.has('TEMPORARY'));
  else if (kind === 'SCHEMA' && modifiers.size === 0) createSchema(ts, catalog, line);
  else if ((kind === 'DOMAIN' || kind === 'TYPE') && modifiers.size === 0)
    createAlias(ts, catalog, line, kind);
  else if (kind === 'INDEX') createIndex(ts, catalog, line, modifiers.has('UNIQUE'));
  else
    catalog.warn(
      line,
      `skipped CREATE ${[...modifiers].includes('MATERIALIZED') ? 'MATERIALIZED ' : ''}${kind} ${ts.isName() ? (ts.peek()?.value ?? '') : ''}`.trimEnd() +
        ' (not part of the diagram)',
    );
}

function readDrop(ts: TokenStream, catalog: Catalog, line: number): void {
  if (!ts.accept('TABLE')) return catalog.warn(line, `skipped ${describe(ts, 0, 3)}`);
  ts.accept('IF', 'EXISTS');
  do {
    const q = catalog.qualify(ts.qualifiedName('a table name'));
    catalog.tables.delete(catalog.key(q));
  } while (ts.acceptPunct(','));
}

function renameTables(ts: TokenStream, catalog: Catalog): void {
  do {
    const table = catalog.find(catalog.qualify(ts.qualifiedName('a table name')));
    ts.expect('TO');
    const to = catalog.qualify(ts.qualifiedName('a table name'));
    if (table) {
      catalog.tables.delete(catalog.key(table));
      Object.assign(table, to);
      catalog.tables.set(catalog.key(table), table);
    }
  } while (ts.acceptPunct(','));
}

/** Reads one statement into the catalog, or reports it as skipped; throws ParseError when unreadable. */
export function readStatement(ts: TokenStream, catalog: Catalog, line: number): void {
  const first = ts.peek();
  if (!first) return;
  if (first.kind !== 'word') throw ts.unexpected('a statement');
  ts.i++;
  if (first.upper === 'CREATE') readCreate(ts, catalog, line);
  else if (first.upper === 'ALTER' && ts.accept('TABLE')) readAlterTable(ts, catalog, line);
  else if (first.upper === 'ALTER')
    catalog.warn(line, `skipped ${describe(ts, 0, 3)} (not part of the diagram)`);
  else if (first.upper === 'DROP') readDrop(ts, catalog, line);
  else if (first.upper === 'RENAME' && ts.accept('TABLE')) renameTables(ts, catalog);
  else if (NON_DDL.has(first.upper))
    catalog.warn(line, `skipped ${first.upper} statement (not part of the diagram)`);
  else throw new ParseError(`not a SQL statement: '${describe(ts, 0, 3)}'`, first.line);
}
