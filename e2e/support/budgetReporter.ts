import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type {
  FullConfig,
  FullResult,
  Reporter,
  TestCase,
  TestResult,
} from '@playwright/test/reporter';

/**
 * The most a spec file's tests may take together on the reference machine, in milliseconds
 * (docs/testing.md). A slower machine stretches it by its factor (RELATA_MACHINE_FACTOR, which
 * `npm test` measures with scripts/machine-speed.mjs).
 */
export const SPEC_FILE_BUDGET_MS = 90_000;

/** This run's per-file budget: the reference one, stretched on a slower machine. */
export function specFileBudgetMs(factor = Number(process.env.RELATA_MACHINE_FACTOR)): number {
  return Math.round(SPEC_FILE_BUDGET_MS * (Number.isFinite(factor) && factor > 1 ? factor : 1));
}

/** What the reporter writes for `npm test` to print: each spec file's time, and the run's. */
export interface SpecTimes {
  wallMs: number;
  budgetMs: number;
  files: { file: string; ms: number; tests: number }[];
}

/**
 * Adds up the time of each spec file's tests (every attempt counts) and fails the run when one
 * file takes more than its budget, so that a slow file shows up at once rather than as a CI run
 * that ends at its time limit. With `RELATA_E2E_TIMES` set, the times are written there as JSON.
 */
export default class BudgetReporter implements Reporter {
  private readonly files = new Map<string, { ms: number; tests: Set<string> }>();
  private started = Date.now();
  /** With --repeat-each N, a file's tests run N times: the budget holds for each round. */
  private rounds = 1;

  onBegin(config: FullConfig): void {
    this.started = Date.now();
    this.rounds = Math.max(1, ...config.projects.map((p) => p.repeatEach));
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.basename(test.location.file);
    const entry = this.files.get(file) ?? { ms: 0, tests: new Set<string>() };
    entry.ms += result.duration;
    entry.tests.add(test.titlePath().join(' › '));
    this.files.set(file, entry);
  }

  onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    const files = [...this.files]
      .map(([file, { ms, tests }]) => ({ file, ms: ms / this.rounds, tests: tests.size }))
      .sort((a, b) => b.ms - a.ms);
    const budgetMs = specFileBudgetMs();
    const times: SpecTimes = { wallMs: Date.now() - this.started, budgetMs, files };
    const out = process.env.RELATA_E2E_TIMES;
    if (out) writeFileSync(out, JSON.stringify(times, null, 2));
    const over = files.filter((f) => f.ms > budgetMs);
    if (over.length === 0) return Promise.resolve(undefined);
    const limit = budgetMs / 1000;
    for (const f of over)
      console.error(
        `Over budget: ${f.file} took ${(f.ms / 1000).toFixed(1)} s (its tests together may take ${limit} s; split the file or make it faster)`,
      );
    return Promise.resolve({ status: result.status === 'passed' ? 'failed' : result.status });
  }

  printsToStdio(): boolean {
    return false;
  }
}
