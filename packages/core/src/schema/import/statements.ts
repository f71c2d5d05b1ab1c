import { MYSQL_TABLE_OPTIONS } from '../model';
import type { PhysicalExtra, PhysicalIndex, PhysicalType, PhysicalView } from '../physical';
import { stripOuterParens } from '../sql/defaultValue';
import { routineArgumentList } from '../sql/routineText';
import { mysqlPartitioning } from '../sql/plainClause';
import { displayName, type Catalog, type ImportedTable, type QualifiedName } from './catalog';
import { oneLine, readDefault, readType } from './columnParts';
import {
  findTableColumn,
  readIndexParts,
  readNullsDistinct,
  readPartitionBound,
  readTableBody,
  readTableConstraint,
} from './createTable';
import { readAlterTable } from './alterTable';
import { splitStatements } from './splitter';
import { SqlLexer, type Token } from './sqlLexer';
import { isInternalName, schemaRows } from './sqliteObjects';
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

/** Object kinds kept verbatim as extra SQL (the rest of the unread kinds are environment: skipped). */
const KEPT_KINDS = new Set([
  'FUNCTION',
  'PROCEDURE',
  'PROC',
  'TRIGGER',
  'SEQUENCE',
  'EXTENSION',
  'RULE',
  'AGGREGATE',
  'EVENT',
  'SYNONYM',
  'CAST',
  'OPERATOR',
  'LANGUAGE',
  'POLICY',
  'COLLATION',
  'CONVERSION',
  'STATISTICS',
  'TRANSFORM',
  'DEFAULT',
  'TYPE',
  'INDEX',
  'TABLE',
]);

/** An empty table as read so far, to be filled by the CREATE TABLE body. */
function newTable(q: QualifiedName, line: number): ImportedTable {
  return {
    schema: q.schema,
    name: q.name,
    columns: [],
    primaryKey: [],
    foreignKeys: [],
    uniques: [],
    indexes: [],
    checks: [],
    inherits: [],
    line,
  };
}

/** A SQL word (an engine, character set or collation name), as the model holds one. */
const SQL_WORD = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** Keeps one of MySQL's table storage options (ENGINE, CHARSET, COLLATE, ROW_FORMAT) when it is a plain word. */
function storageOption(
  table: ImportedTable,
  option: 'engine' | 'charset' | 'collation' | 'rowFormat',
  value: string,
): void {
  if (SQL_WORD.test(value)) (table.storage ??= {})[option] = value;
}

/** Keeps one of MySQL's numeric table options (AUTO_INCREMENT, KEY_BLOCK_SIZE) when it is a positive whole number. */
function storageNumber(
  table: ImportedTable,
  option: 'autoIncrement' | 'keyBlockSize',
  value: string,
): void {
  const n = Number(value);
  if (/^\d+$/.test(value) && Number.isSafeInteger(n) && n > 0) (table.storage ??= {})[option] = n;
}

/** MySQL's and MariaDB's other table options, kept as written when their value is plain. */
const KEPT_TABLE_OPTIONS = new Set(
  (
    'STATS_PERSISTENT STATS_AUTO_RECALC STATS_SAMPLE_PAGES PACK_KEYS CHECKSUM TABLE_CHECKSUM ' +
    'DELAY_KEY_WRITE MAX_ROWS MIN_ROWS AVG_ROW_LENGTH PAGE_CHECKSUM TRANSACTIONAL INSERT_METHOD ' +
    'COMPRESSION ENCRYPTION PAGE_COMPRESSED PAGE_COMPRESSION_LEVEL ENCRYPTION_KEY_ID SEQUENCE'
  ).split(' '),
);

/** One of KEPT_TABLE_OPTIONS with its value (a number, a word or a plain string), kept on the table. */
function keepTableOption(ts: TokenStream, table: ImportedTable): void {
  const name = ts.next('a table option').upper;
  ts.acceptPunct('=');
  const value = ts.next('a value');
  const text =
    value.kind === 'string'
      ? `'${value.value}'`
      : value.kind === 'number'
        ? value.value
        : value.upper;
  const option = `${name === 'TABLE_CHECKSUM' ? 'CHECKSUM' : name}=${text}`;
  const options = [table.storage?.options, option].filter(Boolean).join(' ');
  if (MYSQL_TABLE_OPTIONS.test(options)) (table.storage ??= {}).options = options;
}

/**
 * Reads the table options after the body, keeping MySQL's COMMENT, ENGINE, character set,
 * collation, ROW_FORMAT, KEY_BLOCK_SIZE, AUTO_INCREMENT, partitioning and the plain options of
 * KEPT_TABLE_OPTIONS; other storage options are dropped.
 */
