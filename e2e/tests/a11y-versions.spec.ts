import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { api, createProject, open, person } from '../support/people';

// Issue 19, item 1: Version Control with its list (a named version with a description, an
// automatic one with its badge, reason and expiry, one chosen for comparison), and the Save
// version dialog with the required name's message.

/** A project with a named version and, after restoring it, the automatic version before. */
async function projectWithVersions(page: Page): Promise<string> {
  const ada = await person(page, 'Ada');
  const id = await createProject(ada, 'Payroll', 'Salaries');
  await api(ada, 'POST', `/api/projects/${id}/tables`, { name: 'employees', x: 0, y: 0 });
  const launch = await api<{ id: string }>(ada, 'POST', `/api/projects/${id}/versions`, {
    name: 'Launch',
    description: 'The schema we shipped',
  });
  await api(ada, 'POST', `/api/projects/${id}/versions/${launch.id}/restore`);
  await open(ada, `/app/projects/${id}/settings/version-control`);
  await expect(page.getByRole('heading', { level: 1, name: 'Version Control' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Versions' }).getByRole('listitem')).toHaveCount(2);
  return id;
}

test('the project settings Version Control with its list is accessible', async ({ page }) => {
  await projectWithVersions(page);
  await expect(page.getByText('Automatic')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Choose Launch for comparison' }).check();
  await expectAccessible(page, 'project settings, version control');
});

test('the Save version dialog is accessible', async ({ page }) => {
  await projectWithVersions(page);
  await page.getByRole('button', { name: 'Save version' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save version' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Save version' }).click();
  await expect(dialog.getByText('Version name is required')).toBeVisible();
  await expectAccessible(page, 'save version dialog', { include: '[role="dialog"]' });
});
