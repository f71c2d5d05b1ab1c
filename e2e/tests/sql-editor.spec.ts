import { expect, test } from '../support/fixtures';
import { openShopEditor, results, runQuery } from '../support/sqlEditor';

// Issue 20: the SQL editor, a playground database built from the diagram in the browser. A
// PostgreSQL project's queries here; its saved queries in sql-editor-saved.spec.ts, Rebuild and
// Reset in sql-editor-rebuild.spec.ts, the other engines in sql-editor-engines.spec.ts (one
// file's tests keep within 90 s, one test well within 60 s on the two-core CI machine).

test('a PostgreSQL project: sample data, a join, a marked error, a plan, completion and the history', async ({
  page,
  consoleErrors,
}) => {
  await openShopEditor(page, 'postgresql', consoleErrors);
  await expect(page.getByRole('heading', { level: 1, name: 'SQL Editor' })).toBeVisible();
  await expect(page.getByTestId('engine-line')).toContainText(
    'Queries run on PostgreSQL (PGlite).',
  );

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

  // Completion offers the diagram's tables and their columns.
  const editor = page.getByRole('textbox', { name: 'SQL query' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('SELECT * FROM cust');
  await page.getByRole('option', { name: 'customers' }).click();
  await expect(editor).toContainText('SELECT * FROM customers');

  // The runs are in Ada's history, kept in this browser.
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('list', { name: 'Query history' })).toContainText(
    'SELECT * FROM orders WHERE customer_id = 3',
  );
});
