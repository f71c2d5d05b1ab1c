/**
 * The engines and the fixture databases every check of a Vitest worker shares: each fixture
 * original is loaded into its engine once per process, into a database named for the worker,
 * and its catalog read once; checks read that result or query that database instead of loading
 * the fixture again. Files that use them call dropFixtureDatabases in their afterAll.
 */
import type mysql from 'mysql2/promise';
import type pg from 'pg';
import type { SqlDialect } from '../../src/schema/sql/dialects';
import {
  mariadbAdmin,
  openMariadb,
  openPostgres,
  openSqlite,
  postgresAdmin,
  tryOpen,
  type Engine,
} from '../engines';
import type { Catalog } from '../fidelity/catalog';
import { clientStatements } from '../scripts';
import { fixtureText, type Fixture } from './fixtures';
import { ENGINE_DIALECTS, readCatalog, type EngineDialect } from './readCatalog';

export const isEngineDialect = (d: SqlDialect): d is EngineDialect =>
  (ENGINE_DIALECTS as readonly string[]).includes(d);

/** The engines, each behind one admin connection that creates and drops the databases. */
export class Engines {
  private constructor(
    private readonly pgAdmin: pg.Client | null,
    private readonly myAdmin: mysql.Connection | null,
    /** Why an engine is unavailable, by dialect (a failure instead when CI=true). */
    readonly missing: Partial<Record<EngineDialect, string>>,
  ) {}

  /** Connects to the engines that answer. */
  static async connect(): Promise<Engines> {
    const missing: Partial<Record<EngineDialect, string>> = {};
    const [pgAdmin, myAdmin] = await Promise.all([
      tryOpen(postgresAdmin, 'PostgreSQL at 127.0.0.1:5432'),
      tryOpen(mariadbAdmin, 'MariaDB at 127.0.0.1:3306'),
    ]);
    if (typeof pgAdmin === 'string') missing.postgresql = pgAdmin;
    if (typeof myAdmin === 'string') missing.mysql = myAdmin;
    return new Engines(
      typeof pgAdmin === 'string' ? null : pgAdmin,
      typeof myAdmin === 'string' ? null : myAdmin,
      missing,
    );
  }

  /**
   * A database on a dialect's engine: a throwaway one, or one of the given name (see engines.ts);
   * SQLite's build is the one with the full-text modules `script` names.
   */
  open(dialect: EngineDialect, name?: string, script?: string): Promise<Engine> {
    if (dialect === 'postgresql' && this.pgAdmin) return openPostgres(this.pgAdmin, name);
    if (dialect === 'mysql' && this.myAdmin) return openMariadb(this.myAdmin, name);
    if (dialect === 'sqlite') return openSqlite(script);
    throw new Error(this.missing[dialect] ?? `no engine for ${dialect}`);
  }

  /** Closes the admin connections. */
  async close(): Promise<void> {
    await this.pgAdmin?.end();
    await this.myAdmin?.end();
  }
}

/** A statement an engine refused: its first words and the engine's message. */
export interface LoadError {
  statement: string;
  message: string;
}

/** A script loaded statement by statement (continuing past errors), and the catalog read after. */
export interface Load {
  statements: number;
  errors: LoadError[];
  catalog: Catalog | null;
  /** Milliseconds taken: creating the database, loading, reading the catalog. */
  ms: number;
  /** Of which reading the catalog. */
  catalogMs: number;
}

/** The first words of a statement, for error lists. */
export const statementHead = (statement: string): string =>
  statement.replace(/\s+/g, ' ').trim().slice(0, 80);
/** An error's first line. */
export const errorMessage = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

/**
 * The name an original MySQL script gives its database (`CREATE SCHEMA sakila; USE sakila;`):
 * its views and routines qualify tables with it, which inside another database must name that one.
 */
export function sourceDatabase(text: string): string | null {
  return /^\s*(?:CREATE\s+(?:DATABASE|SCHEMA)|USE)\s+`?(\w+)`?/im.exec(text)?.[1] ?? null;
}

/** Statements with `db.` / `` `db`. `` qualifiers renamed to the engine's database. */
function requalified(statements: string[], from: string | null, engine: Engine): string[] {
  if (from === null || engine.dialect !== 'mysql') return statements;
  const pattern = new RegExp(`(\`${from}\`|\\b${from})\\.`, 'g');
  return statements.map((s) => s.replace(pattern, `\`${engine.database}\`.`));
}

