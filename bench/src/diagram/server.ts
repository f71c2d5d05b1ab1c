import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { freePort, waitHealthy } from '../serverProcess';

const root = path.resolve(import.meta.dirname, '../../..');

/** Runs `npm start` (web build when stale, then the server) on a fresh DATA_DIR, outside production so the dev outbox answers. */
export async function startApp(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'relata-bench-diagram-'));
  // Without NODE_ENV the web build is a production build and the server keeps the dev outbox.
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NODE_ENV;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...env,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      AUTH_IP_LIMIT: '100000',
    },
    stdio: 'ignore',
  });
  await waitHealthy(child, url, { pollMs: 100, timeoutMs: 240_000 });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { url, stop };
}

/** Signs a new user up through the outbox link, finishes onboarding and creates a project. */
export async function signUpAndProject(page: Page, url: string, name: string): Promise<string> {
  const headers = { origin: url };
  const email = `${name.toLowerCase()}-${Date.now()}@example.com`;
  await page.request.post('/api/account/sign-up', {
    headers,
    data: { email, password: 'correct horse battery', acceptTerms: true },
  });
  const mail = (await (
    await page.request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`)
  ).json()) as { mails: { links: string[] }[] };
  await page.goto(mail.mails[0]?.links[0] ?? '/');
  await page.request.patch('/api/account/profile', {
    headers,
    data: { firstname: 'Bench', onboarding_finished: true },
  });
  const project = (await (
    await page.request.post('/api/projects', {
      headers,
      data: { name, database_type: 'postgresql' },
    })
  ).json()) as { id: string };
  return project.id;
}
