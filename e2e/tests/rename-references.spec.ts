import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { addMember, person } from '../support/people';
import { clickTable, openDiagram, openVisualizer, rowOf } from '../support/visualizer';

// Issue 36, item A1: renaming a column updates the view that reads it, live and undoably, and
// deleting a column a view reads asks first, naming the view (docs/decisions/0048).

const SCRIPT = `CREATE TABLE film (film_id integer PRIMARY KEY, title text, description text);
CREATE VIEW film_list AS SELECT film.film_id AS fid, film.title, film.description FROM film;`;

/** Imports the script into the open diagram through the Import dialog (Add to diagram). */
async function importScript(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import' });
  await dialog.getByRole('textbox', { name: 'SQL or DBML' }).fill(SCRIPT);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rowOf(page, 'film', 'description')).toBeVisible();
}

/** The Parser tab's script (the project's PostgreSQL). */
async function script(page: Page) {
  await page
    .getByTestId('side-pane')
    .getByRole('tab', { name: /Parser/ })
    .click();
  return page.getByTestId('script-view');
}

/** The side panel's editor of film's description column (film_id, title, description). */
async function descriptionEditor(page: Page) {
  await page.getByTestId('side-pane').getByRole('tab', { name: 'Editor' }).click();
  await clickTable(page, 'film');
  return page.getByTestId('side-pane').getByTestId('column-editor').nth(2);
}

test('renaming a column a view reads rewrites the view in the script, live for a member, and undo puts it back', async ({
  page,
  browser,
}) => {
  const { ann, id } = await openDiagram(page);
  const bob = await person(browser, 'Bob');
  await addMember(ann, id, bob, 'Editor');
  await importScript(page);
  await openVisualizer(bob, id);
  const mine = await script(page);
  await expect(mine).toContainText('film.description FROM film');

  const editor = await descriptionEditor(page);
  await editor.getByRole('textbox', { name: 'Name' }).fill('synopsis');
  await expect(rowOf(page, 'film', 'synopsis')).toBeVisible();

  // The view reads the new name and keeps its column (as PostgreSQL keeps a view's columns).
  const renamed = 'film.synopsis AS description FROM film';
  await expect(await script(page)).toContainText(renamed);
  await expect(mine).not.toContainText('film.description');
  const bobs = await script(bob.page);
  await expect(bobs).toContainText(renamed);

  // One undo takes back the rename and the view's rewrite together, for both.
  await page.getByRole('button', { name: /^Undo/ }).click();
  await expect(rowOf(page, 'film', 'description')).toBeVisible();
  await expect(mine).toContainText('film.description AS description FROM film');
  await expect(mine).not.toContainText('synopsis');
  await expect(bobs).not.toContainText('synopsis');
});

test('deleting a column a view reads asks first and names the view', async ({ page }) => {
  await openDiagram(page);
  await importScript(page);
  const remove = (await descriptionEditor(page)).getByRole('button', { name: 'Remove column' });
  const question = page.getByRole('dialog', { name: 'Delete column "film.description"?' });

  await remove.click();
  await expect(question).toContainText('view film_list');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await expect(rowOf(page, 'film', 'description')).toBeVisible();

  await remove.click();
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(rowOf(page, 'film', 'description')).toHaveCount(0);
});
