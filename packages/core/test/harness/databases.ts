/**
 * The engines and the fixture databases every check of a Vitest worker shares: each fixture
 * original is loaded into its engine once per process, into a database named for the run and the
 * worker, and its catalog read once; checks of every test file the worker runs read that result or
 * query that database instead of loading the fixture again. The databases live as long as the
 * worker: the core project's global set-up (globalSetup.ts) drops the run's at its end, and a
 * killed run's are dropped by the next run (dropOrphans). A script outside Vitest calls
 * dropFixtureDatabases when it is done.
 */
import type mysql from 'mysql2/promise';
import type pg from 'pg';
import type { SqlDialect } from '../../src/schema/sql/dialects';
import {
  connectPostgres,
  mariadbAdmin,
  newPostgresState,
  openMariadb,
  openPostgres,
  openSqlite,
  postgresAdmin,
  postgresState,
  queriesOf,
  resetPostgres,
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
  /** PostgreSQL's databases to load into, emptied and used again (null without PostgreSQL). */
  readonly scratch: ScratchDatabases | null;

  private constructor(
    private readonly pgAdmin: pg.Client | null,
    private readonly myAdmin: mysql.Connection | null,
    /** Why an engine is unavailable, by dialect (a failure instead when CI=true). */
    readonly missing: Partial<Record<EngineDialect, string>>,
  ) {
    this.scratch = pgAdmin && new ScratchDatabases(pgAdmin);
  }

  /** Connects to the engines that answer. */
  static async connect(): Promise<Engines> {
    const missing: Partial<Record<EngineDialect, string>> = {};
    const [pgAdmin, myAdmin] = await Promise.all([
      tryOpen(postgresAdmin, 'PostgreSQL at 127.0.0.1:5432'),
      tryOpen(mariadbAdmin, 'MariaDB at 127.0.0.1:3306'),
    ]);
    if (typeof pgAdmin === 'string') missing.postgresql = pgAdmin;
    if (typeof myAdmin === 'string') missing.mysql = myAdmin;
    const engines = new Engines(
      typeof pgAdmin === 'string' ? null : pgAdmin,
      typeof myAdmin === 'string' ? null : myAdmin,
      missing,
    );
    await engines.dropOrphans();
    return engines;
  }

  /**
   * A database on a dialect's engine: a new (or emptied: ScratchDatabases) one, or one of the
   * given name (see engines.ts); SQLite's build is the one with the full-text modules `script`
   * names.
   */
  async open(dialect: EngineDialect, name?: string, script?: string): Promise<Engine> {
    if (dialect === 'postgresql' && this.scratch && name === undefined)
      return this.scratch.connect(await this.scratch.take());
    if (dialect === 'postgresql' && this.pgAdmin) return openPostgres(this.pgAdmin, name);
    if (dialect === 'mysql' && this.myAdmin) return openMariadb(this.myAdmin, name);
    if (dialect === 'sqlite') return openSqlite(script);
    throw new Error(this.missing[dialect] ?? `no engine for ${dialect}`);
  }

  /** Drops, on both servers, the databases of runs whose process no longer runs. */
  async dropOrphans(): Promise<void> {
    await this.dropDatabases((run) => !processRuns(run));
  }

  /** Drops, on both servers, the databases a run made (the run's process id: see RUN). */
  async dropRun(run: number): Promise<void> {
    await this.dropDatabases((r) => r === run);
  }

  /** Drops the databases named for a run (RUN_DATABASE) that `which` picks by the run's id. */
  private async dropDatabases(which: (run: number) => boolean): Promise<void> {
    const ofRun = (names: string[]) =>
      names.filter((n) => which(Number(RUN_DATABASE.exec(n)?.[1])));
    if (this.pgAdmin) {
      const { rows } = await this.pgAdmin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname ~ $1`,
        [RUN_DATABASE.source],
      );
      for (const name of ofRun(rows.map((r) => r.datname)))
        await this.pgAdmin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
    if (this.myAdmin) {
      const [rows] = await this.myAdmin.query<mysql.RowDataPacket[]>(
        `SELECT SCHEMA_NAME AS name FROM information_schema.SCHEMATA WHERE SCHEMA_NAME REGEXP ?`,
        [RUN_DATABASE.source],
      );
      for (const name of ofRun(rows.map((r) => String(r.name))))
        await this.myAdmin.query(`DROP DATABASE IF EXISTS ${name}`);
    }
  }

  /** Drops the databases kept to load into and closes the admin connections. */
  async close(): Promise<void> {
    await this.scratch?.drop();
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
 * The PostgreSQL databases a process loads scripts into, each made once and, when given back,
 * emptied for the next load (resetPostgres), instead of made and dropped for every load: in the
 * fidelity, ORM and migration corpora, dropping a database took 360 ms on average (PostgreSQL
 * 15 forces a checkpoint for each drop: `checkpoints_req` counts one) and making one 120 ms, against about 20 ms for emptying
 * one (docs/testing.md). A database that does not come back to a new one's state is dropped.
 * The names carry the run's and the process's ids, so a run beside this one never takes them; a
 * killed run's are dropped by the next run that meets them.
 */
export class ScratchDatabases {
  /** The databases taken and not given back. */
  private readonly taken = new Set<string>();
  private readonly free: string[] = [];
  private fresh: Promise<string> | null = null;

  constructor(private readonly admin: pg.Client) {}

  /** A database to load into: an emptied one, or a new one. */
  async take(): Promise<string> {
    const reused = this.free.pop();
    const name = reused ?? `relata_r${RUN}_s${process.pid}_${++scratchMade}`;
    this.taken.add(name);
    if (reused) return name;
    await this.admin.query(`CREATE DATABASE ${name}`);
    // The state every database given back is compared with, read once, on the first new one.
    await (this.fresh ??= newPostgresState(name));
    return name;
  }

  /** A database taken (see take) as an engine; closing it gives the database back. */
  connect(name: string): Promise<Engine> {
    return connectPostgres(name, (client) => this.giveBack(name, client));
  }

  /** Empties a database through a connection to it (then ended) and keeps it, or drops it. */
  private async giveBack(name: string, client: pg.Client): Promise<void> {
    const query = queriesOf(client);
    const state = await resetPostgres(query)
      .then(() => postgresState(query))
      .catch((error: unknown) => `not emptied: ${errorMessage(error)}`);
    await client.end();
    this.taken.delete(name);
    if (state === (await this.fresh)) this.free.push(name);
    else await this.admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }

  /** Drops the databases, kept or still taken (a failed test's). */
  async drop(): Promise<void> {
    const names = [...this.free.splice(0), ...this.taken];
    this.taken.clear();
    for (const name of names)
      await this.admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/** How many databases to load into this process made (their names' last part). */
let scratchMade = 0;

/**
 * The run the databases are made for: the id of the Vitest process, which the core project's
 * global set-up passes to its workers (RELATA_TEST_RUN), or this process's own outside Vitest.
 * Every database of the harness is named `relata_r<run>_…`: a run drops its own at its end and
 * those of runs whose process no longer runs, and never those of a run beside it.
 */
export const RUN = Number(process.env.RELATA_TEST_RUN ?? process.pid);
/** A database of a run (see RUN), the run's id its first group. */
export const RUN_DATABASE = /^relata_r([0-9]+)_[a-z0-9_]+$/;

/** Whether a process of this machine runs (the engines are on 127.0.0.1). */
function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

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

/** This process's worker: Vitest's pool slot (1 to maxWorkers), 0 outside Vitest. */
const WORKER = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? '0';

/** The database a fixture original loads into in this run's worker (letters, digits and `_`). */
export const fixtureDatabaseName = (fixture: Fixture): string =>
  `relata_r${RUN}_w${WORKER}_${fixture.schema}_${fixture.dialect}`
    .toLowerCase()
    .replace(/\W/g, '_');

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

/**
 * Drops this process's fixture databases and closes the engines' admin connections: for a script
 * outside Vitest, and for the tests of the harness itself (in Vitest, the run's end drops them).
 */
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
