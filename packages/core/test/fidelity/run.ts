/**
 * The fidelity round trips: each shared fixture loaded into a fresh database of its engine and
 * read (catalog A), imported and generated in the same dialect and in every other one, loaded into
 * a fresh database of the target engine and read (catalog B), A and B compared item by item.
 * MSSQL output, for which no engine runs here, is checked against golden files.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import TransactSqlParser from 'node-sql-parser/build/transactsql';
import type mysql from 'mysql2/promise';
import type pg from 'pg';
import { generateDdl, importDdl } from '../../src/schema';
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
import {
  clientStatements,
  fixtures,
  readFixture,
  tsqlAliasTypes,
  tsqlCheckable,
  tsqlStatements,
} from '../scripts';
import { compareCatalogs, type Catalog, type Comparison } from './catalog';
import { readMariadb } from './readMariadb';
import { readPostgres } from './readPostgres';
import { readSqlite } from './readSqlite';
import { tolerantReading } from './tolerant';

/** The dialects with an engine here. */
export const ENGINE_DIALECTS = ['postgresql', 'mysql', 'sqlite'] as const;
export type EngineDialect = (typeof ENGINE_DIALECTS)[number];

const here = dirname(fileURLToPath(import.meta.url));
/** The test's floors (see figures.ts). */
export const FLOOR_FILE = resolve(here, 'floor.json');
/** Where the golden MSSQL outputs live: `<fixture>.<source dialect>.mssql.sql`. */
export const GOLDEN_DIR = resolve(here, 'golden');
export const goldenPath = (fixture: string, source: SqlDialect): string =>
  resolve(GOLDEN_DIR, `${fixture}.${source}.mssql.sql`);

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
}

/** One conversion of one fixture: from its dialect to a target, loaded and compared. */
export interface Conversion {
  fixture: string;
  source: SqlDialect;
  target: SqlDialect;
  /** The original on its engine (null for MSSQL sources, which have none here). */
  original: Load | null;
  /** The generated script: on the target's engine, or for MSSQL, checked by the T-SQL parser. */
  generated: Load;
  /** Catalog A against catalog B (exact when source = target, tolerant otherwise); null without both. */
  comparison: Comparison | null;
  /** For MSSQL targets: whether the output equals its golden file. */
  golden?: 'same' | 'changed' | 'missing';
  /** The generated script (kept for the golden files). */
  script: string;
}

const CATALOG_READERS: Record<EngineDialect, (engine: Engine) => Promise<Catalog>> = {
  postgresql: readPostgres,
  mysql: readMariadb,
  sqlite: readSqlite,
};

const isEngineDialect = (d: SqlDialect): d is EngineDialect =>
  (ENGINE_DIALECTS as readonly string[]).includes(d);

/** The engines, each behind one admin connection that creates and drops the fresh databases. */
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
    const pgAdmin = await tryOpen(postgresAdmin, 'PostgreSQL at 127.0.0.1:5432');
    const myAdmin = await tryOpen(mariadbAdmin, 'MariaDB at 127.0.0.1:3306');
    if (typeof pgAdmin === 'string') missing.postgresql = pgAdmin;
    if (typeof myAdmin === 'string') missing.mysql = myAdmin;
    return new Engines(
      typeof pgAdmin === 'string' ? null : pgAdmin,
      typeof myAdmin === 'string' ? null : myAdmin,
      missing,
    );
  }

  /** A fresh database on a dialect's engine. */
  open(dialect: EngineDialect): Promise<Engine> {
    if (dialect === 'postgresql' && this.pgAdmin) return openPostgres(this.pgAdmin);
    if (dialect === 'mysql' && this.myAdmin) return openMariadb(this.myAdmin);
    if (dialect === 'sqlite') return openSqlite();
    throw new Error(this.missing[dialect] ?? `no engine for ${dialect}`);
  }

  /** Closes the admin connections. */
  async close(): Promise<void> {
    await this.pgAdmin?.end();
    await this.myAdmin?.end();
  }
}

/** The first words of a statement, for error lists. */
const head = (statement: string): string => statement.replace(/\s+/g, ' ').trim().slice(0, 80);
const message = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

/**
 * The name an original MySQL script gives its database (`CREATE SCHEMA sakila; USE sakila;`):
 * its views and routines qualify tables with it, which inside a throwaway database must name
 * the throwaway one.
 */
function sourceDatabase(text: string): string | null {
  return /^\s*(?:CREATE\s+(?:DATABASE|SCHEMA)|USE)\s+`?(\w+)`?/im.exec(text)?.[1] ?? null;
}

