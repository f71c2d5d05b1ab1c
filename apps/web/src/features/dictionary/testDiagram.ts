import { newEditorColumn, type Attribute, type DbEntity, type Diagram } from '@relata/core';

/** A diagram with nothing in it. */
export const EMPTY_DIAGRAM: Diagram = {
  tables: [],
  comments: [],
  relationships: [],
  types: [],
  views: [],
  extraSql: [],
  areas: [],
};

/** A stored column: the editor's default column with the fields given. */
function column(id: string, name: string, fields: Partial<Attribute> = {}): Attribute {
  return { ...newEditorColumn(), id, name, type: 'integer', isNullable: true, ...fields };
}

/** A stored table at the origin, version 1. */
export function storedTable(id: string, name: string, fields: Partial<DbEntity> = {}): DbEntity {
  return {
    id,
    project_id: 'p1',
    name,
    x: 0,
    y: 0,
    width: 200,
    height: 100,
    version: 1,
    attributes: [column(`${id}.id`, 'id', { isPrimaryKey: true, isNullable: false })],
    ...fields,
  };
}

/**
 * A shop as the server stores it: customers (schema crm, commented, a unique email), orders with a
 * foreign key to customers (ON DELETE CASCADE), an index and a check, an enum, a domain, another
 * type and a view reading customers.
 */
export function shopDiagram(): Diagram {
  const customers = storedTable('c', 'customers', {
    schema: 'crm',
    comment: 'People who buy',
    attributes: [
      column('c.id', 'id', { isPrimaryKey: true, isNullable: false }),
      column('c.email', 'email', { type: 'email', isUnique: true, comment: 'Where receipts go' }),
    ],
  });
  const orders = storedTable('o', 'orders', {
    attributes: [
      column('o.id', 'id', { isPrimaryKey: true, isNullable: false, isAutoIncrement: true }),
      column('o.customer_id', 'customer_id', { isForeignKey: true, isNullable: false }),
      column('o.status', 'status', { type: 'order_status', defaultValue: "'new'" }),
    ],
    indexes: [
      {
        id: 'i1',
        name: 'orders_status_idx',
        unique: false,
        method: 'btree',
        parts: [{ columnId: 'o.status' }],
      },
    ],
    checks: [{ id: 'k1', name: 'orders_id_positive', expression: 'id > 0' }],
  });
  return {
    ...EMPTY_DIAGRAM,
    tables: [orders, customers],
    relationships: [
      {
        id: 'r1',
        project_id: 'p1',
        name: 'orders_customer_fk',
        sourceTableId: 'c',
        sourceColumnId: 'c.id',
        targetTableId: 'o',
        targetColumnId: 'o.customer_id',
        cardinality: 'ONE_TO_MANY',
        onDelete: 'CASCADE',
      },
    ],
    types: [
      {
        id: 'ty1',
        project_id: 'p1',
        version: 1,
        name: 'order_status',
        kind: 'enum',
        values: ['new', 'paid'],
      },
      {
        id: 'ty2',
        project_id: 'p1',
        version: 1,
        name: 'email',
        kind: 'domain',
        baseType: 'text',
        notNull: true,
        checks: [{ name: 'email_has_at', expression: "VALUE LIKE '%@%'" }],
      },
      {
        id: 'ty3',
        project_id: 'p1',
        version: 1,
        name: 'money_t',
        kind: 'other',
        sql: 'CREATE TYPE money_t FROM decimal(19, 4)',
      },
    ],
    views: [
      {
        id: 'v1',
        project_id: 'p1',
        version: 1,
        name: 'buyers',
        comment: 'Customers with an order',
        query: 'SELECT c.id, c.email FROM crm.customers c',
        dialect: 'postgresql',
        tableIds: ['c'],
        columnNames: ['id', 'email'],
        x: 0,
        y: 0,
      },
    ],
  };
}

/** `n` tables `table_0001`... each with an id and one commented column. */
export function manyTables(n: number): Diagram {
  const tables = Array.from({ length: n }, (_, i) => {
    const name = `table_${String(i).padStart(4, '0')}`;
    return storedTable(`t${i}`, name, {
      attributes: [
        column(`t${i}.id`, 'id', { isPrimaryKey: true, isNullable: false }),
        column(`t${i}.v`, `value_${i}`, { type: 'string', comment: `Value of ${name}` }),
      ],
    });
  });
  return { ...EMPTY_DIAGRAM, tables };
}
