import { expect, test } from '../support/fixtures';
import {
  boxOf,
  commentItem,
  dragMouse,
  emptySpot,
  keyColumn,
  menuEntries,
  NONE_SELECTED,
  openDiagram,
  reloadVisualizer,
  selectedItems,
  settled,
  SEVERAL_SELECTED,
  storedDiagram,
  tableItem,
  tableNamed,
  TWO_TABLES_AND_A_NOTE,
} from '../support/visualizer';

test('a click selects one item, Shift or Ctrl toggles, the empty canvas or Escape clears', async ({
  page,
}) => {
  await openDiagram(page, TWO_TABLES_AND_A_NOTE);
  const title = (name: string) => tableNamed(page, name).getByText(name, { exact: true });

  await title('users').click();
  await expect(selectedItems(page)).toHaveCount(1);
  await expect(tableItem(page, 'users')).toHaveClass(/selected/);
  await expect(page.getByRole('textbox', { name: 'Table name' })).toHaveValue('users');

  await title('orders').click({ modifiers: ['Shift'] });
  await expect(selectedItems(page)).toHaveCount(2);
  await expect(page.getByText(SEVERAL_SELECTED)).toBeVisible();

  await title('users').click({ modifiers: ['Control'] });
  await expect(selectedItems(page)).toHaveCount(1);
  await expect(tableItem(page, 'orders')).toHaveClass(/selected/);
  await page.getByTestId('comment-node').click({ modifiers: ['Control'] });
  await expect(selectedItems(page)).toHaveCount(2);
  await expect(commentItem(page, 'About users')).toHaveClass(/selected/);

  // A plain click selects only the item clicked.
  await title('users').click();
  await expect(selectedItems(page)).toHaveCount(1);
  await expect(tableItem(page, 'users')).toHaveClass(/selected/);

  const empty = await emptySpot(page);
  await page.mouse.click(empty.x, empty.y);
  await expect(selectedItems(page)).toHaveCount(0);
  await expect(page.getByText(NONE_SELECTED)).toBeVisible();

  await title('orders').click();
  await title('users').click({ modifiers: ['Shift'] });
  await expect(selectedItems(page)).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(selectedItems(page)).toHaveCount(0);
});

test('dragging one selected item moves the whole selection and saves every position', async ({
  page,
}) => {
  const { ann, id } = await openDiagram(page, TWO_TABLES_AND_A_NOTE);

  await tableNamed(page, 'users').getByText('users', { exact: true }).click();
  await page.getByTestId('comment-node').click({ modifiers: ['Shift'] });
  await expect(selectedItems(page)).toHaveCount(2);
  const users = await boxOf(tableNamed(page, 'users'));
  const note = await boxOf(page.getByTestId('comment-node'));
  const orders = await boxOf(tableNamed(page, 'orders'));
  const grab = { x: users.x + 200, y: users.y + 20 };
  await dragMouse(page, grab, { x: grab.x + 120, y: grab.y + 70 });
  // Both selected items moved by the same distance; the unselected table stayed.
  const offset = async (name: 'users' | 'note') => {
    const [box, from] =
      name === 'users'
        ? [await boxOf(tableNamed(page, 'users')), users]
        : [await boxOf(page.getByTestId('comment-node')), note];
    return [Math.round(box.x - from.x), Math.round(box.y - from.y)];
  };
  await expect.poll(async () => (await offset('users'))[0]).toBeGreaterThan(90);
  const [dx = 0, dy = 0] = await offset('users');
  expect(await offset('note')).toEqual([dx, dy]);
  expect((await boxOf(tableNamed(page, 'orders'))).x).toBeCloseTo(orders.x, 0);

  await settled(page);
  await reloadVisualizer(page);
  expect(await offset('users')).toEqual([dx, dy]);
  expect(await offset('note')).toEqual([dx, dy]);
  const diagram = await storedDiagram(ann, id);
  expect(diagram.tables.map((t) => [t.name, t.x, t.y])).toEqual([
    ['users', dx, dy],
    ['orders', 400, 0],
  ]);
  expect(diagram.comments.map((c) => [c.x, c.y])).toEqual([[dx, 250 + dy]]);
});

