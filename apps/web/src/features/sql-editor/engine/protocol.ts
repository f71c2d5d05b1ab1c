import type { BuildOutcome, BuildRequest, QueryResult, SqlFailure } from './types';

/** What the page asks of an engine's worker, and what each answer carries. */
export interface EngineCalls {
  build: { args: BuildRequest; result: BuildOutcome };
  reset: { args: null; result: BuildOutcome };
  query: { args: string; result: QueryResult };
}
export type EngineOp = keyof EngineCalls;

export interface EngineRequest<Op extends EngineOp = EngineOp> {
  id: number;
  op: Op;
  args: EngineCalls[Op]['args'];
}

export type EngineResponse =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SqlFailure };
