// The diagram editor in headless Chromium with 100, 300 and 1000 imported tables (issue 6, item 11).
import type { Page } from 'playwright-core';
import { importTables } from '../diagram/importTables';
import { pan, settled, zoom } from '../diagram/measure';
import { frames } from '../diagram/results';
import { medianOfRuns } from '../diagram/server';
import type { BenchResult, BenchSuite } from '../types';

/** Diagram sizes measured, in order; BENCH_DIAGRAM_SIZES=1000 measures one (for quick rounds while tuning). */
const SIZES = (process.env.BENCH_DIAGRAM_SIZES ?? '100,300,1000').split(',').map(Number);
/** Whole runs (each in a fresh browser context and project); every figure is their median. */
const RUNS = Number(process.env.BENCH_DIAGRAM_RUNS ?? 1);
const PERIOD_MS = 3000;

async function measureSize(page: Page, projectId: string, n: number): Promise<BenchResult[]> {
  const out: BenchResult[] = [];
  const target = (t: number) => (n === 1000 ? { target: t } : {});
  const t0 = await importTables(page, projectId, n);
  await settled(page);
  out.push({
    name: `import until drawn and responsive, ${n} tables`,
    value: Date.now() - t0,
    unit: 'ms',
    lowerIsBetter: true,
    ...target(2000),
  });
  await page.mouse.click(5, 5);
  out.push(...frames('after import:', n, 'pan', await pan(page, PERIOD_MS)));
  out.push(...frames('after import:', n, 'zoom', await zoom(page, PERIOD_MS)));
  const f0 = Date.now();
  await page.getByRole('button', { name: 'Fit to screen' }).click();
  await settled(page);
  await settled(page);
  out.push({
    name: `fit to content, ${n} tables`,
    value: Date.now() - f0,
    unit: 'ms',
    lowerIsBetter: true,
    ...target(1000),
  });
  out.push(...frames('fitted:', n, 'pan', await pan(page, PERIOD_MS)));
  out.push(...frames('fitted:', n, 'zoom', await zoom(page, PERIOD_MS)));
  const box = await page.locator('[data-testid="table-node"]').first().boundingBox();
  if (box) {
    await page.mouse.move(box.x + box.width / 2, box.y + 10);
    await page.mouse.down();
    const moves = 30;
    const d0 = Date.now();
    for (let i = 1; i <= moves; i++) {
      await page.mouse.move(box.x + box.width / 2 + i * 4, box.y + 10 + i * 2);
      await settled(page);
    }
    out.push({
      name: `drag one table, per move, ${n} tables`,
      value: (Date.now() - d0) / moves,
      unit: 'ms',
      lowerIsBetter: true,
      ...target(50),
    });
    await page.mouse.up();
  }
  // After a full collection (--expose-gc): what the diagram keeps alive, not when V8 last collected.
  const heap = await page.evaluate<number>(
    '(window.gc?.(), performance.memory ? performance.memory.usedJSHeapSize : 0)',
  );
  out.push({
    name: `JS heap after GC, ${n} tables`,
    value: heap / 1024 / 1024,
    unit: 'MB',
    lowerIsBetter: true,
  });
  return out;
}

/** The diagram benchmark of issue 6; BENCH_DIAGRAM_RUNS=3 prints the medians of three runs. */
export const suite: BenchSuite = {
  name: 'diagram',
  run: () =>
    medianOfRuns('diagram', RUNS, async (page, _url, projectId) => {
      const results: BenchResult[] = [];
      for (const n of SIZES) results.push(...(await measureSize(page, projectId, n)));
      return results;
    }),
};