test('context menus list INS, Ctrl+INS and DEL, and those keys do the same', async ({ page }) => {
  const { ann, id } = await openDiagram(page, {
    tables: [{ name: 'users', x: 0, y: 0, attributes: [keyColumn('id')] }],
  });
  const empty = await emptySpot(page);

  await page.mouse.click(empty.x, empty.y, { button: 'right' });
  await expect(menuEntries(page)).toHaveText(['Add TableINS', 'Add CommentCtrl+INS']);
  await menuEntries(page).filter({ hasText: 'Add Comment' }).click();
  await expect(page.getByTestId('comment-node')).toHaveCount(1);
  await tableNamed(page, 'users').click({ button: 'right', position: { x: 150, y: 15 } });
  await expect(menuEntries(page)).toHaveText(['Add Relationship', 'Delete TableDEL']);
  await page.keyboard.press('Escape');
  await expect(menuEntries(page)).toHaveCount(0);

  // The same with keys, on the canvas.
  await page.mouse.click(empty.x, empty.y);
  await page.keyboard.press('Insert');
  await expect(page.getByTestId('table-node')).toHaveCount(2);
  await page.keyboard.press('Control+Insert');
  await expect(page.getByTestId('comment-node')).toHaveCount(2);
  await tableNamed(page, 'users').getByText('users', { exact: true }).click();
  await page.keyboard.press('Delete');
  await expect(tableNamed(page, 'users')).toHaveCount(0);

  await settled(page);
  const diagram = await storedDiagram(ann, id);
  expect(diagram.tables.map((t) => t.name)).toEqual(['New Table']);
  expect(diagram.comments).toHaveLength(2);
});

test("Ctrl+Z undoes and Ctrl+Shift+Z redoes one's own edits, on the server too", async ({
  page,
}) => {
  const { ann, id } = await openDiagram(page, {
    tables: [{ name: 'users', x: 0, y: 0, attributes: [keyColumn('id')] }],
  });

  // Three edits: a rename, a move and a new table.
  await tableNamed(page, 'users').getByText('users', { exact: true }).dblclick();
  await page.getByRole('textbox', { name: 'Table name' }).first().fill('members');
  await page.keyboard.press('Enter');
  const members = tableNamed(page, 'members');
  await expect(members).toBeVisible();
  await settled(page);
  const start = await boxOf(members);
  await dragMouse(
    page,
    { x: start.x + 200, y: start.y + 20 },
    { x: start.x + 300, y: start.y + 100 },
  );
  await expect.poll(async () => Math.round((await boxOf(members)).x - start.x)).toBeGreaterThan(70);
  await settled(page);
  await page.getByRole('button', { name: 'Add Table' }).click();
  await expect(tableNamed(page, 'New Table')).toBeVisible();
  await settled(page);

  // Undo all three, newest first.
  await page.keyboard.press('Control+z');
  await expect(tableNamed(page, 'New Table')).toHaveCount(0);
  await settled(page);
  await page.keyboard.press('Control+z');
  await expect.poll(async () => Math.round((await boxOf(members)).x - start.x)).toBe(0);
  await settled(page);
  await page.keyboard.press('Control+z');
  await expect(tableNamed(page, 'users')).toBeVisible();
  await settled(page);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();

  await reloadVisualizer(page);
  await expect(page.getByTestId('table-node')).toHaveCount(1);
  expect((await boxOf(tableNamed(page, 'users'))).x).toBeCloseTo(start.x, 0);
  expect((await storedDiagram(ann, id)).tables.map((t) => [t.name, t.x, t.y])).toEqual([
    ['users', 0, 0],
  ]);

  // Redo after undo: the rename comes back, and stays after a reload.
  await tableNamed(page, 'users').getByText('users', { exact: true }).dblclick();
  await page.getByRole('textbox', { name: 'Table name' }).first().fill('people');
  await page.keyboard.press('Enter');
  await expect(tableNamed(page, 'people')).toBeVisible();
  await settled(page);
  await page.keyboard.press('Control+z');
  await expect(tableNamed(page, 'users')).toBeVisible();
  await settled(page);
  await page.keyboard.press('Control+Shift+z');
  await expect(tableNamed(page, 'people')).toBeVisible();
  await settled(page);
  await reloadVisualizer(page);
  await expect(tableNamed(page, 'people')).toBeVisible();
  expect((await storedDiagram(ann, id)).tables.map((t) => t.name)).toEqual(['people']);
});

test('a focused table moves with the arrow keys; the move is saved and announced', async ({
  page,
}) => {
  const { ann, id } = await openDiagram(page, { tables: [{ name: 'users', x: 0, y: 0 }] });
  const announcement = page.getByTestId('editor-announcement');
  const start = await boxOf(tableNamed(page, 'users'));

  await tableItem(page, 'users').focus();
  await page.keyboard.press('ArrowRight');
  await expect(announcement).toHaveText('Moved users to 10, 0.');
  await page.keyboard.press('ArrowRight');
  await expect(announcement).toHaveText('Moved users to 20, 0.');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(announcement).toHaveText('Moved users to 20, 50.');
  await expect(announcement).toHaveAttribute('aria-live', 'polite');
  await expect
    .poll(async () => {
      const moved = await boxOf(tableNamed(page, 'users'));
      return [Math.round(moved.x - start.x), Math.round(moved.y - start.y)];
    })
    .toEqual([20, 50]);

  await settled(page);
  await reloadVisualizer(page);
  const after = await boxOf(tableNamed(page, 'users'));
  expect([Math.round(after.x - start.x), Math.round(after.y - start.y)]).toEqual([20, 50]);
  expect((await storedDiagram(ann, id)).tables.map((t) => [t.x, t.y])).toEqual([[20, 50]]);
});
