import type { WireframeComponent } from '@relata/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectRealtime, type TestUser } from './helpers/clients';
import { api, createProject, json, projectWithTeam } from './helpers/projects';
import { describeOnOneDatabase, startTestServer, type TestServer } from './helpers/testServer';

describeOnOneDatabase('wireframes', (kind) => {
  let t: TestServer;
  let team: Awaited<ReturnType<typeof projectWithTeam>>;
  let base: string;
  const call = (user: TestUser | undefined, method: string, path: string, body?: unknown) =>
    api(t.url, user, method, `${base}${path}`, body);
  const surface = async (device: 'desktop' | 'mobile', x = 0) =>
    (
      await json<WireframeComponent[]>(
        await call(team.editor, 'POST', '/components', {
          components: [
            {
              type: 'surface',
              x,
              y: 0,
              width: device === 'desktop' ? 1920 : 375,
              height: device === 'desktop' ? 1080 : 667,
              properties: { device },
            },
          ],
        }),
      )
    )[0]!;

  beforeAll(async () => {
    t = await startTestServer(kind);
    team = await projectWithTeam(t.url);
    base = `/api/projects/${team.project.id}/wireframes`;
  });
  afterAll(() => t.close());

  it('stores surfaces and components with rounded coordinates, categories and stacking order', async () => {
    const desktop = await surface('desktop');
    const [button, table] = await json<WireframeComponent[]>(
      await call(team.editor, 'POST', '/components', {
        components: [
          {
            type: 'button',
            parent_id: desktop.id,
            x: 10.4,
            y: 20.6,
            width: 100,
            height: 42,
            properties: { text: 'Save', fontSize: 16, fontWeight: 400 },
          },
          {
            type: 'datatable',
            parent_id: desktop.id,
            x: 10,
            y: 100,
            width: 400,
            height: 200,
            properties: {
              columns: ['id', 'name'],
              rows: [['1', 'Ada']],
              headerBackgroundColor: '#eee',
            },
          },
        ],
      }),
    );
    expect(button).toMatchObject({
      x: 10,
      y: 21,
      category: 'Buttons',
      properties: { text: 'Save' },
    });
    expect(table!.category).toBe('Data');
    expect(table!.z).toBeGreaterThan(button!.z);
    const list = await json<WireframeComponent[]>(await call(team.viewer, 'GET', '/components'));
    expect(list.map((c) => c.type)).toEqual(['surface', 'button', 'datatable']);
  });

  it('refuses components below 20 x 20, unknown types and unknown properties', async () => {
    const bad = [
      { type: 'button', x: 0, y: 0, width: 19, height: 42, properties: {} },
      { type: 'hologram', x: 0, y: 0, width: 40, height: 40, properties: {} },
      { type: 'button', x: 0, y: 0, width: 40, height: 40, properties: { onClick: 'alert(1)' } },
      { type: 'button', x: 0, y: 0, width: 40, height: 40, properties: { borderStyle: 'wavy' } },
    ];
    for (const c of bad)
      expect(
        (await call(team.editor, 'POST', '/components', { components: [c] })).status,
        JSON.stringify(c),
      ).toBe(400);
    const [c] = await json<WireframeComponent[]>(
      await call(team.editor, 'POST', '/components', {
        components: [{ type: 'input', x: 0, y: 0, width: 130, height: 42, properties: {} }],
      }),
    );
    expect((await call(team.editor, 'PATCH', `/components/${c!.id}`, { width: 10 })).status).toBe(
      400,
    );
    expect(
      await json<WireframeComponent>(
        await call(team.editor, 'PATCH', `/components/${c!.id}`, {
          width: 20,
          height: 20,
          properties: { borderStyle: 'dashed', borderRadius: 6 },
        }),
      ),
    ).toMatchObject({
      width: 20,
      height: 20,
      properties: { borderStyle: 'dashed', borderRadius: 6 },
    });
  });

  it('keeps a locked surface in place until it is unlocked', async () => {
    const mobile = await surface('mobile', 2000);
    await call(team.editor, 'PATCH', `/components/${mobile.id}`, { properties: { locked: true } });
    const moved = await call(team.editor, 'PATCH', `/components/${mobile.id}`, { x: 2500 });
    expect(moved.status).toBe(409);
    expect(
      (await call(team.editor, 'PATCH', '/positions', { moves: [{ id: mobile.id, x: 9, y: 9 }] }))
        .status,
    ).toBe(200);
    const after = (
      await json<WireframeComponent[]>(await call(team.editor, 'GET', '/components'))
    ).find((c) => c.id === mobile.id)!;
    expect([after.x, after.y]).toEqual([2000, 0]);
    expect(
      await json<WireframeComponent>(
        await call(team.editor, 'PATCH', `/components/${mobile.id}`, {
          x: 2500,
          properties: { locked: false },
        }),
      ),
    ).toMatchObject({ x: 2500, properties: { locked: false } });
  });

  it('deletes a surface together with its components', async () => {
    const s = await surface('desktop', 5000);
    await call(team.editor, 'POST', '/components', {
      components: [
        {
          type: 'text',
          parent_id: s.id,
          x: 5010,
          y: 10,
          width: 100,
          height: 30,
          properties: { text: 'Title' },
        },
      ],
    });
    expect((await call(team.editor, 'DELETE', `/components/${s.id}`)).status).toBe(200);
    const list = await json<WireframeComponent[]>(await call(team.editor, 'GET', '/components'));
    expect(list.some((c) => c.id === s.id || c.parent_id === s.id)).toBe(false);
  });

  it("lets Viewers read only, hides everything from non-members, and refuses other projects' ids", async () => {
    const s = await surface('desktop', 9000);
    const writes: Array<[string, string, unknown]> = [
      [
        'POST',
        '/components',
        { components: [{ type: 'button', x: 0, y: 0, width: 100, height: 42, properties: {} }] },
      ],
      ['PATCH', `/components/${s.id}`, { x: 1 }],
      ['PATCH', '/positions', { moves: [{ id: s.id, x: 1, y: 1 }] }],
      ['DELETE', `/components/${s.id}`, undefined],
    ];
    for (const [method, path, body] of writes) {
      expect(
        (await call(team.viewer, method, path, body)).status,
        `${method} ${path} as Viewer`,
      ).toBe(403);
      expect(
        (await call(team.outsider, method, path, body)).status,
        `${method} ${path} as non-member`,
      ).toBe(404);
    }
    expect((await call(team.outsider, 'GET', '/components')).status).toBe(404);
    const other = await createProject(t.url, team.outsider, { name: 'Their wireframes' });
    const [theirs] = await json<WireframeComponent[]>(
      await api(t.url, team.outsider, 'POST', `/api/projects/${other.id}/wireframes/components`, {
        components: [{ type: 'surface', x: 0, y: 0, width: 375, height: 667, properties: {} }],
      }),
    );
    expect((await call(team.admin, 'PATCH', `/components/${theirs!.id}`, { x: 5 })).status).toBe(
      404,
    );
    expect(
      (
        await call(team.admin, 'POST', '/components', {
          components: [
            {
              type: 'button',
              parent_id: theirs!.id,
              x: 0,
              y: 0,
              width: 100,
              height: 42,
              properties: {},
            },
          ],
        })
      ).status,
    ).toBe(404);
  });

  it('shows changes to another member live', async () => {
    const watcher = await connectRealtime(t.url, team.viewer.cookie);
    watcher.send({ type: 'subscribe', channel: `project:${team.project.id}` });
    await watcher.next((m) => m.type === 'subscribed');
    const s = await surface('mobile', 12000);
    expect(
      await watcher.next((m) => m.type === 'change' && m.change.table === 'wireframe_components'),
    ).toMatchObject({ change: { operation: 'INSERT', record: { id: s.id, type: 'surface' } } });
    watcher.close();
  });
});
