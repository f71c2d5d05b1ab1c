import { expect, test } from '../support/fixtures';
import { BUILT, openShopEditor, results, runQuery, status } from '../support/sqlEditor';

// Issue 20 item 3: the sample rows per table, and a count of its own for one table.

test("rows per table and one table's own count make the data again", async ({
  page,
  consoleErrors,
}) => {
  await openShopEditor(page, 'sqlite', consoleErrors);

  // Sample data: 20 rows per table, 30 for orders; Apply makes the data again with them.
  await page.getByRole('button', { name: 'Sample data' }).click();
  await page.getByRole('textbox', { name: 'Rows per table' }).fill('20');
  await page.getByRole('combobox', { name: 'Table' }).selectOption({ label: 'orders' });
  await page.getByRole('textbox', { name: 'Rows', exact: true }).fill('30');
  await page.getByRole('button', { name: 'Set', exact: true }).click();
  await expect(page.getByText('orders: 30 rows')).toBeVisible();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(status(page)).toContainText('Ready: 2 tables, 50 rows', BUILT);
  await runQuery(page, 'SELECT count(*) FROM orders');
  await expect(results(page).getByRole('cell')).toHaveText('30');
});
