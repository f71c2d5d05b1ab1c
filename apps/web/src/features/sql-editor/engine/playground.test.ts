// @vitest-environment node
import { attributeSchema, diagramModelSchema, importDdl, type DiagramModel } from '@relata/core';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from './pgliteDatabase';
import { Playground } from './playground';
import { openSqlite } from './sqliteDatabase';
import type { PlaygroundEngine, RowCounts, SqlDatabase } from './types';

const column = (id: string, name: string, type: string, extra: object = {}) => ({
  id,
  name,
  type,
  ...extra,
});

/** customers 1—n orders, as the diagram holds them. */
function shop(): DiagramModel {
  return diagramModelSchema.parse({
    tables: [
      {
        id: 't-customers',
        name: 'customers',
        x: 0,
        y: 0,
        attributes: [
          column('c-id', 'id', 'int', { isPrimaryKey: true, isNullable: false }),
          column('c-email', 'email', 'varchar(120)', { isNullable: false, isUnique: true }),
          column('c-name', 'name', 'varchar(80)'),
        ],
      },
      {
        id: 't-orders',
        name: 'orders',
        x: 300,
        y: 0,
        attributes: [
          column('o-id', 'id', 'int', { isPrimaryKey: true, isNullable: false }),
          column('o-customer', 'customer_id', 'int', { isNullable: false, isForeignKey: true }),
          column('o-total', 'total', 'decimal(10,2)'),
        ],
      },
    ],
    relationships: [
      {
        id: 'r1',
        sourceTableId: 't-customers',
        sourceColumnId: 'c-id',
        targetTableId: 't-orders',
        targetColumnId: 'o-customer',
      },
    ],
  });
}

const ROWS: RowCounts = { default: 50, perTable: { 't-orders': 120 } };
const OPEN: Record<PlaygroundEngine, () => Promise<SqlDatabase>> = {
  postgresql: openPglite,
  sqlite: openSqlite,
};

let playground: Playground | undefined;
afterEach(async () => {
  await playground?.close();
  playground = undefined;
});

describe.each(['postgresql', 'sqlite'] as const)('the playground on %s', (engine) => {
  it('builds the diagram with sample data that a join across the foreign key reads', async () => {
    playground = new Playground(engine, OPEN[engine]);
    const built = await playground.build({ model: shop(), rows: ROWS, keep: false });
    expect(built).toMatchObject({ tables: 2, rows: 170, kept: [], skipped: [], emptyTables: [] });
    const joined = await playground.query(
      'SELECT count(*) FROM orders o JOIN customers c ON c.id = o.customer_id',
    );
    expect(Number(joined.rows[0]?.[0])).toBe(120);
    const emails = await playground.query('SELECT email FROM customers');
    expect(emails.rows.every(([e]) => typeof e === 'string' && e.includes('@'))).toBe(true);
  }, 60_000);

  it('says where a query is wrong', async () => {
    playground = new Playground(engine, OPEN[engine]);
    await playground.build({ model: shop(), rows: ROWS, keep: false });
    const sql = 'SELECT id, emial FROM customers';
    const error = await playground.query(sql).catch((e: unknown) => e);
    expect(error).toMatchObject({ position: sql.indexOf('emial') });
    expect(String((error as Error).message)).toMatch(/emial/);
  }, 60_000);

  it('keeps the rows of tables that still fit on a rebuild, and a reset brings the sample data back', async () => {
    playground = new Playground(engine, OPEN[engine]);
    await playground.build({ model: shop(), rows: ROWS, keep: false });
    await playground.query(
      "UPDATE customers SET name = 'Kept' WHERE id = (SELECT min(id) FROM customers)",
    );
    const changed = shop();
    const orders = changed.tables[1];
    orders?.attributes.push(
      attributeSchema.parse(column('o-note', 'note', 'varchar(40)', { isNullable: false })),
    );
    const rebuilt = await playground.build({ model: changed, rows: ROWS, keep: true });
    // customers fits as it was; orders has a new NOT NULL column, so it gets new sample rows.
    expect(rebuilt).toMatchObject({ kept: ['customers'] });
    const kept = await playground.query("SELECT count(*) FROM customers WHERE name = 'Kept'");
    expect(Number(kept.rows[0]?.[0])).toBe(1);
    const notes = await playground.query('SELECT count(*) FROM orders WHERE note IS NOT NULL');
    expect(Number(notes.rows[0]?.[0])).toBe(120);

    await playground.reset();
    const reset = await playground.query("SELECT count(*) FROM customers WHERE name = 'Kept'");
    expect(Number(reset.rows[0]?.[0])).toBe(0);
  }, 60_000);

  it('skips a table the engine refuses and what needs it, builds the rest, and says why', async () => {
    playground = new Playground(engine, OPEN[engine]);
    const model = shop();
    const customers = model.tables[0];
    if (customers)
      customers.checks = [{ id: 'k1', name: 'bad_check', expression: 'no_such_column > 0' }];
    const built = await playground.build({ model, rows: ROWS, keep: false });
    // SQLite checks the foreign key of orders only when its rows come: they are refused.
    expect(built).toMatchObject({ tables: 1, rows: engine === 'postgresql' ? 120 : 0 });
    const [table, ...rest] = built.skipped;
    expect(table).toMatchObject({ kind: 'table', name: 'customers', table: 't-customers' });
    expect(table?.statement).toMatch(/^CREATE TABLE customers/);
    expect(table?.message).toMatch(/no_such_column/);
    // PostgreSQL adds the foreign key after the tables; SQLite declares it in CREATE TABLE.
    if (engine === 'postgresql')
      expect(rest).toMatchObject([
        { kind: 'foreign key', needs: { kind: 'table', name: 'customers' } },
      ]);
    const orders = await playground.query('SELECT count(*) FROM orders');
    expect(Number(orders.rows[0]?.[0])).toBe(engine === 'postgresql' ? 120 : 0);
  }, 60_000);
});

