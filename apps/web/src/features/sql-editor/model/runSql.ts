import { statementAt, statementRanges, type StatementRange } from '@relata/core';
import type { PlaygroundEngine, QueryResult } from '../engine/types';

/** What a run gave: the last statement's result, or where and why the engine refused one. */
export type RunOutcome =
  | { ok: true; result: QueryResult; statements: number; ms: number }
  | {
      ok: false;
      message: string;
      /** The text to mark in the editor. */
      at: StatementRange;
      line: number;
      column: number;
      ms: number;
    }
  | { ok: 'empty' };

/** What to run: the statement at the cursor (or the selection), the script, or a plan. */
export type RunMode = 'statement' | 'script' | 'explain';

/** The names an engine's message puts in quotes, e.g. `column "emial" does not exist`, `no such column: emial`. */
const NAMED = /(?:"([^"]+)"|no such (?:column|table): ([\w$.]+))/i;

/** The statements a run covers: all of them, the selected ones, or the one at the cursor. */
export function statementsToRun(
  text: string,
  selection: { from: number; to: number },
  mode: RunMode,
  engine: PlaygroundEngine,
): StatementRange[] {
  if (mode === 'script') return statementRanges(text, engine);
  if (selection.to > selection.from) {
    const picked = text.slice(selection.from, selection.to);
    return statementRanges(picked, engine).map((r) => ({
      from: r.from + selection.from,
      to: r.to + selection.from,
    }));
  }
  const at = statementAt(statementRanges(text, engine), selection.from);
  return at ? [at] : [];
}

/** The line and column (from 1) of an offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** The text to mark for an error: the word at the engine's position, the name it quotes, or the statement. */
export function errorRange(
  text: string,
  statement: StatementRange,
  message: string,
  position: number | undefined,
): StatementRange {
  const body = text.slice(statement.from, statement.to);
  if (position !== undefined && position >= 0 && position < body.length) {
    const word = /^[\w$]+|^"[^"]*"|^\S/.exec(body.slice(position))?.[0] ?? ' ';
    return { from: statement.from + position, to: statement.from + position + word.length };
  }
  const named = NAMED.exec(message);
  const name = named?.[1] ?? named?.[2];
  if (name) {
    const last = name.split('.').at(-1) ?? name;
    const found = body.search(new RegExp(`\\b${last.replace(/[$.]/g, '\\$&')}\\b`));
    if (found >= 0)
      return { from: statement.from + found, to: statement.from + found + last.length };
  }
  return statement;
}

/**
 * Runs statements one after the other on the engine and stops at the first it refuses; `explain`
 * asks PostgreSQL for the plan of the statement at the cursor instead of running it.
 */
export async function runSql(
  text: string,
  statements: StatementRange[],
  mode: RunMode,
  query: (sql: string) => Promise<QueryResult>,
): Promise<RunOutcome> {
  if (statements.length === 0) return { ok: 'empty' };
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  let result: QueryResult | undefined;
  for (const statement of statements) {
    const sql = text.slice(statement.from, statement.to);
    const prefix = mode === 'explain' ? 'EXPLAIN ' : '';
    try {
      result = await query(prefix + sql);
    } catch (error) {
      const { message, position } = error as { message?: string; position?: number };
      const inStatement = position === undefined ? undefined : position - prefix.length;
      const at = errorRange(text, statement, message ?? String(error), inStatement);
      return {
        ok: false,
        message: message ?? String(error),
        at,
        ...lineColumn(text, at.from),
        ms: ms(),
      };
    }
  }
  return result ? { ok: true, result, statements: statements.length, ms: ms() } : { ok: 'empty' };
}
