import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { boxOf, openDiagram, storedDiagram, tableNamed } from '../support/visualizer';

// Issue 36, items 3, 4 and 7: "Add to diagram" keeps a script's foreign keys to tables already on
// the canvas and lists those it cannot resolve; each import lands beside what is there, and the
// view shows it at once; the toast counts "1 table", not "1 tables".

type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether the table is drawn wholly inside the canvas. */
async function inView(page: Page, name: string): Promise<boolean> {
  const canvas = await boxOf(page.getByTestId('diagram-canvas'));
  const table = await boxOf(tableNamed(page, name));
  return (
    table.x >= canvas.x &&
    table.y >= canvas.y &&
    table.x + table.width <= canvas.x + canvas.width &&
    table.y + table.height <= canvas.y + canvas.height
  );
}

test('Add to diagram links references to tables on the canvas, lists the rest, places each import beside the last and shows it', async ({
  page,
}) => {
  // The saved view looks far away from where an import is laid out (the origin).
  const { ann, id } = await openDiagram(page, { viewport: { x: -4000, y: -3000, zoom: 1 } });
  const dialog = page.getByRole('dialog', { name: 'Import' });
  const importScript = async (script: string) => {
    await page.getByRole('button', { name: 'Import' }).click();
    await dialog.getByRole('textbox', { name: 'SQL or DBML' }).fill(script);
    await dialog.getByText('Add to diagram').click();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  };

  await importScript(
    'CREATE TABLE customers (id integer PRIMARY KEY, name text);\nCREATE TABLE products (id integer PRIMARY KEY);',
  );
  await expect(page.getByText('2 tables and 0 relationships imported.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(await inView(page, 'customers')).toBe(true);
  expect(await inView(page, 'products')).toBe(true);

  // Inline REFERENCES to a table of the first import: one table, one relationship.
  await importScript(
    'CREATE TABLE orders (id integer PRIMARY KEY, customer_id integer REFERENCES customers (id));',
  );
  await expect(page.getByText('1 table and 1 relationship imported.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(await inView(page, 'orders')).toBe(true);
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);
  const stored = await storedDiagram(ann, id);
  const named = (tableId: string) => stored.tables.find((t) => t.id === tableId)?.name;
  expect(stored.relationships.map((r) => [named(r.sourceTableId), named(r.targetTableId)])).toEqual(
    [['customers', 'orders']],
  );

  // Seen whole, the second import stands clear of the first.
  await page.getByRole('button', { name: 'Fit to screen' }).click();
  const orders = await boxOf(tableNamed(page, 'orders'));
  for (const first of ['customers', 'products'])
    expect(overlap(orders, await boxOf(tableNamed(page, first))), first).toBe(false);

  // A reference to a table that is nowhere is listed, not dropped in silence.
  await importScript(
    'CREATE TABLE refunds (id integer PRIMARY KEY, payment_id integer REFERENCES payments (id));',
  );
  await expect(
    page.getByText(
      '1 table and 0 relationships imported. 1 reference could not be resolved: refunds.payment_id → payments(id).',
    ),
  ).toBeVisible();
  await expect(dialog.getByTestId('import-unresolved')).toContainText(
    'refunds.payment_id → payments(id) (line 1)',
  );
  expect(await inView(page, 'refunds')).toBe(true);
  // The dialog stays open for that list: the same script cannot be imported twice from it.
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(tableNamed(page, 'refunds')).toHaveCount(1);
});
