/**
 * `npx tsx packages/core/test/harness/cost.ts [--side-by-side]`: what each fixture original of
 * every folder costs on its engine (creating the database and loading it; reading its catalog in
 * one query), as a Markdown table, with the statements each engine refused listed after it.
 * Loads run one at a time, so the figures are the fixture's own; `--side-by-side` loads as the
 * tests do (the engines side by side) and adds the wall time. Not part of the test suite.
 */
import {
  dropFixtureDatabases,
  fixtureDatabase,
  isEngineDialect,
  loadFixtureDatabases,
  workerEngines,
  type FixtureDatabase,
} from './databases';
import { ALL_FOLDERS, fixtureFiles, type Fixture } from './fixtures';

const VERSION = {
  postgresql: 'SHOW server_version',
  mysql: 'SELECT VERSION() v',
  sqlite: 'SELECT sqlite_version() v',
};
const ENGINE = { postgresql: 'PostgreSQL', mysql: 'MariaDB', sqlite: 'SQLite (sql.js)' };

const ms = (n: number): string => n.toFixed(0);

async function main(): Promise<void> {
  const { missing } = await workerEngines();
  const measured = fixtureFiles(ALL_FOLDERS).filter(
    (f) => isEngineDialect(f.dialect) && !missing[f.dialect],
  );
  const sideBySide = process.argv.includes('--side-by-side');
  const started = performance.now();
  if (sideBySide) await loadFixtureDatabases(measured);
  const loads: [Fixture, FixtureDatabase][] = [];
  for (const f of measured) loads.push([f, await fixtureDatabase(f)]);
  const wall = performance.now() - started;

  const versions = new Map<string, string>();
  for (const [f, db] of loads)
    if (isEngineDialect(f.dialect) && !versions.has(f.dialect)) {
      const [row] = await db.engine.rows(VERSION[f.dialect]);
      const version = /^[\d.]+/.exec(String(Object.values(row ?? {})[0]))?.[0] ?? '';
      versions.set(f.dialect, `${ENGINE[f.dialect]} ${version}`);
    }

  const lines = [
    '| Fixture | Dialect file | Engine | Statements | Load ms | Catalog ms | Errors |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: |',
  ];
  const totals = new Map<string, [number, number]>();
  for (const [f, db] of loads) {
    const load = db.ms - db.catalogMs;
    const engine = versions.get(f.dialect) ?? f.dialect;
    const [l, c] = totals.get(engine) ?? [0, 0];
    totals.set(engine, [l + load, c + db.catalogMs]);
    lines.push(
      `| ${f.schema} | ${f.info.file} | ${engine} | ${db.statements} | ${ms(load)} | ${ms(db.catalogMs)} | ${db.errors.length} |`,
    );
  }
  for (const [engine, [l, c]] of totals)
    lines.push(`| **total** | | ${engine} | | ${ms(l)} | ${ms(c)} | |`);
  console.log(lines.join('\n'));
  console.log(
    `\n${loads.length} loads ${sideBySide ? 'with the engines side by side' : 'one at a time'} in ${(wall / 1000).toFixed(1)} s.`,
  );
  for (const [engine, reason] of Object.entries(missing)) console.log(`${engine}: ${reason}`);

  const refused = loads.filter(([, db]) => db.errors.length > 0);
  if (refused.length) console.log('\nRefused statements (first three of each file):');
  for (const [f, db] of refused) {
    console.log(`- ${f.info.file} (${db.errors.length}):`);
    for (const e of db.errors.slice(0, 3)) console.log(`  - \`${e.statement}\`: ${e.message}`);
  }
}

try {
  await main();
} finally {
  await dropFixtureDatabases();
}
