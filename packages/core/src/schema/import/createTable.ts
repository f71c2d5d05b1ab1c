import {
  CONFLICT_RESOLUTIONS,
  REFERENTIAL_ACTIONS,
  type ConflictResolution,
  type Deferrability,
  type ReferentialAction,
} from '../model';
import {
  IDENTIFIER_LIMIT,
  keyShape,
  NameScope,
  type PhysicalIndex,
  type PhysicalIndexPart,
} from '../physical';
import { quoteIdentifier } from '../quoting';
import { stripOuterParens } from '../sql/defaultValue';
import type { SqlDialect } from '../sql/dialects';
import { isSerialType } from '../sql/typeMapping';
import { parseType } from '../sql/types';
import type { Catalog, ImportedColumn, ImportedForeignKey, ImportedTable } from './catalog';
import {
  atConstraint,
  cleanDefault,
  groupText,
  oneLine,
  readDefault,
  readType,
} from './columnParts';
import { ParseError, type TokenStream } from './tokenStream';

/** Reads one referential action (`CASCADE`, `SET NULL`, ...). */
function readAction(ts: TokenStream): ReferentialAction {
  const action = REFERENTIAL_ACTIONS.find((a) => ts.accept(...a.split(' ')));
  if (!action) throw ts.unexpected('a referential action');
  return action;
}

/** Reads SQLite's `ON CONFLICT ROLLBACK|ABORT|FAIL|IGNORE|REPLACE`, if it comes next. */
function readConflict(ts: TokenStream): ConflictResolution | undefined {
  if (!ts.is('ON') || !ts.is('CONFLICT', 1)) return undefined;
  ts.i += 2;
  const word = ts.next('a conflict resolution').upper;
  const resolution = CONFLICT_RESOLUTIONS.find((r) => r === word);
  if (!resolution) throw ts.unexpected('ROLLBACK, ABORT, FAIL, IGNORE or REPLACE');
  return resolution;
}

/** The deferrability that `[NOT] DEFERRABLE` and `INITIALLY ...` spell; absent for NOT DEFERRABLE. */
function deferrability(
  deferrable: boolean | undefined,
  initially: string | undefined,
): Deferrability | undefined {
  if (initially === 'DEFERRED') return 'DEFERRABLE INITIALLY DEFERRED';
  return deferrable === true ? 'DEFERRABLE INITIALLY IMMEDIATE' : undefined;
}

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
  const fk: ImportedForeignKey = { name, columns, ref, refColumns, line };
  const words = {
    deferrable: undefined as boolean | undefined,
    initially: undefined as string | undefined,
  };
  for (;;) {
    if (ts.accept('ON', 'DELETE')) fk.onDelete = readAction(ts);
    else if (ts.accept('ON', 'UPDATE')) fk.onUpdate = readAction(ts);
    else if (ts.accept('MATCH')) ts.next('FULL, PARTIAL or SIMPLE');
    else if (ts.accept('NOT', 'FOR', 'REPLICATION')) continue;
    else if (!readDeferralWord(ts, words)) break;
  }
  const deferral = deferrability(words.deferrable, words.initially);
  if (deferral) fk.deferrable = deferral;
  return fk;
}

/** Reads one of `[NOT] DEFERRABLE` and `INITIALLY DEFERRED|IMMEDIATE` into `words`: whether one came. */
function readDeferralWord(
  ts: TokenStream,
  words: { deferrable: boolean | undefined; initially: string | undefined },
): boolean {
  if (ts.accept('NOT', 'DEFERRABLE')) words.deferrable = false;
  else if (ts.accept('DEFERRABLE')) words.deferrable = true;
  else if (ts.accept('INITIALLY')) words.initially = ts.next('DEFERRED or IMMEDIATE').upper;
  else return false;
  return true;
}