function readTableOptions(ts: TokenStream, table: ImportedTable, catalog: Catalog): void {
  while (!ts.done()) {
    if (ts.is('PARTITION', 0) && ts.is('BY', 1) && catalog.dialect === 'postgresql') {
      ts.i += 2;
      table.partitionBy = readPartitionKey(ts);
    } else if (ts.is('PARTITION', 0) && ts.is('BY', 1) && catalog.dialect === 'mysql') {
      const clause = plainClause(ts, ts.i, ts.tokens.length);
      if (clause === null)
        catalog.warn(table.line, `the partitioning of ${displayName(table)} is not kept`);
      else (table.storage ??= {}).partitioning = clause;
      ts.i = ts.tokens.length;
    } else if (ts.is('PARTITION', 0) && ts.is('BY', 1)) {
      catalog.warn(table.line, `the partitioning of ${displayName(table)} is not kept`);
      ts.i = ts.tokens.length;
    } else if (ts.accept('COMMENT')) {
      ts.acceptPunct('=');
      table.comment = ts.next('a comment').value;
    } else if (ts.accept('CHARSET') || ts.accept('CHARACTER', 'SET')) {
      ts.acceptPunct('=');
      table.charset = ts.next('a character set').value;
      storageOption(table, 'charset', table.charset);
    } else if (ts.accept('ENGINE') || ts.accept('TYPE')) {
      ts.acceptPunct('=');
      storageOption(table, 'engine', ts.next('a storage engine').value);
    } else if (ts.accept('COLLATE')) {
      ts.acceptPunct('=');
      storageOption(table, 'collation', ts.next('a collation').value);
    } else if (ts.accept('ROW_FORMAT')) {
      ts.acceptPunct('=');
      storageOption(table, 'rowFormat', ts.next('a row format').value);
    } else if (ts.accept('KEY_BLOCK_SIZE')) {
      ts.acceptPunct('=');
      storageNumber(table, 'keyBlockSize', ts.next('a key block size').value);
    } else if (catalog.dialect === 'mysql' && ts.accept('AUTO_INCREMENT')) {
      ts.acceptPunct('=');
      storageNumber(table, 'autoIncrement', ts.next('a next auto-increment value').value);
    } else if (catalog.dialect === 'mysql' && ts.accept('WITH', 'SYSTEM', 'VERSIONING')) {
      (table.storage ??= {}).systemVersioning = true;
    } else if (catalog.dialect === 'mysql' && KEPT_TABLE_OPTIONS.has(ts.peek()?.upper ?? '')) {
      keepTableOption(ts, table);
    } else if (catalog.dialect === 'sqlite' && ts.accept('WITHOUT', 'ROWID'))
      table.withoutRowid = true;
    else if (catalog.dialect === 'sqlite' && ts.accept('STRICT')) table.strict = true;
    else if (ts.isPunct('(')) ts.group();
    else ts.i++;
  }
}

/** PostgreSQL's partition key after `PARTITION BY`: the strategy and its parenthesised key, as written. */
/** The longest partitioning clause kept (a table of some thousand partitions). */
const MAX_PARTITIONING = 200_000;

/**
 * MySQL's `PARTITION BY ...` clause (method, expression, partitions and their options) as one
 * line of its source text, or null when it holds a comment or a statement's end (either could end
 * it early when written back) or is too long.
 */
function plainClause(ts: TokenStream, from: number, to: number): string | null {
  const clause = mysqlPartitioning(ts.textBetween(from, to));
  const text = clause === null ? null : oneLine(clause);
  return text !== null && text.length <= MAX_PARTITIONING ? text : null;
}

function readPartitionKey(ts: TokenStream): string {
  const from = ts.i;
  ts.next('a partitioning strategy');
  if (!ts.isPunct('(')) throw ts.unexpected("'('");
  ts.group();
  return oneLine(ts.textFrom(from));
}

/**
 * `CREATE TABLE p PARTITION OF parent [(constraints)] {FOR VALUES ... | DEFAULT}`: the columns
 * come from the parent (see finishImport); constraints of its own are read, column options skipped.
 */
function readPartitionOf(ts: TokenStream, table: ImportedTable, catalog: Catalog): void {
  const parent = catalog.qualify(ts.qualifiedName('a parent table'));
  if (ts.acceptPunct('(')) {
    do {
      if (ts.isPunct(')')) break;
      if (!readTableConstraint(ts, table, catalog)) {
        catalog.warn(
          table.line,
          `the column options of partition ${displayName(table)} are not kept (its columns are its parent's)`,
        );
        ts.skipToElementEnd();
      }
    } while (ts.acceptPunct(','));
    ts.expectPunct(')');
  }
  table.partitionOf = { parent, bound: readPartitionBound(ts) };
}

/**
 * CREATE TABLE. A table created again (not dropped in between) keeps its first definition, as in
 * every engine: the second statement is refused, or with IF NOT EXISTS creates nothing; MariaDB's
 * CREATE OR REPLACE TABLE replaces it.
 */
