import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/fixtures';
import { createProject, open, person } from '../support/people';

test('/login loads its hashed assets brotli-compressed and cached for a year, the page never cached', async ({
  page,
  request,
}) => {
  const assets = new Map<string, Record<string, string>>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/')) {
      void response.allHeaders().then((headers) => assets.set(url.pathname, headers));
    }
  });
  const document = await page.goto('/login');
  await waitForApp(page);
  expect((await document?.allHeaders())?.['cache-control']).toBe('no-store');

  const loaded = [...assets.keys()].filter((p) => /\.(js|css)$/.test(p));
  expect(loaded.length).toBeGreaterThan(2);
  // The browser's own requests, and each asset asked again with Accept-Encoding: br alone.
  for (const pathname of loaded) {
    const res = await request.get(pathname, { headers: { 'accept-encoding': 'br' } });
    expect(res.status(), pathname).toBe(200);
    const headers = res.headers();
    expect(headers['cache-control'], pathname).toBe('public, max-age=31536000, immutable');
    expect(headers['vary'], pathname).toMatch(/accept-encoding/i);
    // Only a file under 1 KB, not worth compressing, goes out as it is.
    if (headers['content-encoding'] !== 'br')
      expect(Number(headers['content-length']), pathname).toBeLessThan(1024);
    expect(assets.get(pathname)?.['cache-control'], pathname).toContain('immutable');
  }
  const encoded = loaded.filter((p) => assets.get(p)?.['content-encoding'] === 'br');
  expect(encoded.length, 'assets the browser received as brotli').toBeGreaterThan(2);
});

test('the visualizer loads CodeMirror only when the Parser tab shows a script', async ({
  page,
}) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.add(response.url());
  });
  /** Whether any script the page loaded so far holds CodeMirror (its editor's class names). */
  const codeMirrorLoaded = async () => {
    for (const url of scripts)
      if ((await (await page.request.get(url)).text()).includes('cm-scroller')) return true;
    return false;
  };
  const ada = await person(page, 'Ada');
  const projectId = await createProject(ada, 'Lazy editor');
  await open(ada, `/app/projects/${projectId}/visualizer`);
  const pane = page.getByTestId('side-pane');
  await expect(pane.getByRole('tab', { name: 'Editor' })).toBeVisible();
  await expect(page.getByTestId('diagram-canvas')).toBeVisible();
  expect(await codeMirrorLoaded()).toBe(false);

  await pane.getByRole('tab', { name: /Parser/ }).click();
  await expect(pane.getByRole('textbox', { name: /script/i })).toBeVisible();
  expect(await codeMirrorLoaded()).toBe(true);
});

/** What scripts weigh as gzip, measured as scripts/bundle-budget.mjs does. */
async function gzipWeight(page: Page, pathnames: Iterable<string>): Promise<number> {
  let bytes = 0;
  for (const pathname of pathnames)
    bytes += gzipSync(await (await page.request.get(pathname)).body(), { level: 9 }).length;
  return bytes;
}

test('the dashboard shows its projects after at most 150 KB of JavaScript, with no zod in it', async ({
  page,
}) => {
  const ada = await person(page, 'Ada');
  await createProject(ada, 'Budgeted shop');
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) scripts.add(pathname);
  });
  await open(ada, '/app');
  await expect(page.getByText('Budgeted shop', { exact: true })).toBeVisible();
  const shown = [...scripts];

  const gzipBytes = await gzipWeight(page, shown);
  expect(gzipBytes).toBeGreaterThan(50 * 1024);
  expect(gzipBytes).toBeLessThanOrEqual(150 * 1024);
  // The answers the page shows are checked by the server; the client reads them without zod,
  // whose error class would be in any script that carries it.
  for (const pathname of shown)
    expect(await (await page.request.get(pathname)).text(), pathname).not.toContain('ZodError');
});

test('/login loads at most its budget of JavaScript, and the theme menu only when it is used', async ({
  page,
}) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) scripts.add(pathname);
  });
  await page.goto('/login');
  await waitForApp(page);
  await page.waitForLoadState('networkidle');

  const gzipBytes = await gzipWeight(page, scripts);
  expect(gzipBytes).toBeGreaterThan(50 * 1024);
  expect(gzipBytes).toBeLessThanOrEqual(150 * 1024);

  // The theme menu's code arrives with the first use, and the keyboard still drives it.
  const before = scripts.size;
  const themeButton = page.getByRole('button', { name: 'Dark theme' });
  await themeButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  expect(scripts.size).toBeGreaterThan(before);
  await expect(page.getByRole('menuitemradio', { name: 'Dark', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveClass('theme-light');
  // Closing the menu hands the focus back to its button.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Light theme' })).toBeFocused();
});

test('a page whose code fails to load says so and offers a reload, which brings it', async ({
  page,
  allowConsoleErrors,
}) => {
  // What Chromium and the app log for the blocked script are this test's doing.
  allowConsoleErrors(
    /Failed to load resource/,
    /dynamically imported module/,
    /failed to load or render/,
  );
  const ada = await person(page, 'Ada');
  const projectId = await createProject(ada, 'Broken chunk');
  // The Tasks page's code cannot be fetched, as after a release that replaced it or on a dropped
  // network; the shell and the other pages can.
  const tasksChunk = /\/assets\/TasksPage-[\w-]+\.js$/;
  await page.route(tasksChunk, (route) => route.abort('failed'));
  await open(ada, `/app/projects/${projectId}/tasks`);
  const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded.' });
  await expect(alert).toBeVisible();

  // Another page shows again, and the broken one still says so rather than staying blank.
  await page.getByRole('link', { name: 'Overview' }).first().click();
  await expect(page.getByRole('heading', { name: 'Broken chunk' })).toBeVisible();
  await expect(alert).toBeHidden();
  await page.getByRole('link', { name: 'Tasks' }).first().click();
  await expect(alert).toBeVisible();

  await page.unroute(tasksChunk);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
  await expect(alert).toBeHidden();
});
