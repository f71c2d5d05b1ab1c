import {
  makeAttribute,
  type Attribute,
  type DbEntity,
  type DbRelationship,
  type DbType,
  type Diagram,
} from '@relata/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectRealtime, type RealtimeClient, type TestUser } from './helpers/clients';
import { api, createProject, importedItems, json, projectWithTeam } from './helpers/projects';
import { describeEachDatabase, startTestServer, type TestServer } from './helpers/testServer';

const column = (id: string, name: string, extra: Partial<Attribute> = {}) =>
  makeAttribute({ id, name, type: 'integer', ...extra });

/** A model with every field of issue 16: table details, column details, actions, types, views, statements. */
const fullModel = () => ({
  tables: [
    {
      id: 'a',
      name: 'Order Details',
      x: 0,
      y: 0,
      width: 240,
      height: 120,
      schema: 'sales',
      exactName: true,
      comment: 'One line of an order',
      color: '#aa3300',
      primaryKeyName: 'order_details_pk',
      primaryKeyOrder: ['a2', 'a1'],
      uniques: [{ id: 'u1', name: 'od_sku_key', columnIds: ['a1', 'a3'] }],
      indexes: [
        {
          id: 'i1',
          name: 'od_lower_sku',
          unique: true,
          parts: [{ expression: 'lower(sku)' }, { columnId: 'a2', order: 'DESC' }],
          method: 'btree',
          where: 'sku IS NOT NULL',
          includeColumnIds: ['a3'],
        },
      ],
      checks: [
        { id: 'k1', name: 'qty_positive', expression: 'qty > 0', columnId: 'a3' },
        { id: 'k2', name: '', expression: 'a1 <> a2' },
      ],
      attributes: [
        column('a1', 'order_id', {
          isPrimaryKey: true,
          // The relationship r holds it (decision 0049).
          isForeignKey: true,
          isNullable: false,
          isIdentity: true,
          identityGeneration: 'ALWAYS',
        }),
        column('a2', 'line', { isPrimaryKey: true, isNullable: false, comment: 'Line number' }),
        column('a3', 'qty', {
          type: 'text',
          collation: 'C',
          onUpdate: 'CURRENT_TIMESTAMP',
        }),
        column('a4', 'total', { generated: { expression: 'qty * 2', stored: true } }),
      ],
    },
    {
      id: 'b',
      name: 'orders',
      x: 300,
      y: 0,
      attributes: [column('b1', 'id', { isPrimaryKey: true, isNullable: false })],
    },
  ],
  relationships: [
    {
      id: 'r',
      name: 'od_order_fk',
      sourceTableId: 'b',
      targetTableId: 'a',
      sourceColumnId: 'b1',
      targetColumnId: 'a1',
      cardinality: 'ONE_TO_MANY',
      onDelete: 'CASCADE',
      onUpdate: 'SET NULL',
      deferrable: 'DEFERRABLE INITIALLY DEFERRED',
    },
  ],
  comments: [],
  types: [
    { id: 't1', schema: 'sales', name: 'mood', kind: 'enum', values: ['sad', 'ok', 'happy'] },
    {
      id: 't2',
      name: 'positive',
      kind: 'domain',
      baseType: 'integer',
      notNull: true,
      defaultValue: '1',
      checks: [{ name: 'positive_check', expression: 'VALUE > 0' }],
      comment: 'Greater than zero',
    },
    {
      id: 't3',
      name: 'money2',
      kind: 'other',
      sql: 'CREATE TYPE money2 AS (x int)',
      dialect: 'postgresql',
    },
  ],
  views: [
    {
      id: 'v',
      schema: 'sales',
      name: 'big_orders',
      query: `SELECT * FROM orders WHERE ${'x'.repeat(150_000)} > 1`,
      dialect: 'postgresql',
      materialized: true,
      columnNames: ['id'],
      tableIds: ['b', 'a'],
      comment: 'Large ones',
      x: 600,
      y: 40,
    },
  ],
  extraSql: [
    {
      id: 'e1',
      dialect: 'postgresql',
      kind: 'function',
      name: 'f',
      sql: 'CREATE FUNCTION f() ...',
    },
    { id: 'e2', dialect: 'postgresql', kind: 'trigger', sql: 'CREATE TRIGGER t ...' },
  ],
});

