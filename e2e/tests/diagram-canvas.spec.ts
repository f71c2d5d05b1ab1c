import { expect, test } from '../support/fixtures';
import {
  boxOf,
  dragMouse,
  emptySpot,
  openDiagram,
  reloadVisualizer,
  savedViewport,
  selectedItems,
  tableItem,
  tableNamed,
  TWO_TABLES_AND_A_NOTE,
} from '../support/visualizer';

// The width of a table with no wider setting: 300 canvas units (spec 2 §9 "Table minimum width").
const TABLE_WIDTH = 300;

test('the wheel zooms the canvas between 10% and 300% and no further', async ({ page }) => {
  const { id } = await openDiagram(page, {
    tables: [{ name: 'users', x: 0, y: 0 }],
    viewport: { x: 200, y: 150, zoom: 1 },
  });
  const users = tableNamed(page, 'users');
  expect((await boxOf(users)).width).toBeCloseTo(TABLE_WIDTH, 0);

  // Zooming in around the table's middle: each notch doubles, until the limit of 3.
  const box = await boxOf(users);
  await page.mouse.move(box.x + 40, box.y + 20);
  for (let i = 0; i < 4; i += 1) await page.mouse.wheel(0, -1000);
  await expect.poll(async () => (await boxOf(users)).width).toBeCloseTo(TABLE_WIDTH * 3, 0);
  await page.mouse.wheel(0, -1000);
  await expect.poll(async () => (await savedViewport(page, id))?.scale).toBe(3);
  expect((await boxOf(users)).width).toBeCloseTo(TABLE_WIDTH * 3, 0);

  // Zooming out: the table shrinks to a tenth and no smaller.
  for (let i = 0; i < 6; i += 1) await page.mouse.wheel(0, 900);
  await expect.poll(async () => (await savedViewport(page, id))?.scale).toBeCloseTo(0.1, 5);
  expect((await boxOf(users)).width).toBeCloseTo(TABLE_WIDTH * 0.1, 0);
  await page.mouse.wheel(0, 900);
  await expect.poll(async () => (await savedViewport(page, id))?.scale).toBeCloseTo(0.1, 5);
  expect((await boxOf(users)).width).toBeCloseTo(TABLE_WIDTH * 0.1, 0);
});

test('fit to screen brings every table into view with room around it', async ({ page }) => {
  // Looking far away from all of them.
  await openDiagram(page, {
    tables: [
      { name: 'users', x: 0, y: 0 },
      { name: 'orders', x: 2600, y: 300 },
      { name: 'payments', x: -900, y: 1800 },
    ],
    viewport: { x: -8000, y: -8000, zoom: 2 },
  });
  await expect(page.getByTestId('table-node')).toHaveCount(0);

  await page.getByRole('button', { name: 'Fit to screen' }).click();
  const canvas = await boxOf(page.getByTestId('diagram-canvas'));
  for (const name of ['users', 'orders', 'payments']) {
    const table = await boxOf(tableNamed(page, name));
    // The spec's padding of 120 px keeps the content off the edges (spec 2 §9).
    expect(table.x).toBeGreaterThanOrEqual(canvas.x + 119);
    expect(table.y).toBeGreaterThanOrEqual(canvas.y + 119);
    expect(table.x + table.width).toBeLessThanOrEqual(canvas.x + canvas.width - 119);
    expect(table.y + table.height).toBeLessThanOrEqual(canvas.y + canvas.height - 119);
  }
});

test('the Move tool pans; the Select tool selects only what the rectangle fully encloses', async ({
  page,
}) => {
  await openDiagram(page, { ...TWO_TABLES_AND_A_NOTE, viewport: { x: 160, y: 120, zoom: 1 } });
  const move = page.getByRole('button', { name: 'Move', exact: true });
  const select = page.getByRole('button', { name: 'Select', exact: true });
  await expect(move).toHaveAttribute('aria-pressed', 'true');

  // Move: dragging the empty canvas pans everything by the same distance.
  const before = await boxOf(tableNamed(page, 'users'));
  const empty = await emptySpot(page);
  await dragMouse(page, empty, { x: empty.x - 80, y: empty.y - 40 });
  await expect
    .poll(async () => {
      const after = await boxOf(tableNamed(page, 'users'));
      return [Math.round(after.x - before.x), Math.round(after.y - before.y)];
    })
    .toEqual([-80, -40]);
  await expect(selectedItems(page)).toHaveCount(0);

  // Select: a rectangle around users and the comment, cutting through orders.
  await select.click();
  await expect(select).toHaveAttribute('aria-pressed', 'true');
  await expect(move).toHaveAttribute('aria-pressed', 'false');
  const users = await boxOf(tableNamed(page, 'users'));
  const orders = await boxOf(tableNamed(page, 'orders'));
  const note = await boxOf(page.getByTestId('comment-node'));
  const start = { x: users.x - 20, y: users.y - 20 };
  const end = { x: orders.x + orders.width / 2, y: note.y + note.height + 20 };
  await dragMouse(page, start, end);
  await expect(selectedItems(page)).toHaveCount(2);
  await expect(tableItem(page, 'users')).toHaveClass(/selected/);
  await expect(tableItem(page, 'orders')).not.toHaveClass(/selected/);
  await expect(page.getByText('Select a single table to edit its details.')).toBeVisible();
  // Drawing a rectangle did not pan the canvas.
  expect((await boxOf(tableNamed(page, 'users'))).x).toBeCloseTo(users.x, 0);

  // Back to Move: the same drag pans again instead of selecting.
  await move.click();
  await page.mouse.click(empty.x, empty.y);
  await expect(selectedItems(page)).toHaveCount(0);
  await dragMouse(page, empty, { x: empty.x - 50, y: empty.y });
  await expect
    .poll(async () => Math.round((await boxOf(tableNamed(page, 'users'))).x - users.x))
    .toBe(-50);
  await expect(selectedItems(page)).toHaveCount(0);
});

test('the viewport is saved under visualizer-pan and restored after a reload', async ({ page }) => {
  const { id } = await openDiagram(page, {
    tables: [{ name: 'users', x: 0, y: 0 }],
    viewport: null,
  });
  const empty = await emptySpot(page);
  await dragMouse(page, empty, { x: empty.x - 170, y: empty.y - 90 });
  await page.mouse.move(empty.x, empty.y);
  await page.mouse.wheel(0, 300);
  await expect.poll(async () => (await savedViewport(page, id))?.scale).toBeLessThan(1);
  const saved = await savedViewport(page, id);
  const transform = await page
    .locator('.react-flow__viewport')
    .evaluate((el) => getComputedStyle(el).transform);
  // matrix(scale, 0, 0, scale, translateX, translateY)
  const [scale, , , , tx, ty] = (/matrix\((.*)\)/.exec(transform)?.[1] ?? '')
    .split(',')
    .map(Number);
  expect(saved?.scale).toBeCloseTo(scale ?? 0, 3);
  expect(saved?.translateX).toBeCloseTo(tx ?? 0, 0);
  expect(saved?.translateY).toBeCloseTo(ty ?? 0, 0);
  const before = await boxOf(tableNamed(page, 'users'));

  await reloadVisualizer(page);
  const after = await boxOf(tableNamed(page, 'users'));
  expect(after.x).toBeCloseTo(before.x, 0);
  expect(after.y).toBeCloseTo(before.y, 0);
  expect(after.width).toBeCloseTo(before.width, 0);
});
