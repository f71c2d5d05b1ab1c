/**
 * Reading a test database's catalog the way a user's client would (issue 38): the engine's
 * catalog query run through the harness's engine, its one cell taken as the text a client prints,
 * and that text read with readCatalogDump. Shared by the core, CLI and server tests.
 */
import {
  catalogQuery,
  isLiveEngine,
  readCatalogDump,
  reverseEngineer,
  type CatalogDump,
} from '../../src/schema';
import type { ImportResult } from '../../src/schema';
import type { Engine } from '../engines';
import { clientStatements } from '../scripts';

/**
 * The catalog query's one cell as text. A query may set up its session first (MySQL's
 * `SET SESSION group_concat_max_len`): every statement but the last is run, the last one read.
 */
export async function dumpText(engine: Engine): Promise<string> {
  const { dialect } = engine;
  if (!isLiveEngine(dialect)) throw new Error(`no catalog query for ${String(dialect)}`);
  const statements = clientStatements(catalogQuery(dialect), dialect);
  const last = statements.pop();
  if (last === undefined) throw new Error(`the ${dialect} catalog query is empty`);
  for (const statement of statements) await engine.run(statement);
  const [row] = await engine.rows(last);
  const cell = row ? Object.values(row)[0] : undefined;
  // A driver may hand a JSON column over already parsed; a client would print its text.
  return typeof cell === 'string' ? cell : JSON.stringify(cell);
}

/** The engine's catalog dump, read as a pasted result is; throws with readCatalogDump's message. */
export async function dumpOf(engine: Engine): Promise<CatalogDump> {
  const read = readCatalogDump(await dumpText(engine));
  if ('error' in read) throw new Error(read.error);
  return read.dump;
}

/** The engine's database reverse-engineered into the model. */
export async function reversedModel(engine: Engine): Promise<ImportResult> {
  return reverseEngineer(await dumpOf(engine));
}