/** A key's `[NOT] DEFERRABLE [INITIALLY ...]` after its columns, if any. */
export function readDeferrability(ts: TokenStream): Deferrability | undefined {
  const words = {
    deferrable: undefined as boolean | undefined,
    initially: undefined as string | undefined,
  };
  while (readDeferralWord(ts, words));
  return deferrability(words.deferrable, words.initially);
}

/** Reads one key part of an index between token indexes `from` and `to`: a column or an expression, with its order. */
function indexPart(
  ts: TokenStream,
  from: number,
  to: number,
  prefixes: boolean,
): PhysicalIndexPart {
  let end = to;
  const nullsLast = ts.tokens[end - 1]?.upper;
  const nulls =
    ts.tokens[end - 2]?.upper === 'NULLS' && (nullsLast === 'FIRST' || nullsLast === 'LAST')
      ? nullsLast
      : undefined;
  if (ts.tokens[end - 2]?.upper === 'NULLS') end -= 2;
  const last = ts.tokens[end - 1];
  const order =
    last?.kind === 'word' && (last.upper === 'ASC' || last.upper === 'DESC')
      ? last.upper
      : undefined;
  if (order) end--;
  const first = ts.tokens[from];
  const named = first && (first.kind === 'word' || first.kind === 'ident');
  const part: PhysicalIndexPart =
    end === from + 1 && named
      ? { column: first.value }
      : { expression: stripOuterParens(oneLine(ts.textBetween(from, end))) };
  // MySQL's prefix part `uri(64)`: the column's first 64 characters, not a call.
  const length = ts.tokens[from + 2];
  if (
    prefixes &&
    named &&
    end === from + 4 &&
    ts.tokens[from + 1]?.value === '(' &&
    length?.kind === 'number' &&
    /^[1-9]\d{0,4}$/.test(length.value) &&
    ts.tokens[from + 3]?.value === ')'
  ) {
    delete part.expression;
    part.column = first.value;
    part.prefixLength = Number(length.value);
  }
  if (order) part.order = order;
  if (nulls) part.nulls = nulls;
  return part;
}

/** Reads an index's parenthesised key parts (with MySQL's prefix lengths where `prefixes` is set). */
export function readIndexParts(ts: TokenStream, prefixes = false): PhysicalIndexPart[] {
  ts.expectPunct('(');
  const parts: PhysicalIndexPart[] = [];
  do {
    const from = ts.i;
    ts.skipToElementEnd();
    parts.push(indexPart(ts, from, ts.i, prefixes));
  } while (ts.acceptPunct(','));
  ts.expectPunct(')');
  return parts;
}

/**
 * A partition's bound (`FOR VALUES IN (...)`, `FOR VALUES FROM (...) TO (...)`, `FOR VALUES WITH
 * (...)`, or `DEFAULT`), as written; the stream stops after it.
 */
export function readPartitionBound(ts: TokenStream): string {
  if (ts.accept('DEFAULT')) return 'DEFAULT';
  const from = ts.i;
  ts.expect('FOR');
  ts.expect('VALUES');
  while (!ts.done() && !(ts.is('PARTITION', 0) && ts.is('BY', 1)) && !ts.isPunct(','))
    if (ts.isPunct('(')) ts.group();
    else ts.i++;
  return oneLine(ts.textFrom(from));
}

/** Reads a CHECK's parenthesised expression as written. */
function readCheckExpression(ts: TokenStream, dialect: SqlDialect): string {
  if (!ts.isPunct('(')) throw ts.unexpected("'('");
  return stripOuterParens(oneLine(groupText(ts, dialect)));
}

/**
 * Adds a unique key: a single-column one that is unnamed (or has PostgreSQL's default name,
 * `table_column_key`) marks the column; others are kept as constraints.
 */
