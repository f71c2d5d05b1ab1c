import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { apiErrorBodySchema } from '@relata/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnOneDatabase, startTestServer, type TestServer } from './helpers/testServer';

const BIG_ASSET = `export const words = ${JSON.stringify('relata '.repeat(2000))};`;
const INLINE_SCRIPT = "document.documentElement.className = 'theme-dark';";

describeOnOneDatabase('HTTP conventions', (kind) => {
  let t: TestServer;
  let webDist: string;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'relata-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      `<!doctype html><html><head><script>${INLINE_SCRIPT}</script><script type="module" src="/assets/app-abc.js"></script></head><body><div id="root"></div></body></html>`,
    );
    fs.writeFileSync(path.join(webDist, 'assets/app-abc.js'), 'console.log("app")');
    // A hashed asset with the build's precompressed twins (apps/web/vite.config.ts).
    fs.writeFileSync(path.join(webDist, 'assets/big-abc.js'), BIG_ASSET);
    fs.writeFileSync(
      path.join(webDist, 'assets/big-abc.js.br'),
      zlib.brotliCompressSync(BIG_ASSET),
    );
    fs.writeFileSync(path.join(webDist, 'assets/big-abc.js.gz'), zlib.gzipSync(BIG_ASSET));
    t = await startTestServer(kind, { config: { webDist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('answers health with 200 and the database reachable', async () => {
    const res = await fetch(`${t.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'ok',
      database: kind,
      databaseReachable: true,
    });
  });

  it('answers an unknown API path with a JSON 404, not the web app', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await fetch(`${t.url}/api/does-not-exist?x=1`, { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      const body = apiErrorBodySchema.parse(await res.json());
      expect(body.error.code).toBe('not_found');
    }
  });

  it('serves the web app for unknown page paths (history fallback) with cache rules', async () => {
    const page = await fetch(`${t.url}/app/projects/42/visualizer`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await page.text()).toContain('<div id="root">');
    const asset = await fetch(`${t.url}/assets/app-abc.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missingAsset = await fetch(`${t.url}/assets/missing.js`, { method: 'POST' });
    expect(missingAsset.status).toBe(404);
  });

  it('sends hashed assets as their precompressed twin the client accepts, cached for a year', async () => {
    const asset = `${t.url}/assets/big-abc.js`;
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await fetch(asset, { headers: { 'accept-encoding': accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(res.headers.get('content-type')).toContain('javascript');
      // fetch decodes the body itself: what arrives is the asset.
      expect(await res.text()).toBe(BIG_ASSET);
    }
    const plain = await fetch(asset, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(BIG_ASSET);
  });

  it('compresses JSON of 1 KB or more when the client accepts it, and leaves small answers alone', async () => {
    const docs = await fetch(`${t.url}/api/docs/json`, { headers: { 'accept-encoding': 'br' } });
    expect(docs.headers.get('content-encoding')).toBe('br');
    expect(((await docs.json()) as { openapi: string }).openapi).toMatch(/^3\./);
    const gz = await fetch(`${t.url}/api/docs/json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const none = await fetch(`${t.url}/api/docs/json`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(none.headers.get('content-encoding')).toBeNull();
    const small = await fetch(`${t.url}/api/health`, { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('does not inflate a compressed request body', async () => {
    const res = await fetch(`${t.url}/api/account/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: zlib.gzipSync(
        JSON.stringify({ email: 'nobody@example.com', password: 'whatever it is' }),
      ),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.status).not.toBe(401);
  });

  it('sends security headers and a CSP that allows exactly the inline script of index.html', async () => {
    const res = await fetch(`${t.url}/login`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-inline' 'self'");
    const hash = (await import('node:crypto'))
      .createHash('sha256')
      .update(INLINE_SCRIPT)
      .digest('base64');
    expect(csp).toContain(`'sha256-${hash}'`);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    // WebAssembly may compile (the SQL editor's engines); JavaScript eval stays refused.
    expect(scriptSrc.split(' ')).toContain("'wasm-unsafe-eval'");
    expect(scriptSrc.split(' ')).not.toContain("'unsafe-eval'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const res = await fetch(`${t.url}/api/account/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(res.status).toBe(400);
    expect(apiErrorBodySchema.parse(await res.json()).error.code).toBe('bad_request');
  });

  it('answers an oversized body with a 413 in the error shape', async () => {
    const res = await fetch(`${t.url}/api/account/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(apiErrorBodySchema.parse(await res.json()).error.code).toBe('payload_too_large');
  });

  it('answers an unsupported content type with a 415 in the error shape', async () => {
    const res = await fetch(`${t.url}/api/account/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-unknown' },
      body: 'hello',
    });
    expect(res.status).toBe(415);
    expect(apiErrorBodySchema.parse(await res.json()).error.code).toBe('unsupported_media_type');
  });

  it('describes the API as OpenAPI at /api/docs', async () => {
    const spec = (await (await fetch(`${t.url}/api/docs/json`)).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toContain('/api/health');
    const ui = await fetch(`${t.url}/api/docs/`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');
  });

  it('answers 503 from health when the database stops answering', async () => {
    const other = await startTestServer(kind);
    try {
      await other.server.database.close();
      const res = await fetch(`${other.url}/api/health`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: 'unavailable', databaseReachable: false });
    } finally {
      await other.close().catch(() => undefined);
    }
  });
});