/**
 * Runs each statement of a script in an opened database, continuing past errors, then reads the
 * catalog; `started` is when opening the database began.
 */
async function loadInto(
  engine: Engine,
  script: string,
  database: string | null,
  started: number,
): Promise<Load> {
  const statements = requalified(clientStatements(script, engine.dialect), database, engine);
  const errors: LoadError[] = [];
  for (const statement of statements) {
    try {
      await engine.run(statement);
    } catch (error) {
      errors.push({ statement: statementHead(statement), message: errorMessage(error) });
    }
  }
  // pg_dump empties the session's search_path (set_config), which makes the catalog print every
  // name qualified; a script written back is loaded on the default path, so read both on it.
  if (engine.dialect === 'postgresql') await engine.run('RESET search_path');
  const read = performance.now();
  const catalog = await readCatalog(engine);
  const done = performance.now();
  return {
    statements: statements.length,
    errors,
    catalog,
    ms: done - started,
    catalogMs: done - read,
  };
}

/** Loads a script into a throwaway database (dropped after), naming `database` as the source's. */
export async function loadScript(
  engines: Engines,
  dialect: EngineDialect,
  script: string,
  database: string | null,
): Promise<Load> {
  const started = performance.now();
  const engine = await engines.open(dialect, undefined, script);
  try {
    return await loadInto(engine, script, database, started);
  } finally {
    await engine.close();
  }
}

/** A fixture original loaded into its engine, and the open database to query. */
export interface FixtureDatabase extends Load {
  catalog: Catalog;
  engine: Engine;
}

/**
 * This process's worker: Vitest's pool slot (1 to maxWorkers, which the next file takes over, so
 * a killed run's databases are met again and re-created), 0 outside Vitest.
 */
const WORKER = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? '0';

/** The database a fixture original loads into in this worker (letters, digits and `_`). */
export const fixtureDatabaseName = (fixture: Fixture): string =>
  `relata_w${WORKER}_${fixture.schema}_${fixture.dialect}`.toLowerCase().replace(/\W/g, '_');

let engines: Promise<Engines> | null = null;
const databases = new Map<string, Promise<FixtureDatabase>>();

/** This process's engines, connected on first use. */
export const workerEngines = (): Promise<Engines> => (engines ??= Engines.connect());

/**
 * A fixture original loaded into its engine: on first use in this process, then the same result
 * and database. Rejects when its dialect has no engine here.
 */
export function fixtureDatabase(fixture: Fixture): Promise<FixtureDatabase> {
  const name = fixtureDatabaseName(fixture);
  let loaded = databases.get(name);
  if (!loaded) {
    loaded = (async () => {
      if (!isEngineDialect(fixture.dialect)) throw new Error(`no engine for ${fixture.dialect}`);
      const started = performance.now();
      const text = fixtureText(fixture);
      const engine = await (await workerEngines()).open(fixture.dialect, name, text);
      try {
        const database = fixture.dialect === 'mysql' ? sourceDatabase(text) : null;
        const load = await loadInto(engine, text, database, started);
        return { ...load, catalog: load.catalog!, engine };
      } catch (error) {
        await engine.close();
        throw error;
      }
    })();
    databases.set(name, loaded);
  }
  return loaded;
}

/**
 * Loads the originals of the fixtures whose engine is here: the engines side by side, one
 * fixture at a time on each.
 */
export async function loadFixtureDatabases(fixtures: Fixture[]): Promise<void> {
  const { missing } = await workerEngines();
  const queues = new Map<EngineDialect, Fixture[]>();
  for (const f of fixtures)
    if (isEngineDialect(f.dialect) && !missing[f.dialect])
      queues.set(f.dialect, [...(queues.get(f.dialect) ?? []), f]);
  await Promise.all(
    [...queues.values()].map(async (queue) => {
      for (const f of queue) await fixtureDatabase(f);
    }),
  );
}

/** Drops this process's fixture databases and closes the engines' admin connections. */
export async function dropFixtureDatabases(): Promise<void> {
  const loaded = [...databases.values()];
  databases.clear();
  for (const result of await Promise.allSettled(loaded))
    if (result.status === 'fulfilled') await result.value.engine.close();
  const connected = engines;
  engines = null;
  await connected?.then(
    (e) => e.close(),
    () => undefined,
  );
}
