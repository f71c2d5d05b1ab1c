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
      ];
      return results;
    } finally {
      await browser.close();
      await app.stop();
    }
  },
};