function createTable(
  ts: TokenStream,
  catalog: Catalog,
  line: number,
  temporary: boolean,
  replace: boolean,
): void {
  const ifNotExists = ts.accept('IF', 'NOT', 'EXISTS');
  const q = catalog.qualify(ts.qualifiedName('a table name'));
  if (temporary) {
    catalog.warn(line, `skipped temporary table ${q.name}`);
    return;
  }
  const earlier = replace ? undefined : catalog.tables.get(catalog.key(q));
  if (earlier) {
    catalog.warn(
      line,
      ifNotExists
        ? `table ${displayName(q)} exists already (line ${earlier.line}): CREATE TABLE IF NOT EXISTS creates nothing`
        : `table ${displayName(q)} is created again: the engine refuses this statement, and the definition on line ${earlier.line} stays`,
    );
    return;
  }
  const table = newTable(q, line);
  if (ts.is('AS') || ts.is('SELECT')) {
    catalog.warn(line, `CREATE TABLE ${q.name} AS SELECT skipped: its columns come from a query`);
    return;
  }
  if (ts.accept('LIKE')) {
    const source = catalog.find(catalog.qualify(ts.qualifiedName()));
    table.columns = source ? source.columns.map((c) => ({ ...c })) : [];
  } else if (catalog.dialect === 'postgresql' && ts.is('PARTITION', 0) && ts.is('OF', 1)) {
    ts.i += 2;
    readPartitionOf(ts, table, catalog);
  } else if (ts.is('PARTITION') || ts.is('OF')) {
    catalog.keep('table', displayName(q), ts.statementText());
    catalog.warn(
      line,
      `CREATE TABLE ${q.name} ${ts.peek()?.value ?? ''} is kept as written: its columns come from another table or type`,
    );
    return;
  } else readTableBody(ts, table, catalog);
  if (ts.accept('INHERITS')) {
    ts.expectPunct('(');
    do table.inherits.push(catalog.qualify(ts.qualifiedName('a parent table')));
    while (ts.acceptPunct(','));
    ts.expectPunct(')');
  }
  readTableOptions(ts, table, catalog);
  const key = table.descendingIntegerKey;
  // The model holds no key order: written back, `key INTEGER, PRIMARY KEY (key)` is the rowid.
  if (key !== undefined && !table.withoutRowid)
    catalog.warn(
      line,
      `the DESC of ${displayName(table)}.${key} INTEGER PRIMARY KEY is not kept: written back, the column is the table's rowid, which it was not`,
    );
  catalog.add(table);
}

/** Reads `CREATE DOMAIN name [AS] type [DEFAULT x] [[CONSTRAINT c] NOT NULL | NULL | CHECK (...)]...`. */
function createDomain(ts: TokenStream, catalog: Catalog): void {
  const q = catalog.qualify(ts.qualifiedName('a domain name'));
  ts.accept('AS');
  const type: PhysicalType = { ...schemaOf(q), name: q.name, kind: 'domain' };
  type.baseType = readType(ts, catalog);
  let constraint = '';
  while (!ts.done()) {
    if (ts.accept('CONSTRAINT')) {
      constraint = ts.name('a constraint name');
      continue;
    }
    if (ts.accept('NOT', 'NULL')) type.notNull = true;
    else if (ts.accept('NULL')) type.notNull = false;
    else if (ts.accept('DEFAULT')) type.defaultValue = stripOuterParens(readDefault(ts, catalog));
    else if (ts.accept('CHECK'))
      (type.checks ??= []).push({
        name: constraint,
        expression: stripOuterParens(oneLine(ts.group())),
      });
    else if (ts.accept('COLLATE')) ts.qualifiedName('a collation');
    else throw ts.unexpected('a domain constraint');
    constraint = '';
  }
  if (type.notNull === false) delete type.notNull;
  catalog.types.set(catalog.key(q), type);
}

/** A named object's schema as the physical model keeps it (absent for the default one). */
const schemaOf = (q: QualifiedName): { schema?: string } =>
  q.schema === null ? {} : { schema: q.schema };

/** Reads CREATE TYPE: a PostgreSQL enum, a T-SQL alias type (`FROM base`), or any other kept verbatim. */
function createType(ts: TokenStream, catalog: Catalog): void {
  const q = catalog.qualify(ts.qualifiedName('a type name'));
  const type: PhysicalType = { ...schemaOf(q), name: q.name, kind: 'other' };
  if (ts.accept('AS', 'ENUM')) {
    type.kind = 'enum';
    ts.expectPunct('(');
    type.values = [];
    while (!ts.acceptPunct(')')) {
      type.values.push(ts.next('an enum label').value);
      ts.acceptPunct(',');
    }
  } else {
    if (ts.accept('FROM')) type.baseType = readType(ts, catalog);
    type.sql = ts.statementText();
    type.dialect = catalog.dialect;
  }
  catalog.types.set(catalog.key(q), type);
}

