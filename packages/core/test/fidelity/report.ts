/**
 * `npx tsx packages/core/test/fidelity/report.ts [--floor]` (`npm run fidelity -w packages/core`):
 * runs every fidelity round trip, prints the figures as Markdown and the top losses, writes the
 * figures into packages/core/README.md between its markers and the MSSQL outputs' hashes into
 * golden.json.
 * `--floor` also writes the current figures as the test's floors (floor.json); `--print` writes
 * nothing. RELATA_FIXTURES and RELATA_FIXTURE_NAMES choose the fixtures (harness/fixtures.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { floorOf, lossReport, markdown } from './figures';
import { dropFixtureDatabases } from '../harness/databases';
import {
  FLOOR_FILE,
  GOLDEN_FILE,
  goldenKey,
  runFidelity,
  scriptHash,
  type Conversion,
} from './run';

const here = dirname(fileURLToPath(import.meta.url));
const README = resolve(here, '../../README.md');
const START = '<!-- fidelity:start -->';
const END = '<!-- fidelity:end -->';

/** The README with the text between its fidelity markers replaced. */
function withFigures(readme: string, figures: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${README} lacks the ${START} ... ${END} markers`);
  return `${readme.slice(0, start + START.length)}\n\n${figures}\n\n${readme.slice(end)}`;
}

/** Writes a file the way the repository's Prettier formats it (the format check runs on it). */
async function writeFormatted(path: string, text: string): Promise<void> {
  const options = await resolveConfig(path);
  writeFileSync(path, await format(text, { ...options, filepath: path }));
}

/**
 * Writes the golden hashes of the MSSQL outputs, and the outputs themselves outside the repository
 * (its path printed) for a reader to compare.
 */
async function writeGoldens(conversions: Conversion[]): Promise<void> {
  const out = resolve(tmpdir(), 'relata-fidelity-mssql');
  mkdirSync(out, { recursive: true });
  const hashes: Record<string, string> = {};
  for (const c of conversions)
    if (c.target === 'mssql') {
      hashes[goldenKey(c.fixture, c.source)] = scriptHash(c.script);
      writeFileSync(resolve(out, `${goldenKey(c.fixture, c.source)}.mssql.sql`), c.script);
    }
  await writeFormatted(GOLDEN_FILE, JSON.stringify(hashes));
  console.log(`\nMSSQL outputs written to ${out}`);
}

async function main(): Promise<void> {
  const started = performance.now();
  let conversions: Conversion[];
  try {
    conversions = await runFidelity();
  } finally {
    await dropFixtureDatabases();
  }
  const seconds = (performance.now() - started) / 1000;
  const figures = markdown(conversions, seconds);
  console.log(figures);
  console.log(
    `\nTop losses and failed statements:\n${lossReport(conversions, Number(process.env.RELATA_FIDELITY_DETAIL ?? 3), process.env.RELATA_FIDELITY_CROSS === '1')}`,
  );
  // `--print` only prints: nothing in the repository is written.
  if (process.argv.includes('--print')) return;
  await writeFormatted(README, withFigures(readFileSync(README, 'utf8'), figures));
  await writeGoldens(conversions);
  if (process.argv.includes('--floor'))
    await writeFormatted(FLOOR_FILE, JSON.stringify(floorOf(conversions)));
}

await main();
