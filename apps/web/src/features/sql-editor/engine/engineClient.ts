import type { EngineCalls, EngineOp, EngineRequest, EngineResponse } from './protocol';
import { SqlError, type PlaygroundEngine } from './types';

/** Starts an engine's worker; each engine is its own chunk, loaded only by the SQL editor. */
function startWorker(engine: PlaygroundEngine): Worker {
  return engine === 'postgresql'
    ? new Worker(new URL('./pglite.worker.ts', import.meta.url), {
        type: 'module',
        name: 'PGlite',
      })
    : new Worker(new URL('./sqlite.worker.ts', import.meta.url), {
        type: 'module',
        name: 'SQLite',
      });
}

/** The page's side of an engine in its Web Worker: calls answered in order, as promises. */
export class EngineClient {
  private readonly worker: Worker;
  private next = 1;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();

  constructor(readonly engine: PlaygroundEngine) {
    this.worker = startWorker(engine);
    this.worker.addEventListener('message', (event: MessageEvent<EngineResponse>) => {
      const response = event.data;
      const call = this.pending.get(response.id);
      if (!call) return;
      this.pending.delete(response.id);
      if (response.ok) call.resolve(response.value);
      else call.reject(new SqlError(response.error.message, response.error.position));
    });
    this.worker.addEventListener('error', (event) => {
      event.preventDefault();
      this.failAll(
        `The ${engine === 'postgresql' ? 'PostgreSQL' : 'SQLite'} engine could not start.`,
      );
    });
  }

  call<Op extends EngineOp>(
    op: Op,
    args: EngineCalls[Op]['args'],
  ): Promise<EngineCalls[Op]['result']> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      const request: EngineRequest<Op> = { id, op, args };
      this.worker.postMessage(request);
    });
  }

  /** Stops the engine at once (a runaway query); every call still waiting fails. */
  terminate(): void {
    this.worker.terminate();
    this.failAll('The query was stopped.');
  }

  private failAll(message: string): void {
    for (const call of this.pending.values()) call.reject(new SqlError(message));
    this.pending.clear();
  }
}
