import { expect, test } from '../support/fixtures';
import { addMember, createProject, done, expectToast, open, person } from '../support/people';

test('a role change applies live; a removed member is sent home; members leave, the last Admin cannot', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const ada = await person(page, 'Ada', consoleErrors);
  const [grace, alan] = await Promise.all([person(browser, 'Grace'), person(browser, 'Alan')]);
  const name = `Payroll ${Date.now()}`;
  const projectId = await createProject(ada, name);
  await addMember(ada, projectId, grace, 'Viewer');
  await addMember(ada, projectId, alan, 'Editor');
  const base = `/app/projects/${projectId}`;

  // Grace, a Viewer, sees General read-only and no Database entry.
  await open(grace, `${base}/settings/general`);
  const drawer = grace.page.getByRole('navigation', { name: 'Project' });
  await expect(drawer.getByRole('link', { name: 'General' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Database' })).toHaveCount(0);
  await expect(grace.page.getByRole('textbox', { name: 'Project Name' })).toHaveAttribute(
    'readonly',
    '',
  );
  await expect(grace.page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await open(alan, base);
  await expect(alan.page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Ada makes Grace an Admin; Grace's screen follows without a reload.
  await open(ada, `${base}/team`);
  const members = page.getByRole('table', { name: 'Team members' });
  await expect(members.getByRole('row')).toHaveCount(4);
  await page.getByRole('searchbox', { name: 'Search Team Members' }).fill('alan');
  await expect(members.getByRole('row')).toHaveCount(2);
  await page.getByRole('searchbox', { name: 'Search Team Members' }).fill('');
  await page.getByRole('combobox', { name: /Role of Grace/ }).click();
  await page.getByRole('option', { name: 'Admin' }).click();
  await expectToast(ada, 'Success', 'is now Admin.');
  await expect(drawer.getByRole('link', { name: 'Database' })).toBeVisible();
  await expect(grace.page.getByRole('textbox', { name: 'Project Name' })).not.toHaveAttribute(
    'readonly',
  );
  await expect(grace.page.getByRole('button', { name: 'Save' })).toBeDisabled();
  // The invitation's notification and now the role change.
  await expect(grace.page.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();

  // Ada removes Alan, who is taken off the project's screens with a message.
  await page.getByRole('button', { name: /Remove Alan/ }).click();
  await page
    .getByRole('dialog', { name: 'Remove member' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expectToast(ada, 'Success', 'User removed successfully.');
  await expect(members.getByRole('row')).toHaveCount(3);
  await expectToast(alan, 'Removed from project', `You are no longer a member of "${name}".`);
  await expect(alan.page).toHaveURL('/app');
  await expect(alan.page.getByText('No projects found')).toBeVisible();

  // Grace leaves after confirming.
  await grace.page.getByRole('button', { name: 'Leave Project' }).click();
  await grace.page
    .getByRole('dialog', { name: 'Leave Project' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expectToast(grace, 'Success', 'You have left the project successfully.');
  await expect(grace.page).toHaveURL('/app');
  await expect(grace.page.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
  await expect(members.getByRole('row')).toHaveCount(2);

  // Ada is the last Admin: the server's message says why she cannot leave.
  await open(ada, `${base}/settings/general`);
  await page.getByRole('button', { name: 'Leave Project' }).click();
  await page
    .getByRole('dialog', { name: 'Leave Project' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expectToast(ada, 'Error', 'You are the last Admin of this project.');
  await expect(page).toHaveURL(`${base}/settings/general`);
  consoleErrors.splice(0); // the refused leave (409) is logged by the browser and the app
  await done(grace, alan);
});

test('an Admin deletes a project by typing its name; a member on it is told', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const ada = await person(page, 'Ada', consoleErrors);
  const grace = await person(browser, 'Grace');
  const name = `Old Shop ${Date.now()}`;
  const projectId = await createProject(ada, name);
  await addMember(ada, projectId, grace, 'Editor');
  await open(grace, `/app/projects/${projectId}`);
  await expect(grace.page.getByRole('heading', { level: 1, name })).toBeVisible();

  await open(ada, `/app/projects/${projectId}/settings/general`);
  await page.getByRole('button', { name: 'Delete Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Project' });
  const confirmButton = dialog.getByRole('button', { name: 'Delete Project' });
  await expect(confirmButton).toBeDisabled();
  await dialog.getByRole('textbox').fill('Old Shop');
  await expect(confirmButton).toBeDisabled();
  await dialog.getByRole('textbox').fill(name);
  await confirmButton.click();
  await expectToast(ada, 'Success', 'Project deleted successfully.');
  await expect(page).toHaveURL('/app');
  await expect(page.getByText('No projects found')).toBeVisible();

  await expectToast(grace, 'Project deleted', `"${name}" has been deleted.`);
  await expect(grace.page).toHaveURL('/app');
  await done(grace);
});
