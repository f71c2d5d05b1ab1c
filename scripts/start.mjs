// `npm start`: builds the web app when its build is missing or older than its sources, then runs
// the server (API, realtime WebSocket and web app) in this very process, so signals reach it directly.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
// WEB_DIST moves the build (two test runs in one checkout each build their own).
const dist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(web, 'dist');
const builtIndex = path.join(dist, 'index.html');

/** Newest modification time below the given paths, ignoring tests. */
function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    let stat;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p))
        if (entry !== 'node_modules') visit(path.join(p, entry));
    } else if (!/\.test\.tsx?$/.test(p)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
}

function webBuildIsStale() {
  if (!fs.existsSync(builtIndex)) return true;
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) =>
    path.join(web, p),
  );
  sources.push(path.join(root, 'packages/core/src'));
  return newestMtime(sources) > fs.statSync(builtIndex).mtimeMs;
}

if (webBuildIsStale()) {
  console.log('Building the web app (its build is missing or older than its sources)...');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'],
    {
      cwd: web,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) {
    console.error('The web app failed to build; see above.');
    process.exit(result.status ?? 1);
  }
}

register();
await import('../apps/server/src/main.ts');
