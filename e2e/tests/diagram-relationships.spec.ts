import { expect, holdRequests, test } from '../support/fixtures';
import {
  clickTable,
  column,
  edgeMidpoint,
  keyColumn,
  menuEntries,
  openDiagram,
  prepareDiagram,
  reloadVisualizer,
  rowNames,
  settled,
  startRelationship,
  storedDiagram,
  tableNamed,
} from '../support/visualizer';

const NO_KEY = 'Cannot create a relationship from a table without a primary key.';

test('Escape or a click on the same table cancels a relationship being drawn', async ({ page }) => {
  const { ann, id } = await openDiagram(page, {
    tables: [
      { name: 'users', x: 0, y: 0, attributes: [keyColumn('id')] },
      { name: 'orders', x: 450, y: 0, attributes: [keyColumn('id')] },
    ],
    viewport: { x: 60, y: 100, zoom: 1 },
  });
  const preview = page.getByTestId('connection-preview');

  await startRelationship(page, 'users');
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);
  await clickTable(page, 'orders');

  await startRelationship(page, 'users');
  await clickTable(page, 'users');
  await expect(preview).toHaveCount(0);

  // Neither attempt made anything; a completed one does.
  expect(await rowNames(page, 'orders')).toEqual(['id']);
  await startRelationship(page, 'users');
  await clickTable(page, 'orders');
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);
  await expect.poll(() => rowNames(page, 'orders')).toEqual(['id', 'users_id']);
  await settled(page);
  expect((await storedDiagram(ann, id)).relationships).toHaveLength(1);
});

test('a table without a primary key cannot start a relationship', async ({ page }) => {
  const { ann, id } = await openDiagram(page, {
    tables: [
      { name: 'logs', x: 0, y: 0, attributes: [column('message')] },
      { name: 'users', x: 450, y: 0, attributes: [keyColumn('id')] },
    ],
    viewport: { x: 60, y: 100, zoom: 1 },
  });

  await startRelationship(page, 'logs');
  await clickTable(page, 'users');
  await expect(page.getByTestId('toast').filter({ hasText: NO_KEY })).toBeVisible();
  await expect(page.getByTestId('connection-preview')).toHaveCount(0);
  await expect(page.locator('.react-flow__edge')).toHaveCount(0);
  expect(await rowNames(page, 'users')).toEqual(['id']);
  expect((await storedDiagram(ann, id)).relationships).toEqual([]);
});

test('the foreign key is named after the source table, and the relationship can be deleted', async ({
  page,
}) => {
  const { ann, id } = await openDiagram(page, {
    tables: [
      { name: 'Customer Orders', x: 0, y: 0, attributes: [keyColumn('id')] },
      { name: 'invoices', x: 500, y: 150, attributes: [keyColumn('id')] },
    ],
    viewport: { x: 60, y: 100, zoom: 1 },
  });

  await startRelationship(page, 'Customer Orders');
  await clickTable(page, 'invoices');
  // A key named id becomes {source}_id in the target (spec 2 §5).
  await expect.poll(() => rowNames(page, 'invoices')).toEqual(['id', 'customer_orders_id']);
  await expect(tableNamed(page, 'invoices').getByTestId('table-row').nth(1)).toContainText('FK');
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);
  await settled(page);

  const middle = await edgeMidpoint(page);
  await page.mouse.click(middle.x, middle.y, { button: 'right' });
  await expect(menuEntries(page)).toHaveText(['Delete RelationshipDEL']);
  await menuEntries(page).filter({ hasText: 'Delete Relationship' }).click();
  await expect(page.locator('.react-flow__edge')).toHaveCount(0);

  await settled(page);
  await reloadVisualizer(page);
  await expect(tableNamed(page, 'invoices')).toBeVisible();
  await expect(page.locator('.react-flow__edge')).toHaveCount(0);
  expect((await storedDiagram(ann, id)).relationships).toEqual([]);
});

test('a loading spinner shows while the relationship paths load', async ({ page }) => {
  const { id } = await prepareDiagram(page, {
    tables: [
      { name: 'users', x: 0, y: 0, attributes: [keyColumn()] },
      { name: 'orders', x: 450, y: 0, attributes: [keyColumn()] },
    ],
    relationships: [['users', 'orders']],
    viewport: { x: 60, y: 100, zoom: 1 },
  });
  // The diagram's answer is held until the spinner has been seen, then let through.
  const release = await holdRequests(page, `**/api/projects/${id}/diagram`);
  await page.goto(`/app/projects/${id}/visualizer`);
  const spinner = page.getByRole('status', { name: 'Loading relationship paths' });
  await expect(spinner).toBeVisible();
  release();
  await expect(spinner).toHaveCount(0);
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);
  await expect(tableNamed(page, 'orders')).toBeVisible();
});