export function addUnique(
  table: ImportedTable,
  name: string | null,
  columns: string[],
  catalog: Catalog,
  column = columns.length === 1 ? findTableColumn(table, columns[0] ?? '') : undefined,
  onConflict?: ConflictResolution,
  nullsNotDistinct = false,
  deferrable?: Deferrability,
): void {
  const defaultName =
    catalog.dialect === 'postgresql' && name === `${table.name}_${column?.name ?? ''}_key`;
  // A column's UNIQUE flag has no NULLS NOT DISTINCT: such a key is the table's.
  if (column && (name === null || defaultName) && !nullsNotDistinct && !deferrable) {
    column.unique = true;
    if (onConflict) column.onConflict = { ...column.onConflict, unique: onConflict };
  } else
    table.uniques.push({
      name: name ?? '',
      columns,
      ...(onConflict ? { onConflict } : {}),
      ...(nullsNotDistinct ? { nullsNotDistinct } : {}),
      ...(deferrable ? { deferrable } : {}),
    });
}

/** Reads PostgreSQL's `NULLS [NOT] DISTINCT` of a unique key, if it comes next: whether NOT. */
export function readNullsDistinct(ts: TokenStream): boolean {
  if (ts.accept('NULLS', 'NOT', 'DISTINCT')) return true;
  ts.accept('NULLS', 'DISTINCT');
  return false;
}

/** A table's column by name, ignoring case. */
export function findTableColumn(table: ImportedTable, name: string): ImportedColumn | undefined {
  const key = name.toLowerCase();
  return table.columns.find((c) => c.name.toLowerCase() === key);
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
    // MySQL takes (and ignores) an index name: PRIMARY KEY `staff_dept` (staff_id, dept_id).
    if (ts.isName()) name ??= ts.name();
    skipIndexWords(ts);
    const from = ts.i;
    if (catalog.dialect === 'mysql') {
      // MySQL keys a prefix of a column (`PRIMARY KEY (counter(128))` on a BLOB).
      const parts = readIndexParts(ts, true);
      table.primaryKey = parts.flatMap((p) => p.column ?? []);
      for (const p of parts) {
        const column = p.prefixLength && p.column ? findTableColumn(table, p.column) : undefined;
        if (column) column.keyPrefix = p.prefixLength;
      }
    } else table.primaryKey = ts.nameList();
    if (name !== null) table.primaryKeyName = name;
    const conflict = readConflict(ts);
    if (conflict) table.primaryKeyOnConflict = conflict;
    // SQLite's table-level `PRIMARY KEY (id AUTOINCREMENT)` (as DB Browser for SQLite writes it).
    const [only] = table.primaryKey;
    if (
      catalog.dialect === 'sqlite' &&
      only !== undefined &&
      table.primaryKey.length === 1 &&
      /\bAUTOINCREMENT\b/i.test(ts.textFrom(from))
    ) {
      const column = table.columns.find((c) => c.name.toLowerCase() === only.toLowerCase());
      if (column) column.autoIncrement = true;
    }
  } else if (ts.accept('UNIQUE')) {
    if (!ts.accept('KEY')) ts.accept('INDEX');
    skipIndexWords(ts);
    if (ts.isName() && !ts.is('NULLS')) name = ts.name();
    skipIndexWords(ts);
    const nullsNotDistinct = readNullsDistinct(ts);
    const parts = readIndexParts(ts, catalog.dialect === 'mysql');
    const columns = parts.flatMap((p) =>
      p.column !== undefined && p.prefixLength === undefined ? [p.column] : [],
    );
    // A key on column prefixes (`uri(190)`), or with MySQL's index options (a COMMENT, a method),
    // is MySQL's unique index.
    const conflict = readConflict(ts);
    const deferral = readDeferrability(ts);
    const options = catalog.dialect === 'mysql' ? readIndexOptions(ts) : {};
    // MariaDB names an unnamed key after its first column, as a column's UNIQUE would be named,
    // unless an earlier key took that name.
    const first = parts[0]?.column;
    const keyName =
      name ?? (catalog.dialect === 'mysql' && first ? mariadbKeyName(table, first) : null);
    const asColumnFlag = keyName === first && name === null;
    if (columns.length < parts.length || options.comment !== undefined || options.method)
      table.indexes.push({ name: keyName ?? '', unique: true, parts, ...options });
    else
      addUnique(
        table,
        asColumnFlag ? null : keyName,
        columns,
        catalog,
        undefined,
        conflict,
        nullsNotDistinct,
        deferral,
      );
  } else if (ts.accept('FOREIGN', 'KEY')) {
    // MySQL's index name (`FOREIGN KEY fk_user (user_id)`): MariaDB (and MySQL before 8.0.16)
    // also names the constraint after it when CONSTRAINT gives none.
    if (ts.isName()) {
      const indexName = ts.name();
      if (catalog.dialect === 'mysql') name ??= indexName;
    }
    const cols = ts.nameList();
    table.foreignKeys.push(readReferences(ts, catalog, name, cols, line));
  } else if (ts.accept('CHECK')) {
    table.checks.push({ name: name ?? '', expression: readCheckExpression(ts, catalog.dialect) });
  } else if (name === null && isIndexClause(ts, catalog.dialect === 'mysql')) {
    if (ts.accept('PERIOD')) catalog.warn(line, `PERIOD FOR on ${table.name} skipped`);
    else {
      const index = readIndexClause(ts, catalog.dialect === 'mysql');
      const first = index.parts[0]?.column;
      if (index.name === '' && catalog.dialect === 'mysql' && first)
        index.name = mariadbKeyName(table, first);
      table.indexes.push(index);
    }
  } else if (ts.is('EXCLUDE') && (ts.is('USING', 1) || ts.peek(1)?.value === '(')) {
    // EXCLUDE [USING method] (...): a column named `exclude` (Zabbix's) is followed by its type.
    ts.i++;
    // PostgreSQL's exclusion constraint, which the model has no place for: kept as written, added
    // to the table after it is created.
    ts.skipToElementEnd();
    const target = [table.schema, table.name].flatMap((n) =>
      n === null ? [] : [quoteIdentifier(n, catalog.dialect)],
    );
    catalog.keep(
      'constraint',
      name ?? undefined,
      `ALTER TABLE ${target.join('.')} ADD ${ts.textFrom(start)}`,
    );
    catalog.warn(line, `EXCLUDE constraint on ${table.name} is kept as written, after the table`);
  } else {
    ts.i = start;
    return false;
  }
  if (catalog.dialect === 'sqlite') skipToConstraintEnd(ts);
  else ts.skipToElementEnd();
  return true;
}

