// The task board in headless Chromium with 20 lists and 1000 tasks (issue 7: "stays responsive").
import type { Page } from 'playwright-core';
import { recordFrames } from '../board/frames';
import { BOARD_LISTS, BOARD_TASKS, seedBoard, signUpWithProject } from '../board/seed';
import { settled } from '../diagram/measure';
import { launchBrowser, startApp } from '../diagram/server';
import type { BenchResult, BenchSuite } from '../types';

const DRAG_MS = 4000;
const size = `${BOARD_LISTS} lists, ${BOARD_TASKS} tasks`;
const ms = (name: string, value: number): BenchResult => ({
  name: `${name}, ${size}`,
  value,
  unit: 'ms',
  lowerIsBetter: true,
});

/** Opens the board and waits until its last list and first card are drawn and the page answers. */
async function openBoard(page: Page, projectId: string): Promise<number> {
  const t0 = Date.now();
  await page.goto(`/app/projects/${projectId}/tasks`);
  await page
    .getByRole('region', { name: `List Stage ${BOARD_LISTS}`, exact: true })
    .waitFor({ timeout: 30_000 });
  await page.locator('[data-task-id]').first().waitFor();
  await settled(page);
  return Date.now() - t0;
}

/**
 * The first visit, which also loads the board's lazy chunk. Once more on failure: on a machine
 * where other runs rebuild apps/web/dist, a chunk can vanish between the page and its import.
 */
async function firstVisit(page: Page, projectId: string): Promise<void> {
  try {
    await openBoard(page, projectId);
  } catch {
    console.error('[board] the first visit failed (a rebuilt web app?); trying once more');
    await openBoard(page, projectId);
  }
}

/** Waits until the board shows fewer cards than `n` (the page's CSP forbids waitForFunction's eval). */
async function untilFewerCards(page: Page, n: number): Promise<void> {
  while ((await page.locator('[data-task-id]').count()) >= n) await settled(page);
}

/** Drags the first card back and forth across the first three lists, by the mouse, for DRAG_MS. */
async function dragAcross(page: Page): Promise<BenchResult[]> {
  const card = page.locator('[data-task-id]').first();
  const box = await card.boundingBox();
  if (!box) throw new Error('no card to drag');
  const x0 = box.x + box.width / 2;
  const y0 = box.y + box.height / 2;
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move(x0 + 10, y0 + 10, { steps: 3 });
  const stop = await recordFrames(page);
  const t0 = Date.now();
  let i = 0;
  while (Date.now() - t0 < DRAG_MS) {
    i++;
    // Three lists to the right and back (584 px), and up and down over the cards.
    const phase = (i % 200) / 100;
    const x = x0 + 584 * (phase < 1 ? phase : 2 - phase);
    await page.mouse.move(x, y0 + 120 + 100 * Math.sin(i / 12));
  }
  const figures = await stop();
  // Drop into the second list, so that the move is saved.
  await page.mouse.move(x0 + 292, y0 + 150, { steps: 5 });
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes('/tasks/'),
  );
  const d0 = Date.now();
  await page.mouse.up();
  await saved;
  await settled(page);
  const dropped = Date.now() - d0;
  return [
    { name: `drag a card across lists fps, ${size}`, value: figures.fps, unit: 'fps' },
    ms('drag a card across lists p50 frame', figures.p50),
    ms('drag a card across lists p95 frame', figures.p95),
    ms('drag a card across lists, longest task over 50 ms (0: none)', figures.longestTask),
    ms('drop until saved and drawn', dropped),
  ];
}

/** The task board benchmark of issue 7. */
export const suite: BenchSuite = {
  name: 'board',
  async run() {
    const app = await startApp();
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({
        baseURL: app.url,
        viewport: { width: 1280, height: 800 },
      });
      const page = await context.newPage();
      const projectId = await signUpWithProject(page, app.url);
      await seedBoard(page, app.url, projectId);
      const results: BenchResult[] = [];
      await firstVisit(page, projectId);
      results.push(
        ms('open the board until drawn and responsive', await openBoard(page, projectId)),
      );
      const c0 = Date.now();
      await page.locator('[data-task-id]').nth(3).click();
      await page.getByRole('dialog').waitFor();
      await settled(page);
      results.push(ms('open a task dialog', Date.now() - c0));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      const s0 = Date.now();
      await page.getByRole('searchbox', { name: 'Search Items' }).fill('t9 performance');
      await untilFewerCards(page, 50);
      await settled(page);
      results.push(ms('search until filtered', Date.now() - s0));
      await page.getByRole('searchbox', { name: 'Search Items' }).fill('');
      await page
        .getByRole('region', { name: 'List Stage 1', exact: true })
        .locator('[data-task-id]')
        .nth(49)
        .waitFor({ state: 'attached' });
      results.push(...(await dragAcross(page)));
      const heap = await page.evaluate<number>(
        'performance.memory ? performance.memory.usedJSHeapSize : 0',
      );
      results.push({
        name: `JS heap, ${size}`,
        value: heap / 1024 / 1024,
        unit: 'MB',
        lowerIsBetter: true,
      });
      return results;
    } finally {
      await browser.close();
      await app.stop();
    }
  },
};
