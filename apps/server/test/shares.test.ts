import {
  SHARE_GONE,
  SHARE_LOCKED,
  SHARE_TOKEN_PATTERN,
  SHARE_WRONG_PASSWORD,
  type CreatedShare,
  type CreateShareBodyInput,
  type Diagram,
  type ProjectEventPage,
  type ShareGrant,
  type ShareInfo,
  type ShareLink,
} from '@relata/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD_LIMIT_PER_ADDRESS, UNKNOWN_TOKEN_LIMIT } from '../src/modules/shares/service';
import type { TestUser } from './helpers/clients';
import { api, json, projectWithTeam } from './helpers/projects';
import { describeOnOneDatabase, startTestServer, type TestServer } from './helpers/testServer';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describeOnOneDatabase('share links', (kind) => {
  let t: TestServer;
  let team: Awaited<ReturnType<typeof projectWithTeam>>;

  beforeAll(async () => {
    t = await startTestServer(kind);
    team = await projectWithTeam(t.url);
    await api(t.url, team.editor, 'POST', `/api/projects/${team.project.id}/tables`, {
      name: 'orders',
      x: 0,
      y: 0,
    });
    await api(t.url, team.outsider, 'POST', `/api/projects/${team.othersProject.id}/tables`, {
      name: 'secret_table',
      x: 0,
      y: 0,
    });
  });
  afterAll(async () => {
    await t?.close();
  });
  // Every test reads from 127.0.0.1: the limits of one must not carry into the next.
  beforeEach(async () => {
    await t.server.database.db.deleteFrom('rate_limit_buckets').execute();
  });

  const body = (over: Partial<CreateShareBodyInput> = {}): CreateShareBodyInput => ({
    name: 'Wiki',
    expiresInDays: null,
    password: null,
    includeSql: true,
    live: false,
    embed: 'none',
    embedOrigins: [],
    ...over,
  });
  const create = async (over: Partial<CreateShareBodyInput> = {}, user: TestUser = team.admin) => {
    const res = await api(
      t.url,
      user,
      'POST',
      `/api/projects/${team.project.id}/shares`,
      body(over),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    return json<CreatedShare>(res);
  };
  /** A request as the share page sends it: the token (and grant), no cookie. */
  const shared = (
    token: string,
    path: string,
    init: { grant?: string; method?: string; body?: unknown } = {},
  ) =>
    fetch(`${t.url}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'x-share-token': token,
        origin: t.url,
        ...(init.grant ? { 'x-share-grant': init.grant } : {}),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  const refusal = async (res: Response, status: number) => {
    expect(res.status, await res.clone().text()).toBe(status);
    return (await json<ErrorBody>(res)).error;
  };

  /** Reads an event stream until `until` matches what came, or fails after `ms`. */
  const follow = async (token: string, grant?: string) => {
    const controller = new AbortController();
    const res = await fetch(`${t.url}/api/share/events`, {
      headers: { 'x-share-token': token, ...(grant ? { 'x-share-grant': grant } : {}) },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    let ended = false;
    const waitFor = async (pattern: RegExp, ms = 5000) => {
      const deadline = Date.now() + ms;
      while (!pattern.test(text)) {
        if (ended) throw new Error(`the stream ended without ${pattern}: ${text}`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${pattern} within ${ms} ms: ${text}`);
        const next = await Promise.race([
          reader.read(),
          new Promise<'late'>((r) => setTimeout(() => r('late'), left)),
        ]);
        if (next === 'late') continue;
        if (next.done) ended = true;
        else text += decoder.decode(next.value, { stream: true });
      }
      return text;
    };
    // The stream is open once its first comment came.
    await waitFor(/: open/);
    return {
      waitFor,
      text: () => text,
      isEnded: async () => {
        await waitFor(/event: gone/);
        const last = await reader.read();
        return last.done;
      },
      close: () => controller.abort(),
    };
  };

  it('shows a link once to Admins, lists it without its token, and refuses Editors, Viewers and strangers', async () => {
    const made = await create({ name: 'Handbook' });
    expect(made.token).toMatch(SHARE_TOKEN_PATTERN);
    expect(made.url).toBe(`${t.url}/s/${made.token}`);
    expect(made.embed_url).toBe(`${t.url}/embed/${made.token}`);
    expect(made.token.startsWith(made.prefix)).toBe(true);
    const listRes = await api(t.url, team.admin, 'GET', `/api/projects/${team.project.id}/shares`);
    const listed = await json<ShareLink[]>(listRes);
    expect(listed.find((l) => l.id === made.id)).toMatchObject({
      name: 'Handbook',
      has_password: false,
      include_sql: true,
      created_by: { id: team.admin.id },
    });
    expect(JSON.stringify(listed)).not.toContain(made.token);
    // Only the hash is stored.
    const stored = await t.server.database.db
      .selectFrom('share_links')
      .selectAll()
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(made.token);

    for (const user of [team.editor, team.viewer]) {
      await refusal(await api(t.url, user, 'GET', `/api/projects/${team.project.id}/shares`), 403);
      await refusal(
        await api(t.url, user, 'POST', `/api/projects/${team.project.id}/shares`, body()),
        403,
      );
    }
    await refusal(
      await api(t.url, team.outsider, 'GET', `/api/projects/${team.project.id}/shares`),
      404,
    );
    await refusal(
      await api(
        t.url,
        team.outsider,
        'DELETE',
        `/api/projects/${team.project.id}/shares/${made.id}`,
      ),
      404,
    );
    // An Admin of another project cannot revoke this one's link through their project.
    await refusal(
      await api(
        t.url,
        team.outsider,
        'DELETE',
        `/api/projects/${team.othersProject.id}/shares/${made.id}`,
      ),
      404,
    );
  });

  it('validates a new link: names, passwords, expiry and the origins that may embed it', async () => {
    const post = (over: Record<string, unknown>) =>
      api(t.url, team.admin, 'POST', `/api/projects/${team.project.id}/shares`, {
        ...body(),
        ...over,
      });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '  ' }, 'name'],
      [{ password: 'short' }, 'password'],
      [{ expiresInDays: 2 }, 'expiresInDays'],
      [{ embed: 'origins', embedOrigins: [] }, 'embedOrigins'],
      [{ embed: 'any', embedOrigins: ['https://wiki.example.com'] }, 'embedOrigins'],
      [{ embed: 'origins', embedOrigins: ['https://wiki.example.com/path'] }, 'embedOrigins.0'],
      [
        { embed: 'origins', embedOrigins: ["https://a.example.com; script-src 'none'"] },
        'embedOrigins.0',
      ],
      [{ embed: 'origins', embedOrigins: ['javascript:alert(1)'] }, 'embedOrigins.0'],
    ];
    for (const [over, field] of cases) {
      const error = await refusal(await post(over), 400);
      expect(Object.keys(error.fields ?? {}), JSON.stringify(over)).toContain(field);
    }
  });

  it('lets anyone with the link read the diagram and nothing of the team or of other projects', async () => {
    const made = await create();
    const info = await json<ShareInfo>(await shared(made.token, '/api/share'));
    expect(info).toMatchObject({
      locked: false,
      project: { name: team.project.name, database_type: team.project.database_type },
      include_sql: true,
      live: false,
    });
    expect(info.visualization).not.toBeNull();
    const res = await shared(made.token, '/api/share/diagram');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const diagram = await json<Diagram>(res);
    expect(diagram.tables.map((x) => x.name)).toContain('orders');
    const answered = JSON.stringify(info) + JSON.stringify(diagram);
    for (const member of [team.admin, team.editor, team.viewer, team.outsider]) {
      expect(answered).not.toContain(member.email);
      expect(answered).not.toContain(member.id);
    }
    expect(answered).not.toContain('secret_table');
    const listed = await json<ShareLink[]>(
      await api(t.url, team.admin, 'GET', `/api/projects/${team.project.id}/shares`),
    );
    expect(listed.find((l) => l.id === made.id)?.last_opened_at).not.toBeNull();
  });

  it('leaves the SQL out of a link without it: views without queries, no statements, in reads and streams', async () => {
    const imported = await api(
      t.url,
      team.editor,
      'POST',
      `/api/projects/${team.project.id}/diagram/import`,
      {
        mode: 'add',
        model: {
          views: [
            {
              id: 'v',
              name: 'recent',
              query: 'SELECT 42 AS secret_sql',
              dialect: 'postgresql',
              x: 0,
              y: 400,
            },
          ],
          extraSql: [
            {
              id: 'e',
              dialect: 'postgresql',
              kind: 'function',
              sql: 'CREATE FUNCTION hidden_fn()',
            },
          ],
        },
      },
    );
    expect(imported.status, await imported.clone().text()).toBe(200);
    const withSql = await create({ includeSql: true });
    const without = await create({ includeSql: false, live: true });
    const full = await json<Diagram>(await shared(withSql.token, '/api/share/diagram'));
    expect(full.views.map((v) => v.query)).toEqual(['SELECT 42 AS secret_sql']);
    expect(full.extraSql.map((e) => e.sql)).toEqual(['CREATE FUNCTION hidden_fn()']);
    const res = await shared(without.token, '/api/share/diagram');
    const bare = await json<Diagram>(res);
    expect(bare.views.map((v) => [v.name, v.query])).toEqual([['recent', '']]);
    expect(bare.extraSql).toEqual([]);
    expect((await json<ShareInfo>(await shared(without.token, '/api/share'))).include_sql).toBe(
      false,
    );

    const stream = await follow(without.token);
    const again = await api(
      t.url,
      team.editor,
      'POST',
      `/api/projects/${team.project.id}/diagram/import`,
      {
        mode: 'add',
        model: {
          extraSql: [
            {
              id: 'e2',
              dialect: 'postgresql',
              kind: 'function',
              sql: 'CREATE FUNCTION hidden_fn2()',
            },
          ],
        },
      },
    );
    expect(again.status).toBe(200);
    const view = bare.views[0];
    const removed = await api(
      t.url,
      team.editor,
      'DELETE',
      `/api/projects/${team.project.id}/views/${view?.id ?? ''}`,
    );
    expect(removed.status, await removed.clone().text()).toBe(200);
    const text = await stream.waitFor(/"table":"db_views","operation":"DELETE"/);
    expect(text).not.toContain('secret_sql');
    expect(text).not.toContain('hidden_fn');
    stream.close();
  });

  it('opens nothing but the share routes: no project route, no write', async () => {
    const made = await create();
    const project = `/api/projects/${team.project.id}`;
    await refusal(await shared(made.token, `${project}/diagram`), 401);
    await refusal(await shared(made.token, `/api/projects`), 401);
    await refusal(
      await shared(made.token, `${project}/tables`, {
        method: 'POST',
        body: { name: 'x', x: 0, y: 0 },
      }),
      401,
    );
    await refusal(await shared(made.token, `${project}/shares`), 401);
    // No route writes through a link.
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE'])
      expect((await shared(made.token, '/api/share/diagram', { method })).status).toBe(404);
  });

  it('answers 404 for an unknown, revoked or expired link, and limits unknown tokens per address', async () => {
    const made = await create();
    const gone = async (token: string) =>
      expect((await refusal(await shared(token, '/api/share'), 404)).message).toBe(SHARE_GONE);
    await gone('A'.repeat(22));
    await gone('not a token');
    const expired = await create({ expiresInDays: 1 });
    await t.server.database.db
      .updateTable('share_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expired.id)
      .execute();
    await gone(expired.token);
    const revoked = await api(
      t.url,
      team.admin,
      'DELETE',
      `/api/projects/${team.project.id}/shares/${made.id}`,
    );
    expect(revoked.status).toBe(200);
    await gone(made.token);
    await refusal(
      await api(t.url, team.admin, 'DELETE', `/api/projects/${team.project.id}/shares/${made.id}`),
      404,
    );
    // The address has had 4 misses; then it waits, even with a good token.
    const good = await create();
    for (let i = 4; i < UNKNOWN_TOKEN_LIMIT.max; i++)
      expect((await shared(`${'B'.repeat(21)}${i % 10}`, '/api/share')).status).toBe(404);
    const limited = await shared(good.token, '/api/share');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('keeps a password link locked until its password, with a grant for that link only', async () => {
    const made = await create({ password: 'open sesame 1' });
    const other = await create({ password: 'open sesame 1' });
    const info = await json<ShareInfo>(await shared(made.token, '/api/share'));
    expect(info).toMatchObject({ locked: true, project: null, visualization: null });
    expect((await refusal(await shared(made.token, '/api/share/diagram'), 401)).message).toBe(
      SHARE_LOCKED,
    );
    const wrong = await refusal(
      await shared(made.token, '/api/share/unlock', { method: 'POST', body: { password: 'nope' } }),
      401,
    );
    expect(wrong.message).toBe(SHARE_WRONG_PASSWORD);
    const { grant } = await json<ShareGrant>(
      await shared(made.token, '/api/share/unlock', {
        method: 'POST',
        body: { password: 'open sesame 1' },
      }),
    );
    expect((await json<ShareInfo>(await shared(made.token, '/api/share', { grant }))).locked).toBe(
      false,
    );
    expect((await shared(made.token, '/api/share/diagram', { grant })).status).toBe(200);
    // The grant is this link's: another link with the same password stays locked.
    await refusal(await shared(other.token, '/api/share/diagram', { grant }), 401);
    // A grant altered in any part is refused.
    const [id, expires, mac] = grant.split('.');
    await refusal(
      await shared(made.token, '/api/share/diagram', {
        grant: `${id}.${Number(expires) + 1000}.${mac}`,
      }),
      401,
    );
  });

  it('limits wrong passwords per address and link', async () => {
    const made = await create({ password: 'open sesame 2' });
    const attempt = (password: string) =>
      shared(made.token, '/api/share/unlock', { method: 'POST', body: { password } });
    for (let i = 0; i < PASSWORD_LIMIT_PER_ADDRESS.max; i++)
      expect((await attempt(`wrong ${i}`)).status).toBe(401);
    // Even the right password waits now.
    const limited = await attempt('open sesame 2');
    expect(limited.status).toBe(429);
  });

  it('tells an open page at once that its link was revoked, and ends its stream', async () => {
    const made = await create();
    const stream = await follow(made.token);
    const res = await api(
      t.url,
      team.admin,
      'DELETE',
      `/api/projects/${team.project.id}/shares/${made.id}`,
    );
    expect(res.status).toBe(200);
    expect(await stream.isEnded()).toBe(true);
    stream.close();
  });

  it('streams the diagram’s changes to a live link’s page only', async () => {
    const live = await create({ live: true });
    const still = await create({ live: false });
    const liveStream = await follow(live.token);
    const stillStream = await follow(still.token);
    const added = await api(t.url, team.editor, 'POST', `/api/projects/${team.project.id}/tables`, {
      name: 'invoices',
      x: 300,
      y: 0,
    });
    expect(added.status).toBe(201);
    const text = await liveStream.waitFor(/"name":"invoices"/);
    expect(text).toMatch(/event: change\ndata: \{"table":"db_entities","operation":"INSERT"/);
    // A change elsewhere (a task) is not sent.
    expect(text).not.toContain('task');
    // The other link's page heard nothing of it, and hears its own revocation.
    await api(t.url, team.admin, 'DELETE', `/api/projects/${team.project.id}/shares/${still.id}`);
    await stillStream.waitFor(/event: gone/);
    expect(stillStream.text()).not.toContain('invoices');
    liveStream.close();
    stillStream.close();
  });

  it('refuses framing except for the origins an embed link names, and asks not to be indexed', async () => {
    const framed = await create({
      embed: 'origins',
      embedOrigins: ['https://wiki.example.com', 'http://localhost:8080'],
    });
    const anywhere = await create({ embed: 'any' });
    const none = await create({ embed: 'none' });
    const headers = async (path: string) => (await fetch(`${t.url}${path}`)).headers;

    const embed = await headers(`/embed/${framed.token}`);
    expect(embed.get('content-security-policy')).toContain(
      'frame-ancestors https://wiki.example.com http://localhost:8080',
    );
    expect(embed.get('x-frame-options')).toBeNull();
    expect(embed.get('x-robots-tag')).toBe('noindex, nofollow');
    expect((await headers(`/embed/${anywhere.token}`)).get('content-security-policy')).toContain(
      'frame-ancestors *',
    );
    for (const path of [
      `/embed/${none.token}`,
      `/s/${framed.token}`,
      `/embed/${'C'.repeat(22)}`,
      '/app',
    ]) {
      const h = await headers(path);
      expect(h.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
    expect((await headers(`/s/${framed.token}`)).get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('records making and revoking a link in the project’s events', async () => {
    const made = await create({ name: 'Audited' });
    await api(t.url, team.admin, 'DELETE', `/api/projects/${team.project.id}/shares/${made.id}`);
    const page = await json<ProjectEventPage>(
      await api(t.url, team.admin, 'GET', `/api/projects/${team.project.id}/audit`),
    );
    const kinds = page.events
      .filter((e) => e.details.share === 'Audited')
      .map((e) => e.kind)
      .sort();
    expect(kinds).toEqual(['share_created', 'share_revoked']);
  });
});

describe('share links when their project is deleted', () => {
  it('ends the open pages’ streams and answers 404', async () => {
    const t = await startTestServer('pglite');
    try {
      const team = await projectWithTeam(t.url);
      const res = await api(t.url, team.admin, 'POST', `/api/projects/${team.project.id}/shares`, {
        name: 'Gone soon',
        expiresInDays: null,
        password: null,
        includeSql: false,
        live: false,
        embed: 'none',
        embedOrigins: [],
      });
      const { token } = await json<CreatedShare>(res);
      const events = await fetch(`${t.url}/api/share/events`, {
        headers: { 'x-share-token': token },
      });
      const reader = (events.body as ReadableStream<Uint8Array>).getReader();
      await reader.read();
      const deleted = await api(t.url, team.admin, 'DELETE', `/api/projects/${team.project.id}`, {
        confirmName: team.project.name,
      });
      expect(deleted.status, await deleted.clone().text()).toBeLessThan(300);
      let text = '';
      for (let next = await reader.read(); !next.done; next = await reader.read())
        text += new TextDecoder().decode(next.value);
      expect(text).toContain('event: gone');
      const after = await fetch(`${t.url}/api/share`, { headers: { 'x-share-token': token } });
      expect(after.status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
