import type { DbEntity, DbRelationship } from '@relata/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectRealtime, type TestUser } from './helpers/clients';
import { api, json, projectWithTeam } from './helpers/projects';
import { describeOnOneDatabase, startTestServer, type TestServer } from './helpers/testServer';

type Diagram = { tables: DbEntity[]; relationships: DbRelationship[] };

describeOnOneDatabase('relationship restore (undo of a deletion)', (kind) => {
  let t: TestServer;
  let team: Awaited<ReturnType<typeof projectWithTeam>>;
  let base: string;
  const call = (user: TestUser | undefined, method: string, path: string, body?: unknown) =>
    api(t.url, user, method, `${base}${path}`, body);
  const diagram = async () => json<Diagram>(await call(team.viewer, 'GET', '/diagram'));

  /** Two tables joined by Add Relationship, then the relationship deleted. */
  async function deletedRelationship() {
    const table = async (name: string) =>
      json<DbEntity>(await call(team.editor, 'POST', '/tables', { name, x: 0, y: 0 }));
    const [customers, orders] = [await table('customers'), await table('orders')];
    const connected = await json<{ table: DbEntity; relationships: DbRelationship[] }>(
      await call(team.editor, 'POST', '/relationships/connect', {
        sourceTableId: customers.id,
        targetTableId: orders.id,
      }),
    );
    const relationship = connected.relationships[0]!;
    expect((await call(team.editor, 'DELETE', `/relationships/${relationship.id}`)).status).toBe(
      200,
    );
    return { customers, orders: connected.table, relationship };
  }

  beforeAll(async () => {
    t = await startTestServer(kind);
    team = await projectWithTeam(t.url);
    base = `/api/projects/${team.project.id}`;
  });
  afterAll(() => t.close());

  it('brings a deleted relationship back with its id and ends, adds no column, and tells the others', async () => {
    const { orders, relationship } = await deletedRelationship();
    const channel = `project:${team.project.id}`;
    const viewer = await connectRealtime(t.url, team.viewer.cookie);
    viewer.send({ type: 'subscribe', channel });
    await viewer.next((m) => m.type === 'subscribed');

    const res = await call(team.editor, 'POST', '/relationships/restore', relationship);
    expect(res.status).toBe(201);
    expect(await json<DbRelationship>(res)).toEqual(relationship);
    const after = await diagram();
    expect(after.relationships.filter((r) => r.id === relationship.id)).toEqual([relationship]);
    // The foreign-key column stayed on deletion and is not added a second time; it is flagged
    // a foreign key again.
    expect(after.tables.find((x) => x.id === orders.id)?.attributes).toEqual(orders.attributes);
    expect(
      await viewer.next(
        (m) =>
          m.type === 'change' &&
          m.change.table === 'db_relationships' &&
          m.change.operation === 'INSERT',
      ),
    ).toMatchObject({ change: { record: relationship } });
    viewer.close();

    // A second restore of the same relationship is refused: it exists already.
    const again = await call(team.editor, 'POST', '/relationships/restore', relationship);
    expect(again.status).toBe(409);
    expect(await json<{ error: { code: string } }>(again)).toMatchObject({
      error: { code: 'conflict' },
    });
  });

  it('answers 404 when a table of the relationship is gone and 409 when its column is', async () => {
    const gone = await deletedRelationship();
    expect((await call(team.editor, 'DELETE', `/tables/${gone.customers.id}`)).status).toBe(200);
    const noTable = await call(team.editor, 'POST', '/relationships/restore', gone.relationship);
    expect(noTable.status).toBe(404);
    expect(await json<{ error: { code: string } }>(noTable)).toMatchObject({
      error: { code: 'not_found' },
    });

    const { relationship } = await deletedRelationship();
    const removed = await call(team.editor, 'PATCH', `/tables/${relationship.targetTableId}`, {
      patches: [{ op: 'remove', id: relationship.targetColumnId }],
    });
    expect(removed.status).toBe(200);
    const noColumn = await call(team.editor, 'POST', '/relationships/restore', relationship);
    expect(noColumn.status).toBe(409);
    // Ends swapped: the columns are not on those tables.
    const swapped = await call(team.editor, 'POST', '/relationships/restore', {
      ...relationship,
      sourceTableId: relationship.targetTableId,
      targetTableId: relationship.sourceTableId,
    });
    expect(swapped.status).toBe(409);
    expect((await diagram()).relationships.some((r) => r.id === relationship.id)).toBe(false);
  });

  it('lets only Editors restore, and refuses a body that is not a relationship', async () => {
    const { relationship } = await deletedRelationship();
    const viewer = await call(team.viewer, 'POST', '/relationships/restore', relationship);
    expect(viewer.status).toBe(403);
    expect(await json<{ error: { code: string } }>(viewer)).toMatchObject({
      error: { code: 'forbidden' },
    });
    const bad = await call(team.editor, 'POST', '/relationships/restore', {
      ...relationship,
      cardinality: 'SOME',
    });
    expect(bad.status).toBe(400);
    expect(await json<{ error: { code: string; fields: unknown } }>(bad)).toMatchObject({
      error: { code: 'validation_failed', fields: expect.anything() as unknown },
    });
    const foreign = await call(team.editor, 'POST', '/relationships/restore', {
      ...relationship,
      project_id: crypto.randomUUID(),
    });
    expect(foreign.status).toBe(404);
    expect((await diagram()).relationships.some((r) => r.id === relationship.id)).toBe(false);
  });
});
