import { generateDdl, type DiagramModel } from '@relata/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { EngineClient } from './engine/engineClient';
import type { BuildOutcome, PlaygroundEngine, QueryResult, RowCounts } from './engine/types';

/** How long the diagram must be still before its schema is compared with the built one. */
const SETTLE_MS = 300;

/** Whether this browser runs Web Workers (the engines need them; jsdom has none). */
const WORKERS = typeof Worker !== 'undefined';
const NO_WORKERS = 'This browser cannot run the engines (no Web Workers).';

/** Where the playground database is. */
export type PlaygroundStatus =
  | { state: 'building'; keep: boolean }
  | { state: 'ready'; outcome: BuildOutcome }
  | { state: 'broken'; message: string };

/**
 * The playground database of the SQL editor (issue 20, items 1, 2 and 4): an engine in a Web
 * Worker built from the diagram as it was when opened; when the diagram's schema changes after,
 * `stale` says so and `rebuild` builds the new one, keeping the rows of tables that still fit.
 */
export function usePlayground(engine: PlaygroundEngine, model: DiagramModel, rows: RowCounts) {
  const client = useRef<EngineClient>(undefined);
  const [status, setStatus] = useState<PlaygroundStatus>(
    WORKERS ? { state: 'building', keep: false } : { state: 'broken', message: NO_WORKERS },
  );
  const [builtSchema, setBuiltSchema] = useState<string>();
  const latest = useRef({ model, rows });
  useEffect(() => {
    latest.current = { model, rows };
  });

  const build = useCallback(async (keep: boolean) => {
    const engineClient = client.current;
    if (!engineClient) return;
    const { model: current, rows: counts } = latest.current;
    setStatus({ state: 'building', keep });
    setBuiltSchema(generateDdl(current, engineClient.engine));
    try {
      const outcome = await engineClient.call('build', { model: current, rows: counts, keep });
      if (client.current !== engineClient) return;
      setStatus({ state: 'ready', outcome });
    } catch (error) {
      if (client.current !== engineClient) return;
      setStatus({
        state: 'broken',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }, []);

  // One engine per page and engine choice; it stops with them.
  useEffect(() => {
    if (!WORKERS) return;
    client.current = new EngineClient(engine);
    void build(false);
    return () => {
      // The engine running now: a Stop may have replaced the first one.
      client.current?.terminate();
      client.current = undefined;
    };
  }, [engine, build]);

  // The row counts apply at once: the data is made again (nothing kept).
  const rowsKey = JSON.stringify(rows);
  const firstRows = useRef(rowsKey);
  useEffect(() => {
    if (firstRows.current === rowsKey) return;
    firstRows.current = rowsKey;
    void build(false);
  }, [rowsKey, build]);

  const [settled] = useDebouncedValue(model, SETTLE_MS);
  const currentSchema = useMemo(() => generateDdl(settled, engine), [settled, engine]);
  const stale =
    builtSchema !== undefined && status.state !== 'building' && currentSchema !== builtSchema;

  const query = useCallback(async (sql: string): Promise<QueryResult> => {
    const engineClient = client.current;
    if (!engineClient) throw new Error('The engine has stopped.');
    return engineClient.call('query', sql);
  }, []);

  const reset = useCallback(async () => {
    const engineClient = client.current;
    if (!engineClient) return;
    setStatus({ state: 'building', keep: false });
    const outcome = await engineClient.call('reset', null);
    if (client.current === engineClient) setStatus({ state: 'ready', outcome });
  }, []);

  /** Stops a runaway query: the engine starts again and builds the database anew. */
  const stop = useCallback(() => {
    client.current?.terminate();
    const engineClient = new EngineClient(engine);
    client.current = engineClient;
    void build(false);
  }, [engine, build]);

  return { status, stale, rebuild: () => build(true), reset, query, stop };
}
