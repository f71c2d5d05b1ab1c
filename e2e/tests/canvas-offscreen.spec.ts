import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { drawnShare } from '../support/images';
import { done } from '../support/people';
import { openDiagram, tableNamed } from '../support/visualizer';

test('the PNG export draws the whole diagram, tables outside the view included', async ({
  page,
}) => {
  const { ann } = await openDiagram(page, {
    tables: [
      { name: 'near', x: 0, y: 0 },
      { name: 'far_away', x: 4000, y: 2000 },
    ],
  });
  // The view shows the first table only: the second is not drawn on the page at all.
  await expect(tableNamed(page, 'near')).toBeVisible();
  await expect(tableNamed(page, 'far_away')).toHaveCount(0);

  await page.getByRole('button', { name: 'Export screenshot' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const png = await readFile(await (await download).path());

  // The image spans both tables (120 px around them): the first in its top-left corner, the
  // second in its bottom-right one, both drawn.
  expect(await drawnShare(page, png, { left: 0, top: 0, right: 0.1, bottom: 0.1 })).toBeGreaterThan(
    0.05,
  );
  expect(
    await drawnShare(page, png, { left: 0.9, top: 0.85, right: 1, bottom: 1 }),
  ).toBeGreaterThan(0.05);
  // Between them, nothing.
  expect(await drawnShare(page, png, { left: 0.4, top: 0.4, right: 0.6, bottom: 0.6 })).toBe(0);
  // The page shows the view it showed before.
  await expect(tableNamed(page, 'far_away')).toHaveCount(0);
  await done(ann);
});

test('a line between two tables outside the view is drawn across it, and Fit brings the tables', async ({
  page,
}) => {
  const { ann } = await openDiagram(page, {
    tables: [
      { name: 'west', x: -3000, y: 300 },
      { name: 'east', x: 3000, y: 300 },
      // Far, but within what Fit shows at the least zoom (0.1) in the canvas above the prompt box.
      { name: 'south', x: 0, y: 4200 },
    ],
    relationships: [['west', 'east']],
  });
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);
  await expect(page.getByTestId('table-node')).toHaveCount(0);
  const line = await page.locator('.react-flow__edge path').first().boundingBox();
  const canvas = await page.getByTestId('diagram-canvas').boundingBox();
  if (!line || !canvas) throw new Error('the line or the canvas is not drawn');
  expect(line.width).toBeGreaterThanOrEqual(canvas.width / 2);

  await page.getByRole('button', { name: 'Fit to screen' }).click();
  for (const name of ['west', 'east', 'south']) await expect(tableNamed(page, name)).toBeVisible();
  await done(ann);
});
