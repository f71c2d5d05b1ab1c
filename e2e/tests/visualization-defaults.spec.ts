import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { addMember, done, expectToast, open, person } from '../support/people';
import { choose, section, shop } from '../support/visualization';
import { dragMouse, openVisualizer, storedDiagram, tableNamed } from '../support/visualizer';

// Issue 21 item 1: the project's visualization defaults, set by Admins for every member, one's
// own choices over them, snap to grid, and an export that draws the chosen options.

test("Admins set the project's defaults for every member; a member's own choice is theirs only", async ({
  page,
  browser,
}) => {
  const { ann, id } = await shop(page);
  const bob = await person(browser, 'Bob');
  const eve = await person(browser, 'Eve');
  await addMember(ann, id, bob, 'Editor');
  await addMember(ann, id, eve, 'Viewer');
  await openVisualizer(bob, id);
  await expect(bob.page.locator('[data-notation="arrows"]')).toHaveCount(1);

  // Eve reads the defaults but cannot change them.
  await open(eve, `/app/projects/${id}/settings/visualization`);
  await expect(eve.page.getByText('Only Admins can change the project’s defaults.')).toBeVisible();
  await expect(
    section(eve.page, 'Project defaults').getByRole('radiogroup', {
      name: 'Relationship notation',
    }),
  ).toHaveAttribute('data-disabled', 'true');

  await open(ann, `/app/projects/${id}/settings/visualization`);
  const defaults = section(page, 'Project defaults');
  await choose(defaults, 'Relationship notation', 'Crow’s foot');
  await choose(defaults, 'Tables show', 'Keys only');
  await defaults.getByRole('button', { name: 'Save' }).click();
  await expectToast(ann, 'Success', 'Visualization settings have been saved successfully.');

  // Bob's open canvas follows the new defaults live.
  await expect(bob.page.locator('[data-notation="crowsFoot"]')).toHaveCount(1);
  await expect(tableNamed(bob.page, 'invoice').getByTestId('table-row')).toHaveCount(2);

  // Eve prefers UML for herself: Bob keeps the project's crow's feet.
  await choose(section(eve.page, 'On this browser'), 'Relationship notation', 'UML (1, 0..1, *)');
  await open(eve, `/app/projects/${id}/visualizer`);
  await expect(eve.page.locator('[data-notation="uml"]')).toHaveCount(1);
  await expect(tableNamed(eve.page, 'invoice').getByTestId('table-row')).toHaveCount(2);
  await expect(bob.page.locator('[data-notation="crowsFoot"]')).toHaveCount(1);
  await done(bob, eve);
});

test('the export draws the chosen options, and snap to grid places a dropped table on the grid', async ({
  page,
}) => {
  const { ann, id } = await shop(page);
  await page.goto('/api/health');
  await page.evaluate(
    (key) =>
      localStorage.setItem(
        key,
        JSON.stringify({
          notation: 'crowsFoot',
          lineStyle: 'orthogonal',
          tableDisplay: 'keys',
          snapToGrid: true,
          gridSize: 50,
        }),
      ),
    `relata-visualization:${id}`,
  );
  await openVisualizer(ann, id);
  await page.getByRole('button', { name: 'Export screenshot' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await (await download).path();
  expect(await readFile(file)).toMatchSnapshot('export-crows-foot-keys.png', {
    maxDiffPixelRatio: 0.01,
  });

  const box = await tableNamed(page, 'invoice').boundingBox();
  if (!box) throw new Error('the invoice table is not drawn');
  // By its title, near its left end (the side panel covers the canvas's right part).
  await dragMouse(page, { x: box.x + 60, y: box.y + 20 }, { x: box.x + 197, y: box.y + 81 });
  // It started off the grid (520, 140) and was dropped on it.
  const invoice = async () =>
    (await storedDiagram(ann, id)).tables.find((t) => t.name === 'invoice');
  await expect.poll(async () => (await invoice())?.x).not.toBe(520);
  const dropped = await invoice();
  expect(dropped && [dropped.x % 50, dropped.y % 50]).toEqual([0, 0]);
  expect(dropped?.y).toBeGreaterThan(140);
});
