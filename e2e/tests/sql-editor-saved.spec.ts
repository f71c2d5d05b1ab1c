import { expect, test } from '../support/fixtures';
import { addMember, done, expectToast, open, person } from '../support/people';
import {
  BUILT,
  openShopEditor,
  results,
  runQuery,
  sqlEditorPath,
  status,
} from '../support/sqlEditor';

// Issue 20: a PostgreSQL project's saved queries, seen live by another member (the queries
// themselves are in sql-editor.spec.ts).

test('a saved query another member sees as it is saved, renamed and deleted; a Viewer cannot save', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const { ada, projectId } = await openShopEditor(page, 'postgresql', consoleErrors);
  const vic = await person(browser, 'Vic');
  await addMember(ada, projectId, vic, 'Viewer');

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
  // The query's text comes from the server: it runs once it is in the editor, as a person would
  // see it there before pressing the keys (a press before the answer ran nothing, in one CI run).
  await expect(vic.page.getByRole('textbox', { name: 'SQL query' })).toHaveText(
    'SELECT count(*) AS paid FROM orders',
  );
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

  await done(vic);
});