/** Index kinds that T-SQL writes before INDEX and the model cannot hold (kept verbatim). */
const VERBATIM_INDEX_KINDS = ['XML', 'FULLTEXT', 'SPATIAL', 'COLUMNSTORE'];

/** Reads what follows an index's key parts: INCLUDE, WHERE, USING (MySQL) and storage options. */
function readIndexTail(ts: TokenStream, index: PhysicalIndex): void {
  while (!ts.done()) {
    if (ts.accept('INCLUDE')) index.include = ts.nameList();
    else if (ts.is('NULLS') && (ts.is('NOT', 1) || ts.is('DISTINCT', 1))) {
      if (readNullsDistinct(ts)) index.nullsNotDistinct = true;
    } else if (ts.accept('USING')) index.method = ts.next('an index method').value;
    else if (ts.is('COMMENT') && ts.peek(1)?.kind === 'string') {
      ts.i++;
      index.comment = ts.next().value;
    } else if (ts.accept('WHERE')) {
      const from = ts.i;
      while (!ts.done() && !(ts.is('WITH') && ts.isPunct('(', 1)) && !ts.is('ON'))
        if (ts.isPunct('(')) ts.group();
        else ts.i++;
      index.where = stripOuterParens(oneLine(ts.textFrom(from)));
    } else if (ts.isPunct('(')) ts.group();
    else ts.i++;
  }
}

function createIndex(
  ts: TokenStream,
  catalog: Catalog,
  line: number,
  modifiers: Set<string>,
): void {
  const verbatim = VERBATIM_INDEX_KINDS.find((k) => modifiers.has(k));
  if (verbatim && catalog.dialect !== 'mysql') return keepStatement(ts, catalog, 'index');
  const index: PhysicalIndex = { name: '', unique: modifiers.has('UNIQUE'), parts: [] };
  const method = ['CLUSTERED', 'NONCLUSTERED', 'FULLTEXT', 'SPATIAL'].find((m) => modifiers.has(m));
  if (method) index.method = method;
  ts.accept('CONCURRENTLY');
  ts.accept('IF', 'NOT', 'EXISTS');
  if (!ts.is('ON') && !ts.is('USING')) index.name = ts.qualifiedName('an index name').at(-1) ?? '';
  if (ts.accept('USING')) index.method = ts.next('an index method').value;
  ts.expect('ON');
  ts.accept('ONLY');
  const q = catalog.qualify(ts.qualifiedName('a table name'));
  const table = catalog.find(q);
  if (!table && catalog.dialect === 'sqlite' && isInternalName(q.name))
    return catalog.warn(
      line,
      `skipped CREATE INDEX on ${q.name}: SQLite indexes its own tables itself`,
    );
  if (!table) {
    catalog.warn(
      line,
      `CREATE INDEX on ${displayName(q)}, which is not a table here, is kept as written`,
    );
    return keepStatement(ts, catalog, 'index', index.name);
  }
  if (ts.accept('USING')) index.method = ts.next('an index method').value;
  index.parts = readIndexParts(ts, catalog.dialect === 'mysql');
  readIndexTail(ts, index);
  table.indexes.push(index);
}

/** Keeps the whole statement verbatim as extra SQL. */
function keepStatement(ts: TokenStream, catalog: Catalog, kind: string, name?: string): void {
  catalog.keep(kind, name, ts.statementText());
  ts.i = ts.tokens.length;
}

/** Where a view of this name stands among those read so far, or -1. */
function viewIndex(catalog: Catalog, q: QualifiedName): number {
  const key = catalog.key(q);
  return catalog.views.findIndex(
    (v) => catalog.key({ schema: v.schema ?? null, name: v.name }) === key,
  );
}

