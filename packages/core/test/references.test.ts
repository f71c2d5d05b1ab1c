/**
 * Renames followed through real views (issue 36, item A1): the shared fixtures' views, read at
 * test time, rewritten by core's followRename; on SQLite (sql.js) the renamed schema is built and
 * every view that was rewritten runs with the columns it had.
 */
import { describe, expect, it } from 'vitest';
import { followRename, tableLookup, type ReferencedTable } from '../src/diagram/references';
import { generateDdl, importDdl, type DiagramModel } from '../src/schema';
import { SQL_DIALECTS } from '../src/schema/sql/dialects';
import { openSqlite } from './engines';
import { fixtures, fixturesPresent, readFixture } from './scripts';

const sakila = (dialect: string): DiagramModel => {
  const found = fixtures().find(([schema, d]) => schema === 'sakila' && d === dialect);
  if (!found) throw new Error(`no sakila fixture in ${dialect}`);
  return importDdl(readFixture(found[2]), found[1]).model;
};

/** A table with its columns' names (and, when asked, its name) changed by `rename`. */
function renamedTable<T extends ReferencedTable>(
  t: T,
  rename: (name: string) => string,
  table = false,
): T {
  return {
    ...t,
    ...(table ? { name: rename(t.name) } : {}),
    attributes: t.attributes.map((a) => ({ ...a, name: rename(a.name) })),
  };
}

describe.skipIf(!fixturesPresent)('renames followed through the fixtures’ views', () => {
  it.each(SQL_DIALECTS)(
    'rewrites film_list when film.description becomes synopsis, keeping its columns (Sakila, %s)',
    (dialect) => {
      const m = sakila(dialect);
      const film = m.tables.find((t) => t.name === 'film') as ReferencedTable;
      const outcome = followRename(
        film,
        renamedTable(film, (n) => (n === 'description' ? 'synopsis' : n)),
        { views: m.views, lookup: tableLookup(m.tables) },
      );
      const lists = (m.views ?? []).filter((v) => /film_list$/.test(v.name));
      expect(lists.length).toBeGreaterThan(0);
      expect(outcome?.views.map((v) => v.id).sort()).toEqual(lists.map((v) => v.id).sort());
      for (const { query } of outcome?.views ?? []) {
        expect(query).not.toMatch(/film\.description/i);
        // The select item keeps the view's column: `film.synopsis AS description`.
        expect(query).toMatch(/film\.synopsis AS description/i);
      }
      expect(outcome?.broken.filter((r) => r.kind === 'view')).toEqual([]);
    },
  );

  it.each(SQL_DIALECTS)(
    'rewrites every view reading film when film becomes movie (Sakila, %s)',
    (dialect) => {
      const m = sakila(dialect);
      const film = m.tables.find((t) => t.name === 'film') as ReferencedTable;
      const outcome = followRename(
        film,
        { ...film, name: 'movie' },
        {
          views: m.views,
          lookup: tableLookup(m.tables),
        },
      );
      const readers = (m.views ?? []).filter((v) => /\bfilm\b(?!_)/i.test(v.query));
      expect(outcome?.views.map((v) => v.id).sort()).toEqual(readers.map((v) => v.id).sort());
      for (const { query } of outcome?.views ?? []) expect(query).not.toMatch(/\bfilm\b(?!_)/i);
      expect(outcome?.broken.filter((r) => r.kind === 'view')).toEqual([]);
    },
  );

  // The first batch: the second's SQLite views read FTS tables, which sql.js is built without.
  const sqliteFixtures = fixtures(['ddl']).filter(
    ([, dialect, info]) => dialect === 'sqlite' && info.views.length > 0,
  );
  it.each(sqliteFixtures.map(([schema, , info]) => [schema, info] as const))(
    'builds on SQLite with every table a view reads renamed, columns and all (%s)',
    async (_schema, info) => {
      const m = importDdl(readFixture(info), 'sqlite').model;
      const original = await openSqlite();
      await original.exec(generateDdl(m, 'sqlite'));
      // Each table a view names is renamed in turn, and its columns, the views following each time.
      let renamed = m;
      const broken = new Set<string>();
      for (const { id } of m.tables) {
        const table = renamed.tables.find((t) => t.id === id);
        const views = renamed.views ?? [];
        if (!table || !views.some((v) => v.query.toLowerCase().includes(table.name.toLowerCase())))
          continue;
        const after = renamedTable(table, (n) => `${n}_renamed`, true);
        const objects = { views, statements: m.extraSql, lookup: tableLookup(renamed.tables) };
        const outcome = followRename(table, after, objects);
        if (!outcome) continue;
        for (const r of outcome.broken) broken.add(r.id);
        const rewritten = new Map(outcome.views.map((v) => [v.id, v.query]));
        renamed = {
          ...renamed,
          tables: renamed.tables.map((t) =>
            t.id === id
              ? {
                  ...after,
                  attributes: outcome.attributes,
                  checks: outcome.checks,
                  indexes: outcome.indexes,
                }
              : t,
          ),
          views: views.map((v) => ({ ...v, query: rewritten.get(v.id) ?? v.query })),
        };
      }
      // What could not follow is left out; everything else is built and read.
      renamed = {
        ...renamed,
        views: (renamed.views ?? []).filter((v) => !broken.has(v.id)),
        extraSql: (m.extraSql ?? []).filter((s) => !broken.has(s.id)),
      };
      expect(renamed.views?.length).toBeGreaterThan(0);
      const engine = await openSqlite();
      await engine.exec(generateDdl(renamed, 'sqlite'));
      const columnsOf = async (db: typeof engine, view: string) =>
        (await db.rows(`PRAGMA table_info("${view.replace(/"/g, '""')}")`)).map((r) => r.name);
      for (const v of renamed.views ?? []) {
        await engine.rows(`SELECT * FROM "${v.name.replace(/"/g, '""')}" LIMIT 0`);
        // A view keeps its columns, but for those it takes through `*`, which follow the table.
        if (!v.query.includes('*'))
          expect(await columnsOf(engine, v.name), v.name).toEqual(
            await columnsOf(original, v.name),
          );
      }
      await Promise.all([engine.close(), original.close()]);
    },
    // Reading, building and reading the fixture twice: about 5 s for Sakila on a loaded machine.
    30_000,
  );
});
