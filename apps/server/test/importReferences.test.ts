import { canvasTablesOf, type Diagram, importDdl, withoutAttributeDefaults } from '@relata/core';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, createProject, importedItems, json, projectWithTeam } from './helpers/projects';
import { describeEachDatabase, startTestServer, type TestServer } from './helpers/testServer';

// Issue 36, item 3: "Add to diagram" keeps the script's foreign keys to tables already on the
// canvas, as relationships to their stored ids; the server takes such a relationship only when
// the table and column are the project's, and a replacing import none at all.

describeEachDatabase('import references to the diagram', (kind) => {
  let t: TestServer;
  let team: Awaited<ReturnType<typeof projectWithTeam>>;

  beforeAll(async () => {
    t = await startTestServer(kind);
    team = await projectWithTeam(t.url);
  });
  afterAll(() => t.close());

  const path = (projectId: string) => `/api/projects/${projectId}/diagram/import`;
  const stored = async (projectId: string) =>
    json<Diagram>(await api(t.url, team.admin, 'GET', `/api/projects/${projectId}/diagram`));
  /** Imports a script as the web app does: read for the stored diagram's tables (Add). */
  const addScript = async (projectId: string, sql: string) => {
    const canvas = canvasTablesOf((await stored(projectId)).tables);
    const read = importDdl(sql, 'postgresql', { canvas });
    const body = { mode: 'add', model: withoutAttributeDefaults(read.model) };
    const res = await api(t.url, team.admin, 'POST', path(projectId), body);
    expect(res.status, await res.clone().text()).toBe(200);
    return { read, items: await importedItems(projectId, body, res) };
  };
  /** A project holding customers(id, email), imported, and its stored table. */
  const withCustomers = async () => {
    const project = await createProject(t.url, team.admin, { name: 'Shop' });
    await addScript(project.id, 'CREATE TABLE customers (id int PRIMARY KEY, email text);');
    const [customers] = (await stored(project.id)).tables;
    if (!customers) throw new Error('customers was not stored');
    return { project, customers };
  };

  it('stores a foreign key to a table already on the diagram as a relationship to its ids, inline or as a constraint', async () => {
    const { project, customers } = await withCustomers();
    const { read, items } = await addScript(
      project.id,
      `CREATE TABLE orders (id int PRIMARY KEY, customer_id int REFERENCES customers (id));
       CREATE TABLE invoices (
         id int PRIMARY KEY, buyer int,
         CONSTRAINT invoices_buyer_fk FOREIGN KEY (buyer) REFERENCES customers
       );`,
    );
    expect(read.unresolved).toEqual([]);
    const diagram = await stored(project.id);
    const name = (tableId: string, columnId: string) => {
      const table = diagram.tables.find((x) => x.id === tableId);
      return `${table?.name}.${table?.attributes.find((a) => a.id === columnId)?.name}`;
    };
    const links = diagram.relationships.map(
      (r) =>
        `${name(r.sourceTableId, r.sourceColumnId)} -> ${name(r.targetTableId, r.targetColumnId)}`,
    );
    expect(links.sort()).toEqual([
      'customers.id -> invoices.buyer',
      'customers.id -> orders.customer_id',
    ]);
    expect(diagram.relationships.every((r) => r.sourceTableId === customers.id)).toBe(true);
    // The importing screen's records are the stored ones.
    expect(items.relationships.map((r) => r.sourceTableId)).toEqual([customers.id, customers.id]);
  });

  it('refuses a relationship to a table or column that is not on the diagram, or from a replacing import, with a 400 and stores nothing', async () => {
    const { project, customers } = await withCustomers();
    const id = customers.attributes[0]?.id ?? '';
    const column = (columnId: string, name: string) => ({ id: columnId, name, type: 'integer' });
    const foreign = (
      await json<{ tableIds: string[] }>(
        await api(t.url, team.outsider, 'POST', path(team.othersProject.id), {
          mode: 'add',
          model: {
            tables: [{ id: 't', name: 'secret', x: 0, y: 0, attributes: [column('k', 'k')] }],
          },
        }),
      )
    ).tableIds[0];
    /** orders, whose customer_id references `source` (a table and column of the diagram). */
    const ordersTo = (
      sourceTableId: string,
      sourceColumnId: string,
      target = { table: 'o', column: 'c' },
    ) => ({
      tables: [{ id: 'o', name: 'orders', x: 0, y: 0, attributes: [column('c', 'customer_id')] }],
      relationships: [
        {
          id: 'r',
          name: 'orders_customer_fk',
          sourceTableId,
          sourceColumnId,
          targetTableId: target.table,
          targetColumnId: target.column,
        },
      ],
    });
    const both = { table: customers.id, column: id };
    const refused: Array<[string, unknown]> = [
      ['a table that does not exist', { mode: 'add', model: ordersTo(randomUUID(), id) }],
      ['a column its table lacks', { mode: 'add', model: ordersTo(customers.id, 'nope') }],
      ["another project's table", { mode: 'add', model: ordersTo(foreign ?? '', 'k') }],
      ['an id that is no table id', { mode: 'add', model: ordersTo('customers', id) }],
      ['a replacing import', { mode: 'replace', model: ordersTo(customers.id, id) }],
      ['two tables of the diagram', { mode: 'add', model: ordersTo(customers.id, id, both) }],
    ];
    for (const [what, body] of refused) {
      const res = await api(t.url, team.admin, 'POST', path(project.id), body);
      expect(res.status, what).toBe(400);
      expect(await json<{ error: { code: string } }>(res), what).toMatchObject({
        error: { code: 'validation_failed' },
      });
    }
    const after = await stored(project.id);
    expect(after.tables.map((x) => x.name)).toEqual(['customers']);
    expect(after.relationships).toEqual([]);
  });

  // Issue 40, item 2: a Prisma schema read by Prisma's own engine for the Import dialog.
  it("answers the SQL its database holds, Prisma's own errors with their lines, and Editors only", async () => {
    const path = `/api/projects/${team.project.id}/diagram/prisma`;
    const files = [
      { name: 'main.prisma', text: 'datasource db {\n  provider = "mysql"\n}\n' },
      {
        name: 'shop.prisma',
        text: 'model User {\n  id    Int     @id @default(autoincrement())\n  posts Post[]\n}\n\nmodel Post {\n  id     Int  @id\n  userId Int  @map("user_id")\n  user   User @relation(fields: [userId], references: [id], onDelete: Cascade)\n}\n',
      },
    ];
    const read = await api(t.url, team.editor, 'POST', path, { files });
    expect(read.status, await read.clone().text()).toBe(200);
    const body = await json<{ dialect: string; script: string; warnings: string[] }>(read);
    expect(body.dialect).toBe('mysql');
    expect(body.script).toContain('AUTO_INCREMENT');
    expect(body.script).toContain(
      'ADD CONSTRAINT Post_user_id_fkey FOREIGN KEY (user_id) REFERENCES `User` (id) ON DELETE CASCADE ON UPDATE CASCADE',
    );
    const refused = await api(t.url, team.editor, 'POST', path, {
      files: [{ name: 'schema.prisma', text: 'model X {\n  id Int @id\n  y Foo\n}\n' }],
    });
    expect(refused.status).toBe(422);
    const error = (await json<{ error: { message: string } }>(refused)).error.message;
    expect(error).toContain('Type "Foo" is neither a built-in type');
    expect(error).toContain('schema.prisma:3');
    expect((await api(t.url, team.viewer, 'POST', path, { files })).status).toBe(403);
    expect((await api(t.url, team.outsider, 'POST', path, { files })).status).toBe(404);
  });
});
