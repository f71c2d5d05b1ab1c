/**
 * The diagram the hand-made migration pairs edit, and small helpers to edit a copy of it by name.
 * Every kind of object a migration touches is in it: an enum type, composite keys, a composite
 * foreign key, named and single-column unique keys, indexes, checks and a view per dialect.
 */
import type { Attribute, DiagramModel, Relationship, Table } from '../../src/schema';
import { makeAttribute } from '../../src/schema/defaults';
import { ModelBuilder } from '../../src/schema/testing/sampleModels';

/** The diagram every hand-made pair starts from. */
export function baseModel(): DiagramModel {
  const m = new ModelBuilder()
    .table('customers', [
      { name: 'id', type: 'integer', isPrimaryKey: true, isNullable: false },
      { name: 'email', type: 'varchar(120)', isNullable: false, isUnique: true },
      { name: 'name', type: 'varchar(80)' },
      { name: 'status', type: 'customer_status' },
      { name: 'score', type: 'integer', defaultValue: '0' },
    ])
    .table('orders', [
      { name: 'id', type: 'integer', isPrimaryKey: true, isNullable: false },
      { name: 'customer_id', type: 'integer', isNullable: false, isForeignKey: true },
      { name: 'total', type: 'decimal(10,2)', isNullable: false, defaultValue: '0' },
      { name: 'note', type: 'text' },
      { name: 'code', type: 'varchar(20)' },
    ])
    .table('order_lines', [
      {
        name: 'order_id',
        type: 'integer',
        isPrimaryKey: true,
        isNullable: false,
        isForeignKey: true,
      },
      { name: 'line_no', type: 'integer', isPrimaryKey: true, isNullable: false },
      { name: 'qty', type: 'integer', isNullable: false, defaultValue: '1' },
      { name: 'sku', type: 'varchar(20)', isForeignKey: true },
    ])
    .table('products', [
      { name: 'sku', type: 'varchar(20)', isPrimaryKey: true, isNullable: false },
      { name: 'title', type: 'varchar(100)', isNullable: false },
      { name: 'price', type: 'decimal(10,2)' },
      { name: 'weight', type: 'bigint' },
    ])
    .table('notes', [
      { name: 'body', type: 'text' },
      { name: 'author', type: 'varchar(40)' },
    ])
    .relate('customers.id', 'orders.customer_id', 'ONE_TO_MANY', 'fk_orders_customer')
    .relate('orders.id', 'order_lines.order_id', 'ONE_TO_MANY', 'fk_lines_order')
    .relate('products.sku', 'order_lines.sku', 'ONE_TO_MANY', 'fk_lines_product').model;
  m.types = [
    { id: 'type.status', name: 'customer_status', kind: 'enum', values: ['new', 'active', 'gone'] },
  ];
  const products = tableOf(m, 'products');
  products.checks = [
    {
      id: 'chk.price',
      name: 'chk_price',
      expression: 'price >= 0',
      columnId: colOf(m, 'products', 'price').id,
    },
  ];
  products.uniques = [
    { id: 'uq.title', name: 'uq_products_title', columnIds: [colOf(m, 'products', 'title').id] },
  ];
  tableOf(m, 'orders').indexes = [
    {
      id: 'idx.code',
      name: 'idx_orders_code',
      unique: false,
      parts: [{ columnId: colOf(m, 'orders', 'code').id }],
    },
  ];
  m.views = (['postgresql', 'mysql', 'sqlite'] as const).map((dialect) => ({
    id: `view.${dialect}`,
    name: 'customer_emails',
    query: 'SELECT id, email FROM customers',
    dialect,
    tableIds: [tableOf(m, 'customers').id],
    x: 0,
    y: 0,
  }));
  return m;
}

/** A table of a diagram by name (throws when absent: a corpus typo). */
export function tableOf(m: DiagramModel, name: string): Table {
  const t = m.tables.find((x) => x.name === name);
  if (!t) throw new Error(`no table ${name}`);
  return t;
}

/** A column of a diagram by table and column name. */
export function colOf(m: DiagramModel, table: string, name: string): Attribute {
  const a = tableOf(m, table).attributes.find((x) => x.name === name);
  if (!a) throw new Error(`no column ${table}.${name}`);
  return a;
}

/** A relationship by its name. */
export function relOf(m: DiagramModel, name: string): Relationship {
  const r = m.relationships.find((x) => x.name === name);
  if (!r) throw new Error(`no relationship ${name}`);
  return r;
}

/** A plain nullable column with the given id. */
export function column(
  id: string,
  name: string,
  type: string,
  extra: Partial<Attribute> = {},
): Attribute {
  return makeAttribute({ id, name, type, ...extra });
}

/** A new table at the origin with the given columns. */
export function newTable(id: string, name: string, attributes: Attribute[]): Table {
  return { id, name, x: 0, y: 0, width: 200, height: 100, attributes };
}

/** A deep copy of a diagram (plain data). */
export const copy = (m: DiagramModel): DiagramModel =>
  JSON.parse(JSON.stringify(m)) as DiagramModel;