/**
 * The name MariaDB gives a key declared without one: its first column's, or that with `_2`, `_3`,
 * ... when a key of the table (or a column's UNIQUE) has it already.
 */
function mariadbKeyName(table: ImportedTable, first: string): string {
  const scope = new NameScope(IDENTIFIER_LIMIT.mysql);
  for (const taken of [
    'PRIMARY',
    ...table.uniques.map((u) => u.name),
    ...table.indexes.map((i) => i.name),
    ...table.columns.flatMap((c) => (c.unique ? [c.name] : [])),
  ])
    if (taken !== '') scope.claim(taken);
  return scope.claim(first);
}

/** Words that start a table constraint. */
const TABLE_CONSTRAINT_WORDS = ['CONSTRAINT', 'PRIMARY', 'UNIQUE', 'CHECK', 'FOREIGN'];

/**
 * Skips the rest of a SQLite table constraint: to the next `,` or `)`, or to the next constraint,
 * as SQLite takes table constraints one after another without commas.
 */
function skipToConstraintEnd(ts: TokenStream): void {
  while (!ts.done() && !ts.isPunct(',') && !ts.isPunct(')') && !startsTableConstraint(ts))
    if (ts.isPunct('(')) ts.group();
    else ts.i++;
}

const startsTableConstraint = (ts: TokenStream): boolean =>
  TABLE_CONSTRAINT_WORDS.some((w) => ts.is(w));

