// Issue 41: the share page of a 1000-table project is responsive within the visualizer's time for
// the same diagram. The project's visualizer (a member, signed in) and its share link's page (a
// browser with no account) are opened in turn, each in a fresh browser context, until a table is
// drawn and the page responds; the figure is the median of RUNS openings of each.
import type { Browser, BrowserContext } from 'playwright-core';
import { importTables } from '../diagram/importTables';
import { settled, TABLES_DRAWN } from '../diagram/measure';
import { launchBrowser, signUpAndProject, startApp } from '../diagram/server';
import type { BenchResult, BenchSuite } from '../types';

const TABLES = Number(process.env.BENCH_SHARE_TABLES ?? 1000);
const RUNS = Number(process.env.BENCH_SHARE_RUNS ?? 5);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** Opens `path` in a fresh context (with the member's cookies when given) until drawn; ms. */
async function openUntilDrawn(
  browser: Browser,
  url: string,
  path: string,
  cookies: Parameters<BrowserContext['addCookies']>[0],
): Promise<number> {
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width: 1280, height: 800 },
  });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const t0 = Date.now();
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator(TABLES_DRAWN).first().waitFor({ timeout: 600_000 });
  await settled(page);
  const ms = Date.now() - t0;
  await context.close();
  return ms;
}

/** Each export format's time from Export to the downloaded file, on the share page; ms. */
async function exportTimes(
  browser: Browser,
  url: string,
  path: string,
): Promise<Array<[string, number]>> {
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width: 1280, height: 800 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await page.goto(path);
  await page.locator(TABLES_DRAWN).first().waitFor({ timeout: 600_000 });
  await settled(page);
  const times: Array<[string, number]> = [];
  for (const format of ['SVG', 'PNG', 'PDF', 'Mermaid']) {
    await page.getByRole('button', { name: 'Export screenshot' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export' });
    await dialog.getByRole('combobox', { name: 'Format' }).click();
    await page.getByRole('option', { name: format, exact: true }).click();
    console.error(`  exporting ${format}...`);
    const download = page.waitForEvent('download', { timeout: 600_000 });
    const t0 = Date.now();
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const file = await download;
    await file.path();
    times.push([format, Date.now() - t0]);
    // BENCH_EXPORT_DIR=/dir keeps the files, to look at.
    if (process.env.BENCH_EXPORT_DIR)
      await file.saveAs(`${process.env.BENCH_EXPORT_DIR}/${file.suggestedFilename()}`);
    console.error(`  ${format} export: ${Date.now() - t0} ms`);
    await dialog.waitFor({ state: 'hidden' });
    await settled(page);
  }
  await context.close();
  return times;
}

export const suite: BenchSuite = {
  name: 'sharePage',
  async run() {
    const app = await startApp();
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({
        baseURL: app.url,
        viewport: { width: 1280, height: 800 },
      });
      const page = await context.newPage();
      const projectId = await signUpAndProject(page, app.url, 'Bench');
      await importTables(page, projectId, TABLES, { randomForeignKeys: true });
      const made = await page.request.post(`/api/projects/${projectId}/shares`, {
        headers: { origin: app.url },
        data: {
          name: 'Bench',
          expiresInDays: null,
          password: null,
          includeSql: true,
          live: true,
          embed: 'none',
          embedOrigins: [],
        },
      });
      if (!made.ok()) throw new Error(`POST shares: ${made.status()} ${await made.text()}`);
      const { token } = (await made.json()) as { token: string };
      const cookies = await context.cookies();
      const visualizer: number[] = [];
      const share: number[] = [];
      // Alternating, so that both meet the machine in the same states.
      for (let run = 0; run < RUNS; run++) {
        visualizer.push(
          await openUntilDrawn(browser, app.url, `/app/projects/${projectId}/visualizer`, cookies),
        );
        share.push(await openUntilDrawn(browser, app.url, `/s/${token}`, []));
      }
      await context.close();
      const exports = await exportTimes(browser, app.url, `/s/${token}`);
      const visualizerMs = median(visualizer);
      const results: BenchResult[] = [
        {
          name: `visualizer opened until drawn and responsive, ${TABLES} tables (median of ${RUNS})`,
          value: visualizerMs,
          unit: 'ms',
          lowerIsBetter: true,
        },
        {
          name: `share page opened until drawn and responsive, ${TABLES} tables (median of ${RUNS})`,
          value: median(share),
          unit: 'ms',
          target: visualizerMs,
          lowerIsBetter: true,
        },
        ...exports.map(([format, ms]) => ({
          name: `${format} export from the share page's Export dialog until downloaded, ${TABLES} tables`,
          value: ms,
          unit: 'ms',
          target: format === 'SVG' ? 5000 : undefined,
          lowerIsBetter: true,
        })),
      ];
      return results;
    } finally {
      await browser.close();
      await app.stop();
    }
  },
};
