import { Worker } from 'node:worker_threads';
import type { BodyJob, BodyJobResult } from './bodyWorker';
import type { LargeBodySchema } from './largeBodies';

/**
 * The most heap the body worker may use: three times the most a body's parse may take
 * (PARSE_HEAP_BUDGET), with its text and its validation. A 38 MB import is read within 256 MB. A
 * body whose validation needs more (a schema's issues for millions of empty items) ends the
 * worker with ERR_WORKER_OUT_OF_MEMORY, answered 413.
 */
const WORKER_HEAP_MB = 1536;

/**
 * A body received into shared memory: the worker reads it where it is. Writing 40 MB into fresh
 * memory took this machine's main thread about 200 ms in one go (Buffer.concat); chunk by chunk,
 * as it arrives, the same work never holds the event loop.
 */
export type SharedBody = Uint8Array<SharedArrayBuffer>;

interface Queued {
  job: BodyJob;
  resolve(result: BodyJobResult): void;
  reject(err: unknown): void;
}

/**
 * One worker thread that reads the bodies of the large-body routes (largeBodies.ts) one after the
 * other; the main thread only queues them and answers other requests meanwhile. A worker that
 * dies (out of memory) fails the body it was reading, not the ones queued after it, which a new
 * worker reads.
 */
class BodyWorkerPool {
  private worker: Worker | undefined;
  private running: Queued | undefined;
  private readonly queue: Queued[] = [];

  /** Reads a body in the worker, from the shared memory it was received into (see SharedBody). */
  read(body: SharedBody, schema: LargeBodySchema): Promise<BodyJobResult> {
    const job: BodyJob = { bytes: body.buffer, length: body.length, schema };
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.next();
    });
  }

  /** Starts the worker ahead of the first body, which would otherwise wait for it. */
  start(): void {
    this.worker ??= this.spawn();
  }

  private next(): void {
    if (this.running) return;
    const queued = this.queue.shift();
    if (!queued) return;
    this.running = queued;
    const worker = (this.worker ??= this.spawn());
    worker.postMessage(queued.job);
  }

  private spawn(): Worker {
    const worker = new Worker(new URL('./bodyWorker.mjs', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    // The worker never keeps the process alive: a request waiting for it holds its socket open.
    worker.unref();
    worker.on('message', (result: BodyJobResult) => {
      const done = this.running;
      this.running = undefined;
      done?.resolve(result);
      this.next();
    });
    const fail = (err: unknown) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      const failed = this.running;
      this.running = undefined;
      failed?.reject(err);
      this.next();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The body worker exited with code ${code}.`)));
    return worker;
  }
}

let shared: BodyWorkerPool | undefined;

/**
 * The process's body worker. Its thread loads @relata/core through tsx, which takes it 1-3 s: the
 * servers of one process (the tests start many) share it.
 */
export function bodyWorker(): BodyWorkerPool {
  shared ??= new BodyWorkerPool();
  return shared;
}
