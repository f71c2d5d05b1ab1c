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

/** What the issues ask of a diagram figure. */
export type Figure =
  'import' | 'fps' | 'p95' | 'fit' | 'drag' | 'heap' | 'reload' | 'fetch' | 'rename';

/** The targets by diagram size: issue 6 at 1000 tables, issue 21 item 5 at 10 000. */
const TARGETS: Record<number, Partial<Record<Figure, number>>> = {
  1000: { import: 2000, fps: 50, p95: 33, fit: 1000, drag: 50 },
  10000: {
    import: 3000,
    fps: 55,
    p95: 20,
    fit: 1000,
    drag: 50,
    heap: 100,
    reload: 2500,
    fetch: 300,
    rename: 200,
  },
};

/** `{ target }` for a figure at a size when an issue names one, else nothing. */
export function target(n: number, figure: Figure): { target?: number } {
  const t = TARGETS[n]?.[figure];
  return t === undefined ? {} : { target: t };
}

/** A period's frame rate and 95th percentile frame time as figures, with their targets at that size. */
export function frames(prefix: string, n: number, what: string, s: FrameStats): BenchResult[] {
  return [
    { name: `${prefix} ${what} fps, ${n} tables`, value: s.fps, unit: 'fps', ...target(n, 'fps') },
    {
      name: `${prefix} ${what} p95 frame, ${n} tables`,
      value: s.p95,
      unit: 'ms',
      lowerIsBetter: true,
      ...target(n, 'p95'),
    },
  ];
}
