import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { TOO_DEEP_MESSAGE, type Project } from '@relata/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestUser } from './helpers/clients';
import { json, projectWithTeam } from './helpers/projects';
import { describeOnOneDatabase, startTestServer, type TestServer } from './helpers/testServer';

/**
 * The issue's figure: health checks answer within 100 ms while a large body is read. Asserted for
 * 95 % of them: on a loaded two-core machine a few answers wait for a core, not for the body
 * (measured with two other test files running: 95 % under 25 ms, the slowest 45-190 ms).
 */
const HEALTH_P95_MS = 100;
/**
 * No health check waits longer: reading the 38 MB body on the event loop held it for over a
 * second at a time (JSON.parse 0.9 s, then its schema 1.3 s), the issue's body for 33 s.
 */
const HEALTH_MAX_MS = 500;
/** How often the health check is asked while a body is sent. */
const POLL_GAP_MS = 10;

/**
 * Issue 35's attack: 39 MB of nested arrays, gzip-compressed to about 40 KB. Parsed, it held the
 * event loop for 33 s and took 1.6 GB.
 */
const nestedArrays = (() => {
  const half = 19_500_000;
  return gzipSync(Buffer.from('['.repeat(half) + ']'.repeat(half)), { level: 1 });
})();

/** 13 million empty objects in 39 MB, gzip-compressed: about 1.3 GB once parsed. */
const emptyObjects = (() => {
  const count = 13_000_000;
  return gzipSync(Buffer.from(`[${'{},'.repeat(count)}{}]`), { level: 1 });
})();

/**
 * A member's import of about 40 MB: 10 000 tables (the most an import takes) of 18 columns, 38 MB
 * of JSON, the last table with the first one's id, so that the whole body is parsed and validated
 * and then refused (400) before anything is stored.
 */
let largeImport: Buffer | undefined;
function memberImport(): Buffer {
  // Written as text, table by table: an object graph of 190 000 items would cost this process (the
  // server's too) collections while the health check is timed.
  const column = (t: number, c: number) =>
    `{"id":"t${t}c${c}","name":"column_number_${c}_of_table_${t}","type":"varchar(255)",` +
    `"defaultValue":null,"isNullable":${c > 0},"isPrimaryKey":${c === 0},"isForeignKey":false,` +
    `"isUnique":false,"isIdentity":false,"isAutoIncrement":false}`;
  const table = (t: number) =>
    `{"id":"${t === 9_999 ? 't0' : `t${t}`}","name":"customer_orders_${t}",` +
    `"x":${(t % 100) * 400},"y":${Math.floor(t / 100) * 300},"attributes":[` +
    Array.from({ length: 18 }, (_, c) => column(t, c)).join(',') +
    ']}';
  largeImport ??= (() => {
    const text = `{"mode":"add","model":{"tables":[${Array.from({ length: 10_000 }, (_, t) => table(t)).join(',')}]}}`;
    expect(text.length).toBeGreaterThan(36 * 1024 * 1024);
    expect(text.length).toBeLessThan(40 * 1024 * 1024);
    return gzipSync(text, { level: 1 });
  })();
  return largeImport;
}

