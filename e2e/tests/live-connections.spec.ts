import { LIVE_DB_OFF } from '@relata/core';
import { expect, test } from '../support/fixtures';
import { addMember, createProject, done, open, person } from '../support/people';

// Issue 38, items 1c and 5: a project's saved connections to live databases live in its Database
// settings, for Admins only. This server runs without LIVE_DB_HOSTS, so connections are off.

test('an Admin is told connections are off and how to turn them on; a Viewer sees none of it', async ({
  page,
  browser,
}) => {
  const ada = await person(page, 'Ada');
  const id = await createProject(ada, 'Payroll', 'Salaries', 'postgresql');
  await open(ada, `/app/projects/${id}/settings/database`);
  const section = page.getByRole('region', { name: 'Live database connections' });
  await expect(section.getByTestId('live-db-off')).toHaveText(LIVE_DB_OFF);
  await expect(section.getByRole('button', { name: 'Add connection' })).toHaveCount(0);

  // A Viewer who opens the page by its address gets no section, and the server refuses them
  // the list the section would ask for.
  const vic = await person(browser, 'Vic');
  await addMember(ada, id, vic, 'Viewer');
  const asked: string[] = [];
  vic.page.on('request', (r) => {
    if (r.url().includes('/connections')) asked.push(r.url());
  });
  await open(vic, `/app/projects/${id}/settings/database`);
  await expect(vic.page.getByText('Only Admins can change the database settings.')).toBeVisible();
  await expect(vic.page.getByRole('heading', { name: 'Live database connections' })).toHaveCount(0);
  expect(asked).toEqual([]);
  const list = await vic.page.request.get(`/api/projects/${id}/connections`);
  expect(list.status()).toBe(403);
  await done(vic);
});
