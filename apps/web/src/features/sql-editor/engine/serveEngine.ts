import { Playground } from './playground';
import type { EngineRequest, EngineResponse } from './protocol';
import { asFailure, type PlaygroundEngine, type SqlDatabase } from './types';

/**
 * Answers the page's calls (the schema and its sample data are made here too, off the page's
 * thread: 50 000 rows take a second or more) inside an engine's Web Worker, one at a time in the order they came
 * (a query sent during a build runs on the built database).
 */
export function serveEngine(engine: PlaygroundEngine, open: () => Promise<SqlDatabase>): void {
  const playground = new Playground(engine, open);
  let queue: Promise<unknown> = Promise.resolve();
  const answer = (response: EngineResponse) => self.postMessage(response);
  self.addEventListener('message', (event: MessageEvent<EngineRequest>) => {
    const { id, op, args } = event.data;
    queue = queue.then(async () => {
      try {
        const value =
          op === 'build'
            ? await playground.build(args as EngineRequest<'build'>['args'])
            : op === 'reset'
              ? await playground.reset()
              : await playground.query(args as string);
        answer({ id, ok: true, value });
      } catch (error) {
        answer({ id, ok: false, error: asFailure(error) });
      }
    });
  });
}
