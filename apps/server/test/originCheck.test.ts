import type { Project } from '@relata/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { allowedOrigins } from '../src/http/originCheck';
import { connectRealtime, signUp, type TestUser } from './helpers/clients';
import { addMember, api, createProject, json } from './helpers/projects';
import { describeOnOneDatabase, startTestServer, type TestServer } from './helpers/testServer';

const EVIL = 'https://evil.example';

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describeOnOneDatabase('origin check (issue 14, item 3)', (kind) => {
  let t: TestServer;
  let owner: TestUser;
  let member: TestUser;
  let project: Project;

  beforeAll(async () => {
    t = await startTestServer(kind);
    [owner, member] = await Promise.all([signUp(t.url), signUp(t.url)]);
    project = await createProject(t.url, owner);
    await addMember(t.url, owner, project.id, member, 'Editor');
  });
  afterAll(() => t.close());

  const stillMember = async () =>
    (await json<Project[]>(await api(t.url, member, 'GET', '/api/projects'))).some(
      (p) => p.id === project.id,
    );

  it('refuses a foreign page whatever the spelling of the path the router decodes', async () => {
    const leave = `projects/${project.id}/leave`;
    const spellings = [
      `/%61pi/${leave}`,
      `/%61%70%69/${leave}`,
      `/api/%70rojects/${project.id}/leave`,
      `/api/${leave}`,
      `//api/${leave}`,
      `/API/${leave}`,
    ];
    for (const path of spellings) {
      const res = await fetch(`${t.url}${path}`, {
        method: 'POST',
        headers: { cookie: member.cookie, origin: EVIL },
      });
      expect({ path, status: res.status }).toEqual({ path, status: 403 });
      expect(await errorOf(res)).toEqual({
        code: 'forbidden',
        message: 'Requests from another site are not allowed.',
      });
    }
    // Chromium's opaque origin with a cross-site Sec-Fetch-Site, on a decoded spelling.
    const opaque = await fetch(`${t.url}/%61pi/${leave}`, {
      method: 'POST',
      headers: { cookie: member.cookie, origin: 'null', 'sec-fetch-site': 'cross-site' },
    });
    expect(opaque.status).toBe(403);
    expect(await stillMember()).toBe(true);
  });

  it('lets our own page and non-browser clients through on a decoded spelling', async () => {
    const leave = await fetch(`${t.url}/%61pi/projects/${project.id}/leave`, {
      method: 'POST',
      headers: { cookie: member.cookie, origin: t.url },
    });
    expect(leave.status).toBe(200);
    expect(await stillMember()).toBe(false);
    // A client without Origin and Sec-Fetch-Site (CLI, webhooks) carries no ambient cookies.
    const cli = await fetch(`${t.url}/%61pi/account/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'whatever it is' }),
    });
    expect(cli.status).toBe(401);
  });

  it('refuses a WebSocket upgrade with an opaque or unparsable Origin with 403', async () => {
    for (const origin of ['null', 'not a url', 'http://[', 'file:///etc/passwd']) {
      await expect(connectRealtime(t.url, owner.cookie, origin), origin).rejects.toThrow(
        'upgrade refused: 403',
      );
    }
    // Ours still connects.
    const ok = await connectRealtime(t.url, owner.cookie);
    ok.close();
  });

  it('takes a loopback PUBLIC_URL under every name of this machine, on its port only', async () => {
    const port = new URL(t.url).port;
    const signIn = (origin: string) =>
      fetch(`${t.url}/api/account/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email: owner.email, password: owner.password }),
      });
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      const origin = `http://${host}:${port}`;
      const res = await signIn(origin);
      expect({ origin, status: res.status }).toEqual({ origin, status: 200 });
      expect(res.headers.get('set-cookie')).toMatch(/session_token=/);
    }
    // Another port, scheme or loopback address is another site.
    for (const origin of [
      `http://localhost:${Number(port) + 1}`,
      `https://localhost:${port}`,
      `http://127.0.0.2:${port}`,
      `http://localhost.evil.example:${port}`,
    ]) {
      const res = await signIn(origin);
      expect({ origin, status: res.status }).toEqual({ origin, status: 403 });
    }
  });

  it('does not trust the Vite dev server origins unless npm run dev says so', async () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:5173']) {
      const res = await fetch(`${t.url}/api/account/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'whatever it is' }),
      });
      expect({ origin, status: res.status }).toEqual({ origin, status: 403 });
    }
  });
});

describe('origin check under npm run dev', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', {
      env: { DEV_WEB_ORIGINS: 'http://localhost:5173,http://127.0.0.1:5173' },
    });
  });
  afterAll(() => t.close());

  it("trusts the Vite dev server's origins that scripts/dev.mjs names", async () => {
    const res = await fetch(`${t.url}/api/account/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'whatever it is' }),
    });
    expect(res.status).toBe(401);
    const evil = await fetch(`${t.url}/api/account/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:5174' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'whatever it is' }),
    });
    expect(evil.status).toBe(403);
  });
});

describe('allowed origins', () => {
  it('are the loopback names of the default PUBLIC_URL, and only PUBLIC_URL otherwise', () => {
    const origins = (env: NodeJS.ProcessEnv) => [...allowedOrigins(loadConfig(env))].sort();
    expect(origins({ PORT: '3000' })).toEqual([
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://localhost:3000',
    ]);
    expect(origins({ PORT: '3000', PUBLIC_URL: 'https://relata.example.com' })).toEqual([
      'https://relata.example.com',
    ]);
  });
});
