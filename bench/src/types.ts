/** One measured figure printed by `npm run bench`. */
export interface BenchResult {
  /** What was measured, e.g. "health requests per second (PGlite)". */
  name: string;
  value: number;
  unit: string;
  /** The figure an issue asks for, when it names one (same unit as value). */
  target?: number;
  /** Whether a lower value is better (latencies, durations). */
  lowerIsBetter?: boolean;
}

/** A bench suite: a module under src/suites/ exporting `run`. */
export interface BenchSuite {
  name: string;
  run(): Promise<BenchResult[]>;
}