/** Reads MySQL's `[FULLTEXT|SPATIAL] KEY|INDEX [name] [USING method] (parts) [USING method]`. */
function readIndexClause(ts: TokenStream, prefixes: boolean): PhysicalIndex {
  const kind = ts.next().upper;
  const method = kind === 'FULLTEXT' || kind === 'SPATIAL' ? kind : undefined;
  if (method && !ts.accept('KEY')) ts.accept('INDEX');
  const index: PhysicalIndex = { name: '', unique: false, parts: [] };
  if (ts.isName() && !ts.is('USING')) index.name = ts.name();
  if (ts.accept('USING')) index.method = ts.next('an index method').value;
  index.parts = readIndexParts(ts, prefixes);
  Object.assign(index, readIndexOptions(ts));
  if (method) index.method = method;
  return index;
}

/** MySQL's index options up to the element's end: USING, COMMENT (kept), KEY_BLOCK_SIZE, VISIBLE, ... */
function readIndexOptions(ts: TokenStream): { method?: string; comment?: string } {
  const options: { method?: string; comment?: string } = {};
  while (!ts.done() && !ts.isPunct(',') && !ts.isPunct(')'))
    if (ts.accept('USING')) options.method = ts.next('an index method').value;
    else if (ts.is('COMMENT') && ts.peek(1)?.kind === 'string') {
      ts.i++;
      options.comment = ts.next().value;
    } else if (ts.isPunct('(')) ts.group();
    else ts.i++;
  return options;
}

/**
 * MySQL `KEY name (cols)`, `INDEX (cols)`, `FULLTEXT KEY ...`, not a column that happens to be
 * called `key`. MySQL never quotes a type, so a quoted name after KEY is an index's (`object`).
 */