describe('the playground on PGlite, for a schema that needs extensions it lacks', () => {
  const RAILS = `CREATE EXTENSION IF NOT EXISTS btree_gin WITH SCHEMA public;
COMMENT ON EXTENSION btree_gin IS 'support for indexing common datatypes in GIN';
CREATE EXTENSION IF NOT EXISTS hstore WITH SCHEMA public;
CREATE TABLE posts (id bigint PRIMARY KEY, tag_count integer NOT NULL, settings hstore, title text);
CREATE INDEX index_posts_on_tag_count ON posts USING gin (tag_count);
CREATE INDEX index_posts_on_title ON posts (title);`;

  it('skips the extensions and what needs them, and builds the rest with its data', async () => {
    playground = new Playground('postgresql', openPglite);
    const { model } = importDdl(RAILS, 'postgresql');
    const built = await playground.build({ model, rows: ROWS, keep: false });
    expect(built).toMatchObject({ tables: 1, rows: 50, emptyTables: [] });
    const btreeGin = { kind: 'extension', name: 'btree_gin' };
    expect(built.skipped).toEqual(
      expect.arrayContaining([
        expect.objectContaining(btreeGin),
        expect.objectContaining({ kind: 'comment on extension', needs: btreeGin }),
        expect.objectContaining({ kind: 'extension', name: 'hstore' }),
        expect.objectContaining({
          kind: 'index',
          name: 'index_posts_on_tag_count',
          needs: btreeGin,
        }),
        expect.objectContaining({
          kind: 'column',
          name: 'posts.settings',
          needs: { kind: 'extension', name: 'hstore' },
        }),
      ]),
    );
    expect(built.skipped).toHaveLength(5);
    const columns = await playground.query(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'posts' ORDER BY ordinal_position",
    );
    expect(columns.rows.flat()).toEqual(['id', 'tag_count', 'title']);
    const indexes = await playground.query(
      "SELECT indexname FROM pg_indexes WHERE tablename = 'posts' ORDER BY 1",
    );
    expect(indexes.rows.flat()).toEqual(['index_posts_on_title', 'posts_pkey']);
    const rows = await playground.query('SELECT count(*) FROM posts WHERE title IS NOT NULL');
    expect(Number(rows.rows[0]?.[0])).toBeGreaterThan(0);
  }, 60_000);
});