/** Reads CREATE VIEW in any dialect: name, column list and the query as written. */
function createView(
  ts: TokenStream,
  catalog: Catalog,
  materialized: boolean,
  replace: boolean,
  invoker: boolean,
  algorithm?: 'MERGE' | 'TEMPTABLE',
): void {
  ts.accept('IF', 'NOT', 'EXISTS');
  const start = ts.i;
  const q = catalog.qualify(ts.qualifiedName('a view name'));
  const view: PhysicalView = { ...schemaOf(q), name: q.name, query: '', dialect: catalog.dialect };
  // Inside CREATE SCHEMA the written name lacks the schema the view lives in.
  if (catalog.schemaContext === null) view.nameAsWritten = ts.textFrom(start);
  if (materialized) view.materialized = true;
  if (algorithm && catalog.dialect === 'mysql') view.algorithm = algorithm;
  if (ts.isPunct('(')) view.columnNames = ts.nameList();
  // PostgreSQL's `WITH (security_invoker = true, ...)`.
  let options = '';
  if (ts.is('WITH') && ts.isPunct('(', 1)) {
    ts.i++;
    options = ts.group();
  }
  if (invoker || /\bsecurity_invoker\b(?!\s*=\s*'?(false|off|no|0)\b)/i.test(options))
    view.securityInvoker = true;
  while (!ts.done() && !ts.is('AS')) ts.i++;
  ts.expect('AS');
  view.query = ts.rest();
  // CREATE OR REPLACE of a view read before (pg_dump's placeholder, then its real query): the later
  // one is the view, its comment kept, and it goes where the later one stands.
  const before = replace ? viewIndex(catalog, q) : -1;
  const old = catalog.views[before];
  if (old) {
    catalog.views.splice(before, 1);
    if (view.comment === undefined && old.comment !== undefined) view.comment = old.comment;
  }
  catalog.views.push(view);
}

/** The name a CREATE statement gives its object, if one follows (without the default schema). */
function objectName(ts: TokenStream, catalog: Catalog): string | undefined {
  ts.accept('IF', 'NOT', 'EXISTS');
  if (!ts.isName()) return undefined;
  const from = ts.i;
  const name = displayName(catalog.qualify(ts.qualifiedName()));
  ts.i = from;
  return name;
}

/** CREATE SCHEMA with embedded elements (PostgreSQL): each element is read inside the schema. */
function createSchema(ts: TokenStream, catalog: Catalog, line: number): void {
  ts.accept('IF', 'NOT', 'EXISTS');
  const name = ts.is('AUTHORIZATION') ? null : ts.name('a schema name');
  if (ts.accept('AUTHORIZATION')) ts.name('a role');
  // The schema itself, as written (its elements are read below): the generator writes it unless
  // a table, view or type of it has it written already (a schema of routines alone, say).
  if (name !== null && (catalog.dialect === 'postgresql' || catalog.dialect === 'mssql'))
    catalog.keep('schema', name, ts.textFrom(0));
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

/** Object kinds whose sqlite_ names SQLite keeps for itself (it refuses to create one). */
const SQLITE_OWN_KINDS = new Set(['TABLE', 'INDEX', 'VIEW', 'TRIGGER']);

/**
 * The name a SQLite CREATE statement gives its object when that name is SQLite's own
 * (`CREATE TABLE sqlite_sequence(name,seq)`, as a plain `.schema` prints it); the stream is left
 * where it was.
 */
function internalObject(ts: TokenStream, kind: string): string | undefined {
  if (!SQLITE_OWN_KINDS.has(kind)) return undefined;
  const from = ts.i;
  ts.accept('IF', 'NOT', 'EXISTS');
  const name = ts.isName() ? ts.qualifiedName().at(-1) : undefined;
  ts.i = from;
  return name !== undefined && isInternalName(name) ? name : undefined;
}

/** SQLite's CREATE VIRTUAL TABLE, kept as written; its module tells which shadow tables it makes. */
function createVirtualTable(ts: TokenStream, catalog: Catalog): void {
  const name = objectName(ts, catalog);
  const q = catalog.qualify(ts.qualifiedName('a table name'));
  if (ts.accept('USING')) catalog.virtualTables.push({ ...q, module: ts.name('a module') });
  keepStatement(ts, catalog, 'table', name);
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
  const internal = catalog.dialect === 'sqlite' ? internalObject(ts, kind) : undefined;
  if (internal !== undefined)
    catalog.warn(
      line,
      `skipped CREATE ${kind} ${internal}: SQLite makes its own sqlite_ objects itself`,
    );
  else if (kind === 'TABLE' && modifiers.has('VIRTUAL')) createVirtualTable(ts, catalog);
  else if (kind === 'TABLE')
    createTable(
      ts,
      catalog,
      line,
      modifiers.has('TEMP') || modifiers.has('TEMPORARY'),
      modifiers.has('REPLACE'),
    );
  else if (kind === 'SCHEMA' && modifiers.size === 0) createSchema(ts, catalog, line);
  else if (kind === 'SCHEMA' && modifiers.has('XML') && ts.accept('COLLECTION'))
    keepStatement(ts, catalog, 'xml schema collection', objectName(ts, catalog));
  else if (kind === 'DOMAIN') createDomain(ts, catalog);
  else if (kind === 'TYPE' && modifiers.size === 0) createType(ts, catalog);
  else if (kind === 'INDEX') createIndex(ts, catalog, line, modifiers);
  else if (kind === 'VIEW')
    createView(
      ts,
      catalog,
      modifiers.has('MATERIALIZED'),
      modifiers.has('REPLACE'),
      // MySQL's `SQL SECURITY INVOKER` before VIEW.
      modifiers.has('INVOKER'),
      // MySQL's `ALGORITHM=MERGE|TEMPTABLE` before VIEW.
      modifiers.has('ALGORITHM') && modifiers.has('TEMPTABLE')
        ? 'TEMPTABLE'
        : modifiers.has('ALGORITHM') && modifiers.has('MERGE')
          ? 'MERGE'
          : undefined,
    );
  else if (KEPT_KINDS.has(kind)) {
    const name = objectName(ts, catalog);
    if (kind === 'SEQUENCE' && name !== undefined) catalog.sequences.add(name.toLowerCase());
    keepStatement(ts, catalog, kind === 'PROC' ? 'procedure' : kind.toLowerCase(), name);
  } else
    catalog.warn(
      line,
      `skipped CREATE ${kind} ${ts.isName() ? (ts.peek()?.value ?? '') : ''}`.trimEnd() +
        ' (not part of the diagram)',
    );
}

function readDrop(ts: TokenStream, catalog: Catalog, line: number): void {
  // mysqldump creates a placeholder view, drops it, then creates the view.
  if (ts.accept('VIEW')) return dropViews(ts, catalog);
  if (ts.accept('INDEX')) return dropIndexes(ts, catalog, line);
  const kind = ts.peek()?.upper ?? '';
  if (
    ts.peek()?.kind === 'word' &&
    (KEPT_KINDS.has(kind) || kind === 'DOMAIN') &&
    kind !== 'TABLE'
  ) {
    ts.i++;
    return dropKept(ts, catalog, line, kind);
  }
  if (!ts.accept('TABLE')) return catalog.warn(line, `skipped ${describe(ts, 0, 3)}`);
  ts.accept('IF', 'EXISTS');
  do {
    catalog.dropTable(catalog.qualify(ts.qualifiedName('a table name')));
  } while (ts.acceptPunct(','));
}

/**
 * `DROP INDEX`: PostgreSQL's and SQLite's `[IF EXISTS] [schema.]name, ...`, MySQL's and SQL
 * Server's `name ON table`, SQL Server's `table.name`. The index read before goes, from its
 * table or from the statements kept as written.
 */
function dropIndexes(ts: TokenStream, catalog: Catalog, line: number): void {
  ts.accept('CONCURRENTLY');
  ts.accept('IF', 'EXISTS');
  do {
    const parts = ts.qualifiedName('an index name');
    const name = parts.at(-1) ?? '';
    let tables = [...catalog.tables.values()];
    if (ts.accept('ON')) {
      const table = catalog.find(catalog.qualify(ts.qualifiedName('a table name')));
      tables = table ? [table] : [];
    } else if (catalog.dialect === 'mssql' && parts.length > 1) {
      const table = catalog.find(catalog.qualify(parts.slice(0, -1)));
      tables = table ? [table] : [];
    } else if (parts.length > 1) {
      // PostgreSQL's and SQLite's index names are the schema's: the schema says which tables.
      const { schema } = catalog.qualify(parts);
      tables = tables.filter((t) => t.schema === schema);
    }
    const same = (other: string | undefined) => other?.toLowerCase() === name.toLowerCase();
    let dropped = false;
    for (const table of tables) {
      const before = table.indexes.length;
      table.indexes = table.indexes.filter((i) => !same(i.name));
      dropped ||= table.indexes.length < before;
    }
    dropped = catalog.dropExtras((e) => e.kind === 'index' && same(e.name)) || dropped;
    if (!dropped) catalog.warn(line, `skipped DROP INDEX ${name}: no such index is created here`);
    // MySQL's ALGORITHM= and LOCK= options end the statement.
  } while (ts.acceptPunct(','));
  ts.i = ts.tokens.length;
}

/**
 * `DROP FUNCTION | PROCEDURE | TRIGGER | SEQUENCE | TYPE | DOMAIN | EXTENSION | … [IF EXISTS]
 * name [(arguments)] [ON table], ...`: what the script created under that name goes. Of a
 * function's overloads, the one with as many arguments as the DROP names; when that does not
 * tell them apart, all stay, with a note.
 */
function dropKept(ts: TokenStream, catalog: Catalog, line: number, kind: string): void {
  ts.accept('IF', 'EXISTS');
  const keptAs = kind === 'PROC' ? 'procedure' : kind.toLowerCase();
  do {
    const q = catalog.qualify(ts.qualifiedName(`a ${keptAs} name`));
    const name = displayName(q).toLowerCase();
    const args = ts.isPunct('(') ? `(${ts.group()})` : undefined;
    // PostgreSQL's DROP TRIGGER name ON table (and DROP POLICY, DROP RULE).
    if (ts.accept('ON')) ts.qualifiedName('a table name');
    const same = (e: PhysicalExtra) => e.kind === keptAs && e.name?.toLowerCase() === name;
    let candidates = catalog.extras.filter(same);
    if (args !== undefined && candidates.length > 1) {
      const count = (sql: string) => routineArgumentList(sql)?.length ?? 0;
      candidates = candidates.filter((e) => count(e.sql) === count(args));
    }
    const typeKey = catalog.key(q);
    const isType = (kind === 'TYPE' || kind === 'DOMAIN') && catalog.types.delete(typeKey);
    if (kind === 'SEQUENCE') catalog.sequences.delete(name);
    if (candidates.length > 1 && args !== undefined)
      catalog.warn(
        line,
        `DROP ${kind} ${displayName(q)}${args}: which of its ${candidates.length} overloads goes is not told apart here; all stay`,
      );
    else if (candidates.length > 0) catalog.dropExtras((e) => candidates.includes(e));
    else if (!isType)
      catalog.warn(line, `skipped DROP ${kind} ${displayName(q)}: it is not created here`);
  } while (ts.acceptPunct(','));
  ts.i = ts.tokens.length;
}

/** `DROP VIEW [IF EXISTS] name, ...`: the views read before go. */
function dropViews(ts: TokenStream, catalog: Catalog): void {
  ts.accept('IF', 'EXISTS');
  do {
    const at = viewIndex(catalog, catalog.qualify(ts.qualifiedName('a view name')));
    if (at >= 0) catalog.views.splice(at, 1);
  } while (ts.acceptPunct(','));
  ts.i = ts.tokens.length;
}

function renameTables(ts: TokenStream, catalog: Catalog): void {
  do {
    const table = catalog.find(catalog.qualify(ts.qualifiedName('a table name')));
    ts.expect('TO');
    const to = catalog.qualify(ts.qualifiedName('a table name'));
    if (table) catalog.rename(table, to);
  } while (ts.acceptPunct(','));
}

/** Reads `COMMENT ON {TABLE | COLUMN | VIEW | ...} name IS 'text'`; comments on objects the model lacks are kept verbatim. */
function commentOn(ts: TokenStream, catalog: Catalog, line: number): void {
  ts.expect('ON');
  const what = ts.accept('MATERIALIZED') ? 'VIEW' : ts.next('an object kind').upper;
  const parts = ts.qualifiedName('an object name');
  ts.expect('IS');
  const text = ts.accept('NULL') ? undefined : ts.next('a comment').value;
  const target = commentTarget(catalog, what, parts);
  if (target) target.comment = text;
  else {
    catalog.keep('comment', parts.join('.'), ts.statementText());
    if (what === 'TABLE' || what === 'COLUMN')
      catalog.warn(
        line,
        `COMMENT ON ${what} ${parts.join('.')}: no such table here, kept as written`,
      );
  }
}

/** What a comment is about, when the model holds it: a table, a column, a view or a type. */
function commentTarget(
  catalog: Catalog,
  what: string,
  parts: string[],
): { comment?: string } | undefined {
  if (what === 'TABLE') return catalog.find(catalog.qualify(parts));
  if (what === 'COLUMN') {
    const table = catalog.find(catalog.qualify(parts.slice(0, -1)));
    return table ? findTableColumn(table, parts[parts.length - 1] ?? '') : undefined;
  }
  const key = catalog.key(catalog.qualify(parts));
  if (what === 'VIEW')
    return catalog.views.find(
      (v) => catalog.key({ schema: v.schema ?? null, name: v.name }) === key,
    );
  if (what === 'TYPE' || what === 'DOMAIN') return catalog.types.get(key);
  return undefined;
}

/** Reads T-SQL `EXEC sp_addextendedproperty` (positional or `@name =` arguments) into a table or column comment. */
function extendedProperty(ts: TokenStream, catalog: Catalog, line: number): void {
  const args = new Map<string, string>();
  const order = [
    'name',
    'value',
    'level0type',
    'level0name',
    'level1type',
    'level1name',
    'level2type',
    'level2name',
  ];
  let position = 0;
  while (!ts.done()) {
    let key = order[position++] ?? '';
    if (ts.peek()?.value.startsWith('@') && ts.isPunct('=', 1)) {
      key = ts.next().value.slice(1).toLowerCase();
      ts.i++;
    }
    args.set(key, ts.next('an argument').value);
    ts.acceptPunct(',');
  }
  const table = catalog.find(
    catalog.qualify([args.get('level0name') ?? '', args.get('level1name') ?? '']),
  );
  const level2 = args.get('level2type')?.toUpperCase();
  const target =
    level2 === 'COLUMN' && table
      ? findTableColumn(table, args.get('level2name') ?? '')
      : level2
        ? undefined
        : table;
  if (args.get('name') === 'MS_Description' && target) target.comment = args.get('value');
  else {
    catalog.keep('exec', 'sp_addextendedproperty', ts.statementText());
    catalog.warn(
      line,
      'sp_addextendedproperty on an object the diagram does not hold is kept as written',
    );
  }
}

/** EXEC: descriptions become comments, rule and default bindings are kept, other procedures skipped. */
function readExec(ts: TokenStream, catalog: Catalog, line: number): void {
  const procedure = (ts.qualifiedName('a procedure').at(-1) ?? '').toLowerCase();
  if (procedure === 'sp_addextendedproperty') return extendedProperty(ts, catalog, line);
  if (procedure === 'sp_bindrule' || procedure === 'sp_bindefault')
    return keepStatement(ts, catalog, 'exec', procedure);
  catalog.warn(line, `skipped EXEC ${procedure} (not part of the diagram)`);
}

/**
 * `ALTER SEQUENCE s OWNED BY table.column` (how pg_dump ties a serial column's sequence to it): kept
 * verbatim, so the sequence is the column's again, when the script creates that table.
 */
function sequenceOwnedBy(ts: TokenStream, catalog: Catalog, line: number): void {
  const text = ts.statementText();
  ts.i++;
  const sequence = objectName(ts, catalog);
  while (!ts.done() && !ts.is('OWNED')) ts.i++;
  ts.expect('OWNED');
  ts.expect('BY');
  const owner = ts.accept('NONE') ? [] : ts.qualifiedName('a column');
  const table = owner.length > 1 ? catalog.find(catalog.qualify(owner.slice(0, -1))) : undefined;
  if (!table || !findTableColumn(table, owner.at(-1) ?? '')) {
    catalog.warn(
      line,
      `skipped ALTER SEQUENCE ${sequence ?? ''}: it names no column of this script`,
    );
    ts.i = ts.tokens.length;
    return;
  }
  catalog.keep('alter sequence', sequence, text);
  ts.i = ts.tokens.length;
}

/** ALTER of something other than a table: ownership is dropped, sequences and functions kept, the rest skipped. */
function readAlterOther(ts: TokenStream, catalog: Catalog, line: number): void {
  const kind = ts.peek()?.upper ?? '';
  const what = `ALTER ${kind} ${ts.peek(1)?.value ?? ''}`.trimEnd();
  if (kind === 'SEQUENCE' && /\bOWNED\s+BY\b/i.test(ts.statementText()))
    return sequenceOwnedBy(ts, catalog, line);
  if (/\bOWNER\s+TO\b|\bOWNED\s+BY\b/i.test(ts.statementText()))
    return catalog.warn(line, `skipped ${what}: ownership is not part of the diagram`);
  if (kind === 'SEQUENCE' || kind === 'FUNCTION' || kind === 'PROCEDURE' || kind === 'TRIGGER')
    return keepStatement(ts, catalog, `alter ${kind.toLowerCase()}`);
  catalog.warn(line, `skipped ${what} (not part of the diagram)`);
}

/**
 * A SQLite INSERT: one into the schema table (how `.dump` writes a virtual table, after `PRAGMA
 * writable_schema=ON`) is read as the CREATE statements its rows hold; others are skipped with a note.
 */
function readInsert(ts: TokenStream, catalog: Catalog, line: number): void {
  const rows = schemaRows(ts, catalog);
  if (!rows) return catalog.warn(line, 'skipped INSERT statement (not part of the diagram)');
  for (const row of rows) {
    let tokens: Token[];
    try {
      tokens = new SqlLexer(row.sql, 'sqlite').run();
    } catch (error) {
      throw new ParseError(error instanceof Error ? error.message : String(error), row.line);
    }
    // The row's statement, its lines counted from the line of the string that holds it.
    for (const statement of splitStatements(tokens, 'sqlite')) {
      const shifted = statement.tokens.map((t) => ({ ...t, line: t.line + row.line - 1 }));
      if (shifted[0]?.upper === 'CREATE')
        readStatement(new TokenStream(shifted, row.sql), catalog, line);
      else catalog.warn(line, 'skipped a row of sqlite_schema that holds no CREATE statement');
    }
  }
}

/** Reads one statement into the catalog, or reports it as skipped; throws ParseError when unreadable. */
export function readStatement(ts: TokenStream, catalog: Catalog, line: number): void {
  const first = ts.peek();
  if (!first) return;
  if (first.kind !== 'word') throw ts.unexpected('a statement');
  ts.i++;
  if (first.upper === 'CREATE') readCreate(ts, catalog, line);
  else if (first.upper === 'ALTER' && ts.accept('TABLE')) readAlterTable(ts, catalog, line);
  else if (first.upper === 'ALTER') readAlterOther(ts, catalog, line);
  else if (first.upper === 'DROP') readDrop(ts, catalog, line);
  else if (first.upper === 'RENAME' && ts.accept('TABLE')) renameTables(ts, catalog);
  else if (first.upper === 'COMMENT' && ts.is('ON')) commentOn(ts, catalog, line);
  else if (first.upper === 'CLUSTER' && ts.isName()) keepStatement(ts, catalog, 'cluster');
  else if ((first.upper === 'EXEC' || first.upper === 'EXECUTE') && ts.isName())
    readExec(ts, catalog, line);
  else if (first.upper === 'INSERT' && catalog.dialect === 'sqlite') readInsert(ts, catalog, line);
  else if (NON_DDL.has(first.upper))
    catalog.warn(line, `skipped ${first.upper} statement (not part of the diagram)`);
  else throw new ParseError(`not a SQL statement: '${describe(ts, 0, 3)}'`, first.line);
}
