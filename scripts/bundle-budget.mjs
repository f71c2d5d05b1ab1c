#!/usr/bin/env node
/**
 * Bundle budgets (issue 18): builds the web app into a temporary folder and sums, per route, the
 * gzip size of the JavaScript a browser must load before the route shows: the entry, the lazy
 * route modules the router loads for that URL, and every chunk they import statically.
 * Chunks a page imports on demand later (an editor's dialogs, CodeMirror, a menu's popover) are
 * not counted. Fails when a route is over its budget.
 *
 *   node scripts/bundle-budget.mjs          # build, measure, print the table, exit 1 if over
 *   node scripts/bundle-budget.mjs --json   # the same figures as JSON (for notes and the README)
 *   node scripts/bundle-budget.mjs --out-dir apps/web/dist
 *       # keeps the build there, as `npm start` would have built it (CI measures the build its
 *       # end-to-end suite then serves, instead of building the app twice)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');

/** The app shell every signed-in page renders inside, and the project pages' layout. */
const APP_SHELL = 'src/app/shell/AppLayout.tsx';
const PROJECT_SHELL = 'src/features/projects/ProjectLayout.tsx';
/** The project drawer, loaded by the project routes beside their layout (app/projectRoutes.tsx). */
const PROJECT_DRAWER = 'src/app/shell/ProjectDrawer.tsx';

/**
 * Each measured route: the modules (keys of Vite's manifest) the router loads for it, its budget
 * in KB of gzip (issue 18's goals; CI fails above them).
 */
const ROUTES = [
  {
    route: '/login',
    modules: ['index.html', 'src/features/auth/guestPages.ts'],
    budgetKb: 150,
  },
  {
    route: '/app (dashboard)',
    modules: ['index.html', APP_SHELL, 'src/features/dashboard/DashboardPage.tsx'],
    budgetKb: 150,
  },
  {
    route: '/app/projects/:id/visualizer',
    modules: [
      'index.html',
      APP_SHELL,
      PROJECT_SHELL,
      PROJECT_DRAWER,
      'src/features/diagram/VisualizerPage.tsx',
    ],
    // Issue 18's goal. What an edit asks before breaking a reader (core's SQL reader and lexer,
    // 13 KB) loads beside the canvas since 2026-12-04, which brought the route from 303 to 292 KB.
    budgetKb: 300,
  },
];

/** Vite's build manifest: source module → its chunk and the chunks it imports statically. */
function build(outDir) {
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { cwd: web, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
  return JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
}

/** The JavaScript files a route loads: its modules' chunks and their static imports, once each. */
function routeFiles(manifest, modules) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest: update ROUTES`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

const outDirArg = process.argv.indexOf('--out-dir');
const keptDir = outDirArg > 0 ? path.resolve(process.argv[outDirArg + 1] ?? '') : null;
const outDir = keptDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'relata-budget-'));
try {
  const manifest = build(outDir);
  // The manifest is the measurement's, not the app's: a kept build is served as it is.
  fs.rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
  const gzipBytes = (file) =>
    gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length;
  const rows = ROUTES.map(({ route, modules, budgetKb }) => {
    const files = routeFiles(manifest, modules);
    const kb = files.reduce((sum, file) => sum + gzipBytes(file), 0) / 1024;
    return { route, files: files.length, gzipKb: Math.round(kb * 10) / 10, budgetKb };
  });
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(rows, null, 2));
  } else {
    console.log('JavaScript loaded before each route shows (gzip -9):');
    for (const row of rows) {
      const verdict = row.gzipKb <= row.budgetKb ? 'ok' : 'OVER BUDGET';
      console.log(
        `  ${row.route.padEnd(30)} ${String(row.gzipKb).padStart(7)} KB  in ${String(row.files).padStart(2)} files  budget ${row.budgetKb} KB: ${verdict}`,
      );
    }
  }
  if (rows.some((row) => row.gzipKb > row.budgetKb)) process.exitCode = 1;
} finally {
  if (!keptDir) fs.rmSync(outDir, { recursive: true, force: true });
}
