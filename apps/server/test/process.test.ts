import fs from 'node:fs';
import http from 'node:http';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { postJson, signUp } from './helpers/clients';
import { spawnServer, type ServerProcess } from './helpers/process';
import { freePort, freshDataDir } from './helpers/testServer';

const running: ServerProcess[] = [];
const dirs: string[] = [];

function start(dataDir: string, port: number) {
  // Behind a trusted proxy, so that the write stream below is many clients, not one rate-limited IP.
  const p = spawnServer({ DATA_DIR: dataDir, PORT: String(port), TRUST_PROXY: 'true' });
  running.push(p);
  return p;
}

function newDataDir() {
  const dir = freshDataDir();
  dirs.push(dir);
  return dir;
}

afterEach(async () => {
  for (const p of running.splice(0)) {
    if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
    await p.exited;
  }
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

async function signIn(url: string, email: string, password: string) {
  return postJson(url, '/api/account/sign-in', { email, password });
}

/** Whether the account exists: signing up again is refused as a duplicate. */
async function accountExists(url: string, email: string, forwardedFor = '10.9.9.9') {
  const res = await fetch(`${url}/api/account/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ email, password: 'correct horse battery', acceptTerms: true }),
  });
  return res.status === 409;
}

describe('the server process on the embedded database', () => {
  it('refuses a second server on the same DATA_DIR with a clear message', async () => {
    const dir = newDataDir();
    const first = start(dir, await freePort());
    await first.healthy();
    const second = start(dir, await freePort());
    const { code } = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain('is in use by another Relata server');
    // The first one is unharmed.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  });

  it('takes over the lock left by a process that no longer runs', async () => {
    const dir = newDataDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.pid']).pid;
    fs.writeFileSync(
      `${dir}/relata.lock`,
      JSON.stringify({
        pid: dead,
        host: (await import('node:os')).hostname(),
        startedAt: 'long ago',
      }),
    );
    const server = start(dir, await freePort());
    await server.healthy();
  });

  it('finds all data again after a restart on the same DATA_DIR', async () => {
    const dir = newDataDir();
    const port = await freePort();
    const first = start(dir, port);
    await first.healthy();
    const user = await signUp(first.url);
    first.child.kill('SIGTERM');
    expect(await first.exited).toEqual({ code: 0, signal: null });
    const second = start(dir, port);
    await second.healthy();
    expect((await signIn(second.url, user.email, user.password)).status).toBe(200);
  });

  it('on SIGTERM finishes the requests in flight, then exits cleanly', async () => {
    const dir = newDataDir();
    const server = start(dir, await freePort());
    await server.healthy();
    // A sign-up whose body is still arriving when the signal comes: it is in flight for sure.
    const body = JSON.stringify({
      email: 'inflight@example.com',
      password: 'correct horse battery',
      acceptTerms: true,
    });
    const half = Math.floor(body.length / 2);
    const response = new Promise<number>((resolve, reject) => {
      const req = http.request(`${server.url}/api/account/sign-up`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          origin: server.url,
        },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => {
          if (res.statusCode !== 201) console.error(`unexpected answer: ${text}`);
          resolve(res.statusCode ?? 0);
        });
      });
      req.on('error', reject);
      req.write(body.slice(0, half));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(half)), 300);
      }, 300);
    });
    expect(await response).toBe(201);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    // It was committed, and the database opens again.
    const again = start(dir, await freePort());
    await again.healthy();
    expect(await accountExists(again.url, 'inflight@example.com')).toBe(true);
  });

  it('loses no acknowledged write when killed with SIGKILL mid-stream, and reopens cleanly', async () => {
    const dir = newDataDir();
    const port = await freePort();
    const server = start(dir, port);
    await server.healthy();
    const acknowledged: string[] = [];
    let stop = false;
    // Four writers stream sign-ups until the process dies under them.
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let i = 0; !stop && i < 500; i++) {
        const email = `crash-${w}-${i}@example.com`;
        try {
          const res = await fetch(`${server.url}/api/account/sign-up`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              origin: server.url,
              'x-forwarded-for': `10.0.${w}.${i % 250}`,
            },
            body: JSON.stringify({ email, password: 'correct horse battery', acceptTerms: true }),
          });
          if (res.status === 201) acknowledged.push(email);
        } catch {
          return; // connection reset by the kill
        }
      }
    });
    while (acknowledged.length < 25) await new Promise((r) => setTimeout(r, 20));
    server.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    expect((await server.exited).signal).toBe('SIGKILL');

    const restarted = start(dir, port);
    await restarted.healthy();
    const missing: string[] = [];
    for (const [i, email] of acknowledged.entries()) {
      if (!(await accountExists(restarted.url, email, `10.1.${Math.floor(i / 200)}.${i % 200}`)))
        missing.push(email);
    }
    expect(missing).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(25);
  });
});
