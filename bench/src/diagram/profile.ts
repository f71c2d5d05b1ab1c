// Profiles one size of the diagram benchmark with the CDP Profiler: where the main thread spends
// its time during import, pan, zoom, fit, pan at the minimum zoom, drag and reload (self time by function, mapped through source maps).
// Usage: npx tsx bench/src/diagram/profile.ts [tables] [outDir]
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { schemaScript } from './fixture';
import { SCRIPT_SHOWN } from './importTables';
import { pan, settled, TABLES_DRAWN, tableOnScreen, zoom, zoomOutFully } from './measure';
import { signUpAndProject, startApp } from './server';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const n = Number(process.argv[2] ?? 1000);
const outDir = process.argv[3] ?? '/tmp/perf';
// The build the server serves (WEB_DIST moves it, as in scripts/start.mjs).
const dist = process.env.WEB_DIST
  ? path.resolve(process.env.WEB_DIST)
  : path.resolve(import.meta.dirname, '../../../apps/web/dist');
const maps = new Map<string, SourceMapConsumer | undefined>();

function original(frame: ProfileNode['callFrame']): string {
  const file = frame.url.split('/').at(-1) ?? '';
  if (!maps.has(file)) {
    const p = path.join(dist, 'assets', `${file}.map`);
    maps.set(
      file,
      fs.existsSync(p)
        ? new SourceMapConsumer(JSON.parse(fs.readFileSync(p, 'utf8')) as RawSourceMap)
        : undefined,
    );
  }
  const map = maps.get(file);
  if (!map || frame.lineNumber < 0)
    return `${frame.functionName || '(anon)'} ${file || '(native)'}`;
  const pos = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const src = (pos.source ?? '?').replace(/^.*node_modules\//, '').replace(/^.*\/src\//, 'src/');
  return `${pos.name ?? frame.functionName ?? '(anon)'} ${src}:${pos.line ?? 0}`;
}

async function profiled<T>(cdp: CDPSession, label: string, work: () => Promise<T>): Promise<T> {
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  const result = await work();
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) =>
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000),
  );
  const byName = new Map<string, number>();
  for (const node of profile.nodes) {
    const t = self.get(node.id) ?? 0;
    if (t === 0) continue;
    const name = original(node.callFrame);
    byName.set(name, (byName.get(name) ?? 0) + t);
  }
  const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 30);
  console.log(`\n== ${label}: ${Date.now() - t0} ms wall`);
  for (const [name, t] of top) console.log(`${t.toFixed(0).padStart(7)} ms  ${name}`);
  fs.writeFileSync(path.join(outDir, `${label}.cpuprofile`), JSON.stringify(profile));
  return result;
}

/** Sums the main thread's trace events by name during `work` (layout, style, paint vs script). */
async function traced<T>(page: Page, label: string, work: () => Promise<T>): Promise<T> {
  const browser = page.context().browser();
  if (!browser) return work();
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'blink',
      'cc',
      'gpu',
    ],
  });
  const result = await work();
  const buffer = await browser.stopTracing();
  fs.writeFileSync(path.join(outDir, `${label}.trace.json`), buffer);
  const { traceEvents } = JSON.parse(buffer.toString()) as {
    traceEvents: {
      name: string;
      ph: string;
      dur?: number;
      tid: number;
      pid: number;
      args?: { name?: string };
    }[];
  };
  const threads = new Map<string, string>();
  for (const e of traceEvents)
    if (e.name === 'thread_name' && e.args?.name) threads.set(`${e.pid}:${e.tid}`, e.args.name);
  const sums = new Map<string, number>();
  for (const e of traceEvents) {
    if (e.ph !== 'X' || !e.dur) continue;
    const thread = threads.get(`${e.pid}:${e.tid}`) ?? '?';
    if (!/CrRendererMain|Compositor|RasterWorker|VizCompositor|CrGpuMain/.test(thread)) continue;
    const key = `${thread.replace(/Thread$/, '')} ${e.name}`;
    sums.set(key, (sums.get(key) ?? 0) + e.dur / 1000);
  }
  console.log(`\n== trace ${label}`);
  for (const [k, v] of [...sums].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`${v.toFixed(0).padStart(7)} ms  ${k}`);
  return result;
}

