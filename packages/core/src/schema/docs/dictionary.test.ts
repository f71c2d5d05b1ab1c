import { describe, expect, it } from 'vitest';
import type { DiagramModel } from '../model';
import { ModelBuilder } from '../testing/sampleModels';
import { AnchorSet, slug } from './anchors';
import { dataDictionary } from './dictionary';
import { hostileModel } from './hostileModel';

/** Customers and orders in two schemas, with a composite key, a view, an enum and a domain. */
function shop(): DiagramModel {
  const b = new ModelBuilder()
    .table('orders', [
      { name: 'id', type: 'integer', isPrimaryKey: true, isAutoIncrement: true },
      { name: 'customer_id', type: 'integer', isNullable: false, comment: 'who ordered' },
      { name: 'status', type: 'order_status', defaultValue: "'new'" },
      { name: 'note', type: 'string' },
    ])
    .table('customers', [
      { name: 'id', type: 'integer', isPrimaryKey: true },
      { name: 'email', type: 'varchar(120)', isUnique: true, isNullable: false },
    ])
    .table('lines', [
      { name: 'order_id', type: 'integer', isPrimaryKey: true },
      { name: 'line_no', type: 'integer', isPrimaryKey: true },
    ])
    .table('line_notes', [
      { name: 'order_id', type: 'integer' },
      { name: 'line_no', type: 'integer' },
    ])
    .relate('customers.id', 'orders.customer_id', 'ONE_TO_MANY', 'orders_customer_fk')
    .relate('lines.order_id', 'line_notes.order_id', 'ONE_TO_MANY', 'notes_line_fk')
    .relate('lines.line_no', 'line_notes.line_no', 'ONE_TO_MANY', 'notes_line_fk')
    .relate('lines.order_id', 'orders.id', 'MANY_TO_ONE');
  const [orders, customers] = b.model.tables;
  if (!orders || !customers) throw new Error('the builder made no tables');
  customers.schema = 'crm';
  customers.comment = 'People who buy';
  const note = orders.attributes[3];
  orders.indexes = [
    {
      id: 'i1',
      name: 'orders_note',
      unique: false,
      method: 'gin',
      parts: [{ columnId: note?.id }],
    },
    {
      id: 'i2',
      name: 'orders_lower',
      unique: true,
      where: 'note IS NOT NULL',
      parts: [{ expression: 'lower(note)', order: 'DESC', nulls: 'LAST' }],
    },
  ];
  orders.checks = [
    { id: 'c1', name: 'orders_id_check', expression: 'id > 0', columnId: orders.attributes[0]?.id },
  ];
  b.model.types = [
    { id: 'ty1', name: 'order_status', kind: 'enum', values: ['new', 'paid'] },
    { id: 'ty2', name: 'email', kind: 'domain', baseType: 'text', notNull: true },
  ];
  b.model.views = [
    {
      id: 'v1',
      name: 'open_orders',
      query: 'SELECT * FROM orders',
      dialect: 'postgresql',
      tableIds: [orders.id],
      columnNames: ['id'],
      x: 0,
      y: 0,
    },
  ];
  return b.model;
}

describe('slug and anchors', () => {
  it('keeps lower-case letters, digits and single hyphens only', () => {
    expect(slug('Sales.Order Lines')).toBe('sales-order-lines');
    expect(slug('Crème brûlée')).toBe('creme-brulee');
    expect(slug('"><script>')).toBe('script');
    expect(slug('データ')).toBe('item');
  });

  it('makes a repeated anchor unique with a numbered suffix', () => {
    const anchors = new AnchorSet();
    expect(['a b', 'a-b', 'A.B', 'a-b-2'].map((n) => anchors.claim('table', n))).toEqual([
      'table-a-b',
      'table-a-b-2',
      'table-a-b-3',
      'table-a-b-2-2',
    ]);
  });
});

