import { afterAll, beforeAll } from 'vitest';
import { tryOpen, type Engine } from './engines';

/**
 * An engine opened before a describe block's tests and closed after them: a getter, answering the
 * engine or why it could not be opened (the tests skip with it).
 */
export function openedEngine(open: () => Promise<Engine>, label: string): () => Engine | string {
  let engine: Engine | string = 'not opened';
  beforeAll(async () => {
    engine = await tryOpen(open, label);
  }, 30_000);
  afterAll(async () => {
    if (typeof engine !== 'string') await engine.close();
  });
  return () => engine;
}
