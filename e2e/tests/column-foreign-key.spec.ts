import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { addMember, api, done, person } from '../support/people';
import {
  column,
  diagramProject,
  keyColumn,
  openVisualizer,
  rowOf,
  seedTable,
  settled,
  storedDiagram,
  tableNamed,
} from '../support/visualizer';

/** The FK badge of orders.customer_id on the canvas. */
const badge = (page: Page) => rowOf(page, 'orders', 'customer_id').getByTitle('Foreign key');

// Issue 36, item A2: the "Foreign key" box makes the key it shows, live, in the script, undoable.
test('ticking "Foreign key" asks what it references, draws the line and writes the FOREIGN KEY; undo and unticking take it away', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const ann = await person(page, 'Ann', consoleErrors);
  const bob = await person(browser, 'Bob');
  const id = await diagramProject(ann);
  await addMember(ann, id, bob, 'Editor');
  await seedTable(ann, id, {
    name: 'customers',
    x: 0,
    y: 0,
    attributes: [column('code'), keyColumn('id')],
  });
  await seedTable(ann, id, {
    name: 'orders',
    x: 450,
    y: 0,
    attributes: [keyColumn('id'), column('customer_id', { type: 'integer' })],
  });
  await openVisualizer(ann, id);
  await openVisualizer(bob, id);
  const edges = (p: Page) => p.locator('.react-flow__edge');

  await tableNamed(page, 'orders').getByText('orders', { exact: true }).click();
  const row = page.getByTestId('column-editor').nth(1);
  const box = row.getByRole('checkbox', { name: 'Foreign key' });
  await expect(box).not.toBeChecked();
  await expect(badge(page)).toHaveCount(0);

  // By keyboard: the box opens the dialog, whose fields take the focus in turn.
  await box.focus();
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog', { name: 'Foreign key of customer_id' });
  await expect(dialog).toBeVisible();
  const table = dialog.getByRole('combobox', { name: 'Referenced table' });
  const referenced = dialog.getByRole('combobox', { name: 'Referenced column' });
  await expect(table).toBeFocused();
  // The table the column's name points at, and its primary key rather than its first column.
  await expect(table.locator('option:checked')).toHaveText('customers');
  await expect(referenced.locator('option:checked')).toHaveText('id (primary key)');
  await table.selectOption({ label: 'orders' });
  await table.selectOption({ label: 'customers' });
  await page.keyboard.press('Tab');
  await expect(referenced).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Add foreign key' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);

  // One relationship, on both screens, with the badge behind it.
  for (const p of [page, bob.page]) {
    await expect(edges(p)).toHaveCount(1);
    await expect(badge(p)).toHaveCount(1);
  }
  await expect(box).toBeChecked();
  await settled(page);
  const stored = await storedDiagram(ann, id);
  expect(stored.relationships).toHaveLength(1);
  const orders = stored.tables.find((t) => t.name === 'orders');
  expect(orders?.attributes.map((a) => [a.name, a.isForeignKey])).toEqual([
    ['id', false],
    ['customer_id', true],
  ]);

  // The script has the key.
  await page.getByRole('tab', { name: /Parser/ }).click();
  const script = page.getByTestId('script-view');
  await expect(script).toContainText('FOREIGN KEY');
  await expect(script).toContainText('fk_orders_customer_id');
  await page.getByRole('tab', { name: 'Editor' }).click();

  // One Undo takes the whole key away, for Bob too.
  await page.getByRole('button', { name: 'Undo' }).click();
  for (const p of [page, bob.page]) {
    await expect(edges(p)).toHaveCount(0);
    await expect(badge(p)).toHaveCount(0);
  }
  await expect(box).not.toBeChecked();
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(edges(page)).toHaveCount(1);
  await expect(box).toBeChecked();

  // Unticking removes it, as one step too. The box shows the model, which the click changes a
  // moment later (uncheck() reads the box at once after its click: 1 run in 200).
  await box.click();
  await expect(box).not.toBeChecked();
  for (const p of [page, bob.page]) {
    await expect(edges(p)).toHaveCount(0);
    await expect(badge(p)).toHaveCount(0);
  }
  await settled(page);
  expect((await storedDiagram(ann, id)).relationships).toEqual([]);
  await page.getByRole('tab', { name: /Parser/ }).click();
  await expect(page.getByTestId('script-view')).toContainText('CREATE TABLE');
  await expect(page.getByTestId('script-view')).not.toContainText('FOREIGN KEY');
  await page.getByRole('tab', { name: 'Editor' }).click();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(edges(page)).toHaveCount(1);
  await expect(badge(bob.page)).toHaveCount(1);
  await done(bob);
});

test('a stored flag with no relationship behind it draws no badge and leaves the box unticked', async ({
  page,
}) => {
  const ann = await person(page, 'Ann');
  const id = await diagramProject(ann);
  // An import stores the columns as given: a foreign-key flag without any relationship.
  await api(ann, 'POST', `/api/projects/${id}/diagram/import`, {
    mode: 'add',
    model: {
      tables: [
        {
          id: 'o',
          name: 'orders',
          x: 0,
          y: 0,
          attributes: [keyColumn('id'), column('customer_id', { isForeignKey: true })],
        },
      ],
    },
  });
  await openVisualizer(ann, id);
  await expect(rowOf(page, 'orders', 'customer_id')).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  await tableNamed(page, 'orders').getByText('orders', { exact: true }).click();
  await expect(
    page.getByTestId('column-editor').nth(1).getByRole('checkbox', { name: 'Foreign key' }),
  ).not.toBeChecked();
});
