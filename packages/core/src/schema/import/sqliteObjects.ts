/**
 * What SQLite's shell prints beside a schema's own objects: its internal tables (`sqlite_%`), the
 * shadow tables of virtual tables, and `.dump`'s rows of the schema table itself.
 */
import { shadowSuffixes } from '../sqliteShadowTables';
import { displayName, type Catalog, type QualifiedName } from './catalog';
import type { Token } from './sqlLexer';
import type { TokenStream } from './tokenStream';

/**
 * Whether a name is reserved for SQLite's own objects (`sqlite_sequence`, `sqlite_stat1`, ...):
 * SQLite makes and keeps those itself, and refuses to create one.
 */
export const isInternalName = (name: string): boolean => /^sqlite_/i.test(name);

/**
 * Drops the tables the script's virtual tables make themselves (`docs_fts_segments` of an FTS4
 * `docs_fts`), which `.schema` and `.dump` print after the virtual table: creating them first would
 * make SQLite refuse the virtual table, and in another dialect they are tables of no one's.
 */
export function dropShadowTables(catalog: Catalog): void {
  if (catalog.virtualTables.length === 0) return;
  const owners = new Map<string, QualifiedName>();
  for (const vt of catalog.virtualTables)
    for (const suffix of shadowSuffixes(vt.module))
      owners.set(catalog.key({ schema: vt.schema, name: `${vt.name}_${suffix}` }), vt);
  for (const [key, table] of catalog.tables) {
    const owner = owners.get(key);
    if (!owner) continue;
    catalog.tables.delete(key);
    catalog.warn(
      table.line,
      `skipped table ${displayName(table)}: SQLite makes it for the virtual table ${displayName(owner)}`,
    );
  }
}

/** The columns of SQLite's schema table, in order (an INSERT without a column list fills these). */
const SCHEMA_COLUMNS = ['type', 'name', 'tbl_name', 'rootpage', 'sql'];

/** The names of the main database's schema table (`sqlite_master` before SQLite 3.33). */
const SCHEMA_TABLES = new Set(['sqlite_schema', 'sqlite_master']);

/** A CREATE statement held in a row of the schema table, with the line of its string. */
export interface SchemaRow {
  sql: string;
  line: number;
}

/**
 * The statements an `INSERT INTO sqlite_schema (type, name, tbl_name, rootpage, sql) VALUES (...)`
 * puts in the schema table (how `.dump` writes a virtual table, after `PRAGMA writable_schema=ON`),
 * read from just after INSERT; undefined for an INSERT into anything else, or not of that form.
 */
export function schemaRows(ts: TokenStream, catalog: Catalog): SchemaRow[] | undefined {
  if (ts.accept('OR')) ts.i++;
  if (!ts.accept('INTO') || !ts.isName()) return undefined;
  const target = catalog.qualify(ts.qualifiedName('a table name'));
  if (target.schema !== null || !SCHEMA_TABLES.has(target.name.toLowerCase())) return undefined;
  const columns = ts.isPunct('(') ? ts.nameList().map((c) => c.toLowerCase()) : SCHEMA_COLUMNS;
  const at = columns.indexOf('sql');
  if (!ts.accept('VALUES') || at < 0) return undefined;
  const rows: SchemaRow[] = [];
  do {
    if (!ts.acceptPunct('(')) return undefined;
    const values: Token[][] = [];
    do {
      const from = ts.i;
      ts.skipToElementEnd();
      values.push(ts.tokens.slice(from, ts.i));
    } while (ts.acceptPunct(','));
    if (!ts.acceptPunct(')')) return undefined;
    const [sql, more] = values[at] ?? [];
    // A row without a statement (an automatic index's NULL) creates nothing.
    if (sql?.kind === 'string' && more === undefined) rows.push({ sql: sql.value, line: sql.line });
  } while (ts.acceptPunct(','));
  return ts.done() ? rows : undefined;
}
