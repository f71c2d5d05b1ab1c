import {
  findColumn,
  nameKey,
  type PhysicalExtra,
  type PhysicalIndex,
  type PhysicalSchema,
  type PhysicalTable,
} from '../physical';
import { quoteIdentifier, unquotedName } from '../quoting';
import { namedSqlDialect, type SqlDialect } from '../sql/dialects';
import { holdsText } from '../sql/types';

/**
 * PostgreSQL's full-text index over columns: a GIN index on their text search vector, in the
 * configuration named (`simple` reads words as they are, as MySQL's parser and SQLite's unicode61
 * tokenizer do; `english` stems them, as SQLite's porter tokenizer does).
 */
function tsvectorPart(columns: string[], config: 'simple' | 'english'): string {
  const text = columns
    .map((c) => `coalesce(${quoteIdentifier(c, 'postgresql')}::text, '')`)
    .join(" || ' ' || ");
  return `to_tsvector('${config}'::regconfig, ${text})`;
}

/** A full-text index over a table's columns in the dialect, or null where it has none. */
function fullTextIndex(
  name: string,
  columns: string[],
  config: 'simple' | 'english',
  dialect: SqlDialect,
): PhysicalIndex | null {
  if (dialect === 'mysql')
    return {
      name,
      unique: false,
      method: 'FULLTEXT',
      parts: columns.map((column) => ({ column })),
    };
  if (dialect === 'postgresql')
    return {
      name,
      unique: false,
      method: 'gin',
      parts: [{ expression: tsvectorPart(columns, config) }],
      expressionDialect: 'postgresql',
    };
  return null;
}

/** PostgreSQL's text search vector of an index part: `to_tsvector('english'::regconfig, body)`. */
const TSVECTOR =
  /^\(*\s*to_tsvector\s*\(\s*(?:'[^']*'(?:\s*::\s*regconfig)?\s*,\s*)?([\s\S]+)\)\s*\)*$/i;
/** Words of a text search vector's argument that are no column: functions, casts, types. */
const NOT_COLUMNS = new Set(['coalesce', 'text', 'regconfig', 'character', 'varying', 'varchar']);

/**
 * PostgreSQL's GIN index on the text search vector of text columns (Rails' and Django's full-text
 * index) is MySQL's FULLTEXT index on those columns (it was left out: MariaDB indexes hold no
 * expressions).
 */
function textSearchAsFulltext(schema: PhysicalSchema, table: PhysicalTable): void {
  if (!table.indexes?.some((i) => /^(gin|gist)$/i.test(i.method ?? ''))) return;
  table.indexes = table.indexes.map((index) => {
    const [only] = index.parts;
    const argument =
      index.parts.length === 1 && /^(gin|gist)$/i.test(index.method ?? '')
        ? TSVECTOR.exec(only?.expression ?? '')?.[1]
        : undefined;
    if (argument === undefined || index.where || index.unique) return index;
    const words = [
      ...argument
        .replace(/'(?:[^']|'')*'/g, ' ')
        .matchAll(/("(?:[^"]|"")+"|[A-Za-z_][\w$]*)(\s*\()?/g),
    ];
    const names = words.flatMap((m) =>
      m[2] || NOT_COLUMNS.has((m[1] ?? '').toLowerCase()) ? [] : [unquotedName(m[1] ?? '')],
    );
    const columns = names.map((n) => findColumn(table, n));
    if (columns.length === 0 || columns.some((c) => !c || !holdsText(c.type))) return index;
    const written = [...new Set(columns.map((c) => c?.name ?? ''))];
    schema.notes.push(
      `index ${index.name} on ${table.name} is a FULLTEXT index on ${written.join(', ')} in mysql: MySQL searches text with its own parser`,
    );
    return {
      name: index.name,
      unique: false,
      method: 'FULLTEXT',
      parts: written.map((column) => ({ column })),
    };
  });
}

/** The module's arguments of `CREATE VIRTUAL TABLE name USING module(...)`, split at top-level commas. */
function moduleArguments(sql: string): { module: string; args: string[] } | null {
  const m = /\bUSING\s+(\w+)\s*\(/i.exec(sql);
  if (!m?.[1]) return null;
  const args: string[] = [];
  let depth = 0;
  let quote = '';
  let start = m.index + m[0].length;
  for (let i = start; i < sql.length; i++) {
    const ch = sql[i] ?? '';
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === "'" || ch === '"' || ch === '`') quote = ch;
    else if (ch === '[') quote = ']';
    else if (ch === '(') depth++;
    else if (ch === ')' && depth > 0) depth--;
    else if (ch === ')' || (ch === ',' && depth === 0)) {
      args.push(sql.slice(start, i).trim());
      start = i + 1;
      if (ch === ')') return { module: m[1].toLowerCase(), args: args.filter((a) => a !== '') };
    }
  }
  return null;
}

/** A SQLite FTS3/FTS4/FTS5 table read from its statement: its columns and options. */
interface FtsTable {
  module: string;
  /** The columns in order, and those the module keeps out of the index (FTS5's UNINDEXED, FTS4's notindexed). */
  columns: string[];
  unindexed: Set<string>;
  /** The table it indexes (external content), '' for none (contentless), undefined for its own. */
  content?: string;
  config: 'simple' | 'english';
}

function readFts(sql: string): FtsTable | null {
  const parsed = moduleArguments(sql);
  if (!parsed || !/^fts[345]$/.test(parsed.module)) return null;
  const columns: string[] = [];
  const unindexed = new Set<string>();
  const options = new Map<string, string>();
  for (const arg of parsed.args) {
    const option = /^([A-Za-z_]+)\s*=\s*([\s\S]*)$/.exec(arg);
    if (option?.[1] && option[2] !== undefined) {
      options.set(option[1].toLowerCase(), unquotedName(option[2]));
      continue;
    }
    // A column: its name, then FTS5's UNINDEXED or FTS3/4's (ignored) type.
    const name = /^("(?:[^"]|"")+"|`[^`]+`|\[[^\]]+\]|'(?:[^']|'')+'|[^\s]+)\s*([\s\S]*)$/.exec(
      arg,
    );
    if (!name?.[1]) continue;
    const column = unquotedName(name[1]);
    columns.push(column);
    if (/\bUNINDEXED\b/i.test(name[2] ?? '')) unindexed.add(column);
  }
  for (const c of (options.get('notindexed') ?? '').split(',').map(unquotedName))
    if (c) unindexed.add(c);
  if (columns.length === 0) return null;
  return {
    module: parsed.module,
    columns,
    unindexed,
    ...(options.has('content') ? { content: options.get('content') ?? '' } : {}),
    config: /\bporter\b/i.test(options.get('tokenize') ?? '') ? 'english' : 'simple',
  };
}

