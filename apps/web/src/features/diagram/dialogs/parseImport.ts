import type { ImportFormat, ImportLayout } from '@relata/core';
import { readScript, type ImportReply, type ImportRequest, type ReadScript } from './readScript';

/**
 * A read script, and its model's JSON gzip-compressed for the import's body (null when it is short
 * or the browser cannot: the body is then sent as written).
 */
export interface ParsedImport extends ReadScript {
  modelGzip: Promise<ArrayBuffer | null>;
}

/** What waits for the worker's two answers to one request. */
interface Pending {
  read: (reply: ImportReply) => void;
  gzip: (gzip: ArrayBuffer | null) => void;
}

let worker: Worker | undefined;
let lastId = 0;
const pending = new Map<number, Pending>();

function importWorker(): Worker | undefined {
  // No workers in jsdom (unit tests) or very old browsers: parse on the main thread there.
  if (typeof Worker === 'undefined') return undefined;
  if (!worker) {
    worker = new Worker(new URL('./importWorker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (e: MessageEvent<ImportReply>) => {
      const reply = e.data;
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      if ('gzip' in reply) {
        waiting.gzip(reply.gzip);
        pending.delete(reply.id);
        return;
      }
      waiting.read(reply);
      if ('error' in reply) {
        waiting.gzip(null);
        pending.delete(reply.id);
      }
    });
    worker.addEventListener('error', () => {
      // A worker that cannot start (blocked by a policy, say) falls back to the main thread.
      worker = undefined;
      for (const [id, waiting] of pending) {
        waiting.read({ id, error: 'worker failed' });
        waiting.gzip(null);
      }
      pending.clear();
    });
  }
  return worker;
}

/**
 * Reads an import script in a module worker, so the page stays responsive, and has it compress the
 * model's JSON meanwhile; on the main thread, without compressing, when no worker is available.
 */
export function parseImport(
  text: string,
  format: ImportFormat,
  layout?: ImportLayout,
): Promise<ParsedImport> {
  const w = importWorker();
  if (!w)
    return Promise.resolve({
      ...readScript(text, format, layout),
      modelGzip: Promise.resolve(null),
    });
  const id = ++lastId;
  let gzip: (gzip: ArrayBuffer | null) => void = () => undefined;
  const modelGzip = new Promise<ArrayBuffer | null>((resolve) => (gzip = resolve));
  return new Promise<ParsedImport>((resolve, reject) => {
    const read = (reply: ImportReply) => {
      if ('result' in reply) return resolve({ ...reply.result, modelGzip });
      // The worker failed: the main thread gives the same answer (or the same exception).
      try {
        resolve({ ...readScript(text, format, layout), modelGzip: Promise.resolve(null) });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    pending.set(id, { read, gzip });
    w.postMessage({ id, text, format, layout } satisfies ImportRequest);
  });
}

/** Starts the worker and loads its code ahead of the first script (when the Import dialog opens). */
export function warmImportWorker(): void {
  if (importWorker()) parseImport('', 'postgresql').catch(() => undefined);
}
