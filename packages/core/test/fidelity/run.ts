/**
 * The fidelity round trips: each shared fixture loaded once into its engine and read (catalog A,
 * from the worker's fixture database: see harness/databases.ts), imported and generated in the
 * same dialect and in every other one, loaded into a fresh database of the target engine and read
 * (catalog B), A and B compared item by item. MSSQL output, for which no engine runs here, is
 * checked against golden hashes.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import TransactSqlParser from 'node-sql-parser/build/transactsql';
import { generateDdl, importDdl } from '../../src/schema';
import type { SqlDialect } from '../../src/schema/sql/dialects';
import {
  errorMessage,
  fixtureDatabase,
  isEngineDialect,
  loadFixtureDatabases,
  loadScript,
  sourceDatabase,
  statementHead,
  workerEngines,
  type Engines,
  type Load,
  type LoadError,
} from '../harness/databases';
import { fixtureFiles, fixtureText, type Fixture } from '../harness/fixtures';
import { ENGINE_DIALECTS } from '../harness/readCatalog';
import { tsqlAliasTypes, tsqlCheckable, tsqlStatements } from '../scripts';
import { compareCatalogs, type Comparison } from './catalog';
import { tolerantReading } from './tolerant';

const here = dirname(fileURLToPath(import.meta.url));
/** The test's floors (see figures.ts). */
export const FLOOR_FILE = resolve(here, 'floor.json');
/**
 * The golden MSSQL outputs, as the SHA-256 of each (`<fixture>.<source dialect>`): the outputs are
 * the fixtures' schemas, other projects' work, which this repository does not hold.
 */
export const GOLDEN_FILE = resolve(here, 'golden.json');
export const goldenKey = (fixture: string, source: SqlDialect): string => `${fixture}.${source}`;
export const scriptHash = (script: string): string =>
  createHash('sha256').update(script).digest('hex');

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
      errors.push({ statement: statementHead(statement), message: errorMessage(error) });
    }
  }
  return { statements: statements.length, errors, catalog: null, ms: 0, catalogMs: 0 };
}

/** Imports a fixture and generates it in a target dialect; an exception is reported as an error. */
function convert(text: string, source: SqlDialect, target: SqlDialect): [string, LoadError[]] {
  try {
    return [generateDdl(importDdl(text, source).model, target), []];
  } catch (error) {
    return ['', [{ statement: '(importDdl, generateDdl)', message: errorMessage(error) }]];
  }
}

/** The golden hashes (none when the file is absent). */
let goldens: Record<string, string> | undefined;
const goldenHashes = (): Record<string, string> =>
  (goldens ??= existsSync(GOLDEN_FILE)
    ? (JSON.parse(readFileSync(GOLDEN_FILE, 'utf8')) as Record<string, string>)
    : {});

/** What the golden hashes say of an MSSQL output. */
function goldenState(fixture: string, source: SqlDialect, script: string): Conversion['golden'] {
  const hash = goldenHashes()[goldenKey(fixture, source)];
  if (hash === undefined) return 'missing';
  return hash === scriptHash(script) ? 'same' : 'changed';
}

/** Every conversion of one fixture file, to each dialect (engines absent are left out). */
async function fixtureConversions(engines: Engines, fixture: Fixture): Promise<Conversion[]> {
  const { schema, dialect: source } = fixture;
  if (isEngineDialect(source) && engines.missing[source]) return [];
  const text = fixtureText(fixture);
  const database = source === 'mysql' ? sourceDatabase(text) : null;
  const original = isEngineDialect(source) ? await fixtureDatabase(fixture) : null;
  const targets = [...ENGINE_DIALECTS, 'mssql' as const].filter(
    (t) => t === 'mssql' || !engines.missing[t],
  );
  // The engines are separate servers: one conversion per engine at a time, side by side.
  return Promise.all(
    targets.map(async (target): Promise<Conversion> => {
      const [script, failed] = convert(text, source, target);
      const generated =
        target === 'mssql'
          ? parseTsql(script)
          : await loadScript(engines, target, script, database);
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
        fixture: schema,
        source,
        target,
        original,
        generated,
        comparison,
        script,
        ...(target === 'mssql' ? { golden: goldenState(schema, source, script) } : {}),
      };
    }),
  );
}

/** How many fixture files run at once (each runs one conversion per engine side by side). */
const FIXTURES_AT_ONCE = 2;

/**
 * Runs every conversion of every fixture, in fixture order: the originals loaded first, once, into
 * this worker's fixture databases (dropFixtureDatabases drops them).
 */
export async function runFidelity(): Promise<Conversion[]> {
  const engines = await workerEngines();
  const queue = fixtureFiles();
  await loadFixtureDatabases(queue);
  const results: Conversion[][] = [];
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      const i = next++;
      results[i] = await fixtureConversions(engines, queue[i]!);
    }
  };
  await Promise.all(Array.from({ length: FIXTURES_AT_ONCE }, worker));
  return results.flat();
}
