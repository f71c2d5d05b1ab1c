import { expect, test } from '../support/fixtures';
import { api, createProject, open, person } from '../support/people';

// Issue 41, item 3: the data dictionary can be printed. Printed, the members' page and the share
// page show the dictionary alone (no header, drawer or switch), every table's section, over as
// many pages as it takes rather than the window's height of it.

const TABLES = 12;

test('printing the data dictionary prints it alone and whole, for members and on a share link', async ({
  page,
  browser,
}) => {
  const ann = await person(page, 'Ann');
  const id = await createProject(ann, 'Print me', 'Twelve tables', 'postgresql');
  for (let i = 0; i < TABLES; i++)
    await api(ann, 'POST', `/api/projects/${id}/tables`, { name: `table_${i}`, x: i * 420, y: 0 });
  const link = await api<{ url: string }>(ann, 'POST', `/api/projects/${id}/shares`, {
    name: 'Print',
    expiresInDays: null,
    password: null,
    includeSql: false,
    live: false,
    embed: 'none',
    embedOrigins: [],
  });

  /** In print media: the dictionary's last section is laid out, and the page is far taller than the window (800 px). */
  const printsWhole = async (reader: typeof page) => {
    await reader.emulateMedia({ media: 'print' });
    const last = reader.getByRole('heading', { name: `table_${TABLES - 1}`, exact: true });
    await expect(last).toBeVisible();
    const height = await reader.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeGreaterThan(1500);
  };

  await open(ann, `/app/projects/${id}/dictionary`);
  await expect(page.getByRole('heading', { level: 2, name: /Tables/ })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await printsWhole(page);
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Project' })).toBeHidden();

  const reader = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await reader.goto(link.url);
  await reader.locator('label', { hasText: 'Data dictionary' }).click();
  await expect(reader.getByRole('heading', { level: 2, name: /Tables/ })).toBeVisible();
  await expect(reader.locator('label', { hasText: /^Diagram$/ })).toBeVisible();
  await printsWhole(reader);
  await expect(reader.locator('label', { hasText: /^Diagram$/ })).toBeHidden();
  await reader.context().close();
});