function isIndexClause(ts: TokenStream, mysql: boolean): boolean {
  if (!['KEY', 'INDEX', 'FULLTEXT', 'SPATIAL'].some((w) => ts.is(w)))
    return ts.is('PERIOD') && ts.is('FOR', 1);
  if (ts.isPunct('(', 1) || ts.is('KEY', 1) || ts.is('INDEX', 1) || ts.is('USING', 2)) return true;
  const next = ts.peek(1);
  // `KEY object (a, b)`: a name, then a list of names. A column's type takes numbers or strings
  // (`varchar(40)`, `enum('a')`), never a column name, in MySQL.
  return (
    ts.isName(1) &&
    ts.isPunct('(', 2) &&
    ((mysql && (next?.kind === 'ident' || ts.isName(3))) ||
      parseType(next?.value ?? '').kind === 'unknown')
  );
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

/** Reads a collation name as the source spells it (quotes kept, as `"C"` differs from `C`). */
function readCollation(ts: TokenStream): string {
  const from = ts.i;
  ts.qualifiedName('a collation');
  return ts.textFrom(from);
}

/** Reads a computed column's expression: `(expr)`, or T-SQL's bare `expr` up to PERSISTED or the element's end. */
function readGeneratedExpression(ts: TokenStream): string {
  if (ts.isPunct('(')) return oneLine(ts.group());
  const from = ts.i;
  while (!ts.done() && !ts.isPunct(',') && !ts.isPunct(')') && !ts.is('PERSISTED'))
    if (ts.isPunct('(')) ts.group();
    else ts.i++;
  return oneLine(ts.textFrom(from));
}

/** Reads whether a generated column is stored (STORED, PERSISTED) or virtual. */
function readStored(ts: TokenStream): boolean {
  // SQL Server's PERSISTED, MariaDB's PERSISTENT: both STORED.
  if (ts.accept('STORED') || ts.accept('PERSISTED') || ts.accept('PERSISTENT')) return true;
  ts.accept('VIRTUAL');
  return false;
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
  };
  if (!atConstraint(ts)) column.type = readType(ts, catalog);
  else if (catalog.dialect !== 'sqlite' && !ts.is('AS'))
    throw new ParseError(`column ${name} has no type`, line);
  let constraintName: string | null = null;
  while (!ts.done() && !ts.isPunct(',') && !ts.isPunct(')')) {
    if (ts.accept('NOT', 'NULL')) {
      column.nullable = false;
      const conflict = readConflict(ts);
      if (conflict) column.onConflict = { ...column.onConflict, notNull: conflict };
    } else if (ts.accept('NULL')) column.nullable = true;
    else if (ts.accept('CONSTRAINT')) {
      constraintName = ts.name('a constraint name');
      continue;
    } else if (ts.accept('PRIMARY', 'KEY')) {
      table.primaryKey = [name];
      if (constraintName !== null) table.primaryKeyName = constraintName;
      if (catalog.dialect === 'sqlite' && ts.is('DESC') && /^integer$/i.test(column.type))
        table.descendingIntegerKey = name;
      skipIndexWords(ts);
      const conflict = readConflict(ts);
      if (conflict) table.primaryKeyOnConflict = conflict;
      if (ts.accept('AUTOINCREMENT')) column.autoIncrement = true;
    } else if (ts.accept('UNIQUE')) {
      ts.accept('KEY');
      skipIndexWords(ts);
      const nullsNotDistinct = readNullsDistinct(ts);
      addUnique(table, constraintName, [name], catalog, column, readConflict(ts), nullsNotDistinct);
    } else if (ts.accept('KEY')) {
      table.primaryKey = [name];
    } else if (ts.accept('DEFAULT')) {
      const value = cleanDefault(readDefault(ts, catalog), catalog);
      column.defaultValue = value.value;
      if (value.autoIncrement) column.autoIncrement = true;
    } else if (ts.accept('AUTO_INCREMENT') || ts.accept('AUTOINCREMENT'))
      column.autoIncrement = true;
    else if (ts.accept('IDENTITY')) {
      const line = ts.line();
      // T-SQL's IDENTITY(seed, increment).
      const [seed, step] = /^\s*([+-]?\d+)\s*,\s*([+-]?\d+)\s*$/.exec(ts.group())?.slice(1) ?? [];
      column.autoIncrement = true;
      column.identityGeneration = 'BY DEFAULT';
      identityNumber(column, 'identityStart', seed, catalog, line);
      identityNumber(column, 'identityIncrement', step, catalog, line);
    } else if (ts.accept('GENERATED')) readGenerated(ts, column, catalog);
    else if (ts.is('AS') && (ts.isPunct('(', 1) || catalog.dialect === 'mssql')) {
      ts.i++;
      const expression = readGeneratedExpression(ts);
      column.generated = { expression, stored: readStored(ts) };
    } else if (ts.is('REFERENCES')) {
      table.foreignKeys.push(readReferences(ts, catalog, constraintName, [name], line));
    } else if (ts.accept('CHECK')) {
      const expression = readCheckExpression(ts, catalog.dialect);
      table.checks.push({ name: constraintName ?? '', expression, column: name });
    } else if (ts.accept('COMMENT')) column.comment = ts.next('a comment').value;
    else if (ts.accept('COLLATE')) column.collation = readCollation(ts);
    else if (ts.accept('ON', 'UPDATE')) column.onUpdate = readDefault(ts, catalog);
    else if (ts.accept('CHARACTER', 'SET') || ts.accept('CHARSET'))
      column.charset = ts.next('a character set').value;
    else if (catalog.dialect === 'mysql' && ts.accept('BINARY')) column.binary = true;
    else if (catalog.dialect === 'mysql' && ts.accept('INVISIBLE')) column.invisible = true;
    else if (catalog.dialect === 'mysql' && ts.accept('COMPRESSED')) {
      // MariaDB's one method: `COMPRESSED=zlib`.
      if (ts.acceptPunct('=')) ts.next('a compression method');
      column.compressed = true;
    } else if (ts.isPunct('(')) ts.group();
    else ts.i++;
    constraintName = null;
  }
  return column;
}

