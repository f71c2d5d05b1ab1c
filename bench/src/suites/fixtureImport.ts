// Issue 37, item 4: the import dialog's reading (core's readImport: parsing and layout, what the
// browser's import worker runs) of the largest real-world fixture, per table, against the diagram
// benchmark's import time per table at 10 000 tables (decision 0076), with the same reading of
// that benchmark's script beside it. Measured in Node and in Chromium's import worker; the
// fixtures are read from ../shared/fixtures beside the repository.
import fs from 'node:fs';
import path from 'node:path';
import { readImport, type ImportFormat } from '@relata/core';
import { schemaScript } from '../diagram/fixture';
import type { BenchResult, BenchSuite } from '../types';
import { median } from './ddl';
import { readInWorker } from '../importWorker';
import { target } from '../diagram/results';

const SHARED = path.resolve(import.meta.dirname, '../../../../shared/fixtures');
const FOLDERS = ['ddl', 'ddl-more'];
const BIG = 10_000;

/**
 * The target per table (decision 0076): the 10 000-table benchmark's import time (until drawn and
 * responsive, issue 21 item 5) per table.
 */
const TARGET_PER_TABLE = (target(BIG, 'import').target ?? NaN) / BIG;

/** The largest fixture file (in bytes) of the shared folders, with its dialect; none when absent. */
function largestFixture(): { label: string; text: string; format: ImportFormat } | undefined {
  let best: { label: string; file: string; format: ImportFormat; bytes: number } | undefined;
  for (const folder of FOLDERS) {
    const expected = path.join(SHARED, folder, 'expected.json');
    if (!fs.existsSync(expected)) continue;
    const { schemas } = JSON.parse(fs.readFileSync(expected, 'utf8')) as {
      schemas: Record<string, Record<string, { file: string }>>;
    };
    for (const [schema, files] of Object.entries(schemas))
      for (const [dialect, { file }] of Object.entries(files)) {
        const full = path.join(SHARED, folder, file);
        const bytes = fs.statSync(full).size;
        if (!best || bytes > best.bytes)
          best = {
            label: `${schema}/${dialect}`,
            file: full,
            format: dialect as ImportFormat,
            bytes,
          };
      }
  }
  return (
    best && { label: best.label, text: fs.readFileSync(best.file, 'utf8'), format: best.format }
  );
}

/** The reading of a script: its tables and the time it took (ms). */
function readOnce(text: string, format: ImportFormat): { tables: number; ms: number } {
  const started = performance.now();
  const tables = readImport(text, format).model.tables.length;
  if (tables === 0) throw new Error('the script read as no table');
  return { tables, ms: performance.now() - started };
}

/**
 * The median reading time of a script per table it holds (ms), once the engine is as warm as it is
 * for the target: after reading at least `warmTables` tables, so that a small script is not
 * measured mostly before the compiler has optimised the reader, and a large one not read again.
 */
function perTable(text: string, format: ImportFormat, runs: number, warmTables: number): number {
  for (let read = 0; read < warmTables;) read += readOnce(text, format).tables;
  let tables = 0;
  const ms = median(runs, () => (tables = readOnce(text, format).tables), 0);
  return ms / tables;
}

export const suite: BenchSuite = {
  name: 'fixtureImport',
  async run() {
    const fixture = largestFixture();
    // The fixture's first reading comes first, in an engine that has read nothing yet: the
    // worker's when a user opens that file in a new tab.
    const cold = fixture && readOnce(fixture.text, fixture.format);
    const big = perTable(schemaScript(BIG, { randomForeignKeys: true }), 'postgresql', 3, 2 * BIG);
    const results: BenchResult[] = [
      {
        name: `import reading of the ${BIG}-table benchmark script, per table`,
        value: big,
        unit: 'ms',
        lowerIsBetter: true,
      },
    ];
    if (fixture && cold) {
      const label = `${fixture.label}, ${cold.tables} tables`;
      results.push(
        {
          name: `import reading of the largest fixture (${label}), per table`,
          value: perTable(fixture.text, fixture.format, 31, 2 * BIG),
          unit: 'ms',
          target: TARGET_PER_TABLE,
          lowerIsBetter: true,
        },
        {
          name: `its first reading in a new engine (${label}), per table`,
          value: cold.ms / cold.tables,
          unit: 'ms',
          lowerIsBetter: true,
        },
      );
    }
    if (!fixture || !cold) return results;
    // The same readings in the browser's worker (Chromium's V8 reads the big script about twice as
    // fast as Node.js 20's, the fixture about a fifth faster).
    const inWorker = await readInWorker(
      fixture.text,
      schemaScript(BIG, { randomForeignKeys: true }),
    );
    const label = `${fixture.label}, ${inWorker.fixtureTables} tables`;
    results.push(
      {
        name: `in Chromium's import worker: the ${BIG}-table benchmark script, per table`,
        value: inWorker.big,
        unit: 'ms',
        lowerIsBetter: true,
      },
      {
        name: `in Chromium's import worker: the largest fixture (${label}), per table`,
        value: inWorker.fixtureWarm,
        unit: 'ms',
        target: TARGET_PER_TABLE,
        lowerIsBetter: true,
      },
      {
        name: `in Chromium's import worker: its first reading (${label}), per table`,
        value: inWorker.fixtureFirst,
        unit: 'ms',
        lowerIsBetter: true,
      },
    );
    return results;
  },
};
