import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { readLargeBody, type LargeBodyResult, type LargeBodySchema } from './largeBodies';

/** A large body for the worker to read: its bytes (shared memory) and its route's schema. */
export interface BodyJob {
  bytes: SharedArrayBuffer;
  length: number;
  schema: LargeBodySchema;
}

/** The worker's answer to a job. */
export type BodyJobResult = LargeBodyResult;

/**
 * The worker gives way to the event loop: on Linux its thread's nice value is raised to 10 (a
 * thread's own, found through /proc/thread-self), so that a machine with more work than cores
 * runs the main thread first and health checks and other requests stay quick. Elsewhere it runs
 * at the process's priority.
 */
function yieldToMainThread(): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (tid > 0) setPriority(tid, constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {
    // No /proc, or not allowed: the same priority as the main thread.
  }
}
yieldToMainThread();

// One job at a time: bodyWorkerPool.ts sends the next only after this one's answer.
parentPort?.on('message', (job: BodyJob) => {
  const bytes = new Uint8Array(job.bytes, 0, job.length);
  const result: BodyJobResult = readLargeBody(bytes, job.schema);
  parentPort?.postMessage(result);
});
