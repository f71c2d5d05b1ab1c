import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { createProject, open, person } from '../support/people';

// Issue 17 item 4: creating and editing a project and its documentation pass axe-core's
// WCAG 2.1 A/AA rules in each of the five themes.

test('create project, with its errors, project edit and the documentation are accessible', async ({
  page,
}) => {
  const ada = await person(page, 'Ada');
  await open(ada, '/app/projects/create');
  await expect(page.getByRole('textbox', { name: 'Project Name' })).toBeVisible();
  await expectAccessible(page, 'create project');
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectAccessible(page, 'create project with errors');

  const id = await createProject(ada, 'Payroll', 'Salaries');
  await open(ada, `/app/projects/${id}/edit`);
  await expect(page.getByRole('textbox', { name: 'Project Name' })).toHaveValue('Payroll');
  await expectAccessible(page, 'project edit');

  await open(ada, `/app/projects/${id}/documentation`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'project documentation');
});
