import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import SlowestFirst from './scripts/vitest-sequencer.mjs';

const WEB_SOURCES = fileURLToPath(new URL('./apps/web/src', import.meta.url));
/**
 * The web tests that replace modules (`vi.mock`): they run isolated, each in a fresh module
 * registry, since a module another file imported first would not be replaced. Found by reading the
 * files, so a new one is isolated without being listed here.
 */
const webMocking = readdirSync(WEB_SOURCES, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.test\.tsx?$/.test(f))
  .filter((f) => readFileSync(join(WEB_SOURCES, f), 'utf8').includes('vi.mock('))
  .map((f) => `src/${f.split('\\').join('/')}`);

/** The web project's settings, shared by its shared and its isolated half. */
const web = {
  root: './apps/web',
  environment: 'jsdom',
  setupFiles: ['./src/test/setup.ts'],
  // CSS reaches tests empty, `?raw` too; the tables' palette and the themes' page colours
  // are read by the palette's contrast test.
  css: { include: [/tablePalette\.css/, /themes\.css/] },
  // A test may wait for several things in turn, each up to Testing Library's 5 s
  // (src/test/setup.ts); the route tests import lazy pages cold, which on the loaded
  // two-core CI took a navigation past the 5 s a whole test had by default.
  testTimeout: 20_000,
} as const;

/**
 * One Vitest run covers the pure core, the server's integration tests, the web app's unit tests
 * the lint configuration's boundaries and the end-to-end suite's own tooling (its budget reporter).
 */
export default defineConfig({
  test: {
    // PGlite instances are memory-hungry, and two cores gain nothing from more workers.
    maxWorkers: 2,
    // The slowest files start first, across projects (scripts/vitest-sequencer.mjs).
    sequence: { sequencer: SlowestFirst },
    projects: [
      {
        test: {
          name: 'core',
          root: './packages/core',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          // Names the run's engine databases and drops them at its end: a worker keeps its
          // fixture databases for all its files (test/harness/databases.ts).
          globalSetup: ['./test/harness/globalSetup.ts'],
          // The pure core has no state in its modules and its tests mock nothing: a worker
          // imports it once for all its files (the engine harness keeps its databases on purpose).
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/globalSetup.ts'],
          // A worker imports the server once for all its files (about 2 s of each file's time):
          // each file starts servers of its own, and the server keeps no state in its modules.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'config',
          root: '.',
          include: ['eslint.config.test.mjs', 'scripts/**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e-support',
          root: './e2e',
          include: ['support/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          ...web,
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: webMocking,
          // A worker sets up jsdom and imports the app's modules once for all its files (a fresh
          // environment and registry per file took two thirds of the project's time). Testing
          // Library's cleanup after each test (src/test/setup.ts) empties the document; a test
          // sets up the state it reads (focus modality, stores) itself.
          isolate: false,
        },
      },
      {
        test: { ...web, name: 'web-isolated', include: webMocking },
      },
    ],
  },
});
