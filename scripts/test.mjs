// `npm test`: every suite — unit and server integration tests (Vitest, on PGlite and, when it
// answers, PostgreSQL), then the end-to-end suite in Debian's Chromium. On a machine without
// Chromium or PostgreSQL it runs everything else and says what it skipped and how to enable it;
// with CI=true nothing may be skipped. At the end it prints how long each suite took (Vitest per
// project, Playwright per spec file); the Playwright run fails when one spec file's tests take
// more than their budget (e2e/support/budgetReporter.ts), and the whole run fails when it takes
// more than NPM_TEST_BUDGET_S on a machine that was quiet when it began (scripts/budget.mjs).
//
//   node scripts/test.mjs            # everything (`npm test`)
//   node scripts/test.mjs --smoke    # the smoke set CI runs on other Node.js versions (scripts/smoke.mjs)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { judge, loadAtStart, machineFactor, NPM_TEST_BUDGET_S } from './budget.mjs';
import { SMOKE_TESTS, smokeVitestArgs } from './smoke.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const inCi = process.env.CI === 'true' || process.env.CI === '1';
const smoke = process.argv.includes('--smoke');
const load = loadAtStart();
const runStarted = Date.now();
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

/** Starts the server as `npm start` does, on a fresh DATA_DIR, and checks what it serves. */
async function startSmoke() {
  console.log(
    '\n=== npm start: the server serves the API and the web app, and stops on SIGTERM ===\n',
  );
  const started = Date.now();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'relata-smoke-'));
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) =>
    server.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const problems = [];
  try {
    const deadline = Date.now() + 180_000;
    let health = null;
    while (Date.now() < deadline && server.exitCode === null) {
      health = await fetch(`${url}/api/health`).catch(() => null);
      if (health?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (health?.status !== 200) problems.push(`GET /api/health never answered 200`);
    else {
      const page = await fetch(`${url}/app`);
      const html = await page.text();
      if (page.status !== 200 || !/<div id="root">/.test(html))
        problems.push(`GET /app answered ${page.status} without the web app's page`);
    }
  } finally {
    server.kill('SIGTERM');
    const { code, signal } = await exited;
    if (code !== 0) problems.push(`the server exited with ${code ?? signal} on SIGTERM, not 0`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  for (const p of problems) console.error(`  ✗ ${p}`);
  if (problems.length === 0) console.log(`  ✓ health 200, /app served, clean exit on SIGTERM`);
  return { ok: problems.length === 0, ms: Date.now() - started };
}

/** A TCP port that was free a moment ago. */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const vitestBin = path.join(root, 'node_modules/vitest/vitest.mjs');

if (smoke) {
  // The server tests on PostgreSQL alone, whose test servers start in a tenth of PGlite's time;
  // PGlite on this Node.js version is what the start check above runs on.
  process.env.RELATA_TEST_DATABASES = 'postgres';
  console.log(
    `Smoke set on Node.js ${process.version}: npm start, ${SMOKE_TESTS.length} server tests (one per module), the CLI.`,
  );
  const start = await startSmoke();
  const tests = run('One server test per module, and the CLI (Vitest)', process.execPath, [
    vitestBin,
    'run',
    ...smokeVitestArgs(),
  ]);
  const ok = start.ok && tests.ok;
  console.log(
    `\nSmoke set on Node.js ${process.version}: start ${seconds(start.ms).trim()}, tests ${seconds(tests.ms).trim()}.`,
  );
  console.log(ok ? 'The smoke set passed.' : 'The smoke set failed (see above).');
  process.exit(ok ? 0 : 1);
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
if (!haveChromium) {
  skipped.push(
    `end-to-end tests: no Chromium at ${chromium} — install it with \`apt-get install chromium\` or set CHROMIUM_PATH`,
  );
}
if (inCi && skipped.length > 0) {
  console.error(`CI=true and something would be skipped:\n  - ${skipped.join('\n  - ')}`);
  process.exit(1);
}

// How much slower than the reference machine this one is: the budgets stretch by it, the
// Playwright reporter's per-file budget included (scripts/machine-speed.mjs).
const factor = haveChromium ? await machineFactor().catch(() => 1) : 1;
process.env.RELATA_MACHINE_FACTOR = String(factor);
if (factor !== 1)
  console.log(`This machine runs the reference workload ${factor} times as slowly.`);

// The suites' reporters write their times here for the table at the end.
const timesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'relata-test-times-'));
const vitestTimes = path.join(timesDir, 'vitest.json');
const e2eTimes = path.join(timesDir, 'e2e.json');
process.env.RELATA_VITEST_TIMES = vitestTimes;
process.env.RELATA_E2E_TIMES = e2eTimes;

const vitest = run('Unit and integration tests (Vitest)', process.execPath, [
  vitestBin,
  'run',
  '--reporter=default',
  `--reporter=${path.join(root, 'scripts/vitest-times.mjs')}`,
]);
const e2e = haveChromium
  ? run(
      'End-to-end tests (Playwright, Chromium)',
      process.execPath,
      [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test'],
      path.join(root, 'e2e'),
    )
  : null;
console.log(durationTable(vitest, e2e));
fs.rmSync(timesDir, { recursive: true, force: true });
if (skipped.length > 0) console.log(`\nSkipped on this machine:\n  - ${skipped.join('\n  - ')}`);
// The whole run against its budget: only a run of every suite says anything about it.
const total = Math.round((Date.now() - runStarted) / 1000);
const budget =
  skipped.length === 0
    ? judge('npm test', total, NPM_TEST_BUDGET_S, load, factor)
    : {
        ok: true,
        message: `npm test: ${total} s (not judged against its budget: suites were skipped).`,
      };
console.log(`\n${budget.message}`);
const ok = vitest.ok && (e2e?.ok ?? true) && budget.ok;
console.log(ok ? '\nAll test suites passed.' : '\nSome test suites failed (see above).');
process.exit(ok ? 0 : 1);