/** Statements with `db.` / `` `db`. `` qualifiers renamed to the engine's database. */
function requalified(statements: string[], from: string | null, engine: Engine): string[] {
  if (from === null || engine.dialect !== 'mysql') return statements;
  const pattern = new RegExp(`(\`${from}\`|\\b${from})\\.`, 'g');
  return statements.map((s) => s.replace(pattern, `\`${engine.database}\`.`));
}

/** Runs each statement in a fresh database, continuing past errors, then reads the catalog. */
async function load(
  engines: Engines,
  dialect: EngineDialect,
  script: string,
  database: string | null,
): Promise<Load> {
  const started = performance.now();
  const engine = await engines.open(dialect);
  try {
    const statements = requalified(clientStatements(script, dialect), database, engine);
    const errors: LoadError[] = [];
    for (const statement of statements) {
      try {
        await engine.run(statement);
      } catch (error) {
        errors.push({ statement: head(statement), message: message(error) });
      }
    }
    return {
      statements: statements.length,
      errors,
      catalog: await CATALOG_READERS[dialect](engine),
      ms: performance.now() - started,
    };
  } finally {
    await engine.close();
  }
}

/** Checks a generated T-SQL script with node-sql-parser's transactsql grammar, statement by statement. */
function parseTsql(script: string): Load {
  const parser = new TransactSqlParser.Parser();
  const statements = tsqlStatements(script);
  const aliasTypes = tsqlAliasTypes(script);
  const errors: LoadError[] = [];
  for (const statement of statements) {
    const checkable = tsqlCheckable(statement, aliasTypes);
    if (checkable === null) continue;
    try {
      parser.astify(checkable, { database: 'transactsql' });
    } catch (error) {
      errors.push({ statement: head(statement), message: message(error) });
    }
  }
  return { statements: statements.length, errors, catalog: null, ms: 0 };
}

/** Imports a fixture and generates it in a target dialect; an exception is reported as an error. */
function convert(text: string, source: SqlDialect, target: SqlDialect): [string, LoadError[]] {
  try {
    return [generateDdl(importDdl(text, source).model, target), []];
  } catch (error) {
    return ['', [{ statement: '(importDdl, generateDdl)', message: message(error) }]];
  }
}

/** What a golden file says of an MSSQL output. */
function goldenState(fixture: string, source: SqlDialect, script: string): Conversion['golden'] {
  const path = goldenPath(fixture, source);
  if (!existsSync(path)) return 'missing';
  return readFileSync(path, 'utf8') === script ? 'same' : 'changed';
}

/** Every conversion of one fixture file, to each dialect (engines absent are left out). */
async function fixtureConversions(
  engines: Engines,
  fixture: string,
  source: SqlDialect,
  text: string,
): Promise<Conversion[]> {
  const database = source === 'mysql' ? sourceDatabase(text) : null;
  const original =
    isEngineDialect(source) && !engines.missing[source]
      ? await load(engines, source, text, database)
      : null;
  if (isEngineDialect(source) && engines.missing[source]) return [];
  const targets = [...ENGINE_DIALECTS, 'mssql' as const].filter(
    (t) => t === 'mssql' || !engines.missing[t],
  );
  // The engines are separate servers: one conversion per engine at a time, side by side.
  return Promise.all(
    targets.map(async (target): Promise<Conversion> => {
      const [script, failed] = convert(text, source, target);
      const generated =
        target === 'mssql' ? parseTsql(script) : await load(engines, target, script, database);
      generated.errors.unshift(...failed);
      const comparison =
        original?.catalog && generated.catalog
          ? compareCatalogs(
              original.catalog,
              generated.catalog,
              target === source ? undefined : tolerantReading(original.catalog, generated.catalog),
            )
          : null;
      return {
        fixture,
        source,
        target,
        original,
        generated,
        comparison,
        script,
        ...(target === 'mssql' ? { golden: goldenState(fixture, source, script) } : {}),
      };
    }),
  );
}

/** How many fixture files run at once (each runs one conversion per engine side by side). */
const FIXTURES_AT_ONCE = 2;

/** Runs every conversion of every fixture, in fixture order. */
export async function runFidelity(engines: Engines): Promise<Conversion[]> {
  const queue = fixtures();
  const results: Conversion[][] = [];
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      const i = next++;
      const [fixture, source, info] = queue[i]!;
      results[i] = await fixtureConversions(engines, fixture, source, readFixture(info));
    }
  };
  await Promise.all(Array.from({ length: FIXTURES_AT_ONCE }, worker));
  return results.flat();
}
