/**
 * Reading a SQLite catalog dump (issue 38): the schema table's rows, each object's CREATE
 * statement as the engine stored it, written back in creation order.
 */
import { z } from 'zod';
import { SHADOW_SUFFIXES } from '../sqliteShadowTables';
import { checkedDump } from './dumpShape';
import { unsafeText } from './dumpTexts';
import type { CatalogDump, LiveReader } from './reader';

/** The object is no virtual table's shadow table (see sqliteShadowTables). */
const NOT_SHADOW = `NOT EXISTS (SELECT 1 FROM sqlite_master v
    WHERE v.type = 'table' AND v.sql LIKE 'CREATE VIRTUAL TABLE%'
      AND m.name IN (${SHADOW_SUFFIXES.map((s) => `v.name || '_${s}'`).join(', ')}))`;

/**
 * SQLite's catalog query: one row, one column `catalog`, the schema table's objects in creation
 * (rowid) order; SQLite's own objects (sqlite_%) and automatic indexes (no sql) left out. The
 * array goes through json() because a sub-query's result is text, which json_object would quote.
 */
const SQLITE_QUERY = `SELECT json_object(
  'relata_catalog', 1, 'engine', 'sqlite', 'version', sqlite_version(),
  'objects', json((SELECT json_group_array(json_object('type', type, 'name', name, 'table', tbl_name, 'sql', sql))
    FROM (SELECT m.type, m.name, m.tbl_name, m.sql FROM sqlite_master m
      WHERE m.sql IS NOT NULL AND m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND ${NOT_SHADOW}
      ORDER BY m.rowid)))
) AS catalog;`;

const SQLITE_DUMP = z.object({
  objects: z.array(
    z.object({
      type: z.enum(['table', 'index', 'view', 'trigger']),
      name: z.string(),
      table: z.string(),
      sql: z.string(),
    }),
  ),
});

/**
 * A stored statement ended: SQLite keeps the text as written, so a last line that holds a `--`
 * comment gets the `;` on a line of its own.
 */
function ended(sql: string): string {
  const text = sql.trim();
  return /--[^\n]*$/.test(text) ? `${text}\n;` : `${text};`;
}

/** Each object's stored CREATE statement, in creation order. */
function sqliteScript(dump: CatalogDump): string {
  const { objects } = dump as unknown as z.infer<typeof SQLITE_DUMP>; // checked by parse
  return objects.map((o) => `${ended(o.sql)}\n`).join('\n');
}

/** The dump checked: its shape, then each stored statement being one statement. */
function parseSqlite(value: unknown): CatalogDump | string {
  const dump = checkedDump(value, 'sqlite', SQLITE_DUMP);
  if (typeof dump === 'string') return dump;
  const { objects } = dump as unknown as z.infer<typeof SQLITE_DUMP>; // checked just above
  const texts = { expressions: [], numbers: [], statements: objects.map((o) => o.sql) };
  return unsafeText('sqlite', texts) ?? dump;
}

/** SQLite's part of live reading. */
export const sqliteReader: LiveReader = {
  query: SQLITE_QUERY,
  parse: parseSqlite,
  script: sqliteScript,
};
