// @vitest-environment node
import { attributeSchema, diagramModelSchema, type DiagramModel } from '@relata/core';
import { afterEach, describe, expect, it } from 'vitest';
import { planFor } from '../model/buildPlan';
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
    const built = await playground.build(
      planFor({ model: shop(), rows: ROWS, keep: false }, engine),
    );
    expect(built).toMatchObject({ ok: true, tables: 2, rows: 170, kept: [], skipped: [] });
    const joined = await playground.query(
      'SELECT count(*) FROM orders o JOIN customers c ON c.id = o.customer_id',
    );
    expect(Number(joined.rows[0]?.[0])).toBe(120);
    const emails = await playground.query('SELECT email FROM customers');
    expect(emails.rows.every(([e]) => typeof e === 'string' && e.includes('@'))).toBe(true);
  }, 60_000);

  it('says where a query is wrong', async () => {
    playground = new Playground(engine, OPEN[engine]);
    await playground.build(planFor({ model: shop(), rows: ROWS, keep: false }, engine));
    const sql = 'SELECT id, emial FROM customers';
    const error = await playground.query(sql).catch((e: unknown) => e);
    expect(error).toMatchObject({ position: sql.indexOf('emial') });
    expect(String((error as Error).message)).toMatch(/emial/);
  }, 60_000);

  it('keeps the rows of tables that still fit on a rebuild, and a reset brings the sample data back', async () => {
    playground = new Playground(engine, OPEN[engine]);
    await playground.build(planFor({ model: shop(), rows: ROWS, keep: false }, engine));
    await playground.query(
      "UPDATE customers SET name = 'Kept' WHERE id = (SELECT min(id) FROM customers)",
    );
    const changed = shop();
    const orders = changed.tables[1];
    orders?.attributes.push(
      attributeSchema.parse(column('o-note', 'note', 'varchar(40)', { isNullable: false })),
    );
    const rebuilt = await playground.build(
      planFor({ model: changed, rows: ROWS, keep: true }, engine),
    );
    // customers fits as it was; orders has a new NOT NULL column, so it gets new sample rows.
    expect(rebuilt).toMatchObject({ ok: true, kept: ['customers'] });
    const kept = await playground.query("SELECT count(*) FROM customers WHERE name = 'Kept'");
    expect(Number(kept.rows[0]?.[0])).toBe(1);
    const notes = await playground.query('SELECT count(*) FROM orders WHERE note IS NOT NULL');
    expect(Number(notes.rows[0]?.[0])).toBe(120);

    await playground.reset();
    const reset = await playground.query("SELECT count(*) FROM customers WHERE name = 'Kept'");
    expect(Number(reset.rows[0]?.[0])).toBe(0);
  }, 60_000);

  it('names the statement and table the engine refuses', async () => {
    playground = new Playground(engine, OPEN[engine]);
    const model = shop();
    const customers = model.tables[0];
    if (customers)
      customers.checks = [{ id: 'k1', name: 'bad_check', expression: 'no_such_column > 0' }];
    const built = await playground.build(planFor({ model, rows: ROWS, keep: false }, engine));
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.failure.table).toBe('t-customers');
    expect(built.failure.statement).toMatch(/CREATE TABLE/i);
    expect(built.failure.message).toMatch(/no_such_column/);
  }, 60_000);
});
