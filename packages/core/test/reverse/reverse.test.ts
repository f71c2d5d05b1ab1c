import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { readLiveCatalog, type LiveTarget } from '../../src/connect';
import {
  catalogQuery,
  generateDdl,
  planMigration,
  readCatalogDump,
  type DiagramModel,
} from '../../src/schema';
import { CATEGORIES, compareCatalogs } from '../fidelity/catalog';
import {
  errorMessage,
  fixtureDatabase,
  isEngineDialect,
  loadFixtureDatabases,
  statementHead,
  workerEngines,
} from '../harness/databases';
import { fixtureFiles, type Fixture } from '../harness/fixtures';
import { ENGINE_DIALECTS, readCatalog, type EngineDialect } from '../harness/readCatalog';
import { clientStatements, fixturesPresent } from '../scripts';
import { designedFrom } from './drift';
import { dumpOf, reversedModel } from './liveDump';

/** The engines to reverse-engineer on: all three, or those RELATA_REVERSE_ENGINES lists. */
const listed = (process.env.RELATA_REVERSE_ENGINES ?? ENGINE_DIALECTS.join(','))
  .split(',')
  .map((e) => e.trim());
const ENGINES = ENGINE_DIALECTS.filter((d) => listed.includes(d));

/** What reverse engineering one fixture database gave. */
interface Reversal {
  label: string;
  /** Catalog items of the original the reversed model's script did not give back, or added. */
  losses: string[];
  /** Statements an engine refused: the reversed model's script, or the drift migration. */
  failed: string[];
  /** What still differed from the design after the drift migration and a second reversal. */
  drift: string[];
  /** Whether the drivers' reader (`relata-ddl pull`, the server's connections) gave another dump. */
  readerDiffers: boolean;
}

/** A server's fixture database as the CLI and the server reach it. */
const targetOf = (dialect: 'postgresql' | 'mysql', database: string): LiveTarget =>
  dialect === 'postgresql'
    ? { engine: dialect, host: '127.0.0.1', port: 5432, user: 'postgres', database }
    : { engine: dialect, host: '127.0.0.1', port: 3306, user: 'root', database };

/** Reads a SQLite fixture database as `sqlite:<file>` does: from a file of its bytes. */
async function readSqliteFile(engine: Awaited<ReturnType<typeof fixtureDatabase>>['engine']) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'relata-reverse-'));
  try {
    const file = path.join(dir, 'fixture.db');
    writeFileSync(file, engine.serialize!());
    return await readLiveCatalog({ engine: 'sqlite', file });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The dump a user's own client gets: a fresh session. (The fixture's loading session keeps what
 * its script SET: adventureworks sets CLIENT_ENCODING to latin1 and reads its text differently.)
 */
async function clientDump(engine: Awaited<ReturnType<typeof fixtureDatabase>>['engine']) {
  if (engine.dialect !== 'postgresql') return dumpOf(engine);
  const client = new pg.Client({ ...targetOf('postgresql', engine.database) });
  await client.connect();
  try {
    const { rows } = await client.query<Record<string, unknown>>(catalogQuery('postgresql'));
    const cell = Object.values(rows[0] ?? {})[0];
    const read = readCatalogDump(typeof cell === 'string' ? cell : JSON.stringify(cell));
    if ('error' in read) throw new Error(read.error);
    return read.dump;
  } finally {
    await client.end();
  }
}

/** Whether reading through the drivers (ways b and c) gives the dump pasting gives (way a). */
async function readerDiffers(engine: Awaited<ReturnType<typeof fixtureDatabase>>['engine']) {
  const read =
    engine.dialect === 'sqlite'
      ? await readSqliteFile(engine)
      : await readLiveCatalog(targetOf(engine.dialect as 'postgresql' | 'mysql', engine.database));
  return !isDeepStrictEqual(read, await clientDump(engine));
}