describe('dataDictionary', () => {
  const d = dataDictionary(shop(), { dialect: 'postgresql' });
  const table = (name: string) => d.tables.find((t) => t.name === name);

  it('sorts tables by schema, the default schema first, then by name', () => {
    expect(d.tables.map((t) => t.name)).toEqual(['line_notes', 'lines', 'orders', 'crm.customers']);
  });

  it('writes column types as the dialect does, keeping project types by name', () => {
    expect(table('orders')?.columns.map((c) => c.type)).toEqual([
      'INTEGER',
      'INTEGER',
      'order_status',
      'VARCHAR(255)',
    ]);
    const asHeld = dataDictionary(shop()).tables.find((t) => t.name === 'orders');
    expect(asHeld?.columns[3]?.type).toBe('string');
  });

  it('lists each column with its nullability, default, keys and comment', () => {
    const [id, customer, status] = table('orders')?.columns ?? [];
    expect(id).toMatchObject({ nullable: false, autoIncrement: true, keys: [{ kind: 'PK' }] });
    expect(customer).toMatchObject({
      nullable: false,
      comment: 'who ordered',
      keys: [
        {
          kind: 'FK',
          target: { name: 'crm.customers', anchor: 'table-crm-customers', column: 'id' },
        },
      ],
    });
    expect(status).toMatchObject({ nullable: true, defaultValue: "'new'", keys: [] });
    expect(table('crm.customers')?.columns[1]?.keys).toEqual([{ kind: 'UNIQUE' }]);
  });

  it('puts the foreign key on the target, or on the source of a MANY_TO_ONE relationship', () => {
    expect(table('orders')?.relationshipsOut.map((r) => [r.to.name, r.from.columns])).toEqual([
      ['crm.customers', ['customer_id']],
    ]);
    expect(table('lines')?.relationshipsOut.map((r) => [r.to.name, r.from.columns])).toEqual([
      ['orders', ['order_id']],
    ]);
  });

  it('groups a composite foreign key into one relationship, seen from both tables', () => {
    const [out] = table('line_notes')?.relationshipsOut ?? [];
    expect(out).toMatchObject({
      name: 'notes_line_fk',
      from: { name: 'line_notes', columns: ['order_id', 'line_no'] },
      to: { name: 'lines', columns: ['order_id', 'line_no'] },
      onDelete: 'NO ACTION',
      optional: true,
    });
    expect(table('lines')?.relationshipsIn).toEqual([out]);
  });

  it('describes indexes with their parts, method and predicate, and checks with their column', () => {
    expect(table('orders')?.indexes).toEqual([
      { name: 'orders_note', parts: ['note'], unique: false, method: 'gin' },
      {
        name: 'orders_lower',
        parts: ['lower(note) DESC NULLS LAST'],
        unique: true,
        where: 'note IS NOT NULL',
      },
    ]);
    expect(table('orders')?.checks).toEqual([
      { name: 'orders_id_check', expression: 'id > 0', column: 'id' },
    ]);
  });

  it('names the views that read a table, and describes views and types on their own', () => {
    expect(table('orders')?.views).toEqual([{ name: 'open_orders', anchor: 'view-open-orders' }]);
    expect(d.views[0]).toMatchObject({
      columns: ['id'],
      tables: [{ name: 'orders', anchor: 'table-orders' }],
      sql: 'SELECT * FROM orders',
    });
    expect(d.enums.map((t) => [t.anchor, t.values])).toEqual([
      ['enum-order-status', ['new', 'paid']],
    ]);
    expect(d.domains[0]).toMatchObject({ anchor: 'domain-email', baseType: 'text', notNull: true });
  });

  it('gives every table, view and type a unique anchor of [a-z0-9-], hostile names too', () => {
    const h = dataDictionary(hostileModel());
    const anchors = [...h.tables, ...h.enums, ...h.domains, ...h.otherTypes, ...h.views].map(
      (r) => r.anchor,
    );
    expect(new Set(anchors).size).toBe(anchors.length);
    for (const a of anchors) expect(a).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