describeEachDatabase('schema model storage', (kind) => {
  let t: TestServer;
  let team: Awaited<ReturnType<typeof projectWithTeam>>;
  let base: string;
  const call = (user: TestUser | undefined, method: string, path: string, body?: unknown) =>
    api(t.url, user, method, `${base}${path}`, body);
  const diagram = async () => json<Diagram>(await call(team.viewer, 'GET', '/diagram'));
  const importModel = async (model: unknown, mode: 'add' | 'replace' = 'add') => {
    const res = await call(team.editor, 'POST', '/diagram/import', { mode, model });
    expect(res.status, await res.clone().text()).toBe(200);
    return importedItems(team.project.id, { mode, model }, res);
  };
  const newTable = async (attributes: unknown[]) =>
    json<DbEntity>(await call(team.editor, 'POST', '/tables', { x: 0, y: 0, attributes }));

  beforeAll(async () => {
    t = await startTestServer(kind);
    team = await projectWithTeam(t.url);
    base = `/api/projects/${team.project.id}`;
  });
  afterAll(() => t.close());

  it('keeps every field of the model through an import and GET /diagram, and replaces all of it on request', async () => {
    const model = fullModel();
    const stored = await importModel(model, 'replace');
    const got = await diagram();
    expect(got).toEqual(stored);
    const order = got.tables.find((x) => x.name === 'orders')!;
    const details = got.tables.find((x) => x.name === 'Order Details')!;
    const { id: _a, x: _x, ...table } = model.tables[0]!;
    expect(details).toMatchObject({ ...table, project_id: team.project.id, version: 1 });
    expect(details.attributes).toEqual(model.tables[0]!.attributes);
    expect(got.relationships).toEqual([
      expect.objectContaining({
        onDelete: 'CASCADE',
        onUpdate: 'SET NULL',
        deferrable: 'DEFERRABLE INITIALLY DEFERRED',
        sourceTableId: order.id,
        targetTableId: details.id,
      }),
    ]);
    expect(got.types.map(({ id: _i, project_id: _p, version: _v, ...rest }) => rest)).toEqual(
      model.types.map(({ id: _i, ...rest }) => rest),
    );
    const { id: _v, tableIds: _t, ...view } = model.views[0]!;
    expect(got.views).toEqual([
      {
        ...view,
        id: got.views[0]?.id,
        project_id: team.project.id,
        version: 1,
        tableIds: [order.id, details.id],
      },
    ]);
    expect(got.extraSql.map(({ id: _i, project_id: _p, ...rest }) => rest)).toEqual(
      model.extraSql.map(({ id: _i, ...rest }) => rest),
    );

    // An older table (made through the editor) reads as "none of these".
    const plain = await newTable([column('p', 'id')]);
    expect(Object.keys(plain).sort()).toEqual(
      ['attributes', 'height', 'id', 'name', 'project_id', 'version', 'width', 'x', 'y'].sort(),
    );

    await importModel(
      { tables: [], types: [{ id: 'x', name: 'only', kind: 'enum', values: [] }] },
      'replace',
    );
    const replaced = await diagram();
    expect(replaced.tables).toEqual([]);
    expect(replaced.views).toEqual([]);
    expect(replaced.extraSql).toEqual([]);
    expect(replaced.types.map((x) => x.name)).toEqual(['only']);
  });

  it('refuses an import whose items, views or types do not hold together, storing nothing', async () => {
    const before = await diagram();
    const breaks: Array<(m: ReturnType<typeof fullModel>) => void> = [
      (m) => (m.tables[0]!.uniques = [{ id: 'u1', name: '', columnIds: ['nope'] }]),
      (m) => (m.tables[0]!.primaryKeyOrder = ['nope']),
      (m) => (m.views[0]!.tableIds = ['nope']),
      (m) => m.types.push({ ...m.types[1]!, id: 't9' }),
      (m) => (m.tables[0]!.color = 'red; background: url(x)'),
      (m) => (m.views[0]!.query = 'x'.repeat(200_001)),
    ];
    for (const change of breaks) {
      const model = fullModel();
      change(model);
      const res = await call(team.editor, 'POST', '/diagram/import', { mode: 'add', model });
      expect(res.status, change.toString()).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'validation_failed' } });
    }
    // A type named like one the project has is a conflict.
    await importModel({ types: [{ id: 'q', name: 'taken', kind: 'enum', values: ['a'] }] });
    const dup = await call(team.editor, 'POST', '/diagram/import', {
      mode: 'add',
      model: {
        tables: [{ id: 'z', name: 'z', x: 0, y: 0, attributes: [] }],
        types: [{ id: 'q', name: 'taken', kind: 'enum' }],
      },
    });
    expect(dup.status).toBe(409);
    const after = await diagram();
    expect(after.tables).toEqual(before.tables);
    expect(after.types.map((x) => x.name)).toEqual([...before.types.map((x) => x.name), 'taken']);
  });

  it('merges two concurrent edits of different indexes of one table item by item', async () => {
    const table = await newTable([column('c1', 'a'), column('c2', 'b')]);
    const add = (id: string, columnId: string) => ({
      collection: 'indexes',
      op: 'add',
      item: { id, name: `ix_${id}`, parts: [{ columnId }] },
    });
    await call(team.editor, 'PATCH', `/tables/${table.id}`, {
      itemPatches: [add('i1', 'c1'), add('i2', 'c2')],
    });
    const [r1, r2] = await Promise.all([
      call(team.editor, 'PATCH', `/tables/${table.id}`, {
        itemPatches: [{ collection: 'indexes', op: 'update', id: 'i1', changes: { unique: true } }],
      }),
      call(team.admin, 'PATCH', `/tables/${table.id}`, {
        itemPatches: [
          {
            collection: 'indexes',
            op: 'update',
            id: 'i2',
            changes: { name: 'renamed', where: 'b > 0' },
          },
          { collection: 'checks', op: 'add', item: { id: 'k', expression: 'a > b' } },
        ],
      }),
    ]);
    expect([r1.status, r2.status]).toEqual([200, 200]);
    const after = (await diagram()).tables.find((x) => x.id === table.id)!;
    expect(after.indexes).toEqual([
      { id: 'i1', name: 'ix_i1', unique: true, parts: [{ columnId: 'c1' }] },
      { id: 'i2', name: 'renamed', unique: false, parts: [{ columnId: 'c2' }], where: 'b > 0' },
    ]);
    expect(after.checks).toEqual([{ id: 'k', name: '', expression: 'a > b' }]);
    // null clears an optional field; remove takes the item out.
    const cleared = await json<DbEntity>(
      await call(team.editor, 'PATCH', `/tables/${table.id}`, {
        itemPatches: [
          { collection: 'indexes', op: 'update', id: 'i2', changes: { where: null } },
          { collection: 'indexes', op: 'remove', id: 'i1' },
        ],
      }),
    );
    expect(cleared.checks).toEqual([{ id: 'k', name: '', expression: 'a > b' }]);
    const none = await json<DbEntity>(
      await call(team.editor, 'PATCH', `/tables/${table.id}`, {
        itemPatches: [{ collection: 'checks', op: 'remove', id: 'k' }],
      }),
    );
    expect(none).not.toHaveProperty('checks');
    expect(cleared.indexes).toEqual([
      { id: 'i2', name: 'renamed', unique: false, parts: [{ columnId: 'c2' }] },
    ]);
  });

  it('sets and clears schema, comment, colour and the new column fields of a table', async () => {
    const table = await newTable([column('c1', 'a')]);
    const set = await json<DbEntity>(
      await call(team.editor, 'PATCH', `/tables/${table.id}`, {
        schema: 'audit',
        comment: 'Kept for a year',
        color: 'teal-3',
        patches: [
          {
            op: 'update',
            id: 'c1',
            changes: { comment: 'the a', collation: 'C', identityGeneration: 'ALWAYS' },
          },
        ],
      }),
    );
    expect(set).toMatchObject({ schema: 'audit', comment: 'Kept for a year', color: 'teal-3' });
    expect(set.attributes[0]).toMatchObject({
      comment: 'the a',
      collation: 'C',
      identityGeneration: 'ALWAYS',
    });
    const cleared = await json<DbEntity>(
      await call(team.editor, 'PATCH', `/tables/${table.id}`, {
        schema: '',
        comment: '',
        color: '',
        patches: [{ op: 'update', id: 'c1', changes: { comment: null, defaultValue: null } }],
      }),
    );
    expect(cleared).not.toHaveProperty('schema');
    expect(cleared).not.toHaveProperty('comment');
    expect(cleared).not.toHaveProperty('color');
    expect(cleared.attributes[0]).not.toHaveProperty('comment');
    expect(cleared.attributes[0]).toMatchObject({ collation: 'C', defaultValue: null });
    const bad = await call(team.editor, 'PATCH', `/tables/${table.id}`, { color: 'url(x)' });
    expect(bad.status).toBe(400);
  });

  it('creates a table whole with its details, as undo of a deletion does, and refuses items on columns it lacks', async () => {
    const details = {
      schema: 'audit',
      comment: 'Back again',
      color: 'blue',
      primaryKeyOrder: ['c2', 'c1'],
      uniques: [{ id: 'u', name: 'u_c1', columnIds: ['c1'] }],
      indexes: [{ id: 'i', name: 'ix', unique: false, parts: [{ columnId: 'c2', order: 'DESC' }] }],
      checks: [{ id: 'k', name: 'k', expression: 'c1 > 0' }],
    };
    const attributes = [column('c1', 'a'), column('c2', 'b')];
    const res = await call(team.editor, 'POST', '/tables', { x: 0, y: 0, attributes, ...details });
    expect(res.status).toBe(201);
    const table = await json<DbEntity>(res);
    expect(table).toMatchObject(details);
    expect((await diagram()).tables.find((x) => x.id === table.id)).toEqual(table);
    const refused = await call(team.editor, 'POST', '/tables', {
      x: 0,
      y: 0,
      attributes,
      checks: [{ id: 'k', expression: 'x > 0', columnId: 'c9' }],
    });
    expect(refused.status).toBe(422);
  });

  it('takes a removed column out of uniques, index parts, checks and the key order, and refuses items on unknown columns', async () => {
    const table = await newTable([column('c1', 'a'), column('c2', 'b'), column('c3', 'c')]);
    const items = [
      { collection: 'uniques', op: 'add', item: { id: 'u1', columnIds: ['c1', 'c2'] } },
      { collection: 'uniques', op: 'add', item: { id: 'u2', columnIds: ['c2'] } },
      {
        collection: 'indexes',
        op: 'add',
        item: {
          id: 'i1',
          parts: [{ columnId: 'c2' }, { columnId: 'c3' }],
          includeColumnIds: ['c2'],
        },
      },
      { collection: 'indexes', op: 'add', item: { id: 'i2', parts: [{ columnId: 'c2' }] } },
      { collection: 'checks', op: 'add', item: { id: 'k1', expression: 'b > 0', columnId: 'c2' } },
      { collection: 'checks', op: 'add', item: { id: 'k2', expression: 'a > c' } },
    ];
    expect(
      (await call(team.editor, 'PATCH', `/tables/${table.id}`, { itemPatches: items })).status,
    ).toBe(200);
    const after = await json<DbEntity>(
      await call(team.editor, 'PATCH', `/tables/${table.id}`, {
        patches: [{ op: 'remove', id: 'c2' }],
      }),
    );
    expect(after.uniques).toEqual([{ id: 'u1', name: '', columnIds: ['c1'] }]);
    expect(after.indexes).toEqual([
      { id: 'i1', name: '', unique: false, parts: [{ columnId: 'c3' }] },
    ]);
    expect(after.checks).toEqual([{ id: 'k2', name: '', expression: 'a > c' }]);

    const unknown = await call(team.editor, 'PATCH', `/tables/${table.id}`, {
      itemPatches: [{ collection: 'uniques', op: 'add', item: { id: 'u9', columnIds: ['c2'] } }],
    });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toMatchObject({ error: { code: 'unprocessable' } });
    const neither = await call(team.editor, 'PATCH', `/tables/${table.id}`, {
      itemPatches: [{ collection: 'indexes', op: 'add', item: { id: 'i9', parts: [{}] } }],
    });
    expect(neither.status).toBe(400);
  });

  it('keeps a long inline enum type through import, edits and undo of a column removal', async () => {
    const type = `enum(${Array.from({ length: 60 }, (_, i) => `'value_${i}'`).join(',')})`;
    const long = column('e', 'state', { type });
    const stored = await importModel({
      tables: [{ id: 't', name: 'with_enum', x: 0, y: 0, attributes: [long] }],
    });
    const id = stored.tables[0]!.id;
    const path = `/tables/${id}`;
    expect((await call(team.editor, 'PATCH', path, { name: 'renamed' })).status).toBe(200);
    await call(team.editor, 'PATCH', path, { patches: [{ op: 'remove', id: 'e' }] });
    const back = await call(team.editor, 'PATCH', path, {
      patches: [{ op: 'add', attribute: long }],
    });
    expect(back.status).toBe(200);
    expect((await json<DbEntity>(back)).attributes).toEqual([long]);
  });

  it('cleans the key order of an imported table when a key column goes', async () => {
    const stored = await importModel({
      tables: [
        {
          id: 'k',
          name: 'keyed',
          x: 0,
          y: 0,
          primaryKeyOrder: ['k2', 'k1'],
          attributes: [
            column('k1', 'a', { isPrimaryKey: true, isNullable: false }),
            column('k2', 'b', { isPrimaryKey: true, isNullable: false }),
          ],
        },
      ],
    });
    const id = stored.tables[0]!.id;
    const after = await json<DbEntity>(
      await call(team.editor, 'PATCH', `/tables/${id}`, { patches: [{ op: 'remove', id: 'k2' }] }),
    );
    expect(after.primaryKeyOrder).toEqual(['k1']);
  });

  it("edits a relationship's name, cardinality, actions and deferrability, never its ends", async () => {
    const [{ relationships }] = [await importModel(fullModel(), 'replace')];
    const rel = relationships[0]!;
    const path = `/relationships/${rel.id}`;
    const edited = await json<DbRelationship>(
      await call(team.editor, 'PATCH', path, {
        name: 'fk_lines',
        cardinality: 'ONE_TO_ONE',
        onDelete: 'RESTRICT',
        onUpdate: null,
        deferrable: 'NOT DEFERRABLE',
      }),
    );
    expect(edited).toEqual({
      ...rel,
      name: 'fk_lines',
      cardinality: 'ONE_TO_ONE',
      onDelete: 'RESTRICT',
      deferrable: 'NOT DEFERRABLE',
      onUpdate: undefined,
    });
    expect((await diagram()).relationships).toEqual([edited]);
    for (const body of [{}, { sourceTableId: rel.targetTableId }, { onDelete: 'EXPLODE' }])
      expect((await call(team.editor, 'PATCH', path, body)).status).toBe(400);
    // Undo of its deletion brings the actions back with it.
    expect((await call(team.editor, 'DELETE', path)).status).toBe(200);
    const restored = await call(team.editor, 'POST', '/relationships/restore', edited);
    expect(restored.status).toBe(201);
    expect(await restored.json()).toEqual(edited);
  });

  it('creates, edits and deletes project types, with a 409 for a name the project has', async () => {
    const res = await call(team.editor, 'POST', '/types', {
      name: 'status',
      kind: 'enum',
      values: ['new', 'done'],
      comment: 'Task state',
    });
    expect(res.status).toBe(201);
    const type = await json<DbType>(res);
    expect(type).toMatchObject({
      name: 'status',
      kind: 'enum',
      values: ['new', 'done'],
      version: 1,
    });
    const dup = await call(team.editor, 'POST', '/types', { name: 'status', kind: 'domain' });
    expect(dup.status).toBe(409);
    expect(await dup.json()).toMatchObject({ error: { code: 'conflict' } });
    // The same name in another schema is another type.
    const other = await json<DbType>(
      await call(team.editor, 'POST', '/types', { schema: 'hr', name: 'status', kind: 'enum' }),
    );
    const edited = await json<DbType>(
      await call(team.editor, 'PATCH', `/types/${type.id}`, {
        values: ['new', 'doing', 'done'],
        comment: null,
      }),
    );
    expect(edited).toEqual({
      ...type,
      values: ['new', 'doing', 'done'],
      comment: undefined,
      version: 2,
    });
    expect((await call(team.editor, 'PATCH', `/types/${other.id}`, { schema: null })).status).toBe(
      409,
    );
    expect(
      (await call(team.editor, 'POST', '/types', { id: 'x', name: 'y', kind: 'enum' })).status,
    ).toBe(400);
    expect((await call(team.editor, 'DELETE', `/types/${type.id}`)).status).toBe(200);
    expect((await call(team.editor, 'DELETE', `/types/${type.id}`)).status).toBe(404);
    expect((await diagram()).types.map((x) => x.id)).toContain(other.id);
    expect((await diagram()).types.map((x) => x.id)).not.toContain(type.id);
  });

  it('moves and deletes views, and deletes statements kept verbatim', async () => {
    const stored = await importModel(fullModel(), 'replace');
    const view = stored.views[0]!;
    const moved = await call(team.editor, 'PATCH', '/diagram/positions', {
      views: [{ id: view.id, x: 11, y: 22 }],
    });
    expect(moved.status).toBe(200);
    expect((await diagram()).views[0]).toMatchObject({ x: 11, y: 22, version: 2 });
    expect((await call(team.editor, 'DELETE', `/views/${view.id}`)).status).toBe(200);
    expect((await call(team.editor, 'DELETE', `/views/${view.id}`)).status).toBe(404);
    const [first, second] = stored.extraSql;
    expect((await call(team.editor, 'DELETE', `/extra-sql/${first!.id}`)).status).toBe(200);
    const after = await diagram();
    expect(after.views).toEqual([]);
    expect(after.extraSql).toEqual([second]);
  });

  it("refuses every new write to Viewers (403) and non-members (404), and another project's ids (404)", async () => {
    const stored = await importModel(fullModel(), 'replace');
    const type = stored.types[0]!;
    const writes: Array<[string, string, unknown]> = [
      ['PATCH', `/relationships/${stored.relationships[0]!.id}`, { name: 'x' }],
      ['PATCH', `/tables/${stored.tables[0]!.id}`, { comment: 'x' }],
      ['POST', '/types', { name: 'fresh', kind: 'enum' }],
      ['PATCH', `/types/${type.id}`, { name: 'x' }],
      ['DELETE', `/types/${type.id}`, undefined],
      ['DELETE', `/views/${stored.views[0]!.id}`, undefined],
      ['DELETE', `/extra-sql/${stored.extraSql[0]!.id}`, undefined],
      ['PATCH', '/diagram/positions', { views: [{ id: stored.views[0]!.id, x: 1, y: 1 }] }],
    ];
    for (const [method, path, body] of writes) {
      expect((await call(team.viewer, method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await call(team.outsider, method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    // The outsider's own project cannot reach these ids either.
    const elsewhere = await createProject(t.url, team.outsider, { name: 'Elsewhere' });
    const foreign = (method: string, path: string, body?: unknown) =>
      api(t.url, team.outsider, method, `/api/projects/${elsewhere.id}${path}`, body);
    for (const [method, path, body] of writes.filter(
      ([, p]) => p !== '/types' && p !== '/diagram/positions',
    ))
      expect((await foreign(method, path, body)).status, `${method} ${path}`).toBe(404);
    expect(await diagram()).toEqual(stored);
  });

  it('lists the new routes in the OpenAPI description', async () => {
    const doc = await json<{ paths: Record<string, Record<string, unknown>> }>(
      await fetch(`${t.url}/api/docs/json`),
    );
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const p = '/api/projects/{projectId}';
    expect(operations).toEqual(
      expect.arrayContaining([
        `PATCH ${p}/relationships/{relationshipId}`,
        `POST ${p}/types`,
        `PATCH ${p}/types/{typeId}`,
        `DELETE ${p}/types/{typeId}`,
        `DELETE ${p}/views/{viewId}`,
        `DELETE ${p}/extra-sql/{extraSqlId}`,
      ]),
    );
  });

  it("sends a second member's socket each change of the new kinds", async () => {
    const channel = `project:${team.project.id}`;
    const viewer: RealtimeClient = await connectRealtime(t.url, team.viewer.cookie);
    viewer.send({ type: 'subscribe', channel });
    await viewer.next((m) => m.type === 'subscribed');
    const stored = await importModel(fullModel(), 'replace');
    expect(
      await viewer.next((m) => m.type === 'change' && m.change.table === 'diagram'),
    ).toMatchObject({ change: { record: { types: 3, views: 1, extraSql: 2 } } });
    const changeOf = (table: string, operation: string) =>
      viewer.next(
        (m) => m.type === 'change' && m.change.table === table && m.change.operation === operation,
      );

    await call(team.editor, 'PATCH', `/relationships/${stored.relationships[0]!.id}`, {
      onDelete: 'RESTRICT',
    });
    expect(await changeOf('db_relationships', 'UPDATE')).toMatchObject({
      change: { record: { onDelete: 'RESTRICT' } },
    });
    await call(team.editor, 'PATCH', `/tables/${stored.tables[0]!.id}`, {
      itemPatches: [{ collection: 'checks', op: 'remove', id: 'k2' }],
    });
    expect(await changeOf('db_entities', 'UPDATE')).toMatchObject({
      change: { record: { checks: [{ id: 'k1' }] } },
    });
    const type = await json<DbType>(
      await call(team.editor, 'POST', '/types', { name: 'live', kind: 'enum' }),
    );
    expect(await changeOf('db_types', 'INSERT')).toMatchObject({
      change: { record: { id: type.id } },
    });
    await call(team.editor, 'PATCH', `/types/${type.id}`, { values: ['a'] });
    expect(await changeOf('db_types', 'UPDATE')).toMatchObject({
      change: { record: { values: ['a'] } },
    });
    await call(team.editor, 'DELETE', `/types/${type.id}`);
    expect(await changeOf('db_types', 'DELETE')).toMatchObject({
      change: { old_record: { id: type.id } },
    });
    const view = stored.views[0]!;
    await call(team.editor, 'PATCH', '/diagram/positions', {
      views: [{ id: view.id, x: 5, y: 5 }],
    });
    // A move is one event for everything it placed (issue 21, item 3).
    expect(await changeOf('diagram_positions', 'UPDATE')).toMatchObject({
      change: { record: { views: [{ id: view.id, x: 5, y: 5 }] } },
    });
    await call(team.editor, 'DELETE', `/views/${view.id}`);
    expect(await changeOf('db_views', 'DELETE')).toMatchObject({
      change: { old_record: { id: view.id } },
    });
    const extra = stored.extraSql[0]!;
    await call(team.editor, 'DELETE', `/extra-sql/${extra.id}`);
    expect(await changeOf('db_extra_sql', 'DELETE')).toMatchObject({
      change: { old_record: extra },
    });
    viewer.close();
  });
});
