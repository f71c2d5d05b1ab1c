import type { Diagram, ImportDiagramResult, VersionSummary } from '@relata/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectRealtime, signUp } from './helpers/clients';
import { addMember, api, createProject, json, projectWithTeam } from './helpers/projects';
import { describeOnOneDatabase, startTestServer, type TestServer } from './helpers/testServer';

/** Two tables and the relationship between them, as a design holds them. */
const design = {
  tables: [
    {
      id: 'customers',
      name: 'customers',
      x: 640,
      y: -320,
      attributes: [
        { id: 'c-id', name: 'id', type: 'integer', isPrimaryKey: true },
        { id: 'c-name', name: 'full_name', type: 'text' },
      ],
    },
    {
      id: 'legacy',
      name: 'legacy_log',
      x: 0,
      y: 0,
      attributes: [{ id: 'l-id', name: 'id', type: 'integer', isPrimaryKey: true }],
    },
  ],
};

/**
 * The synced diagram the web app sends (issue 38, item 2): the project's own table with its stored
 * id and place and a renamed column, a new table from the database with the importer's ids, and a
 * relationship between them; the dropped table left out.
 */
const synced = (customers: Diagram['tables'][number], foreignId = 'orders') => ({
  tables: [
    {
      id: customers.id,
      name: 'customers',
      x: customers.x,
      y: customers.y,
      attributes: [
        { id: 'c-id', name: 'id', type: 'integer', isPrimaryKey: true },
        { id: 'c-name', name: 'display_name', type: 'text' },
      ],
    },
    {
      id: foreignId,
      name: 'orders',
      x: 1000,
      y: -320,
      attributes: [
        { id: 'o-id', name: 'id', type: 'integer', isPrimaryKey: true },
        { id: 'o-customer', name: 'customer_id', type: 'integer' },
      ],
    },
  ],
  relationships: [
    {
      id: 'rel-from-database',
      sourceTableId: customers.id,
      sourceColumnId: 'c-id',
      targetTableId: foreignId,
      targetColumnId: 'o-customer',
    },
  ],
});

describeOnOneDatabase('taking a database’s changes into the diagram', (kind) => {
  let t: TestServer;
  let team: Awaited<ReturnType<typeof projectWithTeam>>;
  const call = (user: typeof team.admin, method: string, path: string, body?: unknown) =>
    api(t.url, user, method, `/api/projects/${team.project.id}${path}`, body);
  const current = async () => json<Diagram>(await call(team.admin, 'GET', '/diagram'));

  beforeAll(async () => {
    t = await startTestServer(kind);
    team = await projectWithTeam(t.url);
    const res = await call(team.editor, 'POST', '/diagram/import', { mode: 'add', model: design });
    expect(res.status, await res.clone().text()).toBe(200);
  });
  afterAll(() => t.close());

  it('keeps the own tables’ ids and places, saves the diagram before, tells every member once, and restoring undoes it', async () => {
    const before = await current();
    const customers = before.tables.find((x) => x.name === 'customers')!;

    const other = await signUp(t.url);
    await addMember(t.url, team.admin, team.project.id, other, 'Viewer');
    const watcher = await connectRealtime(t.url, other.cookie);
    watcher.send({ type: 'subscribe', channel: `project:${team.project.id}` });
    await watcher.next((m) => m.type === 'subscribed');

    const res = await call(team.editor, 'POST', '/diagram/import', {
      mode: 'sync',
      model: synced(customers),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const result = await json<ImportDiagramResult>(res);

    const after = await current();
    expect(after.tables.map((x) => x.name).sort()).toEqual(['customers', 'orders']);
    const kept = after.tables.find((x) => x.name === 'customers')!;
    expect([kept.id, kept.x, kept.y]).toEqual([customers.id, 640, -320]);
    expect(kept.attributes.map((c) => c.name)).toEqual(['id', 'display_name']);
    // The new table got a stored id of its own, and the relationship joins the two.
    const orders = after.tables.find((x) => x.name === 'orders')!;
    expect(orders.id).not.toBe('orders');
    expect(after.relationships).toMatchObject([
      { sourceTableId: kept.id, targetTableId: orders.id },
    ]);

    const [auto] = await json<VersionSummary[]>(await call(team.viewer, 'GET', '/versions'));
    expect(auto).toMatchObject({
      id: result.beforeVersionId,
      name: 'Before database sync',
      automatic: true,
      reason: 'sync',
      table_count: 2,
    });
    expect(
      await watcher.next((m) => m.type === 'change' && m.change.table === 'diagram'),
    ).toMatchObject({ change: { operation: 'UPDATE', record: { mode: 'replace', tables: 2 } } });
    watcher.close();

    const audit = await json<{ events: { kind: string; details: Record<string, string> }[] }>(
      await call(team.admin, 'GET', '/audit'),
    );
    expect(audit.events.find((e) => e.kind === 'diagram_synced')?.details).toEqual({
      tables: '2',
      version: 'Before database sync',
      version_id: result.beforeVersionId,
    });

    const undo = await call(team.editor, 'POST', `/versions/${result.beforeVersionId}/restore`);
    expect(undo.status).toBe(200);
    const undone = await current();
    expect(undone.tables.map((x) => [x.id, x.name, x.x]).sort()).toEqual(
      before.tables.map((x) => [x.id, x.name, x.x]).sort(),
    );
  });

  it('gives an id that is not the project’s own a new one, so another project’s items stay as they are', async () => {
    const elsewhere = await createProject(t.url, team.admin, { name: 'Elsewhere' });
    const at = (method: string, path: string, body?: unknown) =>
      api(t.url, team.admin, method, `/api/projects/${elsewhere.id}${path}`, body);
    await at('POST', '/diagram/import', { mode: 'add', model: design });
    const theirs = await json<Diagram>(await at('GET', '/diagram'));
    const foreign = theirs.tables.find((x) => x.name === 'legacy_log')!;

    const mine = (await current()).tables.find((x) => x.name === 'customers')!;
    const res = await call(team.editor, 'POST', '/diagram/import', {
      mode: 'sync',
      model: synced(mine, foreign.id),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const orders = (await current()).tables.find((x) => x.name === 'orders')!;
    expect(orders.id).not.toBe(foreign.id);
    expect(await json<Diagram>(await at('GET', '/diagram'))).toEqual(theirs);
  });

  it('refuses a Viewer, and an outsider finds no project', async () => {
    const mine = (await current()).tables.find((x) => x.name === 'customers')!;
    const body = { mode: 'sync', model: synced(mine) };
    expect((await call(team.viewer, 'POST', '/diagram/import', body)).status).toBe(403);
    expect((await call(team.outsider, 'POST', '/diagram/import', body)).status).toBe(404);
  });
});
