import type { Attribute, DbEntity, DbRelationship } from '@relata/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRealtime, type RealtimeClient, type TestUser } from './helpers/clients';
import { api, json, projectWithTeam } from './helpers/projects';
import { describeOnOneDatabase, startTestServer, type TestServer } from './helpers/testServer';

type Diagram = { tables: DbEntity[]; relationships: DbRelationship[] };
type Made = { table: DbEntity; relationships: DbRelationship[] };

const col = (name: string, over: Partial<Attribute> = {}) => ({
  id: crypto.randomUUID(),
  name,
  type: 'integer',
  defaultValue: null,
  isNullable: false,
  isPrimaryKey: false,
  isForeignKey: false,
  isUnique: false,
  isIdentity: false,
  isAutoIncrement: false,
  ...over,
});

describeOnOneDatabase('a column made a foreign key (the "Foreign key" box)', (kind) => {
  let t: TestServer;
  let team: Awaited<ReturnType<typeof projectWithTeam>>;
  let base: string;
  const call = (user: TestUser | undefined, method: string, path: string, body?: unknown) =>
    api(t.url, user, method, `${base}${path}`, body);
  const diagram = async () => json<Diagram>(await call(team.viewer, 'GET', '/diagram'));
  const flags = async (tableId: string) =>
    Object.fromEntries(
      ((await diagram()).tables.find((x) => x.id === tableId)?.attributes ?? []).map((a) => [
        a.name,
        a.isForeignKey,
      ]),
    );

  /** A viewer's socket on the project's channel. */
  async function watch() {
    const viewer = await connectRealtime(t.url, team.viewer.cookie);
    viewer.send({ type: 'subscribe', channel: `project:${team.project.id}` });
    await viewer.next((m) => m.type === 'subscribed');
    return viewer;
  }
  /**
   * The flags of a table's next update the viewer hears of, by column name: one after `version`
   * (an update made before the viewer subscribed may still be on its way to it).
   */
  async function updated(viewer: RealtimeClient, tableId: string, version: number) {
    const m = await viewer.next(
      (x) =>
        x.type === 'change' &&
        x.change.table === 'db_entities' &&
        x.change.operation === 'UPDATE' &&
        x.change.record?.id === tableId &&
        x.change.record.version > version,
    );
    const record = m.type === 'change' ? (m.change.record as DbEntity) : undefined;
    return Object.fromEntries((record?.attributes ?? []).map((a) => [a.name, a.isForeignKey]));
  }

  /** customers (id) and orders (id, customer_id), no relationship between them. */
  async function twoTables() {
    const table = async (name: string, attributes: ReturnType<typeof col>[]) =>
      json<DbEntity>(await call(team.editor, 'POST', '/tables', { name, x: 0, y: 0, attributes }));
    const customers = await table('customers', [col('id', { isPrimaryKey: true })]);
    // A flag sent without a relationship is not taken.
    const orders = await table('orders', [
      col('id', { isPrimaryKey: true }),
      col('customer_id', { isForeignKey: true }),
    ]);
    const reference = {
      sourceTableId: customers.id,
      sourceColumnId: customers.attributes[0]!.id,
      targetTableId: orders.id,
      targetColumnId: orders.attributes[1]!.id,
    };
    return { customers, orders, reference };
  }

  beforeAll(async () => {
    t = await startTestServer(kind);
    team = await projectWithTeam(t.url);
    base = `/api/projects/${team.project.id}`;
  });
  afterAll(() => t.close());

  it('creates one relationship, flags the column, and tells the others', async () => {
    const { orders, reference } = await twoTables();
    expect(orders.attributes.map((a) => a.isForeignKey)).toEqual([false, false]);
    const viewer = await watch();

    const res = await call(team.editor, 'POST', '/relationships', reference);
    expect(res.status).toBe(201);
    const made = await json<Made>(res);
    expect(made.relationships).toEqual([
      {
        id: expect.any(String) as unknown,
        project_id: team.project.id,
        name: 'fk_orders_customer_id',
        cardinality: 'ONE_TO_MANY',
        ...reference,
      },
    ]);
    expect(made.table.attributes.map((a) => [a.name, a.isForeignKey])).toEqual([
      ['id', false],
      ['customer_id', true],
    ]);
    expect(made.table.version).toBe(orders.version + 1);
    const after = await diagram();
    expect(after.relationships.filter((r) => r.targetTableId === orders.id)).toEqual(
      made.relationships,
    );
    expect(after.tables.find((x) => x.id === orders.id)).toEqual(made.table);

    const change = (table: string, operation: string) =>
      viewer.next(
        (m) => m.type === 'change' && m.change.table === table && m.change.operation === operation,
      );
    expect(await change('db_relationships', 'INSERT')).toMatchObject({
      change: { record: made.relationships[0] },
    });
    expect(await change('db_entities', 'UPDATE')).toMatchObject({ change: { record: made.table } });
    viewer.close();
  });

  it('clears the stored flag when the relationship is deleted, and sets it again on its restore', async () => {
    const { orders, reference } = await twoTables();
    const made = await json<Made>(await call(team.editor, 'POST', '/relationships', reference));
    const relationship = made.relationships[0]!;
    const viewer = await watch();
    expect((await call(team.editor, 'DELETE', `/relationships/${relationship.id}`)).status).toBe(
      200,
    );
    expect(await updated(viewer, orders.id, made.table.version)).toEqual({
      id: false,
      customer_id: false,
    });
    expect(await flags(orders.id)).toEqual({ id: false, customer_id: false });
    expect((await call(team.editor, 'POST', '/relationships/restore', relationship)).status).toBe(
      201,
    );
    expect(await updated(viewer, orders.id, made.table.version + 1)).toEqual({
      id: false,
      customer_id: true,
    });
    expect(await flags(orders.id)).toEqual({ id: false, customer_id: true });
    viewer.close();
  });

  it('clears the stored flag when the referenced table is deleted', async () => {
    const { customers, orders, reference } = await twoTables();
    const made = await json<Made>(await call(team.editor, 'POST', '/relationships', reference));
    const viewer = await watch();
    expect((await call(team.editor, 'DELETE', `/tables/${customers.id}`)).status).toBe(200);
    expect(await updated(viewer, orders.id, made.table.version)).toEqual({
      id: false,
      customer_id: false,
    });
    viewer.close();
  });

  it('lets no column patch set or clear the flag: relationships do', async () => {
    const { orders, reference } = await twoTables();
    const [id, customerId] = orders.attributes;
    const patch = async (patches: unknown[]) => {
      const res = await call(team.editor, 'PATCH', `/tables/${orders.id}`, { patches });
      expect(res.status).toBe(200);
      const table = await json<DbEntity>(res);
      return Object.fromEntries(table.attributes.map((a) => [a.name, a.isForeignKey]));
    };
    expect(await patch([{ op: 'update', id: id!.id, changes: { isForeignKey: true } }])).toEqual({
      id: false,
      customer_id: false,
    });
    expect((await call(team.editor, 'POST', '/relationships', reference)).status).toBe(201);
    expect(
      await patch([{ op: 'update', id: customerId!.id, changes: { isForeignKey: false } }]),
    ).toEqual({ id: false, customer_id: true });
  });

  it('shows no foreign key that an import stored without a relationship', async () => {
    const res = await call(team.editor, 'POST', '/diagram/import', {
      mode: 'add',
      model: {
        tables: [
          {
            id: 'a',
            name: 'stale',
            x: 0,
            y: 0,
            attributes: [col('ref_id', { isForeignKey: true })],
          },
        ],
      },
    });
    expect(res.status).toBe(200);
    const { tableIds } = await json<{ tableIds: string[] }>(res);
    expect(await flags(tableIds[0]!)).toEqual({ ref_id: false });
  });

  describe('refusals', () => {
    it('refuses a second key on the column, a column not on its table, and a self-reference', async () => {
      const { customers, reference } = await twoTables();
      expect((await call(team.editor, 'POST', '/relationships', reference)).status).toBe(201);
      const codeOf = async (body: unknown) => {
        const res = await call(team.editor, 'POST', '/relationships', body);
        return [res.status, (await json<{ error: { code: string } }>(res)).error.code];
      };
      expect(await codeOf(reference)).toEqual([409, 'conflict']);
      expect(await codeOf({ ...reference, sourceColumnId: reference.targetColumnId })).toEqual([
        422,
        'unprocessable',
      ]);
      const self = {
        sourceTableId: customers.id,
        sourceColumnId: reference.sourceColumnId,
        targetTableId: customers.id,
        targetColumnId: reference.sourceColumnId,
      };
      expect(await codeOf(self)).toEqual([422, 'unprocessable']);
      expect(await codeOf({ ...reference, sourceTableId: crypto.randomUUID() })).toEqual([
        404,
        'not_found',
      ]);
      expect(await codeOf({ ...reference, cardinality: 'MANY_TO_MANY' })).toEqual([
        400,
        'validation_failed',
      ]);
    });

    it('lets only Editors create one', async () => {
      const { reference } = await twoTables();
      const res = await call(team.viewer, 'POST', '/relationships', reference);
      expect(res.status).toBe(403);
      expect(
        (await diagram()).relationships.some((r) => r.targetColumnId === reference.targetColumnId),
      ).toBe(false);
    });
  });
});