/** Sets an identity's first value or step from its digits, where it is not 1; warns of one out of range. */
function identityNumber(
  column: ImportedColumn,
  key: 'identityStart' | 'identityIncrement',
  digits: string | undefined,
  catalog: Catalog,
  line: number,
): void {
  if (digits === undefined) return;
  const n = Number(digits);
  if (!Number.isSafeInteger(n) || (key === 'identityIncrement' && n === 0))
    catalog.warn(line, `identity option ${digits} of ${column.name} is not kept`);
  else if (n !== 1) column[key] = n;
  else delete column[key];
}

/**
 * PostgreSQL's identity options (`START WITH 1000 INCREMENT BY 5`): the first value and step are
 * kept; the sequence's name, the default bounds and a cache of 1 say nothing more; any other
 * option (CYCLE, a MAXVALUE, a larger cache) is warned of as not kept.
 */
export function readIdentityOptions(
  options: string,
  column: ImportedColumn,
  catalog: Catalog,
  line: number,
): void {
  const START = /\bSTART\s+(?:WITH\s+)?([+-]?\d+)/i;
  const STEP = /\bINCREMENT\s+(?:BY\s+)?([+-]?\d+)/i;
  const text = oneLine(options);
  identityNumber(column, 'identityStart', START.exec(text)?.[1], catalog, line);
  identityNumber(column, 'identityIncrement', STEP.exec(text)?.[1], catalog, line);
  const rest = text
    .replace(START, '')
    .replace(STEP, '')
    .replace(
      /\bSEQUENCE\s+NAME\s+(?:"(?:[^"]|"")+"|[\w$]+)(?:\s*\.\s*(?:"(?:[^"]|"")+"|[\w$]+))*/i,
      '',
    )
    .replace(/\bNO\s+(?:MINVALUE|MAXVALUE|CYCLE)\b|\bCACHE\s+1\b/gi, '')
    .trim();
  if (rest !== '') catalog.warn(line, `identity options of ${column.name} (${rest}) are not kept`);
}

/** Reads `GENERATED {ALWAYS | BY DEFAULT} AS IDENTITY [(options)]` or `GENERATED ALWAYS AS (expr) [STORED]`. */
function readGenerated(ts: TokenStream, column: ImportedColumn, catalog: Catalog): void {
  let generation: 'ALWAYS' | 'BY DEFAULT' = 'ALWAYS';
  if (ts.accept('BY', 'DEFAULT')) generation = 'BY DEFAULT';
  else ts.accept('ALWAYS');
  ts.accept('ON', 'NULL');
  ts.expect('AS');
  if (ts.accept('IDENTITY')) {
    column.autoIncrement = true;
    column.identityGeneration = generation;
    if (ts.isPunct('(')) readIdentityOptions(ts.group(), column, catalog, ts.line());
  } else {
    const expression = readGeneratedExpression(ts);
    column.generated = { expression, stored: readStored(ts) };
  }
}

/** What PostgreSQL's `LIKE source INCLUDING x EXCLUDING y` copies besides names, types and NOT NULL. */
function likeOptions(ts: TokenStream): Set<string> {
  const included = new Set<string>();
  for (;;) {
    const including = ts.accept('INCLUDING');
    if (!including && !ts.accept('EXCLUDING')) return included;
    const what = ts.next()?.upper ?? '';
    const parts =
      what === 'ALL'
        ? ['COMMENTS', 'CONSTRAINTS', 'DEFAULTS', 'GENERATED', 'IDENTITY', 'INDEXES']
        : [what];
    for (const part of parts) {
      if (including) included.add(part);
      else included.delete(part);
    }
  }
}

