import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { createProject, open, person } from '../support/people';

// Issue 17 item 4: the SQL editor page (a placeholder by the spec), in all five themes.

test('the SQL editor page has no axe violations', async ({ page }) => {
  const ada = await person(page, 'Ada');
  const projectId = await createProject(ada, `Sql ${Date.now()}`);
  await open(ada, `/app/projects/${projectId}/sql-editor`);
  await expect(page.getByRole('heading', { name: 'SQL Editor' })).toBeVisible();
  await expectAccessible(page, 'the SQL editor page');
});
