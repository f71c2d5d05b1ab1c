import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { api, createProject, open, person } from '../support/people';

// Issue 41, item 5: the share page, its password form and the data dictionary pass axe-core's
// WCAG 2.1 A/AA rules in each of the five themes, at desktop width and at 390 px.

test('the share page, its password form and the data dictionary are accessible', async ({
  page,
  browser,
}) => {
  const ann = await person(page, 'Ann');
  const id = await createProject(ann, 'Shop schema', 'Orders and customers', 'postgresql');
  for (const [name, x] of [
    ['customers', 0],
    ['orders', 420],
  ] as const)
    await api(ann, 'POST', `/api/projects/${id}/tables`, { name, x, y: 0 });
  const link = (password: string | null) =>
    api<{ url: string }>(ann, 'POST', `/api/projects/${id}/shares`, {
      name: password ? 'Locked' : 'Open',
      expiresInDays: null,
      password,
      includeSql: true,
      live: false,
      embed: 'none',
      embedOrigins: [],
    });
  const open_ = await link(null);
  const locked = await link('open sesame 1');

  // The members' Data dictionary page.
  await open(ann, `/app/projects/${id}/dictionary`);
  await expect(page.getByRole('heading', { level: 2, name: /Tables/ })).toBeVisible();
  await expectAccessible(page, 'data dictionary');

  for (const width of [1280, 390]) {
    const reader = await browser.newPage({ viewport: { width, height: 800 } });
    await reader.goto(locked.url);
    await expect(reader.getByRole('heading', { name: 'Password needed' })).toBeVisible();
    await expectAccessible(reader, `share password form at ${width} px`);
    await reader.goto(open_.url);
    await expect(reader.getByTestId('table-node')).toHaveCount(2);
    await expectAccessible(reader, `share page at ${width} px`);
    await reader.locator('label', { hasText: 'Data dictionary' }).click();
    await expect(reader.getByRole('heading', { level: 2, name: /Tables/ })).toBeVisible();
    await expectAccessible(reader, `share page's data dictionary at ${width} px`);
    await reader.context().close();
  }
});