/** The integers of PostgreSQL's serial types, by size (a copy without their defaults has them). */
const SERIAL_INTEGERS: Record<number, string> = { 2: 'smallint', 4: 'integer', 8: 'bigint' };

/**
 * A column copied by `LIKE`: PostgreSQL copies its name, type, NOT NULL and collation, and its
 * default, identity, generation and comment only where INCLUDING says so (a serial column is then
 * its plain integer). Other engines' LIKE copies the whole column.
 */
function likeColumn(
  column: ImportedColumn,
  included: Set<string>,
  dialect: SqlDialect,
): ImportedColumn {
  const copy = { ...column };
  if (dialect !== 'postgresql') return copy;
  const serial = isSerialType(copy.type) ? SERIAL_INTEGERS[parseType(copy.type).size] : undefined;
  if (!included.has('DEFAULTS')) {
    copy.defaultValue = null;
    if (serial) {
      copy.type = serial;
      copy.autoIncrement = false;
    }
  }
  if (!included.has('IDENTITY') && copy.identityGeneration) {
    delete copy.identityGeneration;
    delete copy.identityStart;
    delete copy.identityIncrement;
    copy.autoIncrement = false;
  }
  if (!included.has('GENERATED')) delete copy.generated;
  if (!included.has('COMMENTS')) delete copy.comment;
  return copy;
}

/** Reads a table's body: `( column | constraint, ... )`. Tolerates a trailing comma (T-SQL accepts one). */
export function readTableBody(ts: TokenStream, table: ImportedTable, catalog: Catalog): void {
  ts.expectPunct('(');
  while (!ts.acceptPunct(')')) {
    let constraint = false;
    if (ts.is('LIKE')) {
      ts.i++;
      const source = catalog.find(catalog.qualify(ts.qualifiedName()));
      const included = likeOptions(ts);
      if (source)
        table.columns.push(...source.columns.map((c) => likeColumn(c, included, catalog.dialect)));
      ts.skipToElementEnd();
    } else {
      constraint = readTableConstraint(ts, table, catalog);
      if (!constraint) table.columns.push(readColumn(ts, table, catalog));
    }
    // SQLite takes table constraints without commas between them.
    const next = catalog.dialect === 'sqlite' && constraint && startsTableConstraint(ts);
    if (!ts.acceptPunct(',') && !ts.isPunct(')') && !next) throw ts.unexpected("',' or ')'");
  }
  if (catalog.dialect === 'postgresql') foldRepeatedKeys(table);
}

/**
 * PostgreSQL's CREATE TABLE makes one index of a key's column list: a UNIQUE repeating the primary
 * key (`id bigint PRIMARY KEY UNIQUE`) or an earlier UNIQUE makes none, so the table holds no such
 * key; the earlier key, if unnamed, takes its name. (One added by a later ALTER TABLE, as pg_dump
 * writes it, is kept: decision 0070.)
 */
function foldRepeatedKeys(table: ImportedTable): void {
  /** The first key of each column list: how to name it, if it has no name yet. */
  const first = new Map<string, ((name: string) => void) | null>();
  if (table.primaryKey.length > 0)
    first.set(
      keyShape(table.primaryKey),
      table.primaryKeyName ? null : (name) => (table.primaryKeyName = name),
    );
  const kept: typeof table.uniques = [];
  for (const column of table.columns) {
    if (!column.unique) continue;
    const key = keyShape([column.name]);
    if (first.has(key)) column.unique = false;
    else
      first.set(key, (name) => {
        column.unique = false;
        kept.push({ name, columns: [column.name] });
      });
  }
  for (const u of table.uniques) {
    const key = keyShape(u.columns, u);
    const named = first.get(key);
    if (!first.has(key)) {
      kept.push(u);
      first.set(key, u.name ? null : (name) => (u.name = name));
    } else if (named && u.name) {
      named(u.name);
      first.set(key, null);
    }
  }
  table.uniques = kept;
}
