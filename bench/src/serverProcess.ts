import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const serverMain = path.resolve(import.meta.dirname, '../../apps/server/src/main.ts');

/** A TCP port nobody listens on right now, for a server the bench starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

/**
 * Waits until a started server answers /api/health with 200, asking every `pollMs`; fails when
 * the process exits first or `timeoutMs` passes.
 */
export async function waitHealthy(
  child: ChildProcess,
  url: string,
  { pollMs, timeoutMs }: { pollMs: number; timeoutMs: number },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited during start');
    if (Date.now() > deadline) throw new Error('server did not start');
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

/** A server process the bench started. */
export interface ServerNode {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the server (its own data folder; `env` adds DATABASE_URL and the like) and waits for its
 * first healthy answer. The dev outbox answers on loopback, so sign-up links are read from it.
 */
export async function startServer(env: Record<string, string>, label: string): Promise<ServerNode> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const base: NodeJS.ProcessEnv = { ...process.env };
  delete base.NODE_ENV;
  const child = spawn(process.execPath, ['--import', 'tsx', serverMain], {
    env: {
      ...base,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      AUTH_IP_LIMIT: '100000',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), `relata-bench-${label}-`)),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitHealthy(child, url, { pollMs: 50, timeoutMs: 120_000 });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, child, stop };
}

function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => c && !c.endsWith('='))
    .join('; ');
}

/** A signed-up user: its id and session cookie. */
export interface Editor {
  id: string;
  cookie: string;
}

/** Signs a user up through the real flow and keeps the session cookie the mail link sets. */
export async function signUp(url: string): Promise<Editor> {
  const email = `bench-${randomBytes(5).toString('hex')}@example.com`;
  const headers = { 'content-type': 'application/json', origin: url };
  const res = await fetch(`${url}/api/account/sign-up`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: 'correct horse battery', acceptTerms: true }),
  });
  if (res.status !== 201) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
  const mail = (await (
    await fetch(`${url}/api/dev/mail?to=${encodeURIComponent(email)}`)
  ).json()) as {
    mails: Array<{ links: string[] }>;
  };
  const link = mail.mails[0]?.links[0];
  if (!link) throw new Error('no verification mail');
  const cookie = cookiesOf(await fetch(link, { redirect: 'manual' }));
  const session = (await (
    await fetch(`${url}/api/auth/get-session`, { headers: { cookie } })
  ).json()) as { user: { id: string } };
  await fetch(`${url}/api/account/profile`, {
    method: 'PATCH',
    headers: { ...headers, cookie },
    body: JSON.stringify({ firstname: 'Bench', onboarding_finished: true }),
  });
  return { id: session.user.id, cookie };
}

/** A JSON request with the user's session, as the web app sends it. */
export async function call<T>(
  url: string,
  who: Editor,
  method: string,
  route: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${url}${route}`, {
    method,
    headers: { 'content-type': 'application/json', origin: url, cookie: who.cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
