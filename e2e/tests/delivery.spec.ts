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
