import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { api, type Person } from '../support/people';
import {
  canvasTransform,
  chainModel,
  openVisualizer,
  prepareDiagram,
  storedDiagram,
  type StoredDiagram,
} from '../support/visualizer';

// Issue 21 item 3: Arrange, and an import, lay out a schema of about 2500 tables so that the
// fitted view shows all of it at zoom 0.1 or more, where the tables can fit there: here tables
// showing their name only, on a 1920 x 1080 screen. Tables of many columns drawn whole cannot
// (see docs/decisions/0035-arrange.md).

const TABLES = 2500;

/** The tables in one tall strip, each but the first referencing the one before. */
const stripModel = () =>
  chainModel(
    TABLES,
    (i) => ({ x: 0, y: i * 120 }),
    (i) => `t${String(i).padStart(4, '0')}`,
  );

/** The same schema as a script. */
const stripScript = () =>
  Array.from(
    { length: TABLES },
    (_, i) =>
      `CREATE TABLE t${String(i).padStart(4, '0')} (id integer PRIMARY KEY${
        i > 0 ? `, parent_id integer REFERENCES t${String(i - 1).padStart(4, '0')} (id)` : ''
      });`,
  ).join('\n');

/** The canvas's zoom, and the stored tables whose box is not wholly on screen. */
async function tablesOnScreen(page: Page, diagram: StoredDiagram) {
  const { pane, viewport } = await canvasTransform(page);
  const { x, y, zoom } = viewport;
  const outside = diagram.tables.filter((t) => {
    const left = x + t.x * zoom;
    const top = y + t.y * zoom;
    // Name only: 300 x 40 on the canvas.
    return left < 0 || top < 0 || left + 300 * zoom > pane.width || top + 40 * zoom > pane.height;
  });
  return { zoom, outside: outside.map((t) => t.name) };
}

/** Waits until every table is on screen, then checks that the zoom is 0.1 or more. */
async function expectAllShown(page: Page, ann: Person, id: string) {
  const shown = async () => tablesOnScreen(page, await storedDiagram(ann, id));
  await expect.poll(async () => (await shown()).outside, { timeout: 20_000 }).toEqual([]);
  expect((await shown()).zoom).toBeGreaterThanOrEqual(0.1);
}

test.use({ viewport: { width: 1920, height: 1080 } });

test('Arrange and an import show 2500 name-only tables whole at zoom 0.1 or more on a 1920 x 1080 screen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { ann, id } = await prepareDiagram(page);
  await api(ann, 'POST', `/api/projects/${id}/diagram/import`, {
    mode: 'replace',
    model: stripModel(),
  });
  await page.goto('/api/health');
  await page.evaluate(
    (key) => localStorage.setItem(key, JSON.stringify({ tableDisplay: 'name' })),
    `relata-visualization:${id}`,
  );
  await openVisualizer(ann, id);

  // The strip fitted needs far less than 0.1: Fit stops there and leaves most tables out.
  await page.getByRole('button', { name: 'Fit to screen' }).click();
  await expect
    .poll(async () => (await tablesOnScreen(page, await storedDiagram(ann, id))).zoom)
    .toBe(0.1);
  expect((await tablesOnScreen(page, await storedDiagram(ann, id))).outside.length).toBeGreaterThan(
    TABLES / 2,
  );

  await page.getByRole('button', { name: 'Arrange' }).click();
  await expect
    .poll(async () => (await storedDiagram(ann, id)).tables.find((t) => t.name === 't2000')!.x)
    .not.toBe(0);
  await expectAllShown(page, ann, id);

  // An import lays the same schema out for this screen too.
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'strip.sql',
    mimeType: 'text/plain',
    buffer: Buffer.from(stripScript()),
  });
  await dialog.getByText('Replace diagram').click();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Replace diagram' })
    .getByRole('button', { name: 'Replace' })
    .click();
  await expect(dialog).toHaveCount(0, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Fit to screen' }).click();
  await expectAllShown(page, ann, id);
});
