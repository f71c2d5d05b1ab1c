import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/fixtures';
import { api, createProject, done, person, type Person } from '../support/people';
import { BASE_URL } from '../support/ports';

// Issue 41: share links, for readers without an account.

/** Makes the project's two tables through the API. */
async function twoTables(ann: Person, projectId: string): Promise<void> {
  for (const [name, x] of [
    ['customers', 0],
    ['orders', 420],
  ] as const)
    await api(ann, 'POST', `/api/projects/${projectId}/tables`, { name, x, y: 0 });
}

/** Creates a link in Project settings > Sharing; answers its address as the dialog shows it once. */
async function createLink(
  page: Page,
  projectId: string,
  fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
): Promise<string> {
  await page.goto(`/app/projects/${projectId}/settings/sharing`);
  await waitForApp(page);
  await page.getByRole('button', { name: 'Create link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create share link' });
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const created = page.getByRole('dialog', { name: 'Link created' });
  const url = await created.getByRole('textbox', { name: 'Link', exact: true }).inputValue();
  expect(url).toMatch(new RegExp(`^${BASE_URL}/s/[A-Za-z0-9_-]{22}$`));
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(created).toBeHidden();
  return url;
}

/** A browser with no account, and the errors its page logs. */
async function stranger(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors };
}

test('an Admin shares with a password; a reader without an account sees the diagram and can change nothing', async ({
  page,
  browser,
  allowConsoleErrors,
}) => {
  const ann = await person(page, 'Ann');
  const projectId = await createProject(ann, 'Shop schema', 'Orders and customers', 'postgresql');
  await twoTables(ann, projectId);
  const url = await createLink(page, projectId, async (dialog) => {
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Wiki');
    await dialog.getByRole('textbox', { name: 'Password' }).fill('open sesame 1');
  });
  const list = page.getByRole('list', { name: 'Share links' });
  await expect(list.getByRole('listitem')).toContainText('Wiki');

  const reader = await stranger(browser);
  // The reader's wrong password is a 401 the page logs as a failed resource.
  reader.page.on('console', () => undefined);
  allowConsoleErrors(/status of 401/);
  await reader.page.goto(url);
  await expect(reader.page.getByRole('heading', { name: 'Password needed' })).toBeVisible();
  // Nothing of the project shows before the password.
  await expect(reader.page.getByText('Shop schema')).toHaveCount(0);
  await reader.page.getByRole('textbox', { name: 'Password' }).fill('not it');
  await reader.page.getByRole('button', { name: 'Open' }).click();
  await expect(reader.page.getByText('That password is not right.')).toBeVisible();
  await reader.page.getByRole('textbox', { name: 'Password' }).fill('open sesame 1');
  await reader.page.getByRole('button', { name: 'Open' }).click();

  await expect(reader.page.getByRole('heading', { level: 1, name: 'Shop schema' })).toBeVisible();
  await expect(reader.page.getByTestId('table-node')).toHaveCount(2);
  await expect(reader.page.getByTestId('table-node').filter({ hasText: 'orders' })).toBeVisible();
  // Read-only: no tools that change the diagram, and nothing of the team.
  await expect(reader.page.getByRole('button', { name: 'Add table' })).toHaveCount(0);
  await expect(reader.page.getByRole('button', { name: 'Import' })).toHaveCount(0);
  await expect(reader.page.getByText(ann.email)).toHaveCount(0);
  await expect(reader.page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // The server refuses writes from the reader's browser, with or without the link's token.
  const token = new URL(url).pathname.split('/').pop() ?? '';
  const write = await reader.page.request.post(`/api/projects/${projectId}/tables`, {
    headers: { origin: BASE_URL, 'x-share-token': token },
    data: { name: 'intruder', x: 0, y: 0 },
  });
  expect(write.status()).toBe(401);
  const read = await reader.page.request.get(`/api/projects/${projectId}/diagram`, {
    headers: { 'x-share-token': token },
  });
  expect(read.status()).toBe(401);
  expect(reader.errors).toEqual([]);
  await reader.page.context().close();
});

test('a revoked link tells its open page at once, and answers 404', async ({ page, browser }) => {
  const ann = await person(page, 'Ann');
  const projectId = await createProject(ann, 'Payroll', '', 'mysql');
  await twoTables(ann, projectId);
  const url = await createLink(page, projectId, async (dialog) => {
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Handbook');
  });
  const reader = await stranger(browser);
  await reader.page.goto(url);
  await expect(reader.page.getByTestId('table-node')).toHaveCount(2);

  const list = page.getByRole('list', { name: 'Share links' });
  await list.getByRole('button', { name: 'Revoke Handbook' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(list).toHaveCount(0);

  await expect(reader.page.getByRole('heading', { name: 'This link is gone' })).toBeVisible();
  await expect(reader.page.getByTestId('table-node')).toHaveCount(0);
  const token = new URL(url).pathname.split('/').pop() ?? '';
  const answer = await reader.page.request.get('/api/share', {
    headers: { 'x-share-token': token },
  });
  expect(answer.status()).toBe(404);
  expect(reader.errors).toEqual([]);
  await reader.page.context().close();
  await done(ann);
});

test('an embed loads in a page of an allowed origin and is refused on another', async ({
  page,
  browser,
}) => {
  // One server, two origins: http://127.0.0.1:<port> is allowed, http://localhost:<port> is not.
  let embedUrl = '';
  const site = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><title>Wiki</title><h1>Our schema</h1><iframe src="${embedUrl}" width="900" height="600" title="Schema"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const port = (site.address() as AddressInfo).port;
  try {
    const ann = await person(page, 'Ann');
    const projectId = await createProject(ann, 'Catalog', '', 'sqlite');
    await twoTables(ann, projectId);
    const url = await createLink(page, projectId, async (dialog) => {
      await dialog.getByRole('textbox', { name: 'Name' }).fill('Docs site');
      await dialog.getByRole('radio', { name: 'Only these origins' }).check();
      await dialog.getByRole('textbox', { name: 'Origins' }).fill(`http://127.0.0.1:${port}`);
    });
    embedUrl = url.replace('/s/', '/embed/');

    const reader = await stranger(browser);
    await reader.page.goto(`http://127.0.0.1:${port}/`);
    const frame = reader.page.frameLocator('iframe[title="Schema"]');
    await expect(frame.getByTestId('table-node')).toHaveCount(2);
    await expect(frame.getByRole('link', { name: 'Open in Relata' })).toHaveAttribute(
      'href',
      new URL(url).pathname,
    );

    // Another origin: Chromium refuses to frame it, and says why in the page's console.
    const refused = reader.page.waitForEvent('console', (m) => /frame-ancestors/.test(m.text()));
    await reader.page.goto(`http://localhost:${port}/`);
    const said = (await refused).text();
    expect(said).toContain(`frame-ancestors http://127.0.0.1:${port}`);
    expect(said).toContain('blocked');
    await expect(
      reader.page.frameLocator('iframe[title="Schema"]').getByTestId('table-node'),
    ).toHaveCount(0);
    await reader.page.context().close();
  } finally {
    site.close();
  }
});
