import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { belowFloor, conversionLabel, floorSchema, gaps } from './fidelity/figures';
import { Engines, FLOOR_FILE, runFidelity, type Conversion } from './fidelity/run';
import { fixturesPresent } from './scripts';

/**
 * The fidelity harness (test/fidelity/, issue 16): every shared fixture round-tripped through the
 * importer and generator on PostgreSQL, MariaDB and SQLite. The target is 100% of catalog items
 * for same-dialect round trips; until the importers and generators reach it, floor.json holds the
 * figures reached so far and no figure may drop below its floor.
 */
describe.skipIf(!fixturesPresent)('fidelity of import and export on the engines', () => {
  let engines: Engines | null = null;
  let conversions: Conversion[] = [];
  const floor = floorSchema.parse(JSON.parse(readFileSync(FLOOR_FILE, 'utf8')));

  beforeAll(async () => {
    engines = await Engines.connect();
    conversions = await runFidelity(engines);
  }, 300_000);
  afterAll(async () => {
    await engines?.close();
  });

  it('loads every original fixture on its engine without a failing statement', () => {
    const failed = conversions
      .filter((c) => c.source === c.target && c.original)
      .flatMap((c) =>
        c.original!.errors.map((e) => `${conversionLabel(c)}: ${e.statement}: ${e.message}`),
      );
    expect(failed).toEqual([]);
  });

  it('keeps every same-dialect catalog figure at or above its floor (and prints the gap to 100%)', () => {
    console.info(`Fidelity, gap to 100%:\n${gaps(conversions).join('\n')}`);
    const same = conversions.filter((c) => c.source === c.target && c.comparison);
    expect(same.length).toBeGreaterThan(0);
    expect(belowFloor(same, floor)).toEqual([]);
  });

  it('loads every cross-dialect conversion with no more failed statements than before', () => {
    const cross = conversions.filter((c) => !(c.source === c.target && c.comparison));
    expect(belowFloor(cross, floor)).toEqual([]);
  });

  it('generates the MSSQL output of each fixture as its golden file says', () => {
    const changed = conversions
      .filter((c) => c.target === 'mssql' && c.golden !== 'same')
      .map(
        (c) =>
          `${conversionLabel(c)}: ${c.golden ?? ''} (npm run fidelity -w packages/core rewrites it)`,
      );
    expect(changed).toEqual([]);
  });
});
