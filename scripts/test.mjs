// `npm test`: every suite — unit and server integration tests (Vitest, on PGlite and, when it
// answers, PostgreSQL), then the end-to-end suite in Debian's Chromium. On a machine without
// Chromium or PostgreSQL it runs everything else and says what it skipped and how to enable it;
// with CI=true nothing may be skipped. At the end it prints how long each suite took (Vitest per
// project, Playwright per spec file); the Playwright run fails when one spec file's tests take
// more than their budget (e2e/support/budgetReporter.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const inCi = process.env.CI === 'true' || process.env.CI === '1';
// `--unit-only`: the Vitest suite alone (CI runs it a second time on another Node.js version).
const unitOnly = process.argv.includes('--unit-only');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1500 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

/** Runs one suite; answers whether it passed and how long it took. */
function run(label, command, args, cwd = root) {
  console.log(`\n=== ${label} ===\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  return { ok: result.status === 0, ms: Date.now() - started };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

/** The times a suite's reporter wrote, or null when it wrote none (the suite did not get that far). */
function readTimes(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The table printed at the end of the run: every suite's wall-clock time, then its parts. */
function durationTable(vitest, e2e) {
  const lines = ['', 'Suite durations:'];
  lines.push(`  Vitest (unit and integration)      ${seconds(vitest.ms)} wall-clock`);
  for (const p of readTimes(vitestTimes)?.projects ?? [])
    lines.push(
      `    ${p.name.padEnd(12)} ${String(p.files).padStart(3)} files        ${seconds(p.ms)} in its files (slowest ${p.slowest.file}, ${seconds(p.slowest.ms).trim()})`,
    );
  if (e2e) {
    lines.push(`  Playwright (end-to-end, Chromium)  ${seconds(e2e.ms)} wall-clock`);
    const times = readTimes(e2eTimes);
    for (const f of times?.files ?? [])
      lines.push(
        `    ${f.file.padEnd(30)} ${seconds(f.ms)} ${String(f.tests).padStart(2)} tests${f.ms > times.budgetMs ? '  OVER BUDGET' : ''}`,
      );
    if (times)
      lines.push(`    (each spec file's tests may take ${times.budgetMs / 1000} s together)`);
  }
  return lines.join('\n');
}

const skipped = [];
if (!(await reachable('127.0.0.1', 5432)) && !process.env.TEST_DATABASE_URL) {
  skipped.push(
    'server integration tests on PostgreSQL: no PostgreSQL at 127.0.0.1:5432 — start one (apt-get install postgresql) or set TEST_DATABASE_URL=postgres://user@host:port/db',
  );
}
if (!(await reachable('127.0.0.1', 3306))) {
  skipped.push(
    'schema engine tests on MariaDB: no MariaDB at 127.0.0.1:3306 — start one (apt-get install mariadb-server)',
  );
}
const haveChromium = fs.existsSync(chromium);
if (!haveChromium && !unitOnly) {
  skipped.push(
    `end-to-end tests: no Chromium at ${chromium} — install it with \`apt-get install chromium\` or set CHROMIUM_PATH`,
  );
}
if (inCi && skipped.length > 0) {
  console.error(`CI=true and something would be skipped:\n  - ${skipped.join('\n  - ')}`);
  process.exit(1);
}

// The suites' reporters write their times here for the table at the end.
const timesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'relata-test-times-'));
const vitestTimes = path.join(timesDir, 'vitest.json');
const e2eTimes = path.join(timesDir, 'e2e.json');
process.env.RELATA_VITEST_TIMES = vitestTimes;
process.env.RELATA_E2E_TIMES = e2eTimes;

const vitest = run('Unit and integration tests (Vitest)', process.execPath, [
  path.join(root, 'node_modules/vitest/vitest.mjs'),
  'run',
  '--reporter=default',
  `--reporter=${path.join(root, 'scripts/vitest-times.mjs')}`,
]);
const e2e =
  haveChromium && !unitOnly
    ? run(
        'End-to-end tests (Playwright, Chromium)',
        process.execPath,
        [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test'],
        path.join(root, 'e2e'),
      )
    : null;
const ok = vitest.ok && (e2e?.ok ?? true);
console.log(durationTable(vitest, e2e));
fs.rmSync(timesDir, { recursive: true, force: true });
if (skipped.length > 0) console.log(`\nSkipped on this machine:\n  - ${skipped.join('\n  - ')}`);
console.log(ok ? '\nAll test suites passed.' : '\nSome test suites failed (see above).');
process.exit(ok ? 0 : 1);
