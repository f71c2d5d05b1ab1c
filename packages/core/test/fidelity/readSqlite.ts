import type { Engine } from '../engines';
import { emptyCatalog, text as str, withColumnOrder, type Catalog } from './catalog';

type Row = Record<string, unknown>;
const quoted = (name: string): string => `"${name.replaceAll('"', '""')}"`;
/** Stored SQL with its whitespace runs made single spaces (SQLite keeps the text as written). */
const squeezed = (sql: string): string => sql.replace(/\s+/g, ' ').trim();

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

/**
 * Reads a SQLite database's catalog (see catalog.ts for the shape). SQLite keeps declared types,
 * defaults, checks and views as written; it has no comments, named types or column collation in
 * its pragmas, so those categories stay empty, and constraint names are not read.
 */
export async function readSqlite(engine: Engine): Promise<Catalog> {
  const c = emptyCatalog();
  const objects = await engine.rows(
    `SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'`,
  );
  for (const o of objects.filter((r) => r.type === 'table')) await readTable(engine, o, c);
  for (const o of objects) {
    if (o.type === 'view')
      c.views.push({ schema: null, name: str(o.name), value: squeezed(str(o.sql)) });
    if (o.type === 'trigger')
      c.routines.push({
        schema: null,
        name: `${str(o.tbl_name)}.${str(o.name)}`,
        value: 'trigger',
      });
  }
  return withColumnOrder(c);
}

/** Adds one table's columns, keys, indexes and checks to the catalog. */
async function readTable(engine: Engine, table: Row, c: Catalog): Promise<void> {
  const name = str(table.name);
  const sql = str(table.sql);
  const t = { schema: null, name };
  c.tables.push({ ...t, value: '' });
  const info = await engine.rows(`PRAGMA table_xinfo(${quoted(name)})`);
  for (const r of info) {
    const item = { ...t, sub: str(r.name) };
    c.columns.push({ ...item, value: str(r.type) });
    c.nullability.push({ ...item, value: Number(r.notnull) ? 'NOT NULL' : 'NULL' });
    if (r.dflt_value !== null) c.defaults.push({ ...item, value: str(r.dflt_value) });
  }
  const pk = info.filter((r) => Number(r.pk) > 0).sort((a, b) => Number(a.pk) - Number(b.pk));
  if (pk.length > 0)
    c.primaryKeys.push({ ...t, value: `(${pk.map((r) => str(r.name)).join(', ')})` });
  const [only] = pk;
  if (pk.length === 1 && only && str(only.type).toUpperCase() === 'INTEGER')
    c.identity.push({
      ...t,
      sub: str(only.name),
      value: /\bAUTOINCREMENT\b/i.test(sql) ? 'AUTOINCREMENT' : 'ROWID',
    });

  const fks = new Map<number, Row[]>();
  for (const r of await engine.rows(`PRAGMA foreign_key_list(${quoted(name)})`))
    fks.set(Number(r.id), [...(fks.get(Number(r.id)) ?? []), r]);
  for (const rows of fks.values()) {
    const [f] = rows as [Row];
    const refCols = rows.map((r) => (r.to === null ? '' : str(r.to))).join(', ');
    c.foreignKeys.push({
      ...t,
      sub: `(${rows.map((r) => str(r.from)).join(', ')}) > ${str(f.table)}(${refCols})`,
      value: `ON DELETE ${str(f.on_delete)} ON UPDATE ${str(f.on_update)}`,
    });
  }

  for (const idx of await engine.rows(`PRAGMA index_list(${quoted(name)})`)) {
    if (idx.origin === 'pk') continue;
    const parts = (await engine.rows(`PRAGMA index_xinfo(${quoted(str(idx.name))})`))
      .filter((p) => Number(p.key) === 1)
      .map((p) => `${p.cid === -2 ? '<expression>' : str(p.name)}${Number(p.desc) ? ' DESC' : ''}`);
    const cols = `(${parts.join(', ')})`;
    if (idx.origin === 'u') c.uniques.push({ ...t, sub: cols, value: '' });
    else {
      const [stored] = await engine.rows(`SELECT sql FROM sqlite_master WHERE name = ?`, [
        idx.name,
      ]);
      const where = /\bWHERE\b([\s\S]*)$/i.exec(str(stored?.sql))?.[1];
      const value = `${str(idx.name)}${Number(idx.unique) ? ' UNIQUE' : ''}${where ? ` WHERE ${squeezed(where)}` : ''}`;
      c.indexes.push({ ...t, sub: cols, value });
    }
  }
  for (const check of checkClauses(sql)) c.checks.push({ ...t, sub: check, value: '' });
}
