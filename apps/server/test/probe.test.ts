import type { DbEntity, Tag, Task, TaskList } from '@relata/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUp, type TestUser } from './helpers/clients';
import { api, createProject, json } from './helpers/projects';
import { describeOnOneDatabase, startTestServer, type TestServer } from './helpers/testServer';

/**
 * The server as an attacker sees it: every route of the OpenAPI description is sent bad input
 * and other tenants' ids. Nothing may answer 5xx, every refusal is a JSON error, and the other
 * tenant's data is exactly as it was.
 */
describeOnOneDatabase('probing every route with bad input and other tenants ids', (kind) => {
  let t: TestServer;
  let victim: TestUser;
  let attacker: TestUser;
  /** The victim's ids by path parameter name. */
  const theirs: Record<string, string> = {};
  /** The attacker's own ids by path parameter name. */
  const mine: Record<string, string> = {};
  let routes: Array<{ method: string; path: string }> = [];

  /** Fills a project with one of everything; answers its ids by path parameter name. */
  async function furnish(owner: TestUser, ids: Record<string, string>, invitee: string) {
    const project = await createProject(t.url, owner, { name: 'Probe target' });
    const base = `/api/projects/${project.id}`;
    const call = (method: string, path: string, body?: unknown) =>
      api(t.url, owner, method, `${base}${path}`, body);
    const users = await json<DbEntity>(
      await call('POST', '/tables', { name: 'users', x: 0, y: 0 }),
    );
    const orders = await json<DbEntity>(
      await call('POST', '/tables', { name: 'orders', x: 400, y: 0 }),
    );
    const connected = await json<{ relationships: Array<{ id: string }> }>(
      await call('POST', '/relationships/connect', {
        sourceTableId: users.id,
        targetTableId: orders.id,
      }),
    );
    const comment = await json<{ id: string }>(
      await call('POST', '/comments', { text: 'note', x: 0, y: 300 }),
    );
    const list = await json<TaskList>(await call('POST', '/task-lists', { name: 'Todo' }));
    const tag = await json<Tag>(await call('POST', '/tags', { name: 'schema' }));
    const task = await json<Task>(
      await call('POST', '/tasks', { task_list_id: list.id, name: 'Index', tag_ids: [tag.id] }),
    );
    const component = await json<Array<{ id: string }>>(
      await call('POST', '/wireframes/components', {
        components: [{ type: 'button', x: 0, y: 0, width: 100, height: 40 }],
      }),
    );
    const invite = await json<{ id: string; invite_token: string }>(
      await call('POST', '/invites', { invitee_email: invitee, role: 'Editor' }),
    );
    const type = await json<{ id: string }>(
      await call('POST', '/types', { name: 'mood', kind: 'enum', values: ['ok'] }),
    );
    const imported = await json<{ views: Array<{ id: string }>; extraSql: Array<{ id: string }> }>(
      await call('POST', '/diagram/import', {
        mode: 'add',
        model: {
          views: [{ id: 'v', name: 'v', query: 'SELECT 1', dialect: 'postgresql', x: 0, y: 0 }],
          extraSql: [
            { id: 'e', dialect: 'postgresql', kind: 'function', sql: 'CREATE FUNCTION f()' },
          ],
        },
      }),
    );
    const version = await json<{ id: string }>(
      await call('POST', '/versions', { name: 'Baseline' }),
    );
    const query = await json<{ id: string }>(
      await call('POST', '/queries', { name: 'Orders', sql: 'SELECT * FROM orders' }),
    );
    Object.assign(ids, {
      versionId: version.id,
      queryId: query.id,
      typeId: type.id,
      viewId: imported.views[0]!.id,
      extraSqlId: imported.extraSql[0]!.id,
      projectId: project.id,
      tableId: users.id,
      otherTableId: orders.id,
      relationshipId: connected.relationships[0]!.id,
      commentId: comment.id,
      listId: list.id,
      taskId: task.id,
      tagId: tag.id,
      componentId: component[0]!.id,
      inviteId: invite.id,
      token: invite.invite_token,
      userId: owner.id,
      key: 'dbdesigner:defaultTableData',
      id: '1',
    });
  }

  /** Everything the victim can read about their project, to compare before and after. */
  async function victimSnapshot(): Promise<string> {
    const base = `/api/projects/${theirs.projectId}`;
    const paths = [
      base,
      `${base}/diagram`,
      `${base}/task-lists`,
      `${base}/tasks`,
      `${base}/tags`,
      `${base}/wireframes/components`,
      `${base}/members`,
      `${base}/invites`,
      `${base}/settings`,
      `${base}/versions`,
      `${base}/queries`,
      '/api/account/profile',
    ];
    const bodies = await Promise.all(
      paths.map(async (p) => {
        const res = await api(t.url, victim, 'GET', p);
        expect(res.status, p).toBe(200);
        return res.text();
      }),
    );
    return bodies.join('\n');
  }

  /** Plausible, well-formed bodies: what a real client of each route would send. */
  function validBody(method: string, path: string, ids: Record<string, string>): unknown {
    const key = `${method} ${path.replace(/^\/api\/projects\/\{projectId\}/, '')}`;
    const bodies: Record<string, unknown> = {
      'PATCH ': { name: 'Taken over' },
      'DELETE ': { confirmName: 'Probe target' },
      'POST /leave': {},
      'PUT /settings/{key}': { value: { name: 'T', attributes: [] } },
      'PATCH /members/{userId}': { role: 'Viewer' },
      'POST /invites': { invitee_email: 'someone@example.com', role: 'Admin' },
      'POST /task-lists': { name: 'Injected' },
      'PATCH /task-lists/{listId}': { name: 'Renamed' },
      'POST /tasks': { task_list_id: ids.listId, name: 'Injected', tag_ids: [ids.tagId] },
      'PATCH /tasks/{taskId}': { name: 'Renamed', task_list_id: ids.listId },
      'POST /tags': { name: 'injected' },
      'PATCH /tags/{tagId}': { name: 'renamed', color: '#123456' },
      'PATCH /diagram/positions': {
        tables: [{ id: ids.tableId, x: 9, y: 9 }],
        views: [{ id: ids.viewId, x: 9, y: 9 }],
      },
      'POST /diagram/import': {
        mode: 'replace',
        model: { tables: [], relationships: [], comments: [] },
      },
      'POST /tables': { name: 'injected', x: 0, y: 0 },
      'PATCH /tables/{tableId}': {
        name: 'renamed',
        x: 5,
        comment: 'changed',
        itemPatches: [{ collection: 'checks', op: 'add', item: { id: 'k', expression: 'true' } }],
      },
      'PATCH /relationships/{relationshipId}': { name: 'renamed', onDelete: 'CASCADE' },
      'POST /types': { name: 'injected', kind: 'enum', values: ['a', 'b'] },
      'PATCH /types/{typeId}': { name: 'renamed', values: ['c'] },
      'POST /comments': { text: 'injected', x: 0, y: 0 },
      'POST /areas': { name: 'Injected', x: 0, y: 0, width: 200, height: 200 },
      'PATCH /areas/{areaId}': { name: 'Renamed', x: 5 },
      'PATCH /comments/{commentId}': { text: 'changed' },
      'POST /relationships/connect': {
        sourceTableId: ids.tableId,
        targetTableId: ids.otherTableId,
      },
      'POST /relationships/restore': {
        id: ids.relationshipId,
        name: 'restored',
        sourceTableId: ids.tableId,
        targetTableId: ids.otherTableId,
        sourceColumnId: 'id',
        targetColumnId: 'restored_id',
        cardinality: 'ONE_TO_MANY',
      },
      'POST /ai/generate-db-tables': { query: 'a library with books' },
      'POST /ai/assistant': { query: 'How do I invite someone?' },
      'POST /wireframes/components': {
        components: [
          { type: 'button', x: 0, y: 0, width: 50, height: 50, parent_id: ids.componentId },
        ],
      },
      'PATCH /wireframes/components/{componentId}': { x: 77 },
      'PATCH /wireframes/positions': { moves: [{ id: ids.componentId, x: 1, y: 1 }] },
      'POST /versions': { name: 'Injected' },
      'PATCH /versions/{versionId}': { name: 'Renamed', pinned: true },
      'POST /queries': { name: 'Injected', sql: 'SELECT 1' },
      'PATCH /queries/{queryId}': { name: 'Renamed', sql: 'DROP TABLE orders' },
    };
    if (key in bodies) return bodies[key];
    return method === 'GET' || method === 'DELETE' ? undefined : {};
  }

  const fill = (path: string, ids: Record<string, string>) =>
    path.replace(
      /\{(\w+)\}/g,
      (_, name: string) => ids[name] ?? '00000000-0000-4000-8000-000000000000',
    );

  /** Routes an attacker may call on their own account without ending the probe. */
  const skipped = new Set([
    'DELETE /api/account',
    'POST /api/account/sign-out',
    'POST /api/account/change-password',
    'POST /api/account/set-password',
  ]);

  beforeAll(async () => {
    t = await startTestServer(kind);
    [victim, attacker] = await Promise.all([signUp(t.url), signUp(t.url)]);
    await furnish(victim, theirs, 'friend-of-victim@example.com');
    await furnish(attacker, mine, 'friend-of-attacker@example.com');
    const doc = await json<{ paths: Record<string, Record<string, unknown>> }>(
      await fetch(`${t.url}/api/docs/json`),
    );
    routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .map((m) => m.toUpperCase())
        .filter((m) => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(m))
        .filter(() => path.startsWith('/api/') && !path.includes('{*}'))
        .map((method) => ({ method, path })),
    );
    expect(routes.length).toBeGreaterThan(40);
  }, 60_000);
  afterAll(() => t.close());

  it("refuses every project route on another tenant's project, and changes nothing", async () => {
    const before = await victimSnapshot();
    const projectRoutes = routes.filter((r) => r.path.startsWith('/api/projects/{projectId}'));
    for (const { method, path } of projectRoutes) {
      const res = await api(
        t.url,
        attacker,
        method,
        fill(path, theirs),
        validBody(method, path, theirs),
      );
      expect([403, 404], `${method} ${path} answered ${res.status}`).toContain(res.status);
      expect((await json<{ error: { code: string } }>(res)).error.code).toBeTruthy();
    }
    expect(await victimSnapshot()).toBe(before);
  });

  it("refuses other tenants' ids inside one's own project, and changes nothing", async () => {
    const before = await victimSnapshot();
    // The attacker's own project in the path; every other id (path and body) is the victim's.
    const mixed = { ...theirs, projectId: mine.projectId! };
    const writes = routes.filter(
      (r) => r.path.startsWith('/api/projects/{projectId}') && r.method !== 'GET',
    );
    for (const { method, path } of writes) {
      if (path === '/api/projects/{projectId}' || path.endsWith('/leave')) continue;
      const res = await api(
        t.url,
        attacker,
        method,
        fill(path, mixed),
        validBody(method, path, theirs),
      );
      // Creating something new in one's own project is fine, as long as it holds none of theirs.
      if (res.status < 300) {
        expect(JSON.stringify(await res.json()), `${method} ${path}`).not.toMatch(
          new RegExp(
            [theirs.tableId, theirs.listId, theirs.tagId, theirs.componentId, theirs.taskId].join(
              '|',
            ),
          ),
        );
        continue;
      }
      expect(res.status, `${method} ${path} answered ${res.status}`).toBeLessThan(500);
    }
    expect(await victimSnapshot()).toBe(before);
  });

  it('answers malformed input on every route with a 4xx JSON error, never a 5xx', async () => {
    const before = await victimSnapshot();
    const long = 'x'.repeat(70_000);
    const garbage: unknown[] = [
      [],
      'text',
      123,
      null,
      { name: null, x: 'left', y: {}, id: [], attributes: 'many', components: [{}] },
      { name: long, text: long, query: long, email: long, password: long },
      { __proto__: { admin: true }, constructor: { prototype: { polluted: true } } },
      { x: 1e308, y: -1e308, width: -5, height: Number.MAX_SAFE_INTEGER, position: 'NaN' },
      JSON.parse('{"a":' + '['.repeat(500) + ']'.repeat(500) + '}'),
    ];
    const badIds: Record<string, string> = {
      projectId: 'not-a-uuid',
      tableId: '../../etc/passwd',
      token: "' or 1=1 --",
      id: '-1',
      key: 'x'.repeat(300),
    };
    for (const { method, path } of routes) {
      if (skipped.has(`${method} ${path}`)) continue;
      for (const ids of [mine, badIds]) {
        const bodies = method === 'GET' || method === 'DELETE' ? [undefined] : garbage;
        for (const body of bodies) {
          const res = await api(t.url, attacker, method, fill(path, ids), body);
          const label = `${method} ${fill(path, ids)} ${JSON.stringify(body)?.slice(0, 60)}`;
          expect(res.status, label).toBeLessThan(500);
          if (res.status >= 400) {
            expect(res.headers.get('content-type') ?? '', label).toContain('application/json');
            expect(
              (await json<{ error: { message: string } }>(res)).error.message,
              label,
            ).toBeTruthy();
          } else {
            await res.arrayBuffer();
          }
        }
      }
    }
    // Unauthenticated, every route but the public ones is refused with 401.
    for (const { method, path } of routes) {
      const res = await api(
        t.url,
        undefined,
        method,
        fill(path, theirs),
        validBody(method, path, theirs),
      );
      const open = ['/api/health', '/api/billing/products', '/api/invitations/{token}'];
      const anonymous = path.startsWith('/api/account/') && method === 'POST';
      // A share link's routes (issue 41) take no session: without a link's token there is no
      // link (404), or the address has tried too many unknown tokens (429); a body is checked
      // first (400).
      if (path === '/api/share' || path.startsWith('/api/share/'))
        expect([400, 404, 429], `${method} ${path} without a token`).toContain(res.status);
      else if (!open.includes(path) && !anonymous)
        expect([400, 401], `${method} ${path} without a session`).toContain(res.status);
      else expect(res.status, `${method} ${path} without a session`).toBeLessThan(500);
      await res.arrayBuffer();
    }
    expect(await victimSnapshot()).toBe(before);
    const health = await fetch(`${t.url}/api/health`);
    expect(health.status).toBe(200);
  }, 240_000);
});
