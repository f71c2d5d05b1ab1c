import {
  MAX_AREAS,
  type ChangeOf,
  type DbArea,
  type DbEntity,
  type Diagram,
  type VersionSummary,
} from '@relata/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectRealtime, type TestUser } from './helpers/clients';
import { api, createProject, json, projectWithTeam } from './helpers/projects';
import { describeOnOneDatabase, startTestServer, type TestServer } from './helpers/testServer';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describeOnOneDatabase('subject areas', (kind) => {
  let t: TestServer;
  let team: Awaited<ReturnType<typeof projectWithTeam>>;
  const call = (user: TestUser | undefined, method: string, path: string, body?: unknown) =>
    api(t.url, user, method, `/api/projects/${team.project.id}${path}`, body);
  const diagram = async () => json<Diagram>(await call(team.viewer, 'GET', '/diagram'));
  const addArea = async (body: Record<string, unknown> = {}) => {
    const res = await call(team.editor, 'POST', '/areas', {
      name: 'Sales',
      x: 0,
      y: 0,
      width: 400,
      height: 300,
      ...body,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return json<DbArea>(res);
  };
  const addTable = async (x: number, y: number) => {
    const res = await call(team.editor, 'POST', '/tables', { name: `t${x}_${y}`, x, y });
    expect(res.status).toBe(201);
    return json<DbEntity>(res);
  };

  beforeAll(async () => {
    t = await startTestServer(kind);
    team = await projectWithTeam(t.url);
  });
  afterAll(() => t.close());

  it('creates, renames, recolours, resizes and deletes an area, which every member reads in the diagram', async () => {
    const area = await addArea({ name: '  Billing ', color: 'blue' });
    expect(area).toMatchObject({
      project_id: team.project.id,
      name: 'Billing',
      color: 'blue',
      x: 0,
      y: 0,
      width: 400,
      height: 300,
      version: 1,
    });
    expect((await diagram()).areas).toEqual([area]);

    const res = await call(team.admin, 'PATCH', `/areas/${area.id}`, {
      name: 'Invoices',
      color: '#aa3366',
      width: 640,
      height: 480,
      x: -20.5,
    });
    expect(res.status).toBe(200);
    const changed = await json<DbArea>(res);
    expect(changed).toMatchObject({ name: 'Invoices', color: '#aa3366', x: -20.5, width: 640 });
    expect(changed.version).toBe(2);
    // null gives the area the theme's colour back.
    const plain = await json<DbArea>(
      await call(team.editor, 'PATCH', `/areas/${area.id}`, { color: null }),
    );
    expect(plain).not.toHaveProperty('color');
    expect((await diagram()).areas).toEqual([plain]);

    expect(await json<unknown>(await call(team.editor, 'DELETE', `/areas/${area.id}`))).toEqual({
      ok: true,
    });
    expect((await call(team.editor, 'DELETE', `/areas/${area.id}`)).status).toBe(404);
    expect((await diagram()).areas).toEqual([]);
  });

  it('refuses bad input with a 400 in the error shape, never a 500', async () => {
    const area = await addArea();
    const bad: unknown[] = [
      {},
      { name: '   ', x: 0, y: 0, width: 100, height: 100 },
      { name: 'n'.repeat(101), x: 0, y: 0, width: 100, height: 100 },
      { name: 'a', x: 0, y: 0, width: 39, height: 100 },
      { name: 'a', x: 0, y: 0, width: 100, height: 100_001 },
      { name: 'a', x: 'NaN', y: 0, width: 100, height: 100 },
      { name: 'a', x: 1e308, y: 0, width: 100, height: 100 },
      { name: 'a', x: 0, y: 0, width: 100, height: 100, color: 'red; background: url(x)' },
      { name: 'a', x: 0, y: 0, width: 100, height: 100, project_id: team.othersProject.id },
      [],
      'area',
    ];
    for (const body of bad) {
      const res = await call(team.editor, 'POST', '/areas', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json<ErrorBody>(res)).error.code).toBeTruthy();
    }
    for (const body of [{}, { name: '' }, { width: 0 }, { color: 'Not A Colour' }, { id: 'x' }]) {
      const res = await call(team.editor, 'PATCH', `/areas/${area.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await call(team.editor, 'PATCH', '/areas/not-a-uuid', { name: 'x' })).status).toBe(400);
    expect((await diagram()).areas.find((a) => a.id === area.id)).toEqual(area);
    await call(team.editor, 'DELETE', `/areas/${area.id}`);
  });

  it("refuses Viewers every write, hides the project from outsiders and never reaches another project's area", async () => {
    const area = await addArea({ name: 'Guarded' });
    for (const [method, path, body] of [
      ['POST', '/areas', { name: 'V', x: 0, y: 0, width: 100, height: 100 }],
      ['PATCH', `/areas/${area.id}`, { name: 'Viewer rename' }],
      ['DELETE', `/areas/${area.id}`, undefined],
      ['PATCH', '/diagram/positions', { areas: [{ id: area.id, x: 9, y: 9 }] }],
    ] as const) {
      const res = await call(team.viewer, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await json<ErrorBody>(res)).error.code).toBe('forbidden');
      expect((await call(team.outsider, method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    // The outsider's own project, this project's area: not found there, and nothing moves.
    const theirs = `/api/projects/${team.othersProject.id}`;
    for (const [method, body] of [
      ['PATCH', { name: 'Taken' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await api(t.url, team.outsider, method, `${theirs}/areas/${area.id}`, body);
      expect(res.status, method).toBe(404);
      expect((await json<ErrorBody>(res)).error.message).toBe('Area not found.');
    }
    const moved = await api(t.url, team.outsider, 'PATCH', `${theirs}/diagram/positions`, {
      areas: [{ id: area.id, x: 500, y: 500 }],
    });
    expect(moved.status).toBe(200);
    expect((await diagram()).areas.find((a) => a.id === area.id)).toEqual(area);
    await call(team.editor, 'DELETE', `/areas/${area.id}`);
  });

  it('moves an area and the tables inside it in one request, one transaction', async () => {
    const area = await addArea({ name: 'Moved', x: 0, y: 0, width: 1000, height: 800 });
    const a = await addTable(40, 60);
    const b = await addTable(400, 300);
    const res = await call(team.editor, 'PATCH', '/diagram/positions', {
      areas: [{ id: area.id, x: 100, y: 50 }],
      tables: [
        { id: a.id, x: 140, y: 110 },
        { id: b.id, x: 500, y: 350 },
      ],
    });
    expect(res.status).toBe(200);
    const after = await diagram();
    expect(after.areas.find((x) => x.id === area.id)).toMatchObject({ x: 100, y: 50, width: 1000 });
    expect(after.tables.find((x) => x.id === a.id)).toMatchObject({ x: 140, y: 110 });
    expect(after.tables.find((x) => x.id === b.id)).toMatchObject({ x: 500, y: 350 });
    // A bad move of one item saves none of them.
    const refused = await call(team.editor, 'PATCH', '/diagram/positions', {
      areas: [{ id: area.id, x: 0, y: 0 }],
      tables: [{ id: a.id, x: Number.MAX_VALUE, y: 0 }],
    });
    expect(refused.status).toBe(400);
    expect((await diagram()).areas.find((x) => x.id === area.id)).toMatchObject({ x: 100, y: 50 });
    for (const id of [a.id, b.id]) await call(team.editor, 'DELETE', `/tables/${id}`);
    await call(team.editor, 'DELETE', `/areas/${area.id}`);
  });

  it('publishes one change per write on the project channel', async () => {
    const watcher = await connectRealtime(t.url, team.viewer.cookie);
    watcher.send({ type: 'subscribe', channel: `project:${team.project.id}` });
    await watcher.next((m) => m.type === 'subscribed');
    const change = async () => {
      const m = await watcher.next(
        (msg) => msg.type === 'change' && msg.change.table === 'db_areas',
      );
      return (m as { change: ChangeOf<'db_areas'> }).change;
    };
    const area = await addArea({ name: 'Live' });
    expect(await change()).toEqual({
      table: 'db_areas',
      operation: 'INSERT',
      record: area,
      old_record: null,
    });
    const renamed = await json<DbArea>(
      await call(team.editor, 'PATCH', `/areas/${area.id}`, { name: 'Live 2' }),
    );
    expect(await change()).toMatchObject({ operation: 'UPDATE', record: renamed });
    await call(team.editor, 'PATCH', '/diagram/positions', {
      areas: [{ id: area.id, x: 7, y: 8 }],
    });
    // A move is the one 'diagram_positions' event of every move, the area's place in it.
    const moved = await watcher.next(
      (msg) => msg.type === 'change' && msg.change.table === 'diagram_positions',
    );
    expect(moved).toMatchObject({
      change: {
        record: { tables: [], areas: [{ id: area.id, x: 7, y: 8, version: renamed.version + 1 }] },
      },
    });
    await call(team.editor, 'DELETE', `/areas/${area.id}`);
    expect(await change()).toMatchObject({
      operation: 'DELETE',
      record: null,
      old_record: { id: area.id, name: 'Live 2', x: 7, y: 8 },
    });
    // Refused writes publish nothing.
    await call(team.viewer, 'POST', '/areas', { name: 'No', x: 0, y: 0, width: 99, height: 99 });
    await call(team.editor, 'POST', '/areas', { name: '', x: 0, y: 0, width: 99, height: 99 });
    const marker = await addArea({ name: 'Marker' });
    expect(await change()).toMatchObject({ operation: 'INSERT', record: { name: 'Marker' } });
    expect(
      watcher.received.filter((m) => m.type === 'change' && m.change.table === 'db_areas'),
    ).toEqual([]);
    watcher.close();
    await call(team.editor, 'DELETE', `/areas/${marker.id}`);
  });

  it('brings areas back with a restored version, and a replacing import clears them', async () => {
    const area = await addArea({ name: 'Kept', color: 'green' });
    const version = await json<VersionSummary>(
      await call(team.editor, 'POST', '/versions', { name: 'With an area' }),
    );
    await call(team.editor, 'DELETE', `/areas/${area.id}`);
    expect((await diagram()).areas).toEqual([]);
    const restored = await call(team.editor, 'POST', `/versions/${version.id}/restore`);
    expect(restored.status).toBe(200);
    const back = (await diagram()).areas;
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({
      id: area.id,
      name: 'Kept',
      color: 'green',
      x: area.x,
      y: area.y,
      width: area.width,
      height: area.height,
    });

    const imported = await call(team.editor, 'POST', '/diagram/import', {
      mode: 'replace',
      model: { tables: [], relationships: [] },
    });
    expect(imported.status).toBe(200);
    expect((await diagram()).areas).toEqual([]);
  });

  it('imports an area around its tables as laid out, with its name and colour', async () => {
    const column = (id: string) => ({
      id,
      name: 'id',
      type: 'integer',
      defaultValue: null,
      isNullable: false,
      isPrimaryKey: true,
      isForeignKey: false,
      isUnique: true,
      isIdentity: false,
      isAutoIncrement: false,
    });
    const res = await call(team.editor, 'POST', '/diagram/import', {
      mode: 'replace',
      model: {
        tables: [
          { id: 'a', name: 'a', attributes: [column('c1')], x: 100, y: 100 },
          { id: 'b', name: 'b', attributes: [column('c2')], x: 600, y: 400 },
          { id: 'c', name: 'c', attributes: [column('c3')], x: 5000, y: 5000 },
        ],
        relationships: [],
        areas: [{ name: 'Core', color: '#112233', tables: ['a', 'b', 'missing'] }],
      },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const [area] = (await diagram()).areas;
    expect(area).toMatchObject({ name: 'Core', color: '#112233' });
    // The tables lie inside, with room around them; the third is outside.
    expect(area!.x).toBeLessThan(100);
    expect(area!.y).toBeLessThan(100);
    expect(area!.x + area!.width).toBeGreaterThanOrEqual(900);
    expect(area!.x + area!.width).toBeLessThan(5000);
    expect(area!.y + area!.height).toBeLessThan(5000);
  });

  it(`keeps at most ${MAX_AREAS} areas a project, with a clear 409`, async () => {
    const project = await createProject(t.url, team.admin, { name: 'Crowded areas' });
    const path = `/api/projects/${project.id}/areas`;
    await t.server.database.db
      .insertInto('db_areas')
      .values(
        Array.from({ length: MAX_AREAS - 1 }, (_, i) => ({
          project_id: project.id,
          name: `a${i}`,
          x: i,
          y: 0,
          width: 100,
          height: 100,
        })),
      )
      .execute();
    const body = { name: 'Last', x: 0, y: 0, width: 100, height: 100 };
    expect((await api(t.url, team.admin, 'POST', path, body)).status).toBe(201);
    const over = await api(t.url, team.admin, 'POST', path, body);
    expect(over.status).toBe(409);
    expect((await json<ErrorBody>(over)).error).toMatchObject({
      code: 'conflict',
      message: `A diagram holds at most ${MAX_AREAS} areas. Delete an area before adding another.`,
    });
    const imported = await api(
      t.url,
      team.admin,
      'POST',
      `/api/projects/${project.id}/diagram/import`,
      {
        mode: 'add',
        model: {
          tables: [],
          relationships: [],
          areas: [{ name: 'x', x: 0, y: 0, width: 50, height: 50 }],
        },
      },
    );
    expect(imported.status).toBe(409);
  });
});
