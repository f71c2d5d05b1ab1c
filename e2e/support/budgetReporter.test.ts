import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig, FullResult, TestCase, TestResult } from '@playwright/test/reporter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BudgetReporter, { SPEC_FILE_BUDGET_MS, type SpecTimes } from './budgetReporter';

function config(repeatEach = 1): FullConfig {
  return { projects: [{ repeatEach }] } as unknown as FullConfig;
}

function testIn(file: string, title: string): TestCase {
  return {
    location: { file: `/repo/e2e/tests/${file}`, line: 1, column: 1 },
    titlePath: () => ['', file, title],
  } as unknown as TestCase;
}

const took = (ms: number) => ({ duration: ms }) as TestResult;
const passed = { status: 'passed' } as FullResult;

/** Runs the reporter over tests given as [file, title, ms]; answers what onEnd returned. */
async function report(tests: [string, string, number][], repeatEach = 1) {
  const reporter = new BudgetReporter();
  reporter.onBegin(config(repeatEach));
  for (const [file, title, ms] of tests) reporter.onTestEnd(testIn(file, title), took(ms));
  return reporter.onEnd(passed);
}

describe('the end-to-end budget reporter', () => {
  // `npm test` passes its machine's factor on to every suite: these tests set their own.
  const passedFactor = process.env.RELATA_MACHINE_FACTOR;
  beforeEach(() => {
    delete process.env.RELATA_MACHINE_FACTOR;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    delete process.env.RELATA_E2E_TIMES;
    if (passedFactor === undefined) delete process.env.RELATA_MACHINE_FACTOR;
    else process.env.RELATA_MACHINE_FACTOR = passedFactor;
  });

  it('stretches the budget on a machine slower than the reference one, never shrinks it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const file: [string, string, number][] = [['a.spec.ts', 'one', 150_000]];
    process.env.RELATA_MACHINE_FACTOR = '1.8';
    expect(await report(file)).toBeUndefined();
    process.env.RELATA_MACHINE_FACTOR = '1.5';
    expect(await report(file)).toEqual({ status: 'failed' });
    expect(error.mock.calls[0]?.[0]).toMatch(/may take 135 s/);
    process.env.RELATA_MACHINE_FACTOR = '0.5';
    expect(await report([['a.spec.ts', 'one', 90_000]])).toBeUndefined();
  });

  it('fails a passing run when one spec file takes more than 90 s, and names the file', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const verdict = await report([
      ['slow.spec.ts', 'a', 50_000],
      ['slow.spec.ts', 'b', 40_500],
      ['fast.spec.ts', 'c', 89_000],
    ]);
    expect(SPEC_FILE_BUDGET_MS).toBe(90_000);
    expect(verdict).toEqual({ status: 'failed' });
    expect(error).toHaveBeenCalledOnce();
    expect(error.mock.calls[0]?.[0]).toMatch(/^Over budget: slow\.spec\.ts took 90\.5 s/);
  });

  it('leaves the verdict alone when every file is within the budget', async () => {
    expect(await report([['a.spec.ts', 'one', 90_000]])).toBeUndefined();
  });

  it('holds the budget for each round of --repeat-each', async () => {
    const twice: [string, string, number][] = [
      ['a.spec.ts', 'one', 60_000],
      ['a.spec.ts', 'one', 60_000],
    ];
    expect(await report(twice, 2)).toBeUndefined();
  });

  it('writes each file time, slowest first, for npm test to print', async () => {
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'budget-')), 'times.json');
    process.env.RELATA_E2E_TIMES = out;
    await report([
      ['a.spec.ts', 'one', 1_000],
      ['b.spec.ts', 'one', 3_000],
      ['b.spec.ts', 'two', 2_000],
    ]);
    const times = JSON.parse(readFileSync(out, 'utf8')) as SpecTimes;
    expect(times.budgetMs).toBe(90_000);
    expect(times.files).toEqual([
      { file: 'b.spec.ts', ms: 5_000, tests: 2 },
      { file: 'a.spec.ts', ms: 1_000, tests: 1 },
    ]);
  });
});
