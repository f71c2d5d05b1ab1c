import { PassThrough } from 'node:stream';
import {
  MAX_TOKENS_PER_USER,
  TOKEN_INVALID,
  TOKEN_NOT_HERE,
  TOKEN_PATTERN,
  TOKEN_READ_ONLY,
  type AccessToken,
  type AccountEventPage,
  type CreatedToken,
  type CreateTokenBodyInput,
  type Diagram,
  type ImportDiagramResult,
  type Project,
  type ProjectEventPage,
  type VersionSummary,
} from '@relata/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './helpers/clients';
import { api, createProject, json, projectWithTeam } from './helpers/projects';
import { describeOnOneDatabase, startTestServer, type TestServer } from './helpers/testServer';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describeOnOneDatabase('personal access tokens', (kind) => {
  let t: TestServer;
  let team: Awaited<ReturnType<typeof projectWithTeam>>;
  let other: Project;
  /** Every line the server logged, to show no token is ever written there. */
  let logged = '';
  /** Every token made in this file, to look for in the logs and the audit trail. */
  const made: string[] = [];

  beforeAll(async () => {
    const log = new PassThrough();
    log.on('data', (chunk: Buffer) => (logged += chunk.toString()));
    t = await startTestServer(kind, { logTo: log });
    team = await projectWithTeam(t.url);
    // A second project of the same Editor, which a token for the first must not reach.
    other = await createProject(t.url, team.editor, { name: 'Second project' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = async (user: TestUser, body: Partial<CreateTokenBodyInput> = {}) => {
    const res = await api(t.url, user, 'POST', '/api/account/tokens', {
      name: 'CI',
      expiresInDays: 90,
      scope: 'write',
      projectIds: null,
      ...body,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const created = await json<CreatedToken>(res);
    made.push(created.token);
    return created;
  };
  /** A request as the `relata` command sends it: the token, no cookie, no Origin. */
  const bearer = (token: string, method: string, path: string, body?: unknown) =>
    fetch(`${t.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const refusal = async (res: Response, status: number) => {
    const text = await res.clone().text();
    expect(res.status, text).toBe(status);
    return (await json<ErrorBody>(res)).error;
  };
  const table = (name: string) => ({ name, x: 10, y: 20 });

  it('shows a token once, lists it without the token, and lets it act as its user on projects', async () => {
    const created = await create(team.editor, { name: 'Deploy' });
    expect(created.token).toMatch(TOKEN_PATTERN);
    expect(created.token.startsWith(created.prefix)).toBe(true);
    expect(created).toMatchObject({ name: 'Deploy', scope: 'write', projects: null });

    const listed = await json<AccessToken[]>(
      await api(t.url, team.editor, 'GET', '/api/account/tokens'),
    );
    const mine = listed.find((x) => x.id === created.id);
    expect(mine).toMatchObject({ name: 'Deploy', last_used_at: null, prefix: created.prefix });
    expect(JSON.stringify(listed)).not.toContain(created.token);

    const projects = await json<Project[]>(await bearer(created.token, 'GET', '/api/projects'));
    expect(projects.map((p) => p.id).sort()).toEqual([team.project.id, other.id].sort());
    // A write token changes the diagram with no Origin header: there is no cookie to forge.
    const made = await bearer(created.token, 'POST', `/api/projects/${team.project.id}/tables`, {
      ...table('from_ci'),
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const diagram = await json<Diagram>(
      await api(t.url, team.editor, 'GET', `/api/projects/${team.project.id}/diagram`),
    );
    expect(diagram.tables.map((x) => x.name)).toContain('from_ci');

    const used = (
      await json<AccessToken[]>(await api(t.url, team.editor, 'GET', '/api/account/tokens'))
    ).find((x) => x.id === created.id);
    expect(used?.last_used_at).not.toBeNull();
    expect(used?.last_used_ip).toBe('127.0.0.1');
  });

  it('keeps its user’s role: a Viewer’s write token still cannot edit', async () => {
    const { token } = await create(team.viewer);
    expect((await bearer(token, 'GET', `/api/projects/${team.project.id}/diagram`)).status).toBe(
      200,
    );
    const refused = await refusal(
      await bearer(token, 'POST', `/api/projects/${team.project.id}/tables`, table('nope')),
      403,
    );
    expect(refused.message).toBe('Only Editors and Admins can edit the diagram.');
  });

  it('lets a read token read and nothing else', async () => {
    const { token } = await create(team.editor, { scope: 'read' });
    expect((await bearer(token, 'GET', `/api/projects/${team.project.id}/versions`)).status).toBe(
      200,
    );
    const refused = await refusal(
      await bearer(token, 'POST', `/api/projects/${team.project.id}/versions`, { name: 'v' }),
      403,
    );
    expect(refused.message).toBe(TOKEN_READ_ONLY);
  });

  it('answers 404 on a project the token does not name, as for a non-member', async () => {
    const { token, projects } = await create(team.editor, { projectIds: [team.project.id] });
    expect(projects).toEqual([{ id: team.project.id, name: team.project.name }]);
    const listed = await json<Project[]>(await bearer(token, 'GET', '/api/projects'));
    expect(listed.map((p) => p.id)).toEqual([team.project.id]);
    for (const path of [`/api/projects/${other.id}`, `/api/projects/${other.id}/diagram`])
      expect((await refusal(await bearer(token, 'GET', path), 404)).message).toBe(
        'Could not find project.',
      );
    await refusal(await bearer(token, 'POST', `/api/projects/${other.id}/tables`, table('x')), 404);
    // And a project of somebody else is the 404 of a non-member, whatever the token names.
    const all = await create(team.editor);
    await refusal(await bearer(all.token, 'GET', `/api/projects/${team.othersProject.id}`), 404);
  });

  it('never reaches account, token, billing, notification or realtime routes', async () => {
    const { token } = await create(team.editor);
    for (const [method, path, body] of [
      ['GET', '/api/account/profile'],
      ['PATCH', '/api/account/profile', { firstname: 'Mallory' }],
      ['GET', '/api/account/tokens'],
      [
        'POST',
        '/api/account/tokens',
        { name: 'x', expiresInDays: null, scope: 'write', projectIds: null },
      ],
      ['GET', '/api/account/sessions'],
      ['POST', '/api/account/change-password', { currentPassword: 'a', newPassword: 'b' }],
      ['DELETE', '/api/account'],
      ['GET', '/api/billing/subscriptions'],
      ['POST', '/api/billing/portal', {}],
      ['GET', '/api/notifications'],
      ['GET', '/api/invitations'],
      ['POST', '/api/projects', { name: 'By token' }],
      ['GET', '/api/realtime'],
    ] as const) {
      const error = await refusal(await bearer(token, method, path, body), 403);
      expect(error.message, `${method} ${path}`).toBe(TOKEN_NOT_HERE);
    }
    // The refused calls changed nothing.
    const tokens = await json<AccessToken[]>(
      await api(t.url, team.editor, 'GET', '/api/account/tokens'),
    );
    expect(tokens.some((x) => x.name === 'x')).toBe(false);
  });

  it('answers 401 to a revoked, an expired, an unknown and a malformed token', async () => {
    const revoked = await create(team.editor, { name: 'Old laptop' });
    expect((await bearer(revoked.token, 'GET', '/api/projects')).status).toBe(200);
    const res = await api(t.url, team.editor, 'DELETE', `/api/account/tokens/${revoked.id}`);
    expect(res.status, await res.clone().text()).toBe(200);
    const expired = await create(team.editor, { expiresInDays: 30 });
    await sql`update access_tokens set expires_at = now() - interval '1 second' where id = ${expired.id}`.execute(
      t.server.database.db,
    );
    const unknown = `relata_pat_${'A'.repeat(43)}`;
    for (const token of [revoked.token, expired.token, unknown, 'relata_pat_short', ''])
      for (const [method, path] of [
        ['GET', '/api/projects'],
        ['POST', `/api/projects/${team.project.id}/tables`],
      ] as const) {
        const body = method === 'POST' ? table('t') : undefined;
        const error = await refusal(await bearer(token, method, path, body), 401);
        expect(error.message).toBe(TOKEN_INVALID);
      }
    // A bearer header never falls back to the session cookie sent with it.
    const both = await fetch(`${t.url}/api/projects`, {
      headers: { authorization: `Bearer ${revoked.token}`, cookie: team.editor.cookie },
    });
    expect(both.status).toBe(401);
    // Revoking twice, or another user's token, is a 404.
    await refusal(
      await api(t.url, team.editor, 'DELETE', `/api/account/tokens/${revoked.id}`),
      404,
    );
    const ann = await create(team.admin);
    await refusal(await api(t.url, team.editor, 'DELETE', `/api/account/tokens/${ann.id}`), 404);
    expect((await bearer(ann.token, 'GET', '/api/projects')).status).toBe(200);
  });

  it('counts each token against its own limit, and checks the token before reading a body', async () => {
    const busy = await create(team.editor, { name: 'Busy' });
    const calm = await create(team.editor, { name: 'Calm' });
    // The busy token has used its minute (as 600 calls would leave its counter).
    await sql`insert into rate_limit_buckets (key, count, reset_at)
      values (${`token:${busy.id}`}, 600, now() + interval '60 seconds')`.execute(
      t.server.database.db,
    );
    const limited = await bearer(busy.token, 'GET', '/api/projects');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await bearer(calm.token, 'GET', '/api/projects')).status).toBe(200);
    // A compressed body that is not gzip at all: read, it would be a 400; the token comes first.
    const res = await fetch(`${t.url}/api/projects/${team.project.id}/diagram/import`, {
      method: 'POST',
      headers: {
        authorization: `Bearer relata_pat_${'B'.repeat(43)}`,
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      body: 'not gzip '.repeat(1000),
    });
    expect(res.status).toBe(401);
  });

  it('refuses tokens from another site’s page, bad names and foreign projects, and caps their number', async () => {
    const crossSite = await fetch(`${t.url}/api/account/tokens`, {
      method: 'POST',
      headers: {
        cookie: team.admin.cookie,
        origin: 'https://evil.example',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ name: 'x', expiresInDays: null, scope: 'write', projectIds: null }),
    });
    expect(crossSite.status).toBe(403);
    const bad = await refusal(
      await api(t.url, team.admin, 'POST', '/api/account/tokens', {
        name: ' ',
        expiresInDays: 7,
        scope: 'admin',
        projectIds: [],
      }),
      400,
    );
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(
      ['expiresInDays', 'name', 'projectIds', 'scope'].sort(),
    );
    const foreign = await refusal(
      await api(t.url, team.admin, 'POST', '/api/account/tokens', {
        name: 'x',
        expiresInDays: null,
        scope: 'read',
        projectIds: [team.project.id, team.othersProject.id],
      }),
      422,
    );
    expect(foreign.fields).toEqual({ 'projectIds.1': 'is not a project you are a member of' });
    expect((await api(t.url, undefined, 'GET', '/api/account/tokens')).status).toBe(401);

    const crowd = await signUp(t.url);
    for (let i = 0; i < MAX_TOKENS_PER_USER; i++) await create(crowd, { name: `t${i}` });
    const over = await refusal(
      await api(t.url, crowd, 'POST', '/api/account/tokens', {
        name: 'one more',
        expiresInDays: 30,
        scope: 'read',
        projectIds: null,
      }),
      409,
    );
    expect(over.message).toContain(`${MAX_TOKENS_PER_USER} access tokens`);
  });

  it('pushes a schema as one change: "Before push" first, the named version after, positions kept', async () => {
    const { token } = await create(team.editor);
    const project = await createProject(t.url, team.editor, { name: 'Pushed' });
    const path = `/api/projects/${project.id}`;
    const first = await bearer(token, 'POST', `${path}/tables`, {
      name: 'customers',
      x: 500,
      y: 600,
    });
    const kept = await json<{ id: string }>(first);
    const model = {
      tables: [
        {
          id: kept.id,
          name: 'customers',
          x: 500,
          y: 600,
          attributes: [{ id: 'a1', name: 'id', type: 'INTEGER', isPrimaryKey: true }],
        },
        { id: 'new-orders', name: 'orders', x: 900, y: 600, attributes: [] },
      ],
      relationships: [],
    };
    // A version is a push's, and a push names one.
    await refusal(
      await bearer(token, 'POST', `${path}/diagram/import`, { mode: 'push', model }),
      400,
    );
    await refusal(
      await bearer(token, 'POST', `${path}/diagram/import`, {
        mode: 'sync',
        model,
        version: { name: 'v1' },
      }),
      400,
    );
    const res = await bearer(token, 'POST', `${path}/diagram/import`, {
      mode: 'push',
      model,
      version: { name: 'Release 1.2', description: 'from CI' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const result = await json<ImportDiagramResult>(res);
    expect(result.tableIds[0]).toBe(kept.id);

    const versions = await json<VersionSummary[]>(await bearer(token, 'GET', `${path}/versions`));
    expect(versions.map((v) => [v.name, v.automatic, v.reason, v.table_count])).toEqual([
      ['Release 1.2', false, null, 2],
      ['Before push', true, 'push', 1],
    ]);
    expect(versions[0]?.id).toBe(result.versionId);
    expect(versions[1]?.id).toBe(result.beforeVersionId);
    const diagram = await json<Diagram>(await bearer(token, 'GET', `${path}/diagram`));
    expect(diagram.tables.find((x) => x.id === kept.id)).toMatchObject({ x: 500, y: 600 });
    const events = await json<ProjectEventPage>(
      await api(t.url, team.editor, 'GET', `${path}/audit`),
    );
    expect(events.events[0]).toMatchObject({
      kind: 'diagram_pushed',
      details: { saved: 'Release 1.2', version: 'Before push', tables: '2' },
    });
  });

  it('audits creation, revocation and first use from an address, never writing a token anywhere', async () => {
    const user = await signUp(t.url);
    const created = await create(user, { name: 'Laptop' });
    await bearer(created.token, 'GET', '/api/projects');
    await bearer(created.token, 'GET', '/api/projects');
    await api(t.url, user, 'DELETE', `/api/account/tokens/${created.id}`);
    const page = await json<AccountEventPage>(
      await api(t.url, user, 'GET', '/api/account/security'),
    );
    const kinds = page.events.map((e) => e.kind);
    expect(kinds.slice(0, 3)).toEqual(['token_revoked', 'token_new_address', 'token_created']);
    expect(page.events[1]).toMatchObject({
      ip_address: '127.0.0.1',
      details: { token: 'Laptop', token_id: created.id },
    });

    const audit = await sql<{
      text: string;
    }>`select row_to_json(a)::text as text from audit_events a`.execute(t.server.database.db);
    const stored = audit.rows.map((r) => r.text).join('\n');
    const hashes = await sql<{
      text: string;
    }>`select string_agg(token_hash, ' ') as text from access_tokens`.execute(t.server.database.db);
    expect(made.length).toBeGreaterThan(MAX_TOKENS_PER_USER);
    for (const token of made) {
      expect(stored).not.toContain(token);
      expect(logged).not.toContain(token);
      expect(hashes.rows[0]?.text).not.toContain(token);
    }
    // The log did see these requests (with the authorization header censored).
    expect(logged).toContain('/api/account/tokens');
  });
});

describe('the OpenAPI document', () => {
  it('offers a bearer token beside the session on project routes only', async () => {
    const t = await startTestServer('pglite');
    try {
      const doc = (await (await fetch(`${t.url}/api/docs/json`)).json()) as {
        components: { securitySchemes: Record<string, unknown> };
        paths: Record<string, Record<string, { security?: Array<Record<string, unknown>> }>>;
      };
      expect(doc.components.securitySchemes.token).toMatchObject({
        type: 'http',
        scheme: 'bearer',
      });
      const schemes = (path: string, method: string) =>
        (doc.paths[path]?.[method]?.security ?? []).flatMap((r) => Object.keys(r));
      expect(schemes('/api/projects/{projectId}/diagram', 'get')).toEqual(['session', 'token']);
      expect(schemes('/api/projects', 'get')).toEqual(['session', 'token']);
      expect(schemes('/api/projects', 'post')).toEqual(['session']);
      expect(schemes('/api/account/tokens', 'post')).toEqual(['session']);
      expect(schemes('/api/billing/portal', 'post')).toEqual(['session']);
    } finally {
      await t.close();
    }
  });
});
