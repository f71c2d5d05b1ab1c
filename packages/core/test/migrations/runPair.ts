/**
 * Proves one migration pair on an engine: version B loaded fresh and version A loaded then
 * migrated must have identical catalogs; the rollback must bring back A's catalog exactly.
 */
import { generateDdl, planMigration } from '../../src/schema';
import type { Engine } from '../engines';
import {
  compareCatalogs,
  itemKey,
  type Catalog,
  type Category,
  type Reading,
} from '../fidelity/catalog';
import { readCatalog } from '../harness/readCatalog';
import type { MigrationPair } from './pairs';

/** An engine whose database can be emptied between loads. */
export interface Session {
  engine: Engine;
  /** Empties the database (or opens a new one) and returns the engine to use. */
  reset(): Promise<Engine>;
}

/**
 * Check names the engine makes up for a check the model leaves unnamed (PostgreSQL's
 * `table_column_check`, MariaDB's `CONSTRAINT_n`): they depend on the order the checks were
 * created in, not on what they check, so they are read as one placeholder. Nothing else is
 * normalised.
 */
const ENGINE_CHECK_NAME = /(_check\d*|^CONSTRAINT_\d+)$/;
const READING: Reading = {
  key: (_c, item) => itemKey(item),
  value: (category: Category, item) =>
    category === 'checks' && ENGINE_CHECK_NAME.test(item.value) ? '<engine name>' : item.value,
};

/** The differences between two catalogs, one line each (empty when identical). */
export function catalogDifferences(expected: Catalog, actual: Catalog): string[] {
  const result = compareCatalogs(expected, actual, READING);
  return Object.entries(result).flatMap(([category, r]) =>
    r.losses.map(
      (l) => `${category} ${l.key}: expected ${l.before ?? '(none)'}, got ${l.after ?? '(none)'}`,
    ),
  );
}

/** What proving a pair found: empty lists when the migration and its rollback are exact. */
export interface PairResult {
  forward: string[];
  rollback: string[];
}

/** Loads A, migrates it, compares with B loaded fresh; rolls back, compares with A. */
export async function provePair(session: Session, pair: MigrationPair): Promise<PairResult> {
  const dialect = session.engine.dialect;
  const plan = planMigration(pair.before, pair.after, dialect);
  let engine = await session.reset();
  await engine.exec(generateDdl(pair.after, dialect));
  const fresh = await readCatalog(engine);
  engine = await session.reset();
  await engine.exec(generateDdl(pair.before, dialect));
  const original = await readCatalog(engine);
  const fail = (stage: string) => (e: unknown) => {
    throw new Error(
      `${stage} failed: ${e instanceof Error ? e.message : String(e)}\n${stage === 'rollback' ? plan.rollback.script : plan.script}`,
    );
  };
  await engine.exec(plan.script).catch(fail('migration'));
  const forward = catalogDifferences(fresh, await readCatalog(engine));
  await engine.exec(plan.rollback.script).catch(fail('rollback'));
  const rollback = catalogDifferences(original, await readCatalog(engine));
  return { forward, rollback };
}
