import { expect, test } from '../support/fixtures';
import { seedTable } from '../support/visualizer';
import { BUILT, openShopEditor, results, runQuery, status } from '../support/sqlEditor';

// Issue 20: Rebuild keeps what the user changed when the diagram changes; Reset goes back to the
// sample data (the queries themselves are in sql-editor.spec.ts).

test("Rebuild keeps a changed row and adds the diagram's new table; Reset brings the sample data back", async ({
  page,
  consoleErrors,
}) => {
  const { ada, projectId } = await openShopEditor(page, 'postgresql', consoleErrors);

  // Ada changes a row; the diagram gains a table; Rebuild keeps her change and adds the table.
  await runQuery(page, "UPDATE customers SET name = 'Kept' WHERE id = 1");
  await expect(results(page)).toContainText('1 row affected');
  await seedTable(ada, projectId, { name: 'invoices', x: 600, y: 0 });
  await expect(page.getByText('The diagram changed')).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Rebuild' }).click();
  await expect(status(page)).toContainText('Ready: 3 tables', BUILT);
  await expect(status(page)).toContainText('Rows kept in 2 tables');
  await runQuery(page, "SELECT count(*) FROM customers WHERE name = 'Kept'");
  await expect(results(page).getByRole('cell')).toHaveText('1');
  await runQuery(page, 'SELECT count(*) FROM invoices');
  await expect(results(page).getByRole('cell')).toHaveText('50');

  // Reset goes back to the sample data.
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(status(page)).toContainText('Ready: 3 tables', BUILT);
  await runQuery(page, "SELECT count(*) FROM customers WHERE name = 'Kept'");
  await expect(results(page).getByRole('cell')).toHaveText('0');
});