describeOnOneDatabase('nothing heavy before authentication', (kind) => {
  let t: TestServer;
  let team: Awaited<ReturnType<typeof projectWithTeam>>;
  let project: Project;
  beforeAll(async () => {
    t = await startTestServer(kind);
    team = await projectWithTeam(t.url);
    project = team.project;
  });
  afterAll(() => t.close());

  /** Sends a gzip-compressed JSON body to the project's import, as the web app does. */
  const sendImport = (body: Buffer, user?: TestUser) =>
    fetch(`${t.url}/api/projects/${project.id}/diagram/import`, {
      method: 'POST',
      headers: {
        origin: t.url,
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        ...(user ? { cookie: user.cookie } : {}),
      },
      body,
    });

  /**
   * Runs a request while asking for the health check every POLL_GAP_MS, until it is answered and
   * for `after` ms more (work left behind would show then): the answer, how long it took and the
   * slowest health answer. The test and the server share one event loop, so a body parsed on it
   * delays both.
   */
  async function whileHealthPolled(request: () => Promise<Response>, after = 0) {
    await (await fetch(`${t.url}/api/health`)).arrayBuffer();
    let answered = false;
    const latencies: number[] = [];
    const poll = async () => {
      let until = Infinity;
      while (performance.now() < until) {
        const start = performance.now();
        const res = await fetch(`${t.url}/api/health`);
        expect(res.status).toBe(200);
        await res.arrayBuffer();
        latencies.push(performance.now() - start);
        if (answered && until === Infinity) until = performance.now() + after;
        await sleep(POLL_GAP_MS);
      }
    };
    const polling = poll();
    const start = performance.now();
    const res = await request();
    const body = (await res.json()) as {
      error?: { code: string; fields?: Record<string, string> };
    };
    const tookMs = performance.now() - start;
    answered = true;
    await polling;
    latencies.sort((a, b) => a - b);
    const slowest = latencies.at(-1) ?? 0;
    const p95 = latencies[Math.floor(latencies.length * 0.95)] ?? slowest;
    return { status: res.status, body, tookMs, slowest, p95, polls: latencies.length };
  }

  it('refuses an unauthenticated 40 MB compressed body with 401 before decompressing or parsing it', async () => {
    const seen = await whileHealthPolled(() => sendImport(nestedArrays), 300);
    expect(seen.status).toBe(401);
    expect(seen.body.error?.code).toBe('unauthenticated');
    // Decompressed and parsed, this body held the server for 33 s.
    expect(seen.tookMs).toBeLessThan(1000);
    expect(seen.slowest).toBeLessThan(HEALTH_MAX_MS);
  });

  it("refuses a non-member's and a Viewer's large body before reading it (404, 403)", async () => {
    const outsider = await whileHealthPolled(() => sendImport(nestedArrays, team.outsider), 300);
    expect(outsider.status).toBe(404);
    expect(outsider.body.error?.code).toBe('not_found');
    const viewer = await whileHealthPolled(() => sendImport(nestedArrays, team.viewer), 300);
    expect(viewer.status).toBe(403);
    expect(viewer.body.error?.code).toBe('forbidden');
    for (const seen of [outsider, viewer]) {
      expect(seen.tookMs).toBeLessThan(1000);
      expect(seen.slowest).toBeLessThan(HEALTH_MAX_MS);
    }
  });

  it('checks session and role before a body is parsed, and reads 16 KB at most on open routes', async () => {
    const post = (path: string, body: string, user?: TestUser) =>
      fetch(`${t.url}${path}`, {
        method: 'POST',
        headers: {
          origin: t.url,
          'content-type': 'application/json',
          ...(user ? { cookie: user.cookie } : {}),
        },
        body,
      });
    // Not JSON: never read without a session or the role, so never answered as bad JSON.
    expect((await post('/api/projects', '{not json')).status).toBe(401);
    expect(
      (await post(`/api/projects/${project.id}/tables`, '{not json', team.viewer)).status,
    ).toBe(403);
    expect(
      (await post(`/api/projects/${project.id}/tables`, '{not json', team.editor)).status,
    ).toBe(400);
    const signUp = await post(
      '/api/account/sign-up',
      JSON.stringify({ email: 'big@example.com', password: 'x'.repeat(20_000), acceptTerms: true }),
    );
    expect(signUp.status).toBe(413);
    expect(((await signUp.json()) as { error: { code: string } }).error.code).toBe(
      'payload_too_large',
    );
  });

  it("keeps health checks under 100 ms while an Editor's 40 MB bodies are read", async () => {
    // The nesting is measured in the bytes: refused without building an array.
    const deep = await whileHealthPolled(() => sendImport(nestedArrays, team.editor));
    expect(deep.status).toBe(400);
    expect(Object.values(deep.body.error?.fields ?? {})).toEqual([TOO_DEEP_MESSAGE]);
    expect(deep.slowest).toBeLessThan(HEALTH_MAX_MS);

    // Its parse would take 1.3 GB: refused from its bytes (a worker reaching its heap limit inside
    // JSON.parse would take the process down).
    const wide = await whileHealthPolled(() => sendImport(emptyObjects, team.editor));
    expect(wide.status).toBe(413);
    expect(wide.body.error?.code).toBe('payload_too_large');
    expect(wide.slowest).toBeLessThan(HEALTH_MAX_MS);

    // A real import's size: parsed and validated whole, in the body worker, then refused.
    const body = memberImport();
    const large = await whileHealthPolled(() => sendImport(body, team.editor));
    expect(large.status).toBe(400);
    expect(large.body.error?.fields).toEqual({ 'model.tables.9999.id': 'must be unique' });
    expect(large.polls).toBeGreaterThan(20);
    expect(large.p95).toBeLessThan(HEALTH_P95_MS);
    expect(large.slowest).toBeLessThan(HEALTH_MAX_MS);
    const diagram = await json<{ tables: unknown[] }>(
      await fetch(`${t.url}/api/projects/${project.id}/diagram`, {
        headers: { cookie: team.editor.cookie },
      }),
    );
    expect(diagram.tables).toEqual([]);
  });
});
