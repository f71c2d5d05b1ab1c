import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { addMember, done, person, type Person } from '../support/people';
import {
  boxOf,
  commentItem,
  diagramProject,
  dragMouse,
  edgeMidpoint,
  keyColumn,
  menuEntries,
  openDiagram,
  openVisualizer,
  rowNames,
  seedTable,
  selectedItems,
  settled,
  storedDiagram,
  tableNamed,
} from '../support/visualizer';

/** Where the server holds each table, by name. */
async function storedPlaces(who: Person, id: string): Promise<Record<string, [number, number]>> {
  const { tables } = await storedDiagram(who, id);
  return Object.fromEntries(tables.map((t) => [t.name, [t.x, t.y] as [number, number]]));
}

/** Renames a table on the canvas as a person does: double-click its title, type, Enter. */
async function renameTable(page: Page, from: string, to: string): Promise<void> {
  await tableNamed(page, from).getByText(from, { exact: true }).dblclick();
  await page.getByRole('textbox', { name: 'Table name' }).first().fill(to);
  await page.keyboard.press('Enter');
  await expect(tableNamed(page, to)).toBeVisible();
  await settled(page);
}

test('undo and redo of a relationship deletion bring back the same relationship, no new column', async ({
  page,
}) => {
  const { ann, id } = await openDiagram(page, {
    tables: [
      { name: 'users', x: 0, y: 0, attributes: [keyColumn('id')] },
      { name: 'orders', x: 500, y: 150, attributes: [keyColumn('id')] },
    ],
    relationships: [['users', 'orders']],
    viewport: { x: 60, y: 100, zoom: 1 },
  });
  const edges = page.locator('.react-flow__edge');
  await expect(edges).toHaveCount(1);
  const [original] = (await storedDiagram(ann, id)).relationships;

  const middle = await edgeMidpoint(page);
  await page.mouse.click(middle.x, middle.y, { button: 'right' });
  await menuEntries(page).filter({ hasText: 'Delete Relationship' }).click();
  await expect(edges).toHaveCount(0);
  await settled(page);
  expect((await storedDiagram(ann, id)).relationships).toEqual([]);

  await page.keyboard.press('Control+z');
  await expect(edges).toHaveCount(1);
  await settled(page);
  // The same relationship (id, ends), and its foreign-key column was not added a second time.
  expect((await storedDiagram(ann, id)).relationships).toEqual([original]);
  expect(await rowNames(page, 'orders')).toEqual(['id', 'users_id']);

  await page.keyboard.press('Control+Shift+z');
  await expect(edges).toHaveCount(0);
  await settled(page);
  expect((await storedDiagram(ann, id)).relationships).toEqual([]);
  expect(await rowNames(page, 'orders')).toEqual(['id', 'users_id']);
});

test('undo and redo of a comment text edit', async ({ page }) => {
  const { ann, id } = await openDiagram(page, {
    comments: [{ text: 'Check the indexes', x: 0, y: 0 }],
  });
  const note = page.getByTestId('comment-node');
  const stored = async () => (await storedDiagram(ann, id)).comments.map((c) => c.text);

  await note.dblclick();
  const input = page.getByRole('textbox', { name: 'Comment text' });
  await input.fill('Index users.email');
  await input.press('Enter');
  await expect(note).toHaveText('Index users.email');
  await settled(page);

  await page.keyboard.press('Control+z');
  await expect(note).toHaveText('Check the indexes');
  await settled(page);
  expect(await stored()).toEqual(['Check the indexes']);

  await page.keyboard.press('Control+Shift+z');
  await expect(note).toHaveText('Index users.email');
  await settled(page);
  expect(await stored()).toEqual(['Index users.email']);
  await expect(commentItem(page, 'Index users.email')).toBeVisible();
});

