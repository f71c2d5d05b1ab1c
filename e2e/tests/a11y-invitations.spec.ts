import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { api, createProject, done, inviteLink, open, person } from '../support/people';

// Issue 17 item 4: an invitation's page, the dashboard's invitations and the notification menu
// with a notification pass axe-core's WCAG 2.1 A/AA rules in each of the five themes.

test('accept invite, the dashboard with an invitation and its notification are accessible', async ({
  page,
  browser,
}) => {
  const alan = await person(page, 'Alan');
  const ada = await person(browser, 'Ada');
  const id = await createProject(ada, 'Payroll', 'Salaries');
  await api(ada, 'POST', `/api/projects/${id}/invites`, {
    invitee_email: alan.email,
    role: 'Viewer',
  });

  await open(alan, await inviteLink(alan.email));
  await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
  await expectAccessible(page, 'accept invite');
  await open(alan, '/app');
  await expect(page.getByRole('region', { name: 'Invitations' })).toBeVisible();
  await expectAccessible(page, 'dashboard with an invitation');
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page, 'notifications menu with one', { include: '[role="menu"]' });
  await done(ada);
});
