// Issue 37, item 4, as the issue words it: the reading in the browser's worker. The web build's
// own import worker (the chunk the Import dialog starts) in Debian's Chromium, driven with the
// dialog's messages: the largest fixture's first reading in a worker whose code is loaded (as when
// a user opens the dialog, then chooses the file), then warm, and the 10 000-table script read
// the same way.
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser, startApp } from './diagram/server';

const root = path.resolve(import.meta.dirname, '../..');

/** The web build's import worker chunk, as a path of the app (`/assets/importWorker-….js`). */
function workerChunk(): string {
  const dist = process.env.WEB_DIST
    ? path.resolve(process.env.WEB_DIST)
    : path.join(root, 'apps/web/dist');
  const file = fs
    .readdirSync(path.join(dist, 'assets'))
    .find((f) => /^importWorker.*\.js$/.test(f));
  if (!file) throw new Error(`no import worker chunk in ${dist}/assets`);
  return `/assets/${file}`;
}

/** Per-table figures of readings in the worker (ms). */
export interface WorkerReadings {
  fixtureFirst: number;
  fixtureWarm: number;
  big: number;
  fixtureTables: number;
}

type ReadInWorker = (src: string, fixture: string, big: string) => Promise<WorkerReadings>;

/**
 * Defines readInWorker in the page, as a script (the bench is typed for Node.js, not the DOM): each
 * reading is timed from the request to the worker's summary, and the next one sent once the worker
 * has also written and compressed the model (its JSON and gzip answers), so that no reading waits
 * behind that work.
 */
const READER = `globalThis.readInWorker = async (src, fixture, big) => {
  const worker = new Worker(src, { type: 'module' });
  let lastId = 0;
  const read = (text) => new Promise((resolve, reject) => {
    const id = ++lastId;
    const started = performance.now();
    let answer = { ms: 0, tables: 0 };
    const listen = (e) => {
      const reply = e.data;
      if (reply.id !== id) return;
      if ('error' in reply) reject(new Error(String(reply.error)));
      if ('result' in reply) answer = { ms: performance.now() - started, tables: reply.result.tables };
      if ('gzip' in reply || ('json' in reply && reply.json === null)) {
        worker.removeEventListener('message', listen);
        resolve(answer);
      }
    };
    worker.addEventListener('message', listen);
    // The worker keeps the last script it read (Add, then Replace): let it go, or this is no reading.
    worker.postMessage({ forget: true });
    worker.postMessage({ id, text, format: 'postgresql' });
  });
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const perTable = async (text, warm, runs) => {
    for (let i = 0; i < warm; i++) await read(text);
    const times = [];
    let tables = 0;
    for (let i = 0; i < runs; i++) {
      const r = await read(text);
      times.push(r.ms);
      tables = r.tables;
    }
    return median(times) / tables;
  };
  // The dialog loads the worker's code when it opens (warmImportWorker: an empty script).
  await read('');
  const first = await read(fixture);
  const fixtureWarm = await perTable(fixture, 300, 31);
  const bigPerTable = await perTable(big, 2, 3);
  worker.terminate();
  return { fixtureFirst: first.ms / first.tables, fixtureWarm, big: bigPerTable, fixtureTables: first.tables };
};`;

/** Reads the fixture and the big script in the web build's import worker, in Chromium. */
export async function readInWorker(fixture: string, big: string): Promise<WorkerReadings> {
  const app = await startApp();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ baseURL: app.url });
    await page.goto('/login');
    await page.evaluate(READER);
    return await page.evaluate(
      ([src, text, script]) =>
        (globalThis as unknown as { readInWorker: ReadInWorker }).readInWorker(src, text, script),
      [workerChunk(), fixture, big] as const,
    );
  } finally {
    await browser.close();
    await app.stop();
  }
}
