import { apiErrorCodes } from '@relata/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  BODY_MUTATIONS,
  badSegment,
  junkBody,
  junkQuery,
  mutatedBody,
  toJsonText,
  type BadBody,
} from './helpers/badValues';
import { validValue } from './helpers/jsonSchemaArbitrary';
import { openApiOperations, type Operation } from './helpers/openApiOperations';
import { api } from './helpers/projects';
import { changedTables, storedRows } from './helpers/storedRows';
import { startTestServer, type TestServer } from './helpers/testServer';
import { buildWalkFixture, type WalkFixture } from './helpers/walkFixture';

/** Fixed, so that a run can be repeated; change it to explore other inputs. */
const SEED = 14;
/** Generated requests per operation and kind of bad value: every kind on every route, within ~60 s a database. */
const RUNS_PER_KIND = 8;

/** A seed of its own for each operation and kind (FNV-1a of their name), so that they draw different values. */
function seedOf(name: string): number {
  let hash = 0x811c9dc5 ^ SEED;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193);
  return hash | 0;
}

/** The error shape, strictly: nothing but `{error: {code, message, fields?}}`. */
const errorShape = z.strictObject({
  error: z.strictObject({
    code: z.enum(apiErrorCodes),
    message: z.string().min(1),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/**
 * Operations that, when they accept a request, replace the fixture's diagram or end the walk's
 * session or account run last, so that the operations after them still meet real rows and a
 * signed-in user.
 */
const LAST = [
  'POST /api/projects/{projectId}/versions/{versionId}/restore',
  'POST /api/projects/{projectId}/diagram/import',
  'POST /api/account/set-password',
  'POST /api/account/change-password',
  'DELETE /api/account',
  'POST /api/account/sign-out',
];
const order = (op: Operation) => LAST.indexOf(`${op.method} ${op.path}`);

interface BadRequest {
  method: string;
  url: string;
  body?: string;
  what: string;
}

/**
 * The generated bad requests of one operation, by kind: each kind is tried on every operation it
 * applies to. Everything not under test in a request is real and valid.
 */
function badRequests(
  op: Operation,
  fixture: WalkFixture,
): Array<{ kind: string; requests: fc.Arbitrary<BadRequest> }> {
  const path = (segments: Record<string, string> = {}) =>
    op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
      const real = fixture.params[name];
      if (real === undefined) throw new Error(`the walk fixture has no value for {${name}}`);
      return segments[name] ?? encodeURIComponent(real);
    });
  const validBody: fc.Arbitrary<string | undefined> = op.body
    ? validValue(op.body, fixture).map(toJsonText)
    : fc.constant(undefined);
  const request = (url: string, body: string | undefined, what: string): BadRequest => ({
    method: op.method,
    url,
    body,
    what,
  });

  const kinds = [
    {
      kind: 'bad query',
      requests: fc
        .tuple(junkQuery, validBody)
        .map(([q, body]) => request(`${path()}?${q.query}`, body, q.what)),
    },
  ];
  if (op.pathParams.length > 0)
    kinds.push({
      kind: 'bad path parameter',
      requests: fc
        .tuple(fc.constantFrom(...op.pathParams), badSegment(fixture.ids), validBody)
        .map(([name, bad, body]) =>
          request(path({ [name]: bad.segment }), body, `{${name}} = ${bad.what}`),
        ),
    });
  const queryNames = Object.keys(op.query);
  if (queryNames.length > 0)
    kinds.push({
      kind: 'bad query parameter',
      requests: fc
        .tuple(fc.constantFrom(...queryNames), badSegment(fixture.ids), validBody)
        .map(([name, bad, body]) =>
          request(`${path()}?${name}=${bad.segment}`, body, `?${name} = ${bad.what}`),
        ),
    });
  const body = op.body;
  if (body)
    for (const kind of BODY_MUTATIONS)
      kinds.push({
        kind,
        requests: validValue(body, fixture)
          .chain((valid) => mutatedBody(kind, valid, fixture.ids))
          .map((bad: BadBody) => request(path(), bad.text, bad.what)),
      });
  else if (op.method !== 'GET' && op.method !== 'HEAD')
    kinds.push({
      kind: 'junk body',
      requests: junkBody.map((bad) => request(path(), bad.text, bad.what)),
    });
  return kinds;
}

/**
 * Once per run, on PGlite (what `npm start` runs on): the walk checks what the edge makes of bad
 * input, which is the same code whichever database is behind it, and took a minute and a half a
 * database. The database-specific answers to bad values (invalid ids and text reaching a query)
 * are checked on both kinds by edgeInput.test.ts and the modules' own tests.
 */
describe('the bad-input walk over every route [pglite]', () => {
  let t: TestServer;
  let fixture: WalkFixture;
  beforeAll(async () => {
    t = await startTestServer('pglite');
    fixture = await buildWalkFixture(t.url);
  });
  afterAll(() => t.close());

  it('answers generated bad values with a 4xx in the error shape and changes no stored row', async () => {
    const db = t.server.database.db;
    const operations = (await openApiOperations(t.url)).sort((a, b) => order(a) - order(b));
    expect(operations.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let stored = await storedRows(db);

    const send = async (req: BadRequest) => {
      const headers: Record<string, string> = { origin: t.url, cookie: fixture.user.cookie };
      if (req.body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(`${t.url}${req.url}`, {
        method: req.method,
        headers,
        body: req.body,
      });
      const text = await res.text();
      const before = stored;
      stored = await storedRows(db);
      expect(res.status, text).toBeLessThan(500);
      if (res.status < 400) return;
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(errorShape.safeParse(JSON.parse(text)).error?.issues ?? [], text).toEqual([]);
      expect(changedTables(before, stored), 'tables changed by a refused request').toEqual([]);
    };

    for (const op of operations) {
      for (const { kind, requests } of badRequests(op, fixture)) {
        const result = await fc.check(fc.asyncProperty(requests, send), {
          seed: seedOf(`${op.method} ${op.path} ${kind}`),
          numRuns: RUNS_PER_KIND,
          endOnFailure: true,
        });
        if (!result.failed) continue;
        const what = result.counterexample?.[0].what ?? kind;
        const error = result.errorInstance instanceof Error ? result.errorInstance.message : '';
        failures.push(`${op.method} ${op.path} with ${what}: ${error.slice(0, 400)}`);
      }
    }
    expect(failures).toEqual([]);
    // Every request was made as the signed-in member: no accepted request ended the session.
    expect((await api(t.url, fixture.user, 'GET', '/api/account/profile')).status).toBe(200);
  }, 300_000);
});