const app = await startApp();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--enable-precise-memory-info'],
});
try {
  const page = await (
    await browser.newContext({ baseURL: app.url, viewport: { width: 1280, height: 800 } })
  ).newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const measured = <T>(label: string, work: () => Promise<T>) =>
    process.env.TRACE ? traced(page, label, work) : profiled(cdp, label, work);
  const projectId = await signUpAndProject(page, app.url, 'Profile');
  page.on('request', (r) => {
    if (r.url().includes('/diagram'))
      console.log(
        `${new Date().toISOString().slice(17, 23)} start ${r.method()} ${r.url().replace(app.url, '')}`,
      );
  });
  page.on('requestfailed', (r) => console.log(`failed ${r.url()} ${r.failure()?.errorText}`));
  page.on('response', (r) => {
    if (r.url().includes('/diagram'))
      console.log(
        `${new Date().toISOString().slice(17, 23)} ${r.request().method()} ${r.url().replace(app.url, '')} ${r.status()}`,
      );
  });
  await page.goto(`/app/projects/${projectId}/visualizer`);
  await page.getByTestId('diagram-canvas').waitFor();
  await page.getByRole('button', { name: 'Import' }).click();
  await page.locator('input[type=file]').setInputFiles({
    name: 'schema.sql',
    mimeType: 'text/plain',
    buffer: Buffer.from(schemaScript(n, { randomForeignKeys: true })),
  });
  while (!(await page.evaluate<boolean>(SCRIPT_SHOWN))) await page.waitForTimeout(100);
  console.log(`${new Date().toISOString().slice(17, 23)} script shown`);
  await page.getByText('Replace diagram').click();
  await measured('import', async () => {
    console.log(`${new Date().toISOString().slice(17, 23)} click Import`);
    await page.getByRole('button', { name: 'Import', exact: true }).last().click();
    await page.getByRole('button', { name: 'Replace' }).click();
    console.log(`${new Date().toISOString().slice(17, 23)} confirmed`);
    await page.locator(TABLES_DRAWN).first().waitFor({ timeout: 600_000 });
    console.log(`${new Date().toISOString().slice(17, 23)} first node`);
    await page
      .getByRole('dialog', { name: 'Import' })
      .waitFor({ state: 'detached', timeout: 600_000 });
    await settled(page);
    console.log(`${new Date().toISOString().slice(17, 23)} settled`);
  });
  await page.mouse.click(5, 5);
  console.log('pan', await measured('pan', () => pan(page, 3000)));
  console.log('zoom', await measured('zoom', () => zoom(page, 3000)));
  await measured('fit', async () => {
    await page.getByRole('button', { name: 'Fit to screen' }).click();
    await settled(page);
    await settled(page);
  });
  console.log('fitted pan', await pan(page, 3000));
  console.log('fitted zoom', await measured('fittedzoom', () => zoom(page, 3000)));
  console.log('most zoomed out', await zoomOutFully(page));
  console.log('min zoom pan', await measured('minpan', () => pan(page, 3000)));
  await page.getByRole('button', { name: 'Fit to screen' }).click();
  await settled(page);
  console.log('nodes in DOM', await page.locator('[data-testid="table-node"]').count());
  const at = await tableOnScreen(page, projectId);
  if (at) {
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    await measured('drag', async () => {
      const d0 = Date.now();
      for (let i = 1; i <= 30; i++) {
        await page.mouse.move(at.x + i * 4, at.y + i * 2);
        await settled(page);
      }
      console.log('drag per move', (Date.now() - d0) / 30);
    });
    await page.mouse.up();
  }
  await measured('reload', async () => {
    await page.reload({ waitUntil: 'commit' });
    await page.locator(TABLES_DRAWN).first().waitFor({ timeout: 600_000 });
    await settled(page);
    console.log(`${new Date().toISOString().slice(17, 23)} reloaded`);
  });
} finally {
  await browser.close();
  await app.stop();
}