/** Runs a script's statements, listing those the engine refuses. */
async function runAll(
  engine: Awaited<ReturnType<typeof fixtureDatabase>>['engine'],
  statements: string[],
  what: string,
): Promise<string[]> {
  const failed: string[] = [];
  for (const statement of statements) {
    try {
      await engine.run(statement);
    } catch (error) {
      failed.push(`${what}: ${statementHead(statement)}: ${errorMessage(error)}`);
    }
  }
  return failed;
}

/**
 * One fixture: its database reverse-engineered, the model generated and loaded into a fresh
 * database whose catalog must equal the original's; then the design edited, the migration to it
 * applied to that database, and the database reversed again, which must leave no change to make.
 */
async function reverseFixture(fixture: Fixture, dialect: EngineDialect): Promise<Reversal> {
  const label = `${fixture.schema}/${dialect}`;
  const original = await fixtureDatabase(fixture);
  const differs = await readerDiffers(original.engine);
  const reversed = await reversedModel(original.engine);
  const script = generateDdl(reversed.model, dialect);
  const engine = await (await workerEngines()).open(dialect, undefined, script);
  try {
    const failed = await runAll(engine, clientStatements(script, dialect), 'script');
    const comparison = compareCatalogs(original.catalog, await readCatalog(engine));
    const losses = CATEGORIES.flatMap((c) =>
      comparison[c].losses.map((l) => `${c} ${l.key}: ${l.before} -> ${l.after}`),
    );
    const design = designedFrom(reversed.model, dialect);
    if (!design)
      return { label, losses, failed, drift: ['no table to edit'], readerDiffers: differs };
    const plan = planMigration(reversed.model, design, dialect);
    failed.push(
      ...(await runAll(
        engine,
        plan.statements.map((s) => s.sql),
        'migration',
      )),
    );
    const again = await reversedModel(engine);
    return {
      label,
      losses,
      failed,
      drift: remaining(again.model, design, dialect),
      readerDiffers: differs,
    };
  } finally {
    await engine.close();
  }
}

/** The statements that would still bring the database to the design (none when in step). */
const remaining = (database: DiagramModel, design: DiagramModel, dialect: EngineDialect) =>
  planMigration(database, design, dialect).statements.map((s) => s.sql);

/**
 * Reverse engineering on the engines (issue 38, item 4): every fixture of both shared folders
 * whose engine runs here, read through its catalog query as a pasted result is read.
 */
describe.skipIf(!fixturesPresent)('reverse engineering live databases', () => {
  const fixtures = fixtureFiles().filter(
    (f) => isEngineDialect(f.dialect) && ENGINES.includes(f.dialect),
  );
  let reversals: Reversal[] = [];

  beforeAll(async () => {
    const { missing } = await workerEngines();
    const present = fixtures.filter((f) => isEngineDialect(f.dialect) && !missing[f.dialect]);
    await loadFixtureDatabases(present);
    // The engines are separate servers: one fixture per engine at a time, side by side.
    const results = await Promise.all(
      ENGINES.map(async (dialect) => {
        const out: Reversal[] = [];
        for (const f of present.filter((p) => p.dialect === dialect))
          out.push(await reverseFixture(f, dialect));
        return out;
      }),
    );
    reversals = results.flat();
  }, 600_000);

  it('gives back every catalog item of each fixture database through the reversed model', () => {
    expect(reversals.length).toBeGreaterThan(0);
    const lost = reversals.flatMap((r) => [
      ...r.losses.map((l) => `${r.label} ${l}`),
      ...r.failed.filter((f) => f.startsWith('script')).map((f) => `${r.label} ${f}`),
    ]);
    expect(lost).toEqual([]);
  });

  it('reads the same catalog through the drivers (relata-ddl pull, the server; SQLite from its file) as pasted', () => {
    expect(reversals.filter((r) => r.readerDiffers).map((r) => r.label)).toEqual([]);
  });

  it('leaves no difference from the design after its drift migration is applied', () => {
    const drift = reversals.flatMap((r) => [
      ...r.failed.filter((f) => f.startsWith('migration')).map((f) => `${r.label} ${f}`),
      ...r.drift.map((d) => `${r.label} still: ${d}`),
    ]);
    expect(drift).toEqual([]);
  });
});
