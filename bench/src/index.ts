// `npm run bench`: runs every suite under src/suites/ (or those named on the command line) and
// prints the figures as a table and as JSON.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchResult, BenchSuite } from './types';

const suitesDir = path.join(import.meta.dirname, 'suites');
const wanted = process.argv.slice(2);
const files = fs
  .readdirSync(suitesDir)
  .filter((f) => /\.ts$/.test(f) && !f.endsWith('.test.ts'))
  .filter((f) => wanted.length === 0 || wanted.includes(path.basename(f, '.ts')))
  .sort();

const results: Array<BenchResult & { suite: string }> = [];
for (const file of files) {
  const mod = (await import(pathToFileURL(path.join(suitesDir, file)).href)) as {
    suite: BenchSuite;
  };
  console.error(`running ${mod.suite.name}...`);
  for (const r of await mod.suite.run()) results.push({ suite: mod.suite.name, ...r });
}

const verdict = (r: BenchResult) =>
  r.target === undefined
    ? ''
    : (r.lowerIsBetter ? r.value <= r.target : r.value >= r.target)
      ? 'meets'
      : 'MISSES';
const rows = results.map((r) => [
  r.suite,
  r.name,
  `${Number(r.value.toFixed(2))} ${r.unit}`,
  r.target === undefined ? '' : `${r.lowerIsBetter ? '<=' : '>='} ${r.target} ${r.unit}`,
  verdict(r),
]);
const header = ['suite', 'figure', 'value', 'target', ''];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of rows) console.log(line(row));
console.log(
  `\n${JSON.stringify({ date: new Date().toISOString(), node: process.version, results }, null, 2)}`,
);
