import type { ImportFormat } from '@relata/core';
import { readScript, type ImportReply, type ImportRequest, type ReadScript } from './readScript';

export type { ReadScript };

let worker: Worker | undefined;
let lastId = 0;
const pending = new Map<number, (reply: ImportReply) => void>();

function importWorker(): Worker | undefined {
  // No workers in jsdom (unit tests) or very old browsers: parse on the main thread there.
  if (typeof Worker === 'undefined') return undefined;
  if (!worker) {
    worker = new Worker(new URL('./importWorker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (e: MessageEvent<ImportReply>) => {
      pending.get(e.data.id)?.(e.data);
      pending.delete(e.data.id);
    });
    worker.addEventListener('error', () => {
      // A worker that cannot start (blocked by a policy, say) falls back to the main thread.
      worker = undefined;
      for (const [id, resolve] of pending) resolve({ id, error: 'worker failed' });
      pending.clear();
    });
  }
  return worker;
}

/** Reads an import script in a module worker, so the page stays responsive; on the main thread when no worker is available. */
export function parseImport(text: string, format: ImportFormat): Promise<ReadScript> {
  const w = importWorker();
  if (!w) return Promise.resolve(readScript(text, format));
  const id = ++lastId;
  return new Promise<ReadScript>((resolve, reject) => {
    pending.set(id, (reply) => {
      if ('result' in reply) return resolve(reply.result);
      // The worker failed: the main thread gives the same answer (or the same exception).
      try {
        resolve(readScript(text, format));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    w.postMessage({ id, text, format } satisfies ImportRequest);
  });
}

/** Starts the worker and loads its code ahead of the first script (when the Import dialog opens). */
export function warmImportWorker(): void {
  if (importWorker()) parseImport('', 'postgresql').catch(() => undefined);
}
