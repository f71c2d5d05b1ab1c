import { editedProject, openComparison } from '../support/compare';
import { expect, httpStatusError, test } from '../support/fixtures';
import { addMember, api, done, open, person } from '../support/people';
import { prepareDiagram, storedDiagram, tableNamed } from '../support/visualizer';

// Issue 19, items 2 and 3: comparing a version with the current diagram on the canvas, the list
// of changes, and the migration scripts.

const COLOURS = {
  added: 'rgb(81, 207, 102)',
  removed: 'rgb(255, 135, 135)',
  changed: 'rgb(252, 196, 25)',
};

test('a comparison marks what changed on the canvas, lists it, and leaves on Escape', async ({
  page,
}) => {
  const { ann, id, versionId } = await editedProject(page);
  const before = await storedDiagram(ann, id);
  await openComparison(page, id, versionId);
  const bar = page.getByRole('toolbar', { name: 'Comparison' });
  await expect(bar).toContainText('5 changes');

  // Added green, removed a red ghost at its old place, changed amber with its columns marked.
  await expect(tableNamed(page, 'invoices')).toHaveAttribute('data-change', 'added');
  await expect(tableNamed(page, 'invoices')).toHaveCSS('outline-color', COLOURS.added);
  await expect(tableNamed(page, 'notes')).toHaveAttribute('data-change', 'removed');
  await expect(tableNamed(page, 'notes')).toHaveCSS('outline-color', COLOURS.removed);
  const purchases = tableNamed(page, 'purchases');
  await expect(purchases).toHaveAttribute('data-change', 'changed');
  await expect(purchases).toHaveCSS('outline-color', COLOURS.changed);
  await expect(tableNamed(page, 'users')).not.toHaveAttribute('data-change');

  // The list groups the changes; choosing one brings its table into view.
  const pane = page.getByTestId('side-pane');
  await expect(pane.getByRole('tab', { name: 'Changes (5)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(pane.getByRole('heading', { name: 'Tables (3)' })).toBeVisible();
  await expect(pane.getByRole('heading', { name: 'Columns (2)' })).toBeVisible();
  await expect(pane.getByRole('heading', { name: /Relationships/ })).toHaveCount(0);
  await expect(
    pane.getByRole('button', { name: /Changed purchases renamed from orders/ }),
  ).toBeVisible();
  await expect(
    pane.getByRole('button', { name: /Changed purchases\.total type integer -> bigint/ }),
  ).toBeVisible();
  // The comparison opens with everything in view; a chosen change is shown at the detail zoom.
  await expect(tableNamed(page, 'notes')).toBeInViewport();
  await pane.getByRole('button', { name: /Changed purchases\.total/ }).click();
  // Marked in words too, and column by column.
  await expect(purchases).toContainText('Changed');
  await expect(purchases.locator('[data-change="changed"]')).toContainText('total');
  await expect(purchases.locator('[data-change="removed"]')).toContainText('note');
  await expect(purchases.locator('[data-change="changed"]')).toBeInViewport();
  await expect(tableNamed(page, 'notes')).not.toBeInViewport();
  await pane.getByRole('button', { name: 'Removed notes' }).click();
  await expect(tableNamed(page, 'notes')).toBeInViewport();

  // Read-only: no editing toolbar, a double click edits nothing, Delete deletes nothing.
  await expect(page.getByRole('button', { name: 'Import' })).toHaveCount(0);
  const notes = tableNamed(page, 'notes');
  await notes.click({ position: { x: 60, y: 12 } });
  await page.keyboard.press('Delete');
  await notes.dblclick({ position: { x: 40, y: 12 } });
  await expect(notes.getByRole('textbox')).toHaveCount(0);
  await expect(notes).toBeVisible();
  expect((await storedDiagram(ann, id)).tables).toHaveLength(before.tables.length);

  // Escape leaves for the diagram as it is, unmarked.
  await page.locator('.react-flow__pane').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`/app/projects/${id}/visualizer$`));
  await expect(tableNamed(page, 'purchases')).toBeVisible();
  await expect(tableNamed(page, 'purchases')).not.toHaveAttribute('data-change');
  await expect(tableNamed(page, 'notes')).toHaveCount(0);
});

test('the migration of a comparison in each dialect, with its rollback, copied and downloaded, also by a Viewer', async ({
  page,
  browser,
}) => {
  const { ann, id, versionId } = await editedProject(page);
  await openComparison(page, id, versionId);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const pane = page.getByTestId('side-pane');
  await pane.getByRole('tab', { name: 'Migration' }).click();
  // The project's dialect first: PostgreSQL, one transaction, renames as renames.
  await expect(pane.getByRole('combobox', { name: 'Dialect' })).toHaveValue('PostgreSQL');
  const script = pane.getByTestId('script-view');
  await expect(script).toContainText('ALTER TABLE orders RENAME TO purchases;');
  await expect(script).toContainText('ALTER TABLE purchases ALTER COLUMN total TYPE bigint');
  await expect(script).toContainText('BEGIN;');
  // Dropping notes and purchases.note loses data: named above the script and flagged in it.
  const warning = pane.getByRole('alert');
  await expect(warning).toContainText('2 destructive statements: back up the data first');
  await expect(warning).toContainText('drops table notes and its rows');
  await expect(script).toContainText('-- DESTRUCTIVE: drops table notes and its rows');

  await pane.getByRole('button', { name: 'Copy' }).click();
  await expect(pane.getByRole('button', { name: 'Copied!' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(
    /^-- Relata migration \(PostgreSQL\): Before the edits -> Current diagram/,
  );
  expect(copied).toContain('DROP TABLE notes;');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    pane.getByRole('button', { name: 'Download .sql' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(
    'migration-before-the-edits-to-current-diagram.postgresql.sql',
  );

  // The rollback undoes it: the rename back, the table re-created.
  await pane.getByText('Rollback', { exact: true }).click();
  await expect(script).toContainText('ALTER TABLE purchases RENAME TO orders;');
  await expect(script).toContainText('CREATE TABLE notes');
  await expect(warning).toContainText('drops table invoices and its rows');

  // SQLite rebuilds what it cannot alter, foreign keys off around its transaction.
  await pane.getByRole('combobox', { name: 'Dialect' }).click();
  await page.getByRole('option', { name: 'SQLite' }).click();
  await expect(script).toContainText('PRAGMA foreign_keys = OFF;');
  await pane.getByRole('combobox', { name: 'Dialect' }).click();
  await page.getByRole('option', { name: 'MySQL' }).click();
  await expect(pane).toContainText('each committed on its own');

  // A Viewer sees the same comparison and copies its script.
  const vic = await person(browser, 'Vic');
  await addMember(ann, id, vic, 'Viewer');
  await open(vic, `/app/projects/${id}/visualizer?compare=${versionId}`);
  const viewerPane = vic.page.getByTestId('side-pane');
  await expect(viewerPane.getByRole('tab', { name: 'Changes (5)' })).toBeVisible();
  await viewerPane.getByRole('tab', { name: 'Migration' }).click();
  await expect(viewerPane.getByTestId('script-view')).toContainText(
    'ALTER TABLE orders RENAME TO purchases;',
  );
  await done(vic);
});

test('Version Control opens a comparison with the current diagram, and of two chosen versions', async ({
  page,
}) => {
  const { ann, id } = await editedProject(page);
  await api(ann, 'POST', `/api/projects/${id}/versions`, { name: 'After the edits' });
  await open(ann, `/app/projects/${id}`);
  await page
    .getByRole('navigation', { name: 'Project' })
    .getByRole('link', { name: 'Version Control' })
    .click();
  const list = page.getByRole('list', { name: 'Versions' });
  const entry = (name: string) => list.getByRole('listitem', { name, exact: true });
  await entry('Before the edits').getByRole('link', { name: 'Compare with current' }).click();
  const bar = page.getByRole('toolbar', { name: 'Comparison' });
  await expect(bar).toContainText('Comparing Before the edits → Current diagram');
  await expect(bar).toContainText('5 changes');
  await page.goBack();

  // Chosen newest first, compared oldest first: what changed since "Before the edits".
  await page.getByRole('checkbox', { name: 'Choose After the edits for comparison' }).check();
  await page.getByRole('checkbox', { name: 'Choose Before the edits for comparison' }).check();
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(bar).toContainText('Comparing Before the edits → After the edits');
  await expect(bar).toContainText('5 changes');
  await expect(tableNamed(page, 'invoices')).toHaveAttribute('data-change', 'added');
  // Leave returns to the live diagram.
  await bar.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/projects/${id}/visualizer$`));
});

test('a comparison of a version that does not exist says so', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(httpStatusError(404));
  const { id } = await prepareDiagram(page, {});
  await page.goto(`/app/projects/${id}/visualizer?compare=00000000-0000-4000-8000-000000000000`);
  await expect(page.getByRole('alert')).toContainText('This comparison cannot be shown');
});
