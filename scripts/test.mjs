// `npm test`: every suite — unit and server integration tests (Vitest, on PGlite and, when it
// answers, PostgreSQL), then the end-to-end suite in Debian's Chromium. On a machine without
// Chromium or PostgreSQL it runs everything else and says what it skipped and how to enable it;
// with CI=true nothing may be skipped.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const inCi = process.env.CI === 'true' || process.env.CI === '1';
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

function run(label, command, args, cwd = root) {
  console.log(`\n=== ${label} ===\n`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  return result.status === 0;
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

let ok = run('Unit and integration tests (Vitest)', process.execPath, [
  path.join(root, 'node_modules/vitest/vitest.mjs'),
  'run',
]);
if (haveChromium) {
  ok =
    run(
      'End-to-end tests (Playwright, Chromium)',
      process.execPath,
      [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test'],
      path.join(root, 'e2e'),
    ) && ok;
}
if (skipped.length > 0) console.log(`\nSkipped on this machine:\n  - ${skipped.join('\n  - ')}`);
console.log(ok ? '\nAll test suites passed.' : '\nSome test suites failed (see above).');
process.exit(ok ? 0 : 1);
