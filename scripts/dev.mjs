// `npm run dev`: the server with reload on change (tsx watch) and Vite's dev server with hot reload,
// which proxies /api to the server. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Pages come from Vite's dev server (apps/web/vite.config.ts, port 5173): only here does the API
// trust its origins. `npm start` and a server started any other way never do.
const serverEnv = {
  ...process.env,
  DEV_WEB_ORIGINS: 'http://localhost:5173,http://127.0.0.1:5173',
};
const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/server'], {
    cwd: root,
    stdio: 'inherit',
    env: serverEnv,
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
