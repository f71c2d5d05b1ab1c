import { expectAccessible } from '../support/axe';
import { expect, httpStatusError, test } from '../support/fixtures';
import { createProject, open, person } from '../support/people';

// Issue 17 item 4: a project page's shell (header, project selector, drawer), wide and at 390 px,
// passes axe-core's WCAG 2.1 A/AA rules in each of the five themes.

test('a project page with its drawer, and a project that cannot be loaded, are accessible', async ({
  page,
  allowConsoleErrors,
}) => {
  const ada = await person(page, 'Ada');
  const id = await createProject(ada, 'Payroll', 'Salaries');
  await open(ada, `/app/projects/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payroll' })).toBeVisible();
  await expectAccessible(page, 'project overview');

  allowConsoleErrors(httpStatusError(400));
  await open(ada, '/app/projects/demo');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Could not find project.' }),
  ).toBeVisible();
  await expectAccessible(page, 'project load error');
});

test('at 390 px the dashboard and a project page with the drawer open are accessible', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const ada = await person(page, 'Ada');
  const id = await createProject(ada, 'Payroll', 'Salaries');
  await open(ada, '/app');
  await expect(page.getByRole('link', { name: /Payroll/ })).toBeVisible();
  await expectAccessible(page, 'dashboard at 390 px');

  await open(ada, `/app/projects/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payroll' })).toBeVisible();
  await expectAccessible(page, 'project overview at 390 px');
  await page.getByRole('button', { name: 'Project menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Project' })).toBeVisible();
  await expectAccessible(page, 'project drawer at 390 px');
});
