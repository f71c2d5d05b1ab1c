import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  APP_PORT,
  BASE_URL,
  MAIL_CATCHER_URL,
  MAIL_HTTP_PORT,
  MAIL_SMTP_PORT,
  OAUTH_URL,
} from './support/ports';
import { DISABLE_FEATURES_SWITCH } from './support/chromiumFeatures';
import { OAUTH_CLIENTS } from './support/oauthUsers';

// A fresh DATA_DIR per run. Workers load this file again, so the path travels in the environment.
process.env.RELATA_E2E_DATA_DIR ??= path.join(os.tmpdir(), `relata-e2e-${process.pid}`);
const dataDir = process.env.RELATA_E2E_DATA_DIR;
mkdirSync(dataDir, { recursive: true });

/** End-to-end tests: the real server (`npm start`) on a fresh database, driven in Debian's Chromium. */
export default defineConfig({
  testDir: './tests',
  // Runs on moved ports (side by side in one checkout) keep their traces apart.
  outputDir: process.env.RELATA_E2E_PORT_BASE
    ? `./test-results-${process.env.RELATA_E2E_PORT_BASE}`
    : './test-results',
  // The OAuth mock starts after the servers (Playwright's order), at the address they were given.
  globalSetup: './support/globalSetup.ts',
  globalTeardown: './support/globalTeardown.ts',
  // The slowest tests take about 20 s alone on a quiet two-core machine (docs/testing.md);
  // a test that needs more than 60 s is stuck, and says so well before its file's 90 s budget.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Three on the two-core machine: a test waits on the app part of the time, and a third worker
  // fills that (two left a core idle 17% of the run; docs/testing.md, "Where the time goes").
  workers: 3,
  forbidOnly: process.env.CI === 'true',
  // No retries: a test that passes only on a second try is a defect to fix (docs/testing.md).
  retries: 0,
  // The budget reporter fails the run when one spec file's tests take more than 90 s together.
  reporter: [['list'], ['./support/budgetReporter.ts']],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: {
      // Never a downloaded browser: the system's Chromium (apt-get install chromium).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Playwright's own list and the omnibox popup no test sees (support/chromiumFeatures.ts).
        DISABLE_FEATURES_SWITCH,
      ],
    },
    // A failed test keeps its trace: every action with the DOM before and after it, the network
    // and the console (npx playwright show-trace). No screencast: its frames kept each worker's
    // browser rendering and encoding for the whole run (about 80% of a core per worker, measured
    // in docs/testing.md); the screenshot at the moment of failure is kept instead.
    // RELATA_E2E_TRACE=off records none (.ci/run: recording costs about a tenth of the suite's CPU).
    trace:
      process.env.RELATA_E2E_TRACE === 'off'
        ? 'off'
        : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    // The browsers ask for reduced motion, which the app honours (Mantine's respectReducedMotion):
    // a dialog does not slide in while a test clicks its buttons, as no person would within its
    // first 200 ms. Every context a test opens gets this, like the base URL.
    contextOptions: { reducedMotion: 'reduce' },
  },
  webServer: [
    {
      // Receives the app's mail over real SMTP, so sign-up links can be followed in production mode.
      command: 'node support/mailCatcher.mjs',
      url: `${MAIL_CATCHER_URL}/mail`,
      reuseExistingServer: false,
      env: {
        MAIL_CATCHER_SMTP_PORT: String(MAIL_SMTP_PORT),
        MAIL_CATCHER_HTTP_PORT: String(MAIL_HTTP_PORT),
      },
    },
    {
      command: 'node scripts/start.mjs',
      cwd: '..',
      url: `${BASE_URL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(APP_PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: BASE_URL,
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        MAIL_FROM: 'Relata <relata@example.com>',
        // Every test signs its users up from 127.0.0.1; the per-address limits still apply.
        AUTH_IP_LIMIT: '100000',
        // Google and GitHub point at the OAuth mock of support/globalSetup.ts.
        GOOGLE_CLIENT_ID: OAUTH_CLIENTS.google.id,
        GOOGLE_CLIENT_SECRET: OAUTH_CLIENTS.google.secret,
        GITHUB_CLIENT_ID: OAUTH_CLIENTS.github.id,
        GITHUB_CLIENT_SECRET: OAUTH_CLIENTS.github.secret,
        OAUTH_TEST_SERVER_URL: OAUTH_URL,
        // A run on moved ports builds its own web app, so runs side by side never share a build.
        ...(process.env.RELATA_E2E_PORT_BASE
          ? { WEB_DIST: path.join(os.tmpdir(), `relata-web-${process.env.RELATA_E2E_PORT_BASE}`) }
          : {}),
      },
    },
  ],
});
