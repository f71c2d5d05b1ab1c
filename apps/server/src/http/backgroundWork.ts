import type { FastifyBaseLogger } from 'fastify';

/** Work a request starts and its answer does not wait for, such as an account mail. */
export interface BackgroundWork {
  /**
   * Starts the work now; the caller answers without waiting, so the answer's timing says
   * nothing about what the work found (issue 14, item 7). A failure is logged, never thrown.
   */
  run(what: string, work: () => Promise<void>): void;
  /** Resolves once no work runs: shutdown waits for it before closing the database, tests too. */
  idle(): Promise<void>;
}

/** Creates the tracker of background work of one server. */
export function createBackgroundWork(log: FastifyBaseLogger): BackgroundWork {
  const running = new Set<Promise<void>>();
  return {
    run(what, work) {
      const done = Promise.resolve()
        .then(work)
        .catch((err: unknown) => log.error({ err, what }, 'background work failed'))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
