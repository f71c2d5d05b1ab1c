// The diagram editor in headless Chromium with imported tables (issue 6 item 11; issue 21 item 5
// adds 3000 and 10 000 tables, the most zoomed-out view, the reload, the fetch and a member's screen).
import type { BrowserContext, Page } from 'playwright-core';
import { importTables } from '../diagram/importTables';
import { renameSeenByMember, secondMember } from '../diagram/member';
import {
  pan,
  settled,
  TABLES_DRAWN,
  tableOnScreen,
  zoom,
  zoomLevel,
  zoomOutFully,
} from '../diagram/measure';
import { frames, target } from '../diagram/results';
import { medianOfRuns } from '../diagram/server';
import type { BenchResult, BenchSuite } from '../types';

/** Diagram sizes measured, in order; BENCH_DIAGRAM_SIZES=1000 measures one (for quick rounds while tuning). */
const SIZES = (process.env.BENCH_DIAGRAM_SIZES ?? '100,300,1000,3000,10000').split(',').map(Number);
/** Whole runs (each in a fresh browser context and project); every figure is their median. */
const RUNS = Number(process.env.BENCH_DIAGRAM_RUNS ?? 1);
const PERIOD_MS = 3000;
/** Fetches of the stored diagram, and renames seen by the member, per size; the figure is their median. */
const REPEATS = 5;

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2;
};

/** Waits until a table is drawn and the page responds; answers the ms since `t0`. */
async function drawn(page: Page, t0: number): Promise<number> {
  await page.locator(TABLES_DRAWN).first().waitFor({ timeout: 600_000 });
  await settled(page);
  return Date.now() - t0;
}

/**
 * GET /api/projects/:id/diagram from Node with the page's session cookie, as the browser asks it
 * (compressed), body read to the end: one warm-up, then the median of REPEATS; and the JSON's size.
 */
async function fetchDiagram(page: Page, url: string, projectId: string) {
  const cookie = (await page.context().cookies(url)).map((c) => `${c.name}=${c.value}`).join('; ');
  const once = async () => {
    const t0 = performance.now();
    const response = await fetch(`${url}/api/projects/${projectId}/diagram`, {
      headers: { cookie, 'accept-encoding': 'br, gzip, deflate' },
    });
    if (!response.ok) throw new Error(`GET diagram: ${response.status}`);
    const body = await response.arrayBuffer();
    return { ms: performance.now() - t0, bytes: body.byteLength };
  };
  const { bytes } = await once();
  const times: number[] = [];
  for (let i = 0; i < REPEATS; i++) times.push((await once()).ms);
  return { ms: median(times), bytes };
}

async function measureSize(
  page: Page,
  url: string,
  projectId: string,
  member: BrowserContext,
  n: number,
): Promise<BenchResult[]> {
  const out: BenchResult[] = [];
  const ms = (name: string, value: number, figure?: Parameters<typeof target>[1]) =>
    out.push({
      name: `${name}, ${n} tables`,
      value,
      unit: 'ms',
      lowerIsBetter: true,
      ...(figure ? target(n, figure) : {}),
    });
  const level = (name: string, value: number) =>
    out.push({ name: `${name}, ${n} tables`, value, unit: 'x' });

  const t0 = await importTables(page, projectId, n, { randomForeignKeys: true });
  await settled(page);
  ms('import until drawn and responsive', Date.now() - t0, 'import');
  await page.mouse.click(5, 5);
  level('zoom level after import', await zoomLevel(page));
  out.push(...frames('after import:', n, 'pan', await pan(page, PERIOD_MS)));
  out.push(...frames('after import:', n, 'zoom', await zoom(page, PERIOD_MS)));

  const fit = async () => {
    const f0 = Date.now();
    await page.getByRole('button', { name: 'Fit to screen' }).click();
    await settled(page);
    await settled(page);
    return Date.now() - f0;
  };
  ms('fit to content', await fit(), 'fit');
  level('zoom level after Fit', await zoomLevel(page));
  out.push(...frames('fitted:', n, 'pan', await pan(page, PERIOD_MS)));
  out.push(...frames('fitted:', n, 'zoom', await zoom(page, PERIOD_MS)));

  // The most zoomed-out view: the wheel turned out until the zoom stops falling (0.1, spec 2).
  level('zoom level, most zoomed out', await zoomOutFully(page));
  out.push(...frames('most zoomed out:', n, 'pan', await pan(page, PERIOD_MS)));
  out.push(...frames('most zoomed out:', n, 'zoom', await zoom(page, PERIOD_MS)));

  // The drag, in the fitted view (as before issue 21).
  await fit();
  // A table's element, or in the overview a table drawn on its canvas.
  const at = await tableOnScreen(page, projectId);
  if (at) {
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    const moves = 30;
    const d0 = Date.now();
    for (let i = 1; i <= moves; i++) {
      await page.mouse.move(at.x + i * 4, at.y + i * 2);
      await settled(page);
    }
    ms('drag one table, per move', (Date.now() - d0) / moves, 'drag');
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
    ...target(n, 'heap'),
  });

  const fetched = await fetchDiagram(page, url, projectId);
  ms('stored diagram fetched (GET, median)', fetched.ms, 'fetch');
  out.push({
    name: `stored diagram, JSON size, ${n} tables`,
    value: fetched.bytes / 1024 / 1024,
    unit: 'MB',
  });

  // The project opened again (the page reloaded), until a table is drawn and the page responds.
  const r0 = Date.now();
  await page.reload({ waitUntil: 'commit' });
  ms('reload until drawn and responsive', await drawn(page, r0), 'reload');

  ms(
    "a table's rename on a member's screen (median)",
    median(await renameSeenByMember(member, page, url, projectId, REPEATS)),
    'rename',
  );
  return out;
}

/** The diagram benchmark of issue 6; BENCH_DIAGRAM_RUNS=3 prints the medians of three runs. */
export const suite: BenchSuite = {
  name: 'diagram',
  run: () =>
    medianOfRuns('diagram', RUNS, async (page, url, projectId) => {
      const browser = page.context().browser();
      if (!browser) throw new Error('no browser');
      const member = await secondMember(browser, page, url, projectId);
      const results: BenchResult[] = [];
      try {
        for (const n of SIZES)
          results.push(...(await measureSize(page, url, projectId, member, n)));
      } finally {
        await member.close();
      }
      return results;
    }),
};