/**
 * Full-text search across engines, as the nearest form each takes (MSSQL's full-text catalogs need
 * a server's setup, SQLite's FTS tables rows kept in step by triggers: both keep a note):
 * - MySQL's FULLTEXT index is PostgreSQL's GIN index on the columns' text search vector (it was a
 *   B-tree on whole texts, which refuses long rows and finds no words);
 * - SQLite's FTS3/FTS4/FTS5 table is, in MySQL and PostgreSQL, a table of its columns with a
 *   full-text index on them; one over another table's rows (`content='annotations'`) is a
 *   full-text index on that table's columns. A contentless one (`content=''`) keeps no text to
 *   index and stays left out.
 */
export function fullTextSearch(schema: PhysicalSchema, dialect: SqlDialect): void {
  if (dialect === 'postgresql')
    for (const table of schema.tables) {
      if (!table.indexes?.some((i) => /^fulltext$/i.test(i.method ?? ''))) continue;
      table.indexes = table.indexes.map((index) => {
        const columns = index.parts.flatMap((p) => p.column ?? []);
        if (!/^fulltext$/i.test(index.method ?? '') || columns.length !== index.parts.length)
          return index;
        schema.notes.push(
          `FULLTEXT index ${index.name} on ${table.name} is a GIN index on to_tsvector('simple', ${columns.join(', ')}) in postgresql`,
        );
        return fullTextIndex(index.name, columns, 'simple', dialect) ?? index;
      });
    }
  if (dialect === 'mysql') for (const table of schema.tables) textSearchAsFulltext(schema, table);
  if (dialect !== 'mysql' && dialect !== 'postgresql') return;
  const taken = new Set<PhysicalExtra>();
  for (const extra of schema.extras ?? []) {
    if (!/^table$/i.test(extra.kind) || namedSqlDialect(extra.dialect) !== 'sqlite' || !extra.name)
      continue;
    const fts = /^\s*CREATE\s+VIRTUAL\s+TABLE\b/i.test(extra.sql) ? readFts(extra.sql) : null;
    if (!fts || fts.content === '') continue;
    const name = extra.name.replace(/^.*\./, '');
    const indexed = fts.columns.filter((c) => !fts.unindexed.has(c));
    if (indexed.length === 0) continue;
    let table: PhysicalTable | undefined;
    if (fts.content !== undefined) {
      const content = nameKey(fts.content);
      table = schema.tables.find((t) => nameKey(t.name) === content);
      if (!table || indexed.some((c) => !findColumn(table as PhysicalTable, c))) continue;
    } else {
      if (schema.tables.some((t) => nameKey(t.name) === nameKey(name))) continue;
      table = {
        name,
        columns: fts.columns.map((c) => ({
          name: c,
          type: 'text',
          nullable: true,
          defaultValue: null,
          unique: false,
          autoIncrement: false,
        })),
        primaryKey: [],
        foreignKeys: [],
        exactName: true,
      };
      schema.tables.push(table);
    }
    const columns = indexed.map((c) => (table ? (findColumn(table, c)?.name ?? c) : c));
    const index = fullTextIndex(`${name}_search`, columns, fts.config, dialect);
    if (!index) continue;
    table.indexes = [...(table.indexes ?? []), index];
    taken.add(extra);
    schema.notes.push(
      fts.content === undefined
        ? `SQLite's ${fts.module} table ${name} is a table with a full-text index on ${columns.join(', ')} in ${dialect}`
        : `SQLite's ${fts.module} table ${name} over ${table.name} is a full-text index on ${table.name} (${columns.join(', ')}) in ${dialect}`,
    );
  }
  if (taken.size > 0) schema.extras = (schema.extras ?? []).filter((e) => !taken.has(e));
}
