import type { Engine } from '../engines';
import { emptyCatalog, text as str, withColumnOrder, type Catalog } from '../fidelity/catalog';

type Row = Record<string, unknown>;
/** Stored SQL with its whitespace runs made single spaces (SQLite keeps the text as written). */
const squeezed = (sql: string): string => sql.replace(/\s+/g, ' ').trim();

/** Where each `CHECK (` of a CREATE TABLE statement starts. */
const checkOffsets = (sql: string): number[] =>
  [...sql.matchAll(/\bCHECK\s*\(/gi)].map((m) => m.index);

/** The parenthesised text after each `CHECK` of a CREATE TABLE statement, without the parentheses. */
export function checkClauses(sql: string): string[] {
  const out: string[] = [];
  for (const m of sql.matchAll(/\bCHECK\s*\(/gi)) {
    let depth = 1;
    let i = m.index + m[0].length;
    const start = i;
    for (; i < sql.length && depth > 0; i++) {
      if (sql[i] === "'") i = sql.indexOf("'", i + 1);
      else if (sql[i] === '(') depth++;
      else if (sql[i] === ')') depth--;
    }
    out.push(squeezed(sql.slice(start, i - 1)));
  }
  return out;
}

/** The text of a CREATE TABLE between its outer parentheses, split at its top-level commas. */
function tableElements(text: string): string[] {
  let sql = text;
  const open = sql.indexOf('(');
  const out: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let i = open + 1; i < sql.length && open >= 0; i++) {
    const ch = sql[i] ?? '';
    const close = { "'": "'", '"': '"', '`': '`', '[': ']' }[ch];
    const comment = sql.startsWith('--', i) ? '\n' : sql.startsWith('/*', i) ? '*/' : '';
    if (comment) {
      // A comment (which may hold quotes and commas) is left out of the element.
      const end = sql.indexOf(comment, i + 2);
      sql = sql.slice(0, i) + ' ' + (end < 0 ? '' : sql.slice(end + comment.length));
    } else if (close) i = Math.max(i, sql.indexOf(close, i + 1));
    else if (ch === '(') depth++;
    else if (ch === ')' && depth-- === 0) {
      out.push(sql.slice(start, i).trim());
      break;
    } else if (ch === ',' && depth === 0) {
      out.push(sql.slice(start, i).trim());
      start = i + 1;
    }
  }
  return out;
}

/** A name as SQLite reads it: its quotes ("", ``, []) removed. */
const unquoted = (name: string): string =>
  /^["`[]/.test(name) ? name.slice(1, -1).replace(/""/g, '"').replace(/``/g, '`') : name;

const NAME = String.raw`("(?:[^"]|"")*"|\`[^\`]*\`|\[[^\]]*\]|[\w$]+)`;

/**
 * The constraint names a CREATE TABLE gives (SQLite keeps them only in its text): per kind,
 * `CONSTRAINT name` before CHECK, UNIQUE, PRIMARY KEY or FOREIGN KEY/REFERENCES, in the order
 * written, each with the columns it covers (its column's, for one inside a column definition).
 */
export function constraintNames(sql: string): { kind: string; name: string; columns: string[] }[] {
  const out: { kind: string; name: string; columns: string[] }[] = [];
  const constraint = new RegExp(
    String.raw`\bCONSTRAINT\s+${NAME}\s+(CHECK|UNIQUE|PRIMARY\s+KEY|FOREIGN\s+KEY|REFERENCES)\b\s*(\(([^)]*)\))?`,
    'gi',
  );
  for (const element of tableElements(sql)) {
    const head = new RegExp(String.raw`^${NAME}`).exec(element)?.[1] ?? '';
    const isColumn = !/^(CONSTRAINT|CHECK|UNIQUE|PRIMARY|FOREIGN)\b/i.test(element);
    for (const m of element.matchAll(constraint)) {
      const kind = (m[2] ?? '').toUpperCase().replace(/\s+/g, ' ');
      const listed = (m[4] ?? '').split(',').map((c) => unquoted(c.trim().split(/\s+/)[0] ?? ''));
      const columns = isColumn ? [unquoted(head)] : kind === 'CHECK' ? [] : listed;
      out.push({
        kind: kind === 'REFERENCES' ? 'FOREIGN KEY' : kind,
        name: unquoted(m[1] ?? ''),
        columns,
      });
    }
  }
  return out;
}

/**
 * A generated column's expression, as its definition in a CREATE TABLE writes it: the parenthesised
 * text after its top-level `AS` (`[GENERATED ALWAYS] AS (expr)`), or '' when there is none.
 */
export function generatedExpression(sql: string, column: string): string {
  const element = tableElements(sql).find(
    (e) =>
      !/^(CONSTRAINT|CHECK|UNIQUE|PRIMARY|FOREIGN)\b/i.test(e) &&
      unquoted(new RegExp(String.raw`^${NAME}`).exec(e)?.[1] ?? '').toLowerCase() ===
        column.toLowerCase(),
  );
  if (!element) return '';
  for (const m of element.matchAll(/\bAS\s*\(/gi)) {
    const before = element.slice(0, m.index).replace(/'(?:[^']|'')*'/g, '');
    if (before.split('(').length !== before.split(')').length) continue;
    const [clause = ''] = checkClauses(`CHECK (${element.slice(m.index + m[0].length)}`);
    return clause;
  }
  return '';
}

/**
 * The user's tables (`m`), which the pragma functions read one by one: not SQLite's own, nor the
 * shadow tables a virtual table keeps its data in (`t_content` of an FTS table t).
 */
const USER_TABLE = `m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name NOT IN (SELECT name FROM pragma_table_list WHERE type = 'shadow')`;

/**
 * The whole catalog in one query, one row of JSON arrays: the schema's objects, then each table's
 * columns, foreign keys and indexes from the pragma table functions. A sub-query's JSON passes
 * through json() so that it nests as JSON, not as a string.
 */
const CATALOG_QUERY = `SELECT
  (SELECT json_group_array(json_object('type', type, 'name', name, 'tbl_name', tbl_name, 'sql', sql))
    FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%'
      AND name NOT IN (SELECT name FROM pragma_table_list WHERE type = 'shadow')) objects,
  (SELECT json_group_array(json_object('t', m.name, 'name', c.name, 'type', c.type,
      'notnull', c."notnull", 'dflt_value', c.dflt_value, 'pk', c.pk, 'hidden', c.hidden))
    FROM sqlite_schema m JOIN pragma_table_xinfo(m.name) c WHERE ${USER_TABLE}) columns,
  (SELECT json_group_array(json_object('t', m.name, 'id', f.id, 'table', f."table", 'from', f."from",
      'to', f."to", 'on_update', f.on_update, 'on_delete', f.on_delete))
    FROM sqlite_schema m JOIN pragma_foreign_key_list(m.name) f WHERE ${USER_TABLE}) foreignKeys,
  (SELECT json_group_array(json_object('t', m.name, 'name', i.name, 'unique', i."unique",
      'origin', i.origin, 'sql', s.sql, 'parts', json((SELECT json_group_array(json_object(
        'cid', x.cid, 'name', x.name, 'desc', x."desc")) FROM pragma_index_xinfo(i.name) x WHERE x.key = 1))))
    FROM sqlite_schema m JOIN pragma_index_list(m.name) i LEFT JOIN sqlite_schema s ON s.name = i.name
    WHERE ${USER_TABLE}) indexes`;

/** Rows by their table (`t`), keeping their order. */
function byTable(rows: Row[]): Map<string, Row[]> {
  const out = new Map<string, Row[]>();
  for (const r of rows) out.set(str(r.t), [...(out.get(str(r.t)) ?? []), r]);
  return out;
}

/** A table's rows from the catalog query. */
interface TableRows {
  columns: Row[];
  foreignKeys: Row[];
  indexes: Row[];
  /** A table's primary key columns in key order (what a REFERENCES without columns means). */
  primaryKeyOf(table: string): string[];
}

/**
 * Reads a SQLite database's catalog in one query (see fidelity/catalog.ts for the shape). SQLite
 * keeps declared types, defaults, checks and views as written; it has no comments, named types or
 * column collation in its pragmas, so those categories stay empty, and constraint names are not read.
 */
export async function readSqlite(engine: Engine): Promise<Catalog> {
  const c = emptyCatalog();
  // A script that wrote the schema table itself (`.dump` writes a virtual table so, after PRAGMA
  // writable_schema=ON) leaves the connection's schema as it was read before: read it again.
  await engine.exec('PRAGMA writable_schema = RESET');
  const [result] = await engine.rows(CATALOG_QUERY);
  const json = (part: string): Row[] => JSON.parse(str(result?.[part])) as Row[];
  const objects = json('objects');
  const columns = byTable(json('columns'));
  const foreignKeys = byTable(json('foreignKeys'));
  const indexes = byTable(json('indexes'));
  const folded = new Map([...columns].map(([t, rows]) => [t.toLowerCase(), rows]));
  const primaryKeyOf = (table: string) =>
    (folded.get(table.toLowerCase()) ?? [])
      .filter((r) => Number(r.pk) > 0)
      .sort((a, b) => Number(a.pk) - Number(b.pk))
      .map((r) => str(r.name));
  for (const o of objects.filter((r) => r.type === 'table')) {
    const name = str(o.name);
    readTable(o, c, {
      columns: columns.get(name) ?? [],
      foreignKeys: foreignKeys.get(name) ?? [],
      indexes: indexes.get(name) ?? [],
      primaryKeyOf,
    });
  }
  for (const o of objects) {
    if (o.type === 'view')
      c.views.push({ schema: null, name: str(o.name), value: squeezed(str(o.sql)) });
    if (o.type === 'trigger')
      c.routines.push({
        schema: null,
        name: `${str(o.tbl_name)}.${str(o.name)}`,
        value: `trigger ${squeezed(str(o.sql))}`,
      });
  }
  return withColumnOrder(c);
}

/** Adds one table's columns, keys, indexes and checks to the catalog. */
function readTable(table: Row, c: Catalog, rows: TableRows): void {
  const name = str(table.name);
  const sql = str(table.sql);
  const t = { schema: null, name };
  c.tables.push({ ...t, value: '' });
  // SQLite's table options follow the body's closing parenthesis.
  const options = sql.slice(sql.lastIndexOf(')') + 1);
  for (const [option, pattern] of [
    ['WITHOUT ROWID', /\bWITHOUT\s+ROWID\b/i],
    ['STRICT', /\bSTRICT\b/i],
  ] as const)
    if (pattern.test(options)) c.tableOptions.push({ ...t, sub: option, value: option });
  for (const r of rows.columns) {
    const item = { ...t, sub: str(r.name) };
    c.columns.push({ ...item, value: str(r.type) });
    c.nullability.push({ ...item, value: Number(r.notnull) ? 'NOT NULL' : 'NULL' });
    if (r.dflt_value !== null) c.defaults.push({ ...item, value: str(r.dflt_value) });
    // A generated column (table_xinfo's hidden 2 virtual, 3 stored) reads as its expression, as
    // PostgreSQL's and MariaDB's readers read theirs.
    const hidden = Number(r.hidden);
    if (hidden === 2 || hidden === 3)
      c.defaults.push({
        ...item,
        value: `GENERATED ALWAYS AS (${generatedExpression(sql, str(r.name))}) ${hidden === 3 ? 'STORED' : 'VIRTUAL'}`,
      });
  }
  const pk = rows.columns
    .filter((r) => Number(r.pk) > 0)
    .sort((a, b) => Number(a.pk) - Number(b.pk));
  const named = constraintNames(sql);
  const nameOf = (kind: string, columns: string[]) =>
    named.find(
      (n) =>
        n.kind === kind && n.columns.join(',').toLowerCase() === columns.join(',').toLowerCase(),
    )?.name ?? '';
  if (pk.length > 0) {
    const cols = pk.map((r) => str(r.name));
    const name = nameOf('PRIMARY KEY', cols);
    c.primaryKeys.push({ ...t, value: `(${cols.join(', ')})${name ? ` ${name}` : ''}` });
  }
  const [only] = pk;
  if (pk.length === 1 && only && str(only.type).toUpperCase() === 'INTEGER')
    c.identity.push({
      ...t,
      sub: str(only.name),
      value: /\bAUTOINCREMENT\b/i.test(sql) ? 'AUTOINCREMENT' : 'ROWID',
    });

  const fks = new Map<number, Row[]>();
  for (const r of rows.foreignKeys) fks.set(Number(r.id), [...(fks.get(Number(r.id)) ?? []), r]);
  for (const fk of fks.values()) {
    const [f] = fk as [Row];
    // `REFERENCES t` without columns means t's primary key, as SQLite resolves it.
    const refCols = (
      fk.every((r) => r.to === null) ? rows.primaryKeyOf(str(f.table)) : fk.map((r) => str(r.to))
    ).join(', ');
    const name = nameOf(
      'FOREIGN KEY',
      fk.map((r) => str(r.from)),
    );
    c.foreignKeys.push({
      ...t,
      sub: `(${fk.map((r) => str(r.from)).join(', ')}) > ${str(f.table)}(${refCols})`,
      value: `${name ? `${name} ` : ''}ON DELETE ${str(f.on_delete)} ON UPDATE ${str(f.on_update)}`,
    });
  }

  for (const idx of rows.indexes) {
    if (idx.origin === 'pk') continue;
    const parts = (idx.parts as Row[]).map(
      (p) => `${p.cid === -2 ? '<expression>' : str(p.name)}${Number(p.desc) ? ' DESC' : ''}`,
    );
    const cols = `(${parts.join(', ')})`;
    if (idx.origin === 'u')
      c.uniques.push({
        ...t,
        sub: cols,
        value: nameOf(
          'UNIQUE',
          (idx.parts as Row[]).map((p) => str(p.name)),
        ),
      });
    else {
      const where = /\bWHERE\b([\s\S]*)$/i.exec(str(idx.sql))?.[1];
      const value = `${str(idx.name)}${Number(idx.unique) ? ' UNIQUE' : ''}${where ? ` WHERE ${squeezed(where)}` : ''}`;
      c.indexes.push({ ...t, sub: cols, value });
    }
  }
  // Each CHECK in the text, named by the CONSTRAINT before it (in the order written).
  for (const [i, check] of checkClauses(sql).entries()) {
    const before = sql.slice(0, checkOffsets(sql)[i]);
    const name = /\bCONSTRAINT\s+("(?:[^"]|"")*"|`[^`]*`|\[[^\]]*\]|[\w$]+)\s*$/i.exec(before)?.[1];
    c.checks.push({ ...t, sub: check, value: name ? unquoted(name) : '' });
  }
}
