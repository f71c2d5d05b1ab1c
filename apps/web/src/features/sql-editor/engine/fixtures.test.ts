// @vitest-environment node
import { diagramModelSchema, importDdl, type SqlDialect } from '@relata/core';
import { afterAll, describe, expect, it } from 'vitest';
import { MIN_ROWS } from '../model/rowCounts';
import { openPglite } from './pgliteDatabase';
import { Playground } from './playground';
import { openSqlite } from './sqliteDatabase';
import type { PlaygroundEngine } from './types';

// Issue 36, item A5: every real-world schema of the shared fixtures, imported as the import dialog
// does and built as the SQL editor builds it, has every table built and queryable; what the engine
// refuses (extensions it lacks and what needs them) is left out and reported.

/**
 * The shared fixture folders beside the repository (`<repo>/../shared/fixtures/<folder>`), read
 * through Vite (the web app's code reads no files itself): each folder's expected.json, and its
 * scripts' text when a test needs it.
 */
const EXPECTED = import.meta.glob<{
  schemas: Record<string, Record<string, { file: string; table_count: number }>>;
}>('../../../../../../../shared/fixtures/*/expected.json', { import: 'default', eager: true });
const SCRIPTS = import.meta.glob<string>('../../../../../../../shared/fixtures/*/*/*.sql', {
  query: '?raw',
  import: 'default',
});

interface Fixture {
  file: string;
  dialect: SqlDialect;
  tables: number;
  text: () => Promise<string>;
}

/** Every fixture file of both folders (ddl, ddl-more), in expected.json's order. */
const fixtures: Fixture[] = Object.entries(EXPECTED)
  .map(([path, expected]) => [path.replace(/\/expected\.json$/, ''), expected] as const)
  .sort(([a], [b]) => a.localeCompare(b))
  .flatMap(([folder, { schemas }]) => {
    return Object.values(schemas).flatMap((files) =>
      Object.entries(files).map(([dialect, info]) => {
        const script = SCRIPTS[`${folder}/${info.file}`];
        if (!script) throw new Error(`${folder}/${info.file} is listed but missing`);
        return {
          file: `${folder.split('/').at(-1) ?? folder}/${info.file}`,
          dialect: dialect as SqlDialect,
          tables: info.table_count,
          text: script,
        };
      }),
    );
  });

if (fixtures.length === 0 && process.env.CI === 'true')
  throw new Error('The DDL fixtures (../shared/fixtures) are missing; CI needs them');

/**
 * The engine the SQL editor opens a project of the dialect on: its own for PostgreSQL and SQLite,
 * PGlite (the page's default) for MySQL and MSSQL, whose schema Relata's generator translates.
 */
const engineOf = (dialect: SqlDialect): PlaygroundEngine =>
  dialect === 'sqlite' ? 'sqlite' : 'postgresql';

/** The tables an engine holds, as lower-case `schema.name` (PostgreSQL) or `name` (SQLite). */
const CATALOG: Record<PlaygroundEngine, string> = {
  postgresql: `SELECT lower(table_schema || '.' || table_name) FROM information_schema.tables
    WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
  sqlite: "SELECT lower(name) FROM sqlite_master WHERE type = 'table'",
};

/** The names a diagram table may be built under (SQLite folds a schema into `schema_name`). */
const builtNames = (t: { name: string; schema?: string | undefined }, engine: PlaygroundEngine) => {
  const name = t.name.toLowerCase();
  const schema = t.schema?.toLowerCase();
  if (engine === 'postgresql') return [`${schema || 'public'}.${name}`];
  return schema ? [`${schema}_${name}`, name] : [name];
};

/** One engine per kind, started once and cleared by each build, as the page does. */
const playgrounds: Partial<Record<PlaygroundEngine, Playground>> = {};
const playgroundFor = (engine: PlaygroundEngine) =>
  (playgrounds[engine] ??= new Playground(engine, engine === 'sqlite' ? openSqlite : openPglite));

const counts = { fixtures: 0, built: 0, tables: 0, builtTables: 0, skipped: 0 };
const lacking = new Set<string>();

afterAll(async () => {
  await Promise.all(Object.values(playgrounds).map((p) => p.close()));
  if (counts.fixtures === 0) return;
  console.log(
    `SQL editor, shared fixtures: ${counts.built} of ${counts.fixtures} files build every table; ` +
      `${counts.builtTables} of ${counts.tables} tables built; ${counts.skipped} objects left ` +
      `out, for want of ${[...lacking].sort().join(', ')} or refused by the engine`,
  );
});

describe.skipIf(fixtures.length === 0)('the shared DDL fixtures in the SQL editor', () => {
  it.each(fixtures)(
    '$file: every table is built on the engine the SQL editor opens it on',
    async ({ text, dialect, tables }) => {
      const engine = engineOf(dialect);
      const { model: imported } = importDdl(await text(), dialect);
      // As the server stores it and the SQL editor reads it back.
      const model = diagramModelSchema.parse(JSON.parse(JSON.stringify(imported)));
      expect(model.tables).toHaveLength(tables);
      const playground = playgroundFor(engine);
      const built = await playground.build({
        model,
        rows: { default: MIN_ROWS, perTable: {} },
        keep: false,
      });
      const catalog = new Set((await playground.query(CATALOG[engine])).rows.map(([name]) => name));
      const missing = model.tables
        .filter((t) => !builtNames(t, engine).some((n) => catalog.has(n)))
        .map((t) => t.name);
      counts.fixtures += 1;
      counts.tables += model.tables.length;
      counts.builtTables += model.tables.length - missing.length;
      if (missing.length === 0) counts.built += 1;
      counts.skipped += built.skipped.length;
      for (const s of built.skipped)
        if (s.kind === 'extension' || s.needs?.kind === 'module')
          lacking.add(s.needs?.name ?? s.name);
      expect(missing).toEqual([]);
      expect(built.tables).toBe(tables);
      expect(built.skipped.filter((s) => s.kind === 'table')).toEqual([]);
    },
    120_000,
  );
});
