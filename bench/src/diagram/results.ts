import type { FrameStats } from './measure';
import type { BenchResult } from '../types';

/** The median of each figure over several runs, in the order of the first run. */
export function medians(runs: BenchResult[][]): BenchResult[] {
  return (runs[0] ?? []).map((first) => {
    const values = runs
      .map((run) => run.find((r) => r.name === first.name)?.value)
      .filter((v): v is number => v !== undefined)
      .sort((a, b) => a - b);
    const mid = values.length / 2;
    const value =
      values.length % 2 === 1
        ? (values[Math.floor(mid)] ?? NaN)
        : ((values[mid - 1] ?? NaN) + (values[mid] ?? NaN)) / 2;
    return { ...first, value };
  });
}

/** A period's frame rate and 95th percentile frame time as figures; at 1000 tables with their targets. */
export function frames(prefix: string, n: number, what: string, s: FrameStats): BenchResult[] {
  const fps = { name: `${prefix} ${what} fps, ${n} tables`, value: s.fps, unit: 'fps' };
  const p95 = {
    name: `${prefix} ${what} p95 frame, ${n} tables`,
    value: s.p95,
    unit: 'ms',
    lowerIsBetter: true,
  };
  return n === 1000
    ? [
        { ...fps, target: 50 },
        { ...p95, target: 33 },
      ]
    : [fps, p95];
}
