// The diagram editor in headless Chromium with 100, 300 and 1000 imported tables (issue 6, item 11).
import { chromium, type Page } from 'playwright-core';
import { schemaScript } from '../diagram/fixture';
import { pan, settled, zoom, type FrameStats } from '../diagram/measure';
import { signUpAndProject, startApp } from '../diagram/server';
import type { BenchResult, BenchSuite } from '../types';

/** Diagram sizes measured, in order; BENCH_DIAGRAM_SIZES=1000 measures one (for quick rounds while tuning). */
const SIZES = (process.env.BENCH_DIAGRAM_SIZES ?? '100,300,1000').split(',').map(Number);
/** Whole runs (each in a fresh browser context and project); every figure is their median. */
const RUNS = Number(process.env.BENCH_DIAGRAM_RUNS ?? 1);
const PERIOD_MS = 3000;

/** The median of each figure over several runs, in the order of the first run. */
function medians(runs: BenchResult[][]): BenchResult[] {
  return (runs[0] ?? []).map((first) => {
    const values = runs
      .map((run) => run.find((r) => r.name === first.name)?.value)
      .filter((v): v is number => v !== undefined)
      .sort((a, b) => a - b);
    const mid = values.length / 2;
    const value =
      values.length % 2 === 1
        ? (values[Math.floor(mid)] ?? NaN)
        : ((values[mid - 1] ?? NaN) + (values[mid] ?? NaN)) / 2;
    return { ...first, value };
  });
}

function frames(prefix: string, n: number, what: string, s: FrameStats): BenchResult[] {
  const fps = { name: `${prefix} ${what} fps, ${n} tables`, value: s.fps, unit: 'fps' };
  const p95 = {
    name: `${prefix} ${what} p95 frame, ${n} tables`,
    value: s.p95,
    unit: 'ms',
    lowerIsBetter: true,
  };
  return n === 1000
    ? [
        { ...fps, target: 50 },
        { ...p95, target: 33 },
      ]
    : [fps, p95];
}

async function measureSize(page: Page, projectId: string, n: number): Promise<BenchResult[]> {
  const out: BenchResult[] = [];
  const target = (t: number) => (n === 1000 ? { target: t } : {});
  await page.goto(`/app/projects/${projectId}/visualizer`);
  await page.getByTestId('diagram-canvas').waitFor();
  await page.getByRole('button', { name: 'Import' }).click();
  await page.locator('input[type=file]').setInputFiles({
    name: 'schema.sql',
    mimeType: 'text/plain',
    buffer: Buffer.from(schemaScript(n)),
  });
  await page.waitForFunction(
    '(document.querySelector("[role=dialog] textarea")?.value.length ?? 0) > 0',
  );
  await page.getByText('Replace diagram').click();
  const t0 = Date.now();
  await page.getByRole('button', { name: 'Import', exact: true }).last().click();
  await page.getByRole('button', { name: 'Replace' }).click();
  await page.locator('[data-testid="table-node"]').first().waitFor({ timeout: 120_000 });
  await page.getByRole('dialog', { name: 'Import' }).waitFor({ state: 'detached' });
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
  async run() {
    const app = await startApp();
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--enable-precise-memory-info',
        '--js-flags=--expose-gc',
      ],
    });
    try {
      const runs: BenchResult[][] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({
          baseURL: app.url,
          viewport: { width: 1280, height: 800 },
        });
        const page = await context.newPage();
        const projectId = await signUpAndProject(page, app.url, 'Bench');
        const results: BenchResult[] = [];
        for (const n of SIZES) results.push(...(await measureSize(page, projectId, n)));
        runs.push(results);
        await context.close();
        if (RUNS > 1) {
          console.error(`diagram run ${run + 1} of ${RUNS}:`);
          for (const r of results)
            console.error(`  ${r.name}: ${Number(r.value.toFixed(1))} ${r.unit}`);
        }
      }
      return medians(runs);
    } finally {
      await browser.close();
      await app.stop();
    }
  },
};
