import {
  MAX_SAVED_QUERIES_PER_PROJECT,
  SAVED_QUERY_SQL_MAX,
  type ChangeOf,
  savedQuerySummary,
  type SavedQuery,
  type SavedQuerySummary,
} from '@relata/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectRealtime, signUp, type TestUser } from './helpers/clients';
import { addMember, api, createProject, json, projectWithTeam } from './helpers/projects';
import { describeOnOneDatabase, startTestServer, type TestServer } from './helpers/testServer';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describeOnOneDatabase('saved queries', (kind) => {
  let t: TestServer;
  let team: Awaited<ReturnType<typeof projectWithTeam>>;
  const call = (user: TestUser | undefined, method: string, path: string, body?: unknown) =>
    api(t.url, user, method, `/api/projects/${team.project.id}${path}`, body);
  const list = async (user: TestUser) =>
    json<SavedQuerySummary[]>(await call(user, 'GET', '/queries'));
  const save = async (user: TestUser, body: unknown) => {
    const res = await call(user, 'POST', '/queries', body);
    expect(res.status, await res.clone().text()).toBe(201);
    return json<SavedQuery>(res);
  };
  const fieldsOf = async (res: Response) => {
    expect(res.status).toBe(400);
    return (await json<ErrorBody>(res)).error.fields ?? {};
  };

  beforeAll(async () => {
    t = await startTestServer(kind);
    team = await projectWithTeam(t.url);
  });
  afterAll(() => t.close());

  it('saves queries with a trimmed name and the text as typed, and lists them for every member, last changed first', async () => {
    const text = '  -- customers\nSELECT *\n\tFROM customers;\n';
    const first = await save(team.editor, { name: '  All customers ', sql: text });
    expect(first).toMatchObject({
      project_id: team.project.id,
      name: 'All customers',
      sql: text,
      created_by: team.editor.id,
    });
    expect(first.author?.name).toBeTruthy();
    expect(first.updated_at).toBe(first.created_at);
    // Names need not be unique.
    const second = await save(team.admin, { name: 'All customers', sql: 'SELECT 1' });
    expect(second.id).not.toBe(first.id);
    const listed = await list(team.viewer);
    expect(listed.map((q) => q.id)).toEqual([second.id, first.id]);
    // The list carries summaries; one query's route answers it whole, to Viewers too.
    expect(listed[1]).toEqual(savedQuerySummary(first));
    expect(await json<SavedQuery>(await call(team.viewer, 'GET', `/queries/${first.id}`))).toEqual(
      first,
    );
  });

  it('refuses a missing or blank name or text, a text over the limit and unknown fields', async () => {
    for (const body of [
      { sql: 'SELECT 1' },
      { name: '   ', sql: 'SELECT 1' },
      { name: 1, sql: 'x' },
    ])
      expect((await fieldsOf(await call(team.editor, 'POST', '/queries', body))).name).toBe(
        'Query name is required',
      );
    for (const body of [{ name: 'q' }, { name: 'q', sql: '' }, { name: 'q', sql: ' \n\t ' }])
      expect((await fieldsOf(await call(team.editor, 'POST', '/queries', body))).sql).toBe(
        'Query text is required',
      );
    const long = await call(team.editor, 'POST', '/queries', {
      name: 'Long',
      sql: `SELECT '${'x'.repeat(SAVED_QUERY_SQL_MAX)}'`,
    });
    expect(Object.keys(await fieldsOf(long))).toEqual(['sql']);
    const named = await call(team.editor, 'POST', '/queries', { name: 'n'.repeat(101), sql: 'x' });
    expect(Object.keys(await fieldsOf(named))).toEqual(['name']);
    const extra = await call(team.editor, 'POST', '/queries', {
      name: 'q',
      sql: 'SELECT 1',
      result: [],
    });
    expect(extra.status).toBe(400);
    // The longest text is accepted.
    const longest = await save(team.editor, {
      name: 'Longest',
      sql: 'x'.repeat(SAVED_QUERY_SQL_MAX),
    });
    expect(longest.sql).toHaveLength(SAVED_QUERY_SQL_MAX);
    expect((await call(team.editor, 'DELETE', `/queries/${longest.id}`)).status).toBe(200);
  });

  it('renames a query and changes its text, which moves it to the top of the list', async () => {
    const q = await save(team.editor, { name: 'Draft', sql: 'SELECT 1' });
    const other = await save(team.editor, { name: 'Other', sql: 'SELECT 2' });
    expect((await list(team.viewer))[0]!.id).toBe(other.id);

    const renamed = await json<SavedQuery>(
      await call(team.editor, 'PATCH', `/queries/${q.id}`, { name: ' Final ' }),
    );
    expect(renamed).toMatchObject({ id: q.id, name: 'Final', sql: 'SELECT 1' });
    expect(Date.parse(renamed.updated_at)).toBeGreaterThanOrEqual(Date.parse(q.updated_at));
    expect(renamed.created_at).toBe(q.created_at);
    expect((await list(team.viewer))[0]!.id).toBe(q.id);

    const both = await json<SavedQuery>(
      await call(team.admin, 'PATCH', `/queries/${q.id}`, { name: 'Both', sql: 'SELECT 3' }),
    );
    expect(both).toMatchObject({ name: 'Both', sql: 'SELECT 3', created_by: team.editor.id });
    // Nothing to change: the query as it is.
    expect(
      await json<SavedQuery>(await call(team.editor, 'PATCH', `/queries/${q.id}`, {})),
    ).toEqual(both);
    expect(
      (await fieldsOf(await call(team.editor, 'PATCH', `/queries/${q.id}`, { name: '' }))).name,
    ).toBe('Query name is required');
    expect(
      (await fieldsOf(await call(team.editor, 'PATCH', `/queries/${q.id}`, { sql: '  ' }))).sql,
    ).toBe('Query text is required');
    expect(
      (await call(team.editor, 'PATCH', `/queries/${q.id}`, { project_id: team.othersProject.id }))
        .status,
    ).toBe(400);
    expect((await list(team.viewer)).find((x) => x.id === q.id)).toEqual(savedQuerySummary(both));
  });

  it("lets Viewers list but refuses them every write, lets Editors delete, and never reaches another project's query", async () => {
    const q = await save(team.editor, { name: 'Guarded', sql: 'SELECT 1' });
    const writes: Array<[string, string, unknown, string]> = [
      ['POST', '/queries', { name: 'Viewer try', sql: 'SELECT 1' }, 'save queries'],
      ['PATCH', `/queries/${q.id}`, { name: 'Viewer rename' }, 'change saved queries'],
      ['DELETE', `/queries/${q.id}`, undefined, 'delete saved queries'],
    ];
    for (const [method, path, body, action] of writes) {
      const res = await call(team.viewer, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await json<ErrorBody>(res)).error.message).toBe(
        `Only Editors and Admins can ${action}.`,
      );
    }
    expect((await list(team.viewer)).find((x) => x.id === q.id)).toMatchObject({ name: 'Guarded' });

    // Non-members learn nothing: the project is not found.
    expect((await call(team.outsider, 'GET', '/queries')).status).toBe(404);
    expect((await call(team.outsider, 'PATCH', `/queries/${q.id}`, { name: 'x' })).status).toBe(
      404,
    );
    // The outsider's own project, this project's query id: not found there.
    const theirs = `/api/projects/${team.othersProject.id}/queries/${q.id}`;
    for (const [method, body] of [
      ['PATCH', { name: 'Taken' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await api(t.url, team.outsider, method, theirs, body);
      expect(res.status, method).toBe(404);
      expect((await json<ErrorBody>(res)).error.message).toBe('Query not found');
    }
    // A query of another project through this project's path: not found either.
    const foreign = await json<SavedQuery>(
      await api(t.url, team.outsider, 'POST', `/api/projects/${team.othersProject.id}/queries`, {
        name: 'Theirs',
        sql: 'SELECT secret',
      }),
    );
    for (const method of ['PATCH', 'DELETE']) {
      const res = await call(team.admin, method, `/queries/${foreign.id}`, { name: 'Mine now' });
      expect(res.status, method).toBe(404);
    }
    expect(
      (
        await call(team.admin, 'PATCH', '/queries/00000000-0000-4000-8000-000000000000', {
          name: 'x',
        })
      ).status,
    ).toBe(404);
    expect((await call(team.admin, 'DELETE', '/queries/not-a-uuid')).status).toBe(400);
    expect((await list(team.admin)).map((x) => x.id)).not.toContain(foreign.id);

    expect(await json<unknown>(await call(team.editor, 'DELETE', `/queries/${q.id}`))).toEqual({
      ok: true,
    });
    expect((await call(team.editor, 'DELETE', `/queries/${q.id}`)).status).toBe(404);
    expect((await list(team.viewer)).map((x) => x.id)).not.toContain(q.id);
    expect(
      (
        await json<SavedQuery[]>(
          await api(t.url, team.outsider, 'GET', `/api/projects/${team.othersProject.id}/queries`),
        )
      ).map((x) => x.name),
    ).toEqual(['Theirs']);
  });

  it('publishes every save, change and deletion on the project channel', async () => {
    const watcher = await connectRealtime(t.url, team.viewer.cookie);
    watcher.send({ type: 'subscribe', channel: `project:${team.project.id}` });
    await watcher.next((m) => m.type === 'subscribed');
    const change = async () => {
      const m = await watcher.next(
        (msg) => msg.type === 'change' && msg.change.table === 'saved_queries',
      );
      return (m as { change: ChangeOf<'saved_queries'> }).change;
    };

    const q = await save(team.editor, { name: 'Live', sql: 'SELECT 1' });
    expect(await change()).toEqual({
      table: 'saved_queries',
      operation: 'INSERT',
      record: savedQuerySummary(q),
      old_record: null,
    });
    const updated = await json<SavedQuery>(
      await call(team.admin, 'PATCH', `/queries/${q.id}`, { sql: 'SELECT 2' }),
    );
    expect(await change()).toEqual({
      table: 'saved_queries',
      operation: 'UPDATE',
      record: savedQuerySummary(updated),
      old_record: savedQuerySummary(q),
    });
    await call(team.editor, 'DELETE', `/queries/${q.id}`);
    expect(await change()).toEqual({
      table: 'saved_queries',
      operation: 'DELETE',
      record: null,
      old_record: savedQuerySummary(updated),
    });
    // Refused writes publish nothing.
    await call(team.viewer, 'POST', '/queries', { name: 'No', sql: 'SELECT 1' });
    await call(team.editor, 'POST', '/queries', { name: '', sql: 'SELECT 1' });
    await save(team.editor, { name: 'Marker', sql: 'SELECT 1' });
    expect(await change()).toMatchObject({ operation: 'INSERT', record: { name: 'Marker' } });
    expect(
      watcher.received.filter((m) => m.type === 'change' && m.change.table === 'saved_queries'),
    ).toEqual([]);
    watcher.close();
  });

  it("keeps a departed author's query, with no author to name", async () => {
    const leaver = await signUp(t.url);
    await addMember(t.url, team.admin, team.project.id, leaver, 'Editor');
    const q = await save(leaver, { name: 'Saved by a member who left', sql: 'SELECT 1' });
    const gone = await api(t.url, leaver, 'DELETE', '/api/account', { confirm: 'DELETE_ACCOUNT' });
    expect(gone.status).toBe(200);
    expect((await list(team.viewer)).find((x) => x.id === q.id)).toMatchObject({
      name: 'Saved by a member who left',
      created_by: null,
      author: null,
    });
  });

  it('keeps at most 500 queries a project, and they go with the project', async () => {
    const project = await createProject(t.url, team.admin, { name: 'Crowded' });
    const path = `/api/projects/${project.id}/queries`;
    await t.server.database.db
      .insertInto('saved_queries')
      .values(
        Array.from({ length: MAX_SAVED_QUERIES_PER_PROJECT - 1 }, (_, i) => ({
          project_id: project.id,
          name: `q${i}`,
          sql: `SELECT ${i}`,
          created_by: team.admin.id,
        })),
      )
      .execute();
    const post = (name: string) => api(t.url, team.admin, 'POST', path, { name, sql: 'SELECT 1' });
    expect((await post('the last one')).status).toBe(201);
    const full = await post('too many');
    expect(full.status).toBe(409);
    expect((await json<ErrorBody>(full)).error).toEqual({
      code: 'conflict',
      message:
        'This project keeps at most 500 saved queries. Delete a query before saving another.',
    });
    const listed = await json<SavedQuery[]>(await api(t.url, team.admin, 'GET', path));
    expect(listed).toHaveLength(MAX_SAVED_QUERIES_PER_PROJECT);
    expect(listed[0]!.name).toBe('the last one');
    // One deleted makes room for one more.
    expect((await api(t.url, team.admin, 'DELETE', `${path}/${listed[1]!.id}`)).status).toBe(200);
    expect((await post('room again')).status).toBe(201);

    const deleted = await api(t.url, team.admin, 'DELETE', `/api/projects/${project.id}`, {
      confirmName: 'Crowded',
    });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    const left = await t.server.database.db
      .selectFrom('saved_queries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('project_id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
  });
});
