import { expect, test } from '../support/fixtures';
import { api, done, expectToast, inviteLink, open, person } from '../support/people';

test('an Admin creates a project and invites by e-mail; the invitee accepts from the mail link', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const ada = await person(page, 'Ada', consoleErrors);
  const grace = await person(browser, 'Grace');
  const name = `Orders ${Date.now()}`;

  // Create: the rules first, then the project.
  await open(ada, '/app');
  await page.getByRole('link', { name: 'Create Project' }).click();
  await expect(page).toHaveURL('/app/projects/create');
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(
    page.getByText('Please fix the errors in the form before submitting.'),
  ).toBeVisible();
  await expect(page.getByText('Project Name is required').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Project Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Project Description' }).fill('Orders and invoices');
  await expect(page.getByText('19 / 1000')).toBeVisible();
  await page.getByRole('combobox', { name: 'Database' }).click();
  await page.getByRole('option', { name: 'PostgreSQL' }).click();
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page).toHaveURL(/\/app\/projects\/[0-9a-f-]{36}$/);
  const projectId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('PostgreSQL')).toBeVisible();
  await expect(page.getByText(/Ada.* created the project/)).toBeVisible();

  // Invite from the team page.
  await open(ada, `/app/projects/${projectId}/team`);
  await expect(page.getByText('No invites found')).toBeVisible();
  await page.getByRole('button', { name: 'Invite User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a Team Member' });
  await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveValue('Viewer');
  await dialog.getByRole('button', { name: 'Invite User' }).click();
  await expect(dialog.getByText('Please fill in the required fields.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Invitee Email' }).fill(grace.email);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Editor' }).click();
  await dialog.getByRole('button', { name: 'Invite User' }).click();
  await expectToast(ada, 'Success', `Invitation sent to ${grace.email}`);
  const invites = page.getByRole('table', { name: 'Pending invites' });
  await expect(invites.getByRole('row', { name: new RegExp(grace.email) })).toContainText(
    'Pending',
  );

  // Grace follows the mail's link and accepts.
  await open(grace, await inviteLink(grace.email));
  await expect(grace.page.getByRole('heading', { name })).toBeVisible();
  await expect(grace.page.getByText('Editor', { exact: true })).toBeVisible();
  await grace.page.getByRole('button', { name: 'Accept' }).click();
  await expectToast(grace, 'Accepted', `${name} Invitation accepted successfully`);
  await expect(grace.page).toHaveURL(`/app/projects/${projectId}`);
  await expect(grace.page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Ada sees it live: the member, the invitation's status and a notification.
  const members = page.getByRole('table', { name: 'Team members' });
  await expect(members.getByRole('row', { name: /Grace/ })).toBeVisible();
  await expect(invites.getByRole('row', { name: new RegExp(grace.email) })).toContainText(
    'Accepted',
  );
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  await page.getByRole('menuitem', { name: /Grace.* accepted your invitation/ }).click();
  await expect(page).toHaveURL(`/app/projects/${projectId}/team`);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  const list = await api<{ unseen_count: number }>(ada, 'GET', '/api/notifications');
  expect(list.unseen_count).toBe(0);

  // The same link does not work twice.
  await open(grace, await inviteLink(grace.email));
  await expect(grace.page.getByText('Invitation already answered')).toBeVisible();
  grace.errors.splice(0); // the 409 of the answered invitation is logged by the browser
  await done(grace);
});
