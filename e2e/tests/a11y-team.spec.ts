import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { addMember, api, createProject, done, open, person } from '../support/people';

// Issue 17 item 4: the team page and its dialogs pass axe-core's WCAG 2.1 A/AA rules in each of
// the five themes.

test('the team page with members and a pending invitation and its dialogs are accessible', async ({
  page,
  browser,
}) => {
  const ada = await person(page, 'Ada');
  const [grace, alan] = await Promise.all([person(browser, 'Grace'), person(browser, 'Alan')]);
  const id = await createProject(ada, 'Payroll', 'Salaries');
  await addMember(ada, id, grace, 'Editor');
  await api(ada, 'POST', `/api/projects/${id}/invites`, {
    invitee_email: alan.email,
    role: 'Viewer',
  });

  await open(ada, `/app/projects/${id}/team`);
  await expect(page.getByRole('table', { name: 'Team members' }).getByRole('row')).toHaveCount(3);
  await expectAccessible(page, 'team page');

  await page.getByRole('button', { name: 'Invite User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a Team Member' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'invite dialog', { include: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Invite User' }).click();
  await expect(dialog.getByRole('alert').first()).toBeVisible();
  await expectAccessible(page, 'invite dialog with errors', { include: '[role="dialog"]' });
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /Remove Grace/ }).click();
  await expect(page.getByRole('dialog', { name: 'Remove member' })).toBeVisible();
  await expectAccessible(page, 'remove member dialog', { include: '[role="dialog"]' });
  await page.keyboard.press('Escape');
  await done(grace, alan);
});
