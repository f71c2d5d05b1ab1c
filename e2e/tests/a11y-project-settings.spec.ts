import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { createProject, open, person } from '../support/people';

// Issue 17 item 4: a project's settings General, with the delete dialog, and Visualization pass
// axe-core's WCAG 2.1 A/AA rules in each of the five themes.

test('the project settings General, with the delete dialog, and Visualization are accessible', async ({
  page,
}) => {
  const ada = await person(page, 'Ada');
  const id = await createProject(ada, 'Payroll', 'Salaries');
  const base = `/app/projects/${id}/settings`;
  await open(ada, `${base}/general`);
  await expect(page.getByRole('heading', { level: 1, name: 'General' })).toBeVisible();
  await expectAccessible(page, 'project settings, general');
  await page.getByRole('button', { name: 'Delete Project' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete Project' })).toBeVisible();
  await expectAccessible(page, 'delete project dialog', { include: '[role="dialog"]' });
  await page.keyboard.press('Escape');

  await open(ada, `${base}/visualization`);
  await expect(page.getByRole('heading', { level: 1, name: 'Visualization' })).toBeVisible();
  await expectAccessible(page, 'project settings, visualization');
});
