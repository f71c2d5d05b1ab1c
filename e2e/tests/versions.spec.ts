import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  addMember,
  api,
  createProject,
  done,
  expectToast,
  open,
  person,
  type Person,
} from '../support/people';
import { openVisualizer, seedTable, tableNamed } from '../support/visualizer';

// Issue 19, items 1, 4 and 5 (the web side): Version Control's page and the toolbar's Save version.

const live = { timeout: 5_000 };

const versionsPath = (projectId: string) => `/app/projects/${projectId}/settings/version-control`;

/** The list entry of a version. */
function entry(page: Page, name: string): Locator {
  return page.getByRole('list', { name: 'Versions' }).getByRole('listitem', { name, exact: true });
}

/** Saves a version through the Save version dialog already open on the page. */
async function saveInDialog(page: Page, name: string, description = ''): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Save version' });
  await expect(dialog).toBeVisible();
  // An empty name is refused with the server's message, before anything is sent.
  await dialog.getByRole('button', { name: 'Save version' }).click();
  await expect(dialog.getByText('Version name is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  if (description) await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await dialog.getByRole('button', { name: 'Save version' }).click();
  await expect(dialog).toBeHidden();
}

/** A project with a table "customers", an Admin, and the given members. */
async function shopWith(ada: Person, ...members: [Person, 'Editor' | 'Viewer'][]) {
  const projectId = await createProject(ada, `Shop ${Date.now()}`, '', 'postgresql');
  await seedTable(ada, projectId, { name: 'customers', x: 0, y: 0 });
  for (const [who, role] of members) await addMember(ada, projectId, who, role);
  return projectId;
}

test('an Editor saves versions from the page and the toolbar; a Viewer sees them live, searches, and has no write controls', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const eve = await person(page, 'Eve', consoleErrors);
  const ada = await person(browser, 'Ada');
  const vic = await person(browser, 'Vic');
  const projectId = await shopWith(ada, [eve, 'Editor'], [vic, 'Viewer']);
  await open(vic, versionsPath(projectId));
  await expect(vic.page.getByText('No versions yet')).toBeVisible();
  await expect(vic.page.getByRole('button', { name: 'Save version' })).toHaveCount(0);

  // Eve saves "Launch" from the Version Control page.
  await open(eve, versionsPath(projectId));
  await page.getByRole('button', { name: 'Save version' }).click();
  await saveInDialog(page, 'Launch', 'The first schema');
  await expectToast(eve, 'Version saved', '"Launch" was saved.');
  await expect(entry(page, 'Launch')).toContainText('The first schema');
  await expect(entry(page, 'Launch')).toContainText('Eve');

  // Vic sees it without reloading, with compare only.
  const launch = entry(vic.page, 'Launch');
  await expect(launch).toBeVisible(live);
  await expect(launch).toContainText('The first schema');
  // Comparing needs no write right; the comparison itself is the visualizer's (its URL: unit tests).
  await expect(launch.getByRole('link', { name: 'Compare with current' })).toBeVisible();
  await expect(
    vic.page.getByRole('checkbox', { name: 'Choose Launch for comparison' }),
  ).toBeEnabled();
  await expect(launch.getByRole('button', { name: 'Restore' })).toHaveCount(0);
  await expect(launch.getByRole('button', { name: /More actions/ })).toHaveCount(0);

  // Eve saves "From canvas" from the visualizer's toolbar; Vic's list follows.
  await openVisualizer(eve, projectId);
  await page
    .getByRole('toolbar', { name: 'Diagram tools' })
    .getByRole('button', { name: 'Save version' })
    .click();
  await saveInDialog(page, 'From canvas');
  await expectToast(eve, 'Version saved', '"From canvas" was saved.');
  await expect(entry(vic.page, 'From canvas')).toBeVisible(live);
  await expect(vic.page.getByRole('list', { name: 'Versions' }).getByRole('listitem')).toHaveCount(
    2,
  );
  // Newest first.
  await expect(
    vic.page.getByRole('list', { name: 'Versions' }).getByRole('listitem').first(),
  ).toHaveAccessibleName('From canvas');

  // Search asks the server: by name, and by description.
  const search = vic.page.getByRole('searchbox', { name: 'Search versions' });
  await search.fill('canvas');
  await expect(entry(vic.page, 'Launch')).toHaveCount(0);
  await expect(entry(vic.page, 'From canvas')).toBeVisible();
  await search.fill('first schema');
  await expect(entry(vic.page, 'From canvas')).toHaveCount(0);
  await expect(entry(vic.page, 'Launch')).toBeVisible();
  await search.fill('nothing like it');
  await expect(vic.page.getByText('No version matches "nothing like it"')).toBeVisible();
  await search.fill('');
  await expect(vic.page.getByRole('list', { name: 'Versions' }).getByRole('listitem')).toHaveCount(
    2,
  );

  await done(ada, vic);
});

test('restoring a version after confirming changes the diagram, Undo in the toast brings it back, and an Admin deletes a version', async ({
  page,
}) => {
  const ada = await person(page, 'Ada');
  const projectId = await shopWith(ada);
  await api(ada, 'POST', `/api/projects/${projectId}/versions`, { name: 'Customers only' });
  await seedTable(ada, projectId, { name: 'orders', x: 400, y: 0 });

  // A second tab shows the canvas while the first restores.
  const canvas = await page.context().newPage();
  await openVisualizer({ ...ada, page: canvas }, projectId);
  await expect(tableNamed(canvas, 'orders')).toBeVisible();

  await open(ada, versionsPath(projectId));
  await entry(page, 'Customers only').getByRole('button', { name: 'Restore' }).click();
  const question = page.getByRole('dialog', { name: 'Restore Version' });
  await expect(question).toContainText('Restore "Customers only"?');
  await question.getByRole('button', { name: 'Restore' }).click();
  await expectToast(ada, 'Version restored', 'The diagram is now "Customers only".');
  await expect(tableNamed(canvas, 'orders')).toHaveCount(0, live);
  await expect(tableNamed(canvas, 'customers')).toBeVisible();
  // The state before was kept as an automatic version.
  const before = entry(page, 'Before restoring “Customers only”');
  await expect(before).toBeVisible(live);
  await expect(before).toContainText('Automatic');
  await expect(before).toContainText('Saved before a restore · Expires in 30 days');

  await page
    .getByTestId('toast')
    .filter({ hasText: 'Version restored' })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expectToast(ada, 'Restore undone');
  await expect(tableNamed(canvas, 'orders')).toBeVisible(live);
  await expect(tableNamed(canvas, 'customers')).toBeVisible();

  // Ada, an Admin, deletes the named version after a question naming it.
  await entry(page, 'Customers only')
    .getByRole('button', { name: 'More actions for Customers only' })
    .click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const deletion = page.getByRole('dialog', { name: 'Delete Version' });
  await expect(deletion).toContainText('Delete the version "Customers only"?');
  await deletion.getByRole('button', { name: 'Delete Version' }).click();
  await expectToast(ada, 'Version deleted', '"Customers only" was deleted.');
  await expect(entry(page, 'Customers only')).toHaveCount(0);
  await canvas.close();
});
