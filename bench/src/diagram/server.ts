import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { freePort, waitHealthy } from '../serverProcess';
import type { BenchResult } from '../types';
import { medians } from './results';

const root = path.resolve(import.meta.dirname, '../../..');

/** Runs `npm start` (web build when stale, then the server) on a fresh DATA_DIR, outside production so the dev outbox answers. */
export async function startApp(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'relata-bench-diagram-'));
  // Without NODE_ENV the web build is a production build and the server keeps the dev outbox.
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NODE_ENV;
  // BENCH_SERVER_PROFILE=/dir: the server's CPU profile (node --cpu-prof), written when it stops.
  const profile = process.env.BENCH_SERVER_PROFILE;
  const args = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(process.execPath, [...args, 'scripts/start.mjs'], {
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

/** Signs a new user up through the outbox link and finishes onboarding; answers their address. */
export async function signUp(page: Page, url: string, name: string): Promise<string> {
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
    data: { firstname: name, onboarding_finished: true },
  });
  return email;
}

/** Signs a new user up through the outbox link, finishes onboarding and creates a project. */
export async function signUpAndProject(page: Page, url: string, name: string): Promise<string> {
  const headers = { origin: url };
  await signUp(page, url, name);
  const project = (await (
    await page.request.post('/api/projects', {
      headers,
      data: { name, database_type: 'postgresql' },
    })
  ).json()) as { id: string };
  return project.id;
}

/** Debian's Chromium, headless, quiet, with precise memory figures and a collectable heap. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--enable-precise-memory-info',
      '--js-flags=--expose-gc',
    ],
  });
}

/**
 * Starts the app and Chromium, then `runs` times: a new user with a project in a fresh desktop
 * browser context, measured by `measure`; answers the median of each figure over the runs.
 */
export async function medianOfRuns(
  label: string,
  runs: number,
  measure: (page: Page, url: string, projectId: string) => Promise<BenchResult[]>,
): Promise<BenchResult[]> {
  const app = await startApp();
  const browser = await launchBrowser();
  try {
    const all: BenchResult[][] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({
        baseURL: app.url,
        viewport: { width: 1280, height: 800 },
      });
      const page = await context.newPage();
      const projectId = await signUpAndProject(page, app.url, 'Bench');
      const results = await measure(page, app.url, projectId);
      all.push(results);
      await context.close();
      if (runs > 1) {
        console.error(`${label} run ${run + 1} of ${runs}:`);
        for (const r of results)
          console.error(`  ${r.name}: ${Number(r.value.toFixed(1))} ${r.unit}`);
      }
    }
    return medians(all);
  } finally {
    await browser.close();
    await app.stop();
  }
}
