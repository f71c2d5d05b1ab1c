import { expect, test } from '../support/fixtures';
import { addMember, done, expectToast, open, person } from '../support/people';
import { seedTable } from '../support/visualizer';
import { BUILT, results, runQuery, shopProject, sqlEditorPath, status } from '../support/sqlEditor';

// Issue 20: the SQL editor, a playground database built from the diagram in the browser; the
// other engines' tests are in sql-editor-engines.spec.ts (each file keeps within its 90 s).

test('a PostgreSQL project: sample data, a join, a marked error, a saved query another member sees, and a rebuild', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const ada = await person(page, 'Ada', consoleErrors);
  const vic = await person(browser, 'Vic');
  const projectId = await shopProject(ada, 'postgresql');
  await addMember(ada, projectId, vic, 'Viewer');
  await open(ada, sqlEditorPath(projectId));
  await expect(page.getByRole('heading', { level: 1, name: 'SQL Editor' })).toBeVisible();
  await expect(page.getByTestId('engine-line')).toContainText(
    'Queries run on PostgreSQL (PGlite).',
  );
  await expect(status(page)).toContainText('Ready: 2 tables, 100 rows', BUILT);

  // The sample data reads naturally and satisfies the checks.
  await runQuery(page, 'SELECT email, name FROM customers ORDER BY id');
  await expect(results(page)).toContainText('50 rows');
  const firstEmail = results(page).getByRole('cell').first();
  await expect(firstEmail).toHaveText(/^[^@\s]+@[^@\s]+\.[a-z]+$/);

  // A join across the foreign key: every order has its customer.
  await runQuery(
    page,
    "SELECT c.email, o.total FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.status IN ('new', 'paid', 'shipped') AND o.total >= 0",
  );
  await expect(results(page)).toContainText('50 rows');

  // A bad column: the engine's message, and the place marked in the editor.
  await runQuery(page, 'SELECT id, emial FROM customers');
  await expect(page.getByTestId('query-error')).toContainText('column "emial" does not exist');
  await expect(page.locator('.sql-error-mark')).toHaveText('emial');

  // EXPLAIN shows PostgreSQL's plan.
  await runQuery(page, 'SELECT * FROM orders WHERE customer_id = 3');
  await page.getByRole('button', { name: 'Explain' }).click();
  await expect(results(page)).toContainText('Seq Scan on orders');

  // Ada saves a query; Vic (a Viewer) sees it arrive, opens and runs it, and cannot save.
  await open(vic, sqlEditorPath(projectId));
  await expect(status(vic.page)).toContainText('Ready', BUILT);
  await expect(vic.page.getByRole('button', { name: 'Save query' })).toHaveCount(0);
  await runQuery(page, 'SELECT count(*) AS paid FROM orders');
  await page.getByRole('button', { name: 'Save query' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save query' });
  await dialog.getByRole('button', { name: 'Save query' }).click();
  await expect(dialog.getByText('Query name is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Order count');
  await dialog.getByRole('button', { name: 'Save query' }).click();
  await expectToast(ada, 'Query saved', '"Order count" was saved.');
  const saved = vic.page.getByRole('list', { name: 'Saved queries' });
  await expect(saved.getByText('Order count')).toBeVisible({ timeout: 5_000 });
  await saved.getByText('Order count').click();
  await vic.page.keyboard.press('ControlOrMeta+Enter');
  await expect(results(vic.page)).toContainText('1 row');
  await expect(results(vic.page).getByRole('cell')).toHaveText('50');

  // Ada renames it and Vic sees the new name; then she deletes it and it leaves Vic's list.
  await page
    .getByRole('list', { name: 'Saved queries' })
    .getByRole('button', { name: 'Actions for Order count' })
    .click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename query' });
  await rename.getByRole('textbox', { name: 'Name' }).fill('Orders in all');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(saved.getByText('Orders in all')).toBeVisible({ timeout: 5_000 });
  await page
    .getByRole('list', { name: 'Saved queries' })
    .getByRole('button', { name: 'Actions for Orders in all' })
    .click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Query' })
    .getByRole('button', { name: 'Delete Query' })
    .click();
  await expect(saved.getByText('Orders in all')).toHaveCount(0, { timeout: 5_000 });

  // Completion offers the diagram's tables and their columns.
  const editor = page.getByRole('textbox', { name: 'SQL query' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('SELECT * FROM cust');
  await page.getByRole('option', { name: 'customers' }).click();
  await expect(editor).toContainText('SELECT * FROM customers');

  // The run is in Ada's history, kept in this browser.
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('list', { name: 'Query history' })).toContainText(
    'SELECT count(*) AS paid FROM orders',
  );

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
  await done(vic);
});