test('a drag of two tables is one step: Ctrl+Z puts both back, Ctrl+Y and Ctrl+Shift+Z move them again', async ({
  page,
}) => {
  const { ann, id } = await openDiagram(page, {
    tables: [
      { name: 'users', x: 0, y: 0 },
      { name: 'orders', x: 400, y: 0 },
      { name: 'items', x: 0, y: 300 },
    ],
  });
  const title = (name: string) => tableNamed(page, name).getByText(name, { exact: true });
  await title('users').click();
  await expect(page.getByTestId('editor-announcement')).toHaveText('Selected table users.');
  await title('orders').click({ modifiers: ['Shift'] });
  await expect(selectedItems(page)).toHaveCount(2);
  await expect(page.getByTestId('editor-announcement')).toHaveText('2 items selected.');
  const users = await boxOf(tableNamed(page, 'users'));
  const orders = await boxOf(tableNamed(page, 'orders'));
  const grab = { x: users.x + 200, y: users.y + 20 };
  await dragMouse(page, grab, { x: grab.x + 120, y: grab.y + 80 });
  await settled(page);
  const moved = await storedPlaces(ann, id);
  // Both moved by the same distance; the third table stayed.
  const [dx, dy] = moved.users ?? [0, 0];
  expect(dx).toBeGreaterThan(60);
  expect(dy).toBeGreaterThan(40);
  expect(moved).toEqual({ users: [dx, dy], orders: [400 + dx, dy], items: [0, 300] });
  const start = { users: [0, 0], orders: [400, 0], items: [0, 300] };
  const screenX = async (name: string) => Math.round((await boxOf(tableNamed(page, name))).x);

  await page.keyboard.press('Control+z');
  await expect.poll(() => screenX('users')).toBe(Math.round(users.x));
  await expect.poll(() => screenX('orders')).toBe(Math.round(orders.x));
  await settled(page);
  expect(await storedPlaces(ann, id)).toEqual(start);

  await page.keyboard.press('Control+y');
  await expect.poll(() => screenX('users')).toBe(Math.round(users.x + dx));
  await expect.poll(() => screenX('orders')).toBe(Math.round(orders.x + dx));
  await settled(page);
  expect(await storedPlaces(ann, id)).toEqual(moved);

  await page.keyboard.press('Control+z');
  await expect.poll(() => screenX('orders')).toBe(Math.round(orders.x));
  await settled(page);
  expect(await storedPlaces(ann, id)).toEqual(start);
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(() => screenX('orders')).toBe(Math.round(orders.x + dx));
  await settled(page);
  expect(await storedPlaces(ann, id)).toEqual(moved);
});

test("a second member's edit survives the first member's undo", async ({
  page,
  browser,
  consoleErrors,
}) => {
  const ann = await person(page, 'Ann', consoleErrors);
  const bob = await person(browser, 'Bob');
  const id = await diagramProject(ann);
  await addMember(ann, id, bob, 'Editor');
  await seedTable(ann, id, { name: 'alpha', x: 0, y: 0 });
  await seedTable(ann, id, { name: 'beta', x: 450, y: 0 });
  await openVisualizer(ann, id);
  await openVisualizer(bob, id);

  await renameTable(ann.page, 'alpha', 'alpha_renamed');
  await expect(tableNamed(bob.page, 'alpha_renamed')).toBeVisible();
  await renameTable(bob.page, 'beta', 'beta_renamed');
  await expect(tableNamed(ann.page, 'beta_renamed')).toBeVisible();

  await ann.page.keyboard.press('Control+z');
  for (const p of [ann.page, bob.page]) {
    await expect(tableNamed(p, 'alpha')).toBeVisible();
    await expect(tableNamed(p, 'beta_renamed')).toBeVisible();
  }
  await settled(ann.page);
  expect((await storedDiagram(ann, id)).tables.map((t) => t.name).sort()).toEqual([
    'alpha',
    'beta_renamed',
  ]);
  await done(bob);
});

test('the keyboard reaches a relationship: Shift+F10 opens its menu, DEL deletes it, Ctrl+Z brings it back', async ({
  page,
}) => {
  const { ann, id } = await openDiagram(page, {
    tables: [
      { name: 'users', x: 0, y: 0, attributes: [keyColumn('id')] },
      { name: 'orders', x: 500, y: 150, attributes: [keyColumn('id')] },
    ],
    relationships: [['users', 'orders']],
    viewport: { x: 60, y: 100, zoom: 1 },
  });
  const edges = page.locator('.react-flow__edge');
  const line = page.getByRole('group', { name: 'Relationship from users to orders' });
  const stored = async () => (await storedDiagram(ann, id)).relationships.length;

  await line.focus();
  await page.keyboard.press('Shift+F10');
  await expect(menuEntries(page)).toHaveText(['Delete RelationshipDEL']);
  await expect(menuEntries(page).first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(edges).toHaveCount(0);
  await settled(page);
  expect(await stored()).toBe(0);

  await page.keyboard.press('Control+z');
  await expect(edges).toHaveCount(1);
  await settled(page);
  expect(await stored()).toBe(1);

  await line.focus();
  await page.keyboard.press('Delete');
  await expect(edges).toHaveCount(0);
  await settled(page);
  expect(await stored()).toBe(0);
  await expect(tableNamed(page, 'users')).toBeVisible();

  // The ContextMenu key on a focused table; Escape gives the focus back to the table.
  const users = page.locator('.react-flow__node').filter({ has: tableNamed(page, 'users') });
  await users.focus();
  await page.keyboard.press('ContextMenu');
  await expect(menuEntries(page)).toHaveText(['Add Relationship', 'Delete TableDEL']);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('context-menu')).toHaveCount(0);
  await expect(users).toBeFocused();
});
