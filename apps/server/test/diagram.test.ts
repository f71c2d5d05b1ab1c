import type { DbComment, DbEntity, DbRelationship } from '@relata/core';
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectRealtime, type TestUser } from './helpers/clients';
import { api, createProject, importedItems, json, projectWithTeam } from './helpers/projects';
import { describeEachDatabase, startTestServer, type TestServer } from './helpers/testServer';

const column = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  type: 'string',
  defaultValue: null,
  isNullable: true,
  isPrimaryKey: false,
  isForeignKey: false,
  isUnique: false,
  isIdentity: false,
  isAutoIncrement: false,
  ...extra,
});

type Diagram = { tables: DbEntity[]; relationships: DbRelationship[]; comments: DbComment[] };

describeEachDatabase('diagram', (kind) => {
  let t: TestServer;
  let team: Awaited<ReturnType<typeof projectWithTeam>>;
  let base: string;
  const call = (user: TestUser | undefined, method: string, path: string, body?: unknown) =>
    api(t.url, user, method, `${base}${path}`, body);
  const newTable = async (name: string, attributes?: unknown[]) =>
    json<DbEntity>(
      await call(team.editor, 'POST', '/tables', {
        name,
        x: 0,
        y: 0,
        ...(attributes ? { attributes } : {}),
      }),
    );

  beforeAll(async () => {
    t = await startTestServer(kind);
    team = await projectWithTeam(t.url);
    base = `/api/projects/${team.project.id}`;
  });
  afterAll(() => t.close());

  it("gives a new table the spec's first column, or the project's default table data", async () => {
    const plain = await json<DbEntity>(
      await call(team.editor, 'POST', '/tables', { x: 10, y: 20 }),
    );
    expect(plain).toMatchObject({
      name: 'New Table',
      x: 10,
      y: 20,
      width: 200,
      height: 100,
      version: 1,
    });
    expect(plain.attributes).toEqual([
      expect.objectContaining({
        name: 'id',
        type: 'string',
        isPrimaryKey: true,
        isNullable: false,
        isUnique: true,
        isAutoIncrement: true,
      }),
    ]);
    const setting = await call(team.admin, 'PUT', '/settings/dbdesigner:defaultTableData', {
      value: {
        name: 'Entity',
        attributes: [
          column('k', 'uuid_id', { type: 'uuid', isPrimaryKey: true, isNullable: false }),
          column('c', 'created_at', { type: 'timestamptz' }),
        ],
      },
    });
    expect(setting.status).toBe(200);
    const templated = await json<DbEntity>(
      await call(team.editor, 'POST', '/tables', { x: 0, y: 0 }),
    );
    expect(templated.name).toBe('Entity');
    expect(templated.attributes.map((a) => [a.name, a.type])).toEqual([
      ['uuid_id', 'uuid'],
      ['created_at', 'timestamptz'],
    ]);
    await call(team.admin, 'PUT', '/settings/dbdesigner:defaultTableData', {
      value: {
        name: 'New Table',
        attributes: [column('i', 'id', { isPrimaryKey: true, isNullable: false })],
      },
    });
  });

  it('keeps columns without their default fields, reads them whole, and reads rows kept whole the same', async () => {
    const key = column(randomUUID(), 'id', { isPrimaryKey: true, isNullable: false });
    const note = column(randomUUID(), 'note', { comment: 'free text', defaultValue: "'x'" });
    const table = await newTable('compact', [key, note]);
    expect(table.attributes).toEqual([key, note]);
    const raw = async () =>
      (
        await t.server.database.db
          .selectFrom('db_entities')
          .select('attributes')
          .where('id', '=', table.id)
          .executeTakeFirstOrThrow()
      ).attributes;
    expect(await raw()).toEqual([
      { id: key.id, name: 'id', type: 'string', isNullable: false, isPrimaryKey: true },
      { id: note.id, name: 'note', type: 'string', defaultValue: "'x'", comment: 'free text' },
    ]);
    const read = async () =>
      (await json<Diagram>(await call(team.viewer, 'GET', '/diagram'))).tables.find(
        (x) => x.id === table.id,
      )?.attributes;
    expect(await read()).toEqual([key, note]);
    // A row written with every field (before columns were kept without their defaults).
    await t.server.database.db
      .updateTable('db_entities')
      .set({ attributes: JSON.stringify([key, note]), version: 2 })
      .where('id', '=', table.id)
      .execute();
    // A write through the API, so that the answer kept for GET /diagram is made again.
    await call(team.editor, 'POST', '/comments', { text: 'again', x: 0, y: 0 });
    expect(await read()).toEqual([key, note]);
    expect(await raw()).toEqual([key, note]);
  });

  it('keeps both of two concurrent edits of different columns of one table', async () => {
    const table = await newTable('people', [
      column('a', 'id', { isPrimaryKey: true, isNullable: false }),
      column('b', 'name'),
      column('c', 'email'),
    ]);
    const [r1, r2] = await Promise.all([
      call(team.editor, 'PATCH', `/tables/${table.id}`, {
        patches: [{ op: 'update', id: 'b', changes: { type: 'varchar(80)' } }],
      }),
      call(team.admin, 'PATCH', `/tables/${table.id}`, {
        patches: [{ op: 'update', id: 'c', changes: { isUnique: true } }],
      }),
    ]);
    expect([r1.status, r2.status]).toEqual([200, 200]);
    const after = (
      await json<{ tables: DbEntity[] }>(await call(team.viewer, 'GET', '/diagram'))
    ).tables.find((x) => x.id === table.id)!;
    expect(after.attributes.map((a) => [a.name, a.type, a.isUnique])).toEqual([
      ['id', 'string', false],
      ['name', 'varchar(80)', false],
      ['email', 'string', true],
    ]);
    expect(after.version).toBe(3);
    // The same field edited twice ends with the last writer's value.
    await call(team.editor, 'PATCH', `/tables/${table.id}`, { name: 'persons' });
    const last = await json<DbEntity>(
      await call(team.admin, 'PATCH', `/tables/${table.id}`, { name: 'humans' }),
    );
    expect(last).toMatchObject({ name: 'humans', version: 5 });
  });

  it('connects tables with one foreign key per source primary key, id becoming {source}_id', async () => {
    const customers = await newTable('Customers', [
      column('pk', 'id', { isPrimaryKey: true, isNullable: false }),
    ]);
    const orders = await newTable('orders', [
      column('o', 'id', { isPrimaryKey: true, isNullable: false }),
    ]);
    const res = await call(team.editor, 'POST', '/relationships/connect', {
      sourceTableId: customers.id,
      targetTableId: orders.id,
    });
    expect(res.status).toBe(201);
    const { table, relationships } = await json<{
      table: DbEntity;
      relationships: DbRelationship[];
    }>(res);
    const fk = table.attributes.at(-1)!;
    expect(fk).toMatchObject({
      name: 'customers_id',
      isForeignKey: true,
      isPrimaryKey: false,
      isNullable: false,
    });
    expect(relationships).toEqual([
      expect.objectContaining({
        sourceTableId: customers.id,
        targetTableId: orders.id,
        sourceColumnId: 'pk',
        targetColumnId: fk.id,
        cardinality: 'ONE_TO_MANY',
        name: 'fk_customers_orders',
      }),
    ]);

    const keyless = await newTable('notes', [column('n', 'body')]);
    const refused = await call(team.editor, 'POST', '/relationships/connect', {
      sourceTableId: keyless.id,
      targetTableId: orders.id,
    });
    expect(refused.status).toBe(422);
    expect((await json<{ error: { message: string } }>(refused)).error.message).toBe(
      'Cannot create a relationship from a table without a primary key.',
    );
    expect(
      (
        await call(team.editor, 'POST', '/relationships/connect', {
          sourceTableId: orders.id,
          targetTableId: orders.id,
        })
      ).status,
    ).toBe(400);

    expect((await call(team.editor, 'DELETE', `/tables/${customers.id}`)).status).toBe(200);
    const diagram = await json<{ relationships: DbRelationship[] }>(
      await call(team.viewer, 'GET', '/diagram'),
    );
    expect(diagram.relationships.find((r) => r.id === relationships[0]!.id)).toBeUndefined();
  });

  it('creates, edits, resizes (at least 200 x 60) and deletes comments', async () => {
    const c = await json<DbComment>(await call(team.editor, 'POST', '/comments', { x: 5, y: 5 }));
    expect(c).toMatchObject({ text: 'New Comment', width: 200, height: 60 });
    expect((await call(team.editor, 'PATCH', `/comments/${c.id}`, { width: 150 })).status).toBe(
      400,
    );
    expect(
      await json<DbComment>(
        await call(team.editor, 'PATCH', `/comments/${c.id}`, {
          text: 'Remember indexes',
          width: 320,
          height: 90,
        }),
      ),
    ).toMatchObject({ text: 'Remember indexes', width: 320, height: 90, version: 2 });
    expect((await call(team.editor, 'DELETE', `/comments/${c.id}`)).status).toBe(200);
    expect((await call(team.editor, 'DELETE', `/comments/${c.id}`)).status).toBe(404);
  });

  it('moves a whole selection in one step and tells the other screens with one event', async () => {
    const a = await newTable('a');
    const b = await newTable('b');
    const c = await json<DbComment>(await call(team.editor, 'POST', '/comments', { x: 0, y: 0 }));
    const other = await createProject(t.url, team.outsider, { name: 'Moved from outside' });
    const foreign = await json<DbEntity>(
      await api(t.url, team.outsider, 'POST', `/api/projects/${other.id}/tables`, { x: 5, y: 5 }),
    );
    const viewer = await connectRealtime(t.url, team.viewer.cookie);
    viewer.send({ type: 'subscribe', channel: `project:${team.project.id}` });
    await viewer.next((m) => m.type === 'subscribed');
    expect(
      (
        await call(team.editor, 'PATCH', '/diagram/positions', {
          tables: [
            { id: a.id, x: 100, y: 50 },
            { id: b.id, x: 400, y: 50 },
            // Another project's table is not this project's to move.
            { id: foreign.id, x: 7, y: 7 },
          ],
          comments: [{ id: c.id, x: 9, y: 9 }],
        })
      ).status,
    ).toBe(200);
    const d = await json<{ tables: DbEntity[]; comments: DbComment[] }>(
      await call(team.viewer, 'GET', '/diagram'),
    );
    expect(d.tables.find((x) => x.id === a.id)).toMatchObject({ x: 100, y: 50 });
    expect(d.tables.find((x) => x.id === b.id)).toMatchObject({ x: 400, y: 50 });
    expect(d.comments.find((x) => x.id === c.id)).toMatchObject({ x: 9, y: 9 });
    const moved = await viewer.next(
      (m) => m.type === 'change' && m.change.table === 'diagram_positions',
    );
    expect(moved).toMatchObject({
      change: {
        operation: 'UPDATE',
        record: {
          tables: expect.arrayContaining([
            { id: a.id, x: 100, y: 50, version: a.version + 1 },
            { id: b.id, x: 400, y: 50, version: b.version + 1 },
          ]) as unknown,
          comments: [{ id: c.id, x: 9, y: 9, version: c.version + 1 }],
          views: [],
        },
      },
    });
    expect(moved.type === 'change' && moved.change.record).toMatchObject({
      tables: { length: 2 },
    });
    await new Promise((r) => setTimeout(r, 200));
    // One event for the whole move, none per row.
    expect(
      viewer.received.filter(
        (m) =>
          m.type === 'change' &&
          (m.change.table === 'db_entities' || m.change.table === 'db_comments'),
      ),
    ).toEqual([]);
    viewer.close();
    const untouched = await json<{ tables: DbEntity[] }>(
      await api(t.url, team.outsider, 'GET', `/api/projects/${other.id}/diagram`),
    );
    expect(untouched.tables[0]).toMatchObject({ id: foreign.id, x: 5, y: 5, version: 1 });
  });

  it('keeps the visualization defaults Admins set, for every member to read, live', async () => {
    const path = `/api/projects/${team.project.id}/settings/relata:visualization`;
    const value = {
      notation: 'crowsFoot',
      lineStyle: 'orthogonal',
      tableDisplay: 'keys',
      showTypes: false,
      showNullability: true,
      snapToGrid: true,
      gridSize: 25,
    };
    const viewer = await connectRealtime(t.url, team.viewer.cookie);
    viewer.send({ type: 'subscribe', channel: `project:${team.project.id}` });
    await viewer.next((m) => m.type === 'subscribed');
    expect((await api(t.url, team.editor, 'PUT', path, { value })).status).toBe(403);
    expect((await api(t.url, team.outsider, 'PUT', path, { value })).status).toBe(404);
    for (const bad of [
      { ...value, gridSize: 1000 },
      { ...value, notation: 'chen' },
      { notation: 'uml' },
      'uml',
    ])
      expect((await api(t.url, team.admin, 'PUT', path, { value: bad })).status).toBe(400);
    expect((await api(t.url, team.admin, 'PUT', path, { value })).status).toBe(200);
    expect(
      await viewer.next((m) => m.type === 'change' && m.change.table === 'project_settings'),
    ).toMatchObject({ change: { record: { key: 'relata:visualization', value } } });
    viewer.close();
    const rows = await json<Array<{ key: string; value: unknown }>>(
      await api(t.url, team.viewer, 'GET', `/api/projects/${team.project.id}/settings`),
    );
    expect(rows.find((r) => r.key === 'relata:visualization')?.value).toEqual(value);
  });

  it('arranges a diagram of 10 000 tables in one request and refuses more', async () => {
    const project = await createProject(t.url, team.editor, { name: 'Ten thousand' });
    // Imported in two halves: an import takes at most MAX_IMPORT_ITEMS tables.
    const ids: string[] = [];
    for (const half of [0, 1]) {
      const tables = Array.from({ length: 5_000 }, (_, i) => ({
        id: `t${i}`,
        name: `t${half}_${i}`,
        x: 0,
        y: 0,
        attributes: [column(`c${i}`, 'id')],
      }));
      const imported = await json<{ tableIds: string[] }>(
        await api(t.url, team.editor, 'POST', `/api/projects/${project.id}/diagram/import`, {
          mode: 'add',
          model: { tables },
        }),
      );
      ids.push(...imported.tableIds);
    }
    expect(ids).toHaveLength(10_000);
    const moves = ids.map((id, i) => ({ id, x: (i % 100) * 400, y: i * 3 }));
    const arranged = await api(
      t.url,
      team.editor,
      'PATCH',
      `/api/projects/${project.id}/diagram/positions`,
      { tables: moves },
    );
    expect(arranged.status).toBe(200);
    const d = await json<{ tables: DbEntity[] }>(
      await api(t.url, team.editor, 'GET', `/api/projects/${project.id}/diagram`),
    );
    const last = moves[9_999];
    expect(d.tables.find((x) => x.id === last?.id)).toMatchObject({ x: last?.x, y: last?.y });
    const tooMany = await api(
      t.url,
      team.editor,
      'PATCH',
      `/api/projects/${project.id}/diagram/positions`,
      { tables: [...moves, { id: randomUUID(), x: 0, y: 0 }] },
    );
    expect(tooMany.status).toBe(400);
  });

  it('lets Viewers read only and hides everything from non-members and other projects', async () => {
    const table = await newTable('guarded');
    const comment = await json<DbComment>(
      await call(team.editor, 'POST', '/comments', { x: 0, y: 0 }),
    );
    const writes: Array<[string, string, unknown]> = [
      ['POST', '/tables', { x: 0, y: 0 }],
      ['PATCH', `/tables/${table.id}`, { name: 'x' }],
      ['DELETE', `/tables/${table.id}`, undefined],
      ['POST', '/comments', { x: 0, y: 0 }],
      ['PATCH', `/comments/${comment.id}`, { text: 'x' }],
      ['DELETE', `/comments/${comment.id}`, undefined],
      ['POST', '/relationships/connect', { sourceTableId: table.id, targetTableId: table.id }],
      ['PATCH', '/diagram/positions', { tables: [{ id: table.id, x: 1, y: 1 }] }],
      [
        'POST',
        '/diagram/import',
        { mode: 'replace', model: { tables: [], relationships: [], comments: [] } },
      ],
    ];
    // The role is checked before the body is read (issue 35): a Viewer's connect of a table to
    // itself, a body its schema refuses, is a 403 and a non-member's a 404, like every other write.
    for (const [method, path, body] of writes) {
      const viewer = await call(team.viewer, method, path, body);
      expect(viewer.status, `${method} ${path} as Viewer`).toBe(403);
      expect(
        (await call(team.outsider, method, path, body)).status,
        `${method} ${path} as non-member`,
      ).toBe(404);
    }
    expect((await call(team.outsider, 'GET', '/diagram')).status).toBe(404);
    const other = await createProject(t.url, team.outsider, { name: 'Elsewhere' });
    const foreign = await json<DbEntity>(
      await api(t.url, team.outsider, 'POST', `/api/projects/${other.id}/tables`, { x: 0, y: 0 }),
    );
    expect(
      (await call(team.admin, 'PATCH', `/tables/${foreign.id}`, { name: 'hijack' })).status,
    ).toBe(404);
    expect((await call(team.admin, 'DELETE', `/tables/${foreign.id}`)).status).toBe(404);
    expect(
      (
        await call(team.admin, 'POST', '/relationships/connect', {
          sourceTableId: foreign.id,
          targetTableId: table.id,
        })
      ).status,
    ).toBe(404);
    const still = (
      await json<{ tables: DbEntity[] }>(
        await api(t.url, team.outsider, 'GET', `/api/projects/${other.id}/diagram`),
      )
    ).tables[0];
    expect(still?.name).toBe('New Table');
  });

  it('imports 1000 tables with relationships in one step, answers with their ids and the other stored items, and replaces on request', async () => {
    const project = await createProject(t.url, team.admin, { name: 'Big import' });
    const tables = Array.from({ length: 1000 }, (_, i) => ({
      id: `t${i}`,
      name: `table_${i}`,
      x: (i % 40) * 300,
      y: Math.floor(i / 40) * 300,
      width: 200,
      height: 100,
      attributes: Array.from({ length: 10 }, (_, c) =>
        column(
          `c${c}`,
          c === 0 ? 'id' : `col_${c}`,
          // col_1 holds the key to the table before (decision 0049: the flag says so).
          c === 0 ? { isPrimaryKey: true, isNullable: false } : { isForeignKey: c === 1 && i > 0 },
        ),
      ),
    }));
    const relationships = tables.slice(1).map((tb, i) => ({
      id: `r${i}`,
      name: '',
      sourceTableId: `t${i}`,
      targetTableId: tb.id,
      sourceColumnId: 'c0',
      targetColumnId: 'c1',
      cardinality: 'ONE_TO_MANY',
    }));
    // A table's details and a relationship's actions are in the answer as a reload shows them.
    Object.assign(tables[0]!, {
      schema: 'sales',
      exactName: true,
      comment: 'The first table',
      color: '#228be6',
      primaryKeyName: 'table_0_pk',
    });
    Object.assign(relationships[0]!, { onDelete: 'CASCADE', onUpdate: 'RESTRICT' });
    const path = `/api/projects/${project.id}/diagram/import`;
    const body = { mode: 'add', model: { tables, relationships, comments: [] } };
    const res = await api(t.url, team.admin, 'POST', path, body);
    // Ids only for tables and relationships: the importing screen has the rest.
    const answer = (await res.clone().json()) as Record<string, unknown>;
    expect(Object.keys(answer).sort()).toEqual(
      ['areas', 'comments', 'extraSql', 'relationshipIds', 'tableIds', 'types', 'views'].sort(),
    );
    const stored = await importedItems(project.id, body, res);
    expect([stored.tables.length, stored.relationships.length, stored.comments.length]).toEqual([
      1000, 999, 0,
    ]);
    expect(stored.tables[7]).toMatchObject({
      project_id: project.id,
      name: 'table_7',
      x: 7 * 300,
      version: 1,
      attributes: tables[7]!.attributes,
    });
    expect(stored.tables[0]).toMatchObject({ schema: 'sales', comment: 'The first table' });
    expect(stored.relationships[0]).toMatchObject({ onDelete: 'CASCADE', onUpdate: 'RESTRICT' });
    expect(stored.tables.every((x) => /^[0-9a-f-]{36}$/.test(x.id))).toBe(true);
    expect(stored.relationships.every((x) => /^[0-9a-f-]{36}$/.test(x.id))).toBe(true);
    const d = await json<Diagram>(
      await api(t.url, team.admin, 'GET', `/api/projects/${project.id}/diagram`),
    );
    const byId = (items: Array<{ id: string }>) =>
      [...items].sort((a, b) => a.id.localeCompare(b.id));
    // The answer, with what was sent, is what a reload would show, so the importing screen needs none.
    expect(byId(d.tables)).toEqual(byId(stored.tables));
    expect(byId(d.relationships)).toEqual(byId(stored.relationships));
    const names = new Map(d.tables.map((x) => [x.id, x.name]));
    expect(
      d.relationships.map((r) => `${names.get(r.sourceTableId)}>${names.get(r.targetTableId)}`),
    ).toEqual(expect.arrayContaining(relationships.map((_, i) => `table_${i}>table_${i + 1}`)));
    const replacing = {
      mode: 'replace',
      model: {
        tables: tables.slice(0, 2),
        relationships: relationships.slice(0, 1),
        comments: [{ id: 'x', text: 'hi', x: 0, y: 0 }],
      },
    };
    const replaced = await importedItems(
      project.id,
      replacing,
      await api(t.url, team.admin, 'POST', path, replacing),
    );
    expect([replaced.tables.length, replaced.relationships.length]).toEqual([2, 1]);
    expect(replaced.comments).toEqual([expect.objectContaining({ text: 'hi', x: 0, y: 0 })]);
    expect(replaced.relationships[0]).toMatchObject({
      sourceTableId: replaced.tables[0]!.id,
      targetTableId: replaced.tables[1]!.id,
    });
    const broken = await api(t.url, team.admin, 'POST', path, {
      mode: 'add',
      model: {
        tables: tables.slice(0, 1),
        relationships: [{ ...relationships[0]!, targetTableId: 'nowhere' }],
        comments: [],
      },
    });
    expect(broken.status).toBe(400);
    expect(
      (
        await json<{ tables: DbEntity[] }>(
          await api(t.url, team.admin, 'GET', `/api/projects/${project.id}/diagram`),
        )
      ).tables,
    ).toHaveLength(2);
  });

  it('stores imported text with tabs, line breaks and backslashes as sent, and keeps nothing of an import refused after its tables were written', async () => {
    // PGlite writes an import's tables and relationships with COPY: its text format escapes these,
    // and the COPY runs in the import's transaction.
    const project = await createProject(t.url, team.admin, { name: 'Copy text' });
    const path = `/api/projects/${project.id}/diagram/import`;
    const tricky = 'tab\there\nline\r\nback\\slash \\N \\t "quoted" ünï';
    const tables = [0, 1].map((i) => ({
      id: `t${i}`,
      name: `${tricky} ${i}`,
      x: i * 300,
      y: 0,
      width: 200,
      height: 100,
      comment: tricky,
      attributes: [
        column('c0', 'id', { isPrimaryKey: true, isNullable: false }),
        column('c1', tricky, { defaultValue: "'a\\b'", comment: tricky }),
      ],
    }));
    const relationships = [
      {
        id: 'r0',
        name: tricky,
        sourceTableId: 't0',
        targetTableId: 't1',
        sourceColumnId: 'c0',
        targetColumnId: 'c1',
        cardinality: 'ONE_TO_MANY',
      },
    ];
    const body = { mode: 'add', model: { tables, relationships, comments: [] } };
    const res = await api(t.url, team.admin, 'POST', path, body);
    expect(res.status).toBe(200);
    const d = await json<Diagram>(
      await api(t.url, team.admin, 'GET', `/api/projects/${project.id}/diagram`),
    );
    expect(d.tables.map((x) => x.name).sort()).toEqual([`${tricky} 0`, `${tricky} 1`]);
    expect(d.tables[0]).toMatchObject({ comment: tricky });
    expect(d.tables[0]!.attributes[1]).toMatchObject({
      name: tricky,
      defaultValue: "'a\\b'",
      comment: tricky,
    });
    expect(d.relationships).toEqual([expect.objectContaining({ name: tricky })]);
    // A type the project has already is refused after the tables and relationships are written.
    const type = { name: 'mood', kind: 'enum', values: ['ok'] };
    expect(
      (await api(t.url, team.admin, 'POST', `/api/projects/${project.id}/types`, type)).status,
    ).toBe(201);
    const refused = await api(t.url, team.admin, 'POST', path, {
      ...body,
      model: { ...body.model, types: [{ id: 'ty', ...type }] },
    });
    expect(refused.status).toBe(409);
    const after = await json<Diagram>(
      await api(t.url, team.admin, 'GET', `/api/projects/${project.id}/diagram`),
    );
    expect(after.tables).toHaveLength(2);
    expect(after.relationships).toHaveLength(1);
  });

  it('takes an import sent compressed, and refuses a broken, unknown or too large compressed body with a 4xx', async () => {
    const project = await createProject(t.url, team.admin, { name: 'Compressed import' });
    const path = `/api/projects/${project.id}/diagram/import`;
    const send = (body: Buffer, encoding: string) =>
      fetch(`${t.url}${path}`, {
        method: 'POST',
        headers: {
          origin: t.url,
          cookie: team.admin.cookie,
          'content-type': 'application/json',
          'content-encoding': encoding,
        },
        body,
      });
    const model = {
      tables: [{ id: 'a', name: 'zipped', x: 0, y: 0, attributes: [column('c', 'id')] }],
    };
    const ok = await send(gzipSync(JSON.stringify({ mode: 'add', model })), 'gzip');
    expect(ok.status).toBe(200);
    expect((await json<{ tableIds: string[] }>(ok)).tableIds).toHaveLength(1);
    const d = await json<Diagram>(
      await api(t.url, team.admin, 'GET', `/api/projects/${project.id}/diagram`),
    );
    expect(d.tables.map((x) => x.name)).toEqual(['zipped']);

    // The web app sends the model compressed by its worker between two small members: one stream.
    const members = Buffer.concat([
      gzipSync('{"mode":"add","model":'),
      gzipSync(JSON.stringify({ tables: [{ ...model.tables[0], name: 'in members' }] })),
      gzipSync('}'),
    ]);
    expect((await send(members, 'gzip')).status).toBe(200);
    const withMembers = await json<Diagram>(
      await api(t.url, team.admin, 'GET', `/api/projects/${project.id}/diagram`),
    );
    expect(withMembers.tables.map((x) => x.name).sort()).toEqual(['in members', 'zipped']);

    const broken = await send(Buffer.from('not gzip at all'), 'gzip');
    const message = async (res: Response) =>
      ((await res.json()) as { error: { message: string } }).error.message;
    expect(broken.status).toBe(400);
    expect(await message(broken)).not.toBe('');
    const unknown = await send(Buffer.from('{}'), 'x-unknown');
    expect(unknown.status).toBe(415);
    expect(await message(unknown)).not.toBe('');
    // 41 MB of spaces before the JSON, compressed to about 40 KB: the limit holds for what it
    // decompresses to, so this is refused without being read whole.
    const bomb = gzipSync(Buffer.concat([Buffer.alloc(41 * 1024 * 1024, ' '), Buffer.from('{}')]));
    expect(bomb.length).toBeLessThan(100 * 1024);
    const tooLarge = await send(bomb, 'gzip');
    expect(tooLarge.status).toBe(413);
    expect(await message(tooLarge)).toBe('The request body is too large.');
    // Only the import takes a compressed body: another write reads it as the bytes they are.
    const other = await fetch(`${t.url}/api/projects/${project.id}/tables`, {
      method: 'POST',
      headers: {
        origin: t.url,
        cookie: team.admin.cookie,
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      body: gzipSync(JSON.stringify({ name: 'x' })),
    });
    expect(other.status).toBe(400);
  });

  it('tells other screens to reload after an import with one event that carries the import id', async () => {
    const channel = `project:${team.project.id}`;
    const viewer = await connectRealtime(t.url, team.viewer.cookie);
    viewer.send({ type: 'subscribe', channel });
    await viewer.next((m) => m.type === 'subscribed');
    const importId = 'mwt2a13x0001k3j9x0qz';
    const res = await call(team.editor, 'POST', '/diagram/import', {
      mode: 'add',
      importId,
      model: {
        tables: [{ id: 'a', name: 'imported', x: 0, y: 0, attributes: [column('c', 'id')] }],
      },
    });
    expect(res.status).toBe(200);
    expect(
      await viewer.next((m) => m.type === 'change' && m.change.table === 'diagram'),
    ).toMatchObject({
      change: {
        operation: 'INSERT',
        record: { mode: 'add', tables: 1, relationships: 0, comments: 0, importId },
      },
    });
    await new Promise((r) => setTimeout(r, 200));
    // One event for the whole import, none per row.
    expect(
      viewer.received.filter((m) => m.type === 'change' && m.change.table === 'db_entities'),
    ).toEqual([]);
    viewer.close();
  });

  it('broadcasts changes to other members and forwards presence from Viewers but cursors only from Editors', async () => {
    const channel = `project:${team.project.id}`;
    const [viewer, editor] = await Promise.all([
      connectRealtime(t.url, team.viewer.cookie),
      connectRealtime(t.url, team.editor.cookie),
    ]);
    for (const c of [viewer, editor]) {
      c.send({ type: 'subscribe', channel });
      await c.next((m) => m.type === 'subscribed');
    }
    const table = await newTable('live');
    expect(
      await viewer.next((m) => m.type === 'change' && m.change.table === 'db_entities'),
    ).toMatchObject({ change: { operation: 'INSERT', record: { id: table.id, name: 'live' } } });
    viewer.send({ type: 'presence', channel });
    expect(await editor.next((m) => m.type === 'presence')).toMatchObject({
      from: { userId: team.viewer.id },
    });
    viewer.send({ type: 'cursor', channel, x: 1, y: 1 });
    editor.send({ type: 'cursor', channel, x: 2, y: 2 });
    expect(await viewer.next((m) => m.type === 'cursor')).toMatchObject({
      event: 'realtime-cursor-move',
      from: { userId: team.editor.id },
      x: 2,
      y: 2,
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(editor.received.filter((m) => m.type === 'cursor')).toEqual([]);
    viewer.close();
    editor.close();
  });
});
