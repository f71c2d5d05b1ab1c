import { expect, test } from '../support/fixtures';
import { open, person } from '../support/people';
import {
  BUILT,
  openShopEditor,
  results,
  runQuery,
  shopProject,
  sqlEditorPath,
  status,
} from '../support/sqlEditor';

// Issue 20: the SQL editor on the other engines (SQLite, and MySQL's schema translated); the
// PostgreSQL project's tests are in sql-editor.spec.ts (each file keeps within its 90 s).

test('a SQLite project: sample data on SQLite, a join, a marked error, and queries that work offline', async ({
  page,
  consoleErrors,
}) => {
  await openShopEditor(page, 'sqlite', consoleErrors);
  await expect(page.getByTestId('engine-line')).toContainText('Queries run on SQLite.');
  await expect(page.getByRole('button', { name: 'Explain' })).toHaveCount(0);

  // Once loaded, nothing needs the network: queries run in this browser only.
  await page.context().setOffline(true);
  await runQuery(
    page,
    'SELECT c.email, o.total, o.status FROM orders o JOIN customers c ON c.id = o.customer_id',
  );
  await expect(results(page)).toContainText('50 rows');
  await runQuery(page, 'SELECT emial FROM customers');
  await expect(page.getByTestId('query-error')).toContainText('no such column: emial');
  await expect(page.locator('.sql-error-mark')).toHaveText('emial');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(status(page)).toContainText('Ready: 2 tables, 100 rows', BUILT);
  await runQuery(page, 'SELECT count(*) FROM orders');
  await expect(results(page).getByRole('cell')).toHaveText('50');
  await page.context().setOffline(false);
});

test('a MySQL project picks its engine and says the schema is translated', async ({
  page,
  consoleErrors,
}) => {
  const ada = await person(page, 'Ada', consoleErrors);
  const projectId = await shopProject(ada, 'mysql');
  await open(ada, sqlEditorPath(projectId));
  await expect(page.getByTestId('engine-line')).toContainText(
    "Queries run on PostgreSQL (PGlite) with the MySQL schema translated by Relata's generator.",
  );
  await expect(status(page)).toContainText('Ready: 2 tables', BUILT);
  await page.locator('label', { hasText: /^SQLite$/ }).click();
  await expect(page.getByRole('radio', { name: 'SQLite' })).toBeChecked();
  await expect(page.getByTestId('engine-line')).toContainText(
    "Queries run on SQLite with the MySQL schema translated by Relata's generator.",
  );
  await expect(status(page)).toContainText('Ready: 2 tables', BUILT);
  await runQuery(page, 'SELECT count(*) FROM orders o JOIN customers c ON c.id = o.customer_id');
  await expect(results(page).getByRole('cell')).toHaveText('50');
});
