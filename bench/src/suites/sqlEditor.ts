// The SQL editor (issue 20): sample data for 1000 tables x 50 rows (50 000 rows, target under
// 5 s), and in Chromium the time from opening the route to a ready database with 50 rows per
// table, for 100 and 1000 imported tables, on PGlite and on SQLite.
import { importDdl, toPhysical } from '@relata/core';
import { generateSampleData, sampleInserts } from '@relata/core/sample';
import type { Page } from 'playwright-core';
import { schemaScript } from '../diagram/fixture';
import { importTables } from '../diagram/importTables';
import { medianOfRuns } from '../diagram/server';
import type { BenchResult, BenchSuite } from '../types';

const RUNS = Number(process.env.BENCH_DIAGRAM_RUNS ?? 1);
const SIZES = (process.env.BENCH_SQL_SIZES ?? '100,1000').split(',').map(Number);
const ENGINES = ['postgresql', 'sqlite'] as const;

/** Generating and writing 50 000 rows (1000 tables x 50) in Node, median of three. */
function generation(): BenchResult[] {
  const schema = toPhysical(importDdl(schemaScript(1000), 'postgresql').model);
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const data = generateSampleData(schema, { dialect: 'postgresql', rows: 50 });
    sampleInserts(data);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return [
    {
      name: 'sample data: generate and write 50 000 rows (1000 tables x 50)',
      value: times[1] ?? 0,
      unit: 'ms',
      target: 5000,
      lowerIsBetter: true,
    },
  ];
}

/**
 * Makes the project a PostgreSQL or SQLite one (its own engine), opens the SQL editor and waits
 * for the database; answers the milliseconds.
 */
async function openUntilReady(
  page: Page,
  url: string,
  projectId: string,
  engine: string,
): Promise<number> {
  const changed = await page.request.patch(`/api/projects/${projectId}`, {
    headers: { origin: url },
    data: { database_type: engine },
  });
  if (!changed.ok()) throw new Error(`database type ${engine}: ${changed.status()}`);
  const t0 = Date.now();
  await page.goto(`/app/projects/${projectId}/sql-editor`);
  await page
    .getByTestId('playground-status')
    .getByText(/^Ready:/)
    .waitFor({ timeout: 600_000 });
  return Date.now() - t0;
}

async function measure(page: Page, url: string, projectId: string): Promise<BenchResult[]> {
  const out: BenchResult[] = [];
  for (const n of SIZES) {
    await importTables(page, projectId, n);
    for (const engine of ENGINES) {
      out.push({
        name: `open the SQL editor until the database is ready, ${n} tables x 50 rows (${engine === 'postgresql' ? 'PGlite' : 'SQLite'})`,
        value: await openUntilReady(page, url, projectId, engine),
        unit: 'ms',
        lowerIsBetter: true,
      });
    }
  }
  return out;
}

/** The SQL editor benchmark of issue 20; BENCH_DIAGRAM_RUNS=3 prints the medians of three runs. */
export const suite: BenchSuite = {
  name: 'sqlEditor',
  run: async () => [...generation(), ...(await medianOfRuns('sqlEditor', RUNS, measure))],
};
