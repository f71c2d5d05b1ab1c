import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { createProject, open, person } from '../support/people';

// Issue 17 item 4: the dashboard and the header's menus pass axe-core's WCAG 2.1 A/AA rules in
// each of the five themes.

test('the dashboard, empty and with projects, and the header menus are accessible', async ({
  page,
}) => {
  const ada = await person(page, 'Ada');
  await open(ada, '/app');
  await expect(page.getByText('No projects found')).toBeVisible();
  await expectAccessible(page, 'dashboard without projects');
  // An icon button's tooltip is its accessible name, so what is seen is what speech input says.
  await page.getByRole('button', { name: 'Change banner background' }).hover();
  await expect(page.getByText('Change banner background', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page, 'account menu', { include: '[role="menu"]' });
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('No notifications')).toBeVisible();
  await expectAccessible(page, 'notifications menu', { include: '[role="menu"]' });
  await page.keyboard.press('Escape');

  await createProject(ada, 'Payroll', 'Salaries and the people who earn them');
  await createProject(ada, 'Library');
  await open(ada, '/app');
  await expect(page.getByRole('link', { name: /Payroll/ })).toBeVisible();
  await expectAccessible(page, 'dashboard with projects');
});
