import type { ImportFormat, ImportLayout } from '@relata/core';
import {
  forgetScript,
  readScript,
  type ImportReply,
  type ImportRequest,
  type ImportTarget,
  type ReadSummary,
} from './readScript';

/**
 * A read script: its summary, its model's JSON for the import's body (null when a newer reading
 * replaced this one before the JSON was written: read again), and that JSON gzip-compressed (null
 * when it is short or the browser cannot: the body is then sent as written).
 */
export interface ParsedImport extends ReadSummary {
  modelJson: Promise<string | null>;
  modelGzip: Promise<ArrayBuffer | null>;
}

/** What waits for the worker's answers to one request. */
interface Pending {
  read: (reply: ImportReply) => void;
  json: (json: string | null) => void;
  gzip: (gzip: ArrayBuffer | null) => void;
}

let worker: Worker | undefined;
let lastId = 0;
const pending = new Map<number, Pending>();

/** Hands a worker's answer to what waits for it. */
function receive(reply: ImportReply): void {
  const waiting = pending.get(reply.id);
  if (!waiting) return;
  if ('gzip' in reply) {
    waiting.gzip(reply.gzip);
    pending.delete(reply.id);
  } else if ('json' in reply) {
    waiting.json(reply.json);
    if (reply.json === null) {
      waiting.gzip(null);
      pending.delete(reply.id);
    }
  } else {
    // An error is answered on the main thread, JSON and all (see parseImport).
    waiting.read(reply);
    if ('error' in reply) pending.delete(reply.id);
  }
}

function importWorker(): Worker | undefined {
  // No workers in jsdom (unit tests) or very old browsers: parse on the main thread there.
  if (typeof Worker === 'undefined') return undefined;
  if (!worker) {
    worker = new Worker(new URL('./importWorker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (e: MessageEvent<ImportReply>) => receive(e.data));
    worker.addEventListener('error', () => {
      // A worker that cannot start (blocked by a policy, say) falls back to the main thread.
      worker = undefined;
      for (const [id, waiting] of pending) {
        waiting.read({ id, error: 'worker failed' });
        waiting.json(null);
        waiting.gzip(null);
      }
      pending.clear();
    });
  }
  return worker;
}

/** A script read on the main thread: its JSON written at once, not compressed. */
function readHere(
  text: string,
  format: ImportFormat,
  layout?: ImportLayout,
  target?: ImportTarget,
): ParsedImport {
  const read = readScript(text, format, layout, target);
  return {
    ...read.summary,
    modelJson: Promise.resolve(read.modelJson()),
    modelGzip: Promise.resolve(null),
  };
}

/**
 * Reads an import script for `target` (the canvas an "Add to diagram" import goes to) in a module
 * worker, so the page stays responsive, and has it write and compress the model's JSON meanwhile;
 * on the main thread, without compressing, when no worker is available.
 */
export function parseImport(
  text: string,
  format: ImportFormat,
  layout?: ImportLayout,
  target?: ImportTarget,
): Promise<ParsedImport> {
  const w = importWorker();
  if (!w) return Promise.resolve(readHere(text, format, layout, target));
  const id = ++lastId;
  let json: (json: string | null) => void = () => undefined;
  let gzip: (gzip: ArrayBuffer | null) => void = () => undefined;
  const modelJson = new Promise<string | null>((resolve) => (json = resolve));
  const modelGzip = new Promise<ArrayBuffer | null>((resolve) => (gzip = resolve));
  return new Promise<ParsedImport>((resolve, reject) => {
    const read = (reply: ImportReply) => {
      if ('result' in reply) return resolve({ ...reply.result, modelJson, modelGzip });
      // The worker failed: the main thread gives the same answer (or the same exception).
      try {
        resolve(readHere(text, format, layout, target));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    pending.set(id, { read, json, gzip });
    w.postMessage({ id, text, format, layout, target } satisfies ImportRequest);
  });
}

/** Starts the worker and loads its code ahead of the first script (when the Import dialog opens). */
export function warmImportWorker(): void {
  if (importWorker()) parseImport('', 'postgresql').catch(() => undefined);
}

/** Lets go of the last script read, in the worker and here (when the Import dialog closes). */
export function forgetImports(): void {
  forgetScript();
  worker?.postMessage({ forget: true } satisfies ImportRequest);
}
