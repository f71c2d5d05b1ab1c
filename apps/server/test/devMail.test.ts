import fs from 'node:fs';
import os from 'node:os';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type RelataServer } from '../src/app';
import { loadConfig } from '../src/config';
import { postJson } from './helpers/clients';
import { spawnServer, type ServerProcess } from './helpers/process';
import {
  describeOnOneDatabase,
  freePort,
  freshDataDir,
  startTestServer,
} from './helpers/testServer';
import type { TestServer } from './helpers/testServer';

const OUTBOX_PATHS = ['/api/dev/mail', '/api/dev/mail?to=victim%40example.com', '/dev/mail'];

/** Requests one of the outbox's pages as if from the given peer address (no real socket). */
function injectFrom(server: RelataServer, url: string, remoteAddress: string, headers = {}) {
  return server.app.inject({ method: 'GET', url, remoteAddress, headers });
}

/** The first address of this machine that is not loopback (the realistic path), if any. */
function networkAddress(): string | undefined {
  for (const list of Object.values(os.networkInterfaces()))
    for (const a of list ?? []) if (!a.internal && a.family === 'IPv4') return a.address;
  return undefined;
}

describeOnOneDatabase('the dev outbox (issue 14, item 5)', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    // The README's defaults: NODE_ENV and SMTP_URL unset, listening on loopback.
    t = await startTestServer(kind, { env: { TRUST_PROXY: 'true' } });
    await postJson(t.url, '/api/account/sign-up', {
      email: 'victim@example.com',
      password: 'correct horse battery',
      acceptTerms: true,
    });
  });
  afterAll(() => t.close());

  it('answers the machine itself', async () => {
    const res = await fetch(`${t.url}/api/dev/mail?to=victim%40example.com`);
    expect(res.status).toBe(200);
    const { mails } = (await res.json()) as { mails: Array<{ subject: string }> };
    expect(mails.map((m) => m.subject)).toEqual(['Verify your email for Relata']);
    expect((await fetch(`${t.url}/dev/mail`)).status).toBe(200);
  });

  it('refuses a peer that is not loopback, whatever X-Forwarded-For says', async () => {
    const [first] = await t.server.database.db.selectFrom('mail_outbox').select('id').execute();
    for (const url of [...OUTBOX_PATHS, `/dev/mail/${first?.id}`]) {
      for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }]) {
        const res = await injectFrom(t.server, url, '203.0.113.9', headers);
        expect({ url, headers, status: res.statusCode }).toEqual({ url, headers, status: 403 });
        expect(res.json()).toEqual({
          error: {
            code: 'forbidden',
            message: 'The outbox answers only requests from the machine the server runs on.',
          },
        });
      }
    }
    expect((await injectFrom(t.server, OUTBOX_PATHS[0]!, '::ffff:127.0.0.1')).statusCode).toBe(200);
    expect((await injectFrom(t.server, OUTBOX_PATHS[0]!, '::1')).statusCode).toBe(200);
  });

  it('refuses a request a proxy on this machine forwarded for someone else', async () => {
    const forwarded: Array<Record<string, string>> = [
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
    ];
    for (const headers of forwarded) {
      const res = await fetch(`${t.url}/api/dev/mail`, { headers });
      expect({ headers, status: res.status }).toEqual({ headers, status: 403 });
    }
  });
});

describe('the dev outbox on a server listening beyond loopback', () => {
  const closing: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closing.splice(0)) await close();
  });

  async function serverOn(host: string, env: Record<string, string> = {}) {
    const dataDir = freshDataDir();
    const port = await freePort();
    const config = loadConfig({
      PORT: String(port),
      HOST: host,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...env,
    });
    const server = await createServer(
      { ...config, webDist: `${dataDir}/no-web-build` },
      { logger: false },
    );
    await server.app.listen({ port, host });
    closing.push(async () => {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    return { server, port };
  }

  it('has no outbox at all unless the operator opts in', async () => {
    const { port } = await serverOn('0.0.0.0');
    for (const path of OUTBOX_PATHS.filter((p) => p.startsWith('/api/'))) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
    // A page path that is no route falls to the web app (here: not built), not to the outbox.
    const page = await fetch(`http://127.0.0.1:${port}/dev/mail`);
    expect(await page.text()).not.toContain('Outbox');
  });

  it('with DEV_MAIL_ON_NETWORK still answers only the machine itself', async () => {
    const { port } = await serverOn('0.0.0.0', { DEV_MAIL_ON_NETWORK: 'true' });
    expect((await fetch(`http://127.0.0.1:${port}/api/dev/mail`)).status).toBe(200);
    const address = networkAddress();
    expect(address, 'this machine has a network address besides loopback').toBeDefined();
    const remote = await fetch(`http://${address}:${port}/api/dev/mail?to=victim%40example.com`);
    expect(remote.status).toBe(403);
    expect((await fetch(`http://${address}:${port}/dev/mail`)).status).toBe(403);
  });
});

describe('npm start on a network address without SMTP_URL', () => {
  let p: ServerProcess | undefined;
  let dataDir = '';
  afterAll(async () => {
    p?.child.kill('SIGTERM');
    await p?.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('warns at start that mail stays in the outbox', async () => {
    dataDir = freshDataDir();
    p = spawnServer({ DATA_DIR: dataDir, PORT: String(await freePort()), HOST: '0.0.0.0' });
    await p.healthy();
    expect(p.output()).toContain(
      'HOST=0.0.0.0 accepts other machines, but SMTP_URL is unset: verification and password-reset mails reach nobody',
    );
  });
});
