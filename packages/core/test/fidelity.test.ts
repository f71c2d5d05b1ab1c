import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from './fidelity/catalog';
import { belowFloor, conversionLabel, floorSchema } from './fidelity/figures';
import { FLOOR_FILE, runFidelity, type Conversion } from './fidelity/run';
import { fixturesPresent } from './scripts';

/**
 * The fidelity harness (test/fidelity/, issue 16): every shared fixture round-tripped through the
 * importer and generator on PostgreSQL, MariaDB and SQLite. Same-dialect round trips must keep
 * 100% of catalog items; cross-dialect conversions may not fall below floor.json (the figures
 * reached so far, rewritten by `npm run fidelity -w packages/core -- --floor`).
 */
describe.skipIf(!fixturesPresent)('fidelity of import and export on the engines', () => {
  let conversions: Conversion[] = [];
  const floor = floorSchema.parse(JSON.parse(readFileSync(FLOOR_FILE, 'utf8')));

  beforeAll(async () => {
    conversions = await runFidelity();
  }, 300_000);

  it('loads every original fixture on its engine without a failing statement', () => {
    const failed = conversions
      .filter((c) => c.source === c.target && c.original)
      .flatMap((c) =>
        c.original!.errors.map((e) => `${conversionLabel(c)}: ${e.statement}: ${e.message}`),
      );
    expect(failed).toEqual([]);
  });

  it('preserves 100% of catalog items in every same-dialect round trip, with no failed statement', () => {
    const same = conversions.filter((c) => c.source === c.target && c.comparison);
    expect(same.length).toBeGreaterThan(0);
    const losses = same.flatMap((c) =>
      CATEGORIES.flatMap((cat) =>
        c.comparison![cat].losses.map(
          (l) => `${conversionLabel(c)} ${cat} ${l.key}: ${l.before} -> ${l.after}`,
        ),
      ),
    );
    const failed = same.flatMap((c) =>
      c.generated.errors.map((e) => `${conversionLabel(c)}: ${e.statement}: ${e.message}`),
    );
    expect([...losses, ...failed]).toEqual([]);
  });

  it('loads every cross-dialect conversion with no more failed statements than before', () => {
    const cross = conversions.filter((c) => !(c.source === c.target && c.comparison));
    expect(belowFloor(cross, floor)).toEqual([]);
  });

  it('generates the MSSQL output of each fixture as its golden hash says', () => {
    const changed = conversions
      .filter((c) => c.target === 'mssql' && c.golden !== 'same')
      .map(
        (c) =>
          `${conversionLabel(c)}: ${c.golden ?? ''} (npm run fidelity -w packages/core rewrites it)`,
      );
    expect(changed).toEqual([]);
  });
});
