import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { createProject, open, person } from '../support/people';

// Issue 17 item 4: a project's settings Version Control and Database, with its dialog, pass
// axe-core's WCAG 2.1 A/AA rules in each of the five themes.

test('the project settings Version Control and Database, with its dialog, are accessible', async ({
  page,
}) => {
  const ada = await person(page, 'Ada');
  const id = await createProject(ada, 'Payroll', 'Salaries');
  const base = `/app/projects/${id}/settings`;
  await open(ada, `${base}/version-control`);
  await expect(page.getByRole('heading', { level: 1, name: 'Version Control' })).toBeVisible();
  await expectAccessible(page, 'project settings, version control');

  await open(ada, `${base}/database`);
  await expect(page.getByRole('heading', { level: 1, name: 'Database' })).toBeVisible();
  await expectAccessible(page, 'project settings, database');
  await page.getByRole('button', { name: 'Default Table Data' }).click();
  await expect(page.getByRole('dialog', { name: 'Set Default Table Data' })).toBeVisible();
  await expectAccessible(page, 'default table data dialog', { include: '[role="dialog"]' });
});
