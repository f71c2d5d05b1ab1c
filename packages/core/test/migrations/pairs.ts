/**
 * The hand-made migration corpus: named version pairs, each the base diagram and a copy with one
 * kind of change (or a few together), covering every kind of change a migration makes.
 */
import type { DiagramModel } from '../../src/schema';
import { baseModel, colOf, column, copy, newTable, relOf, tableOf } from './base';

/** Two versions of a diagram and what changes between them. */
export interface MigrationPair {
  name: string;
  before: DiagramModel;
  after: DiagramModel;
}

type Edit = (m: DiagramModel) => void;

/** A pair: `prepare` shapes the before version from the base, `edit` the after version from it. */
function pair(name: string, edit: Edit, prepare: Edit = () => undefined): MigrationPair {
  const before = baseModel();
  prepare(before);
  const after = copy(before);
  edit(after);
  return { name, before, after };
}

const addTable: Edit = (m) => {
  m.tables.push(
    newTable('tbl.audit', 'audit', [
      column('audit.id', 'id', 'bigint', { isPrimaryKey: true, isNullable: false }),
      column('audit.what', 'what', 'varchar(200)', { isNullable: false }),
      column('audit.customer', 'customer_id', 'integer', { isForeignKey: true }),
    ]),
  );
  m.relationships.push({
    id: 'rel.audit',
    name: 'fk_audit_customer',
    sourceTableId: tableOf(m, 'customers').id,
    targetTableId: 'tbl.audit',
    sourceColumnId: colOf(m, 'customers', 'id').id,
    targetColumnId: 'audit.customer',
    cardinality: 'ONE_TO_MANY',
  });
};

/**
 * Routines and a trigger on orders in each engine's own SQL (each engine runs only its own): a
 * PostgreSQL trigger function and an overloadable function with a default argument, MySQL's
 * function and trigger, SQLite's trigger.
 */
const ROUTINES: Record<string, [kind: string, name: string, sql: string][]> = {
  postgresql: [
    [
      'function',
      'touch_order',
      'CREATE FUNCTION touch_order() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.total := COALESCE(NEW.total, 0); RETURN NEW; END $$;',
    ],
    [
      'function',
      'order_total',
      'CREATE FUNCTION order_total(p_id integer, p_min numeric DEFAULT 0) RETURNS numeric LANGUAGE sql AS $$ SELECT total FROM orders WHERE id = p_id AND total >= p_min $$;',
    ],
    [
      'trigger',
      'orders_touch',
      'CREATE TRIGGER orders_touch BEFORE INSERT OR UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION touch_order();',
    ],
  ],
  mysql: [
    [
      'function',
      'order_total',
      'CREATE FUNCTION order_total(p_id INT) RETURNS DECIMAL(10,2) READS SQL DATA RETURN (SELECT total FROM orders WHERE id = p_id);',
    ],
    [
      'trigger',
      'orders_touch',
      'CREATE TRIGGER orders_touch BEFORE INSERT ON orders FOR EACH ROW SET NEW.total = COALESCE(NEW.total, 0);',
    ],
  ],
  sqlite: [
    [
      'trigger',
      'orders_touch',
      'CREATE TRIGGER orders_touch AFTER INSERT ON orders BEGIN UPDATE orders SET total = 0 WHERE id = NEW.id AND total IS NULL; END;',
    ],
  ],
};

const addRoutines: Edit = (m) => {
  for (const [dialect, list] of Object.entries(ROUTINES))
    for (const [kind, name, sql] of list)
      (m.extraSql ??= []).push({ id: `extra.${dialect}.${name}`, dialect, kind, name, sql });
};

/** Each routine's and trigger's body changed (PostgreSQL's heads stay, so they are replaced). */
const changeRoutines: Edit = (m) => {
  for (const e of m.extraSql ?? [])
    e.sql = e.sql
      .replace('COALESCE(NEW.total, 0)', 'COALESCE(NEW.total, 1)')
      .replace('total >= p_min', 'total > p_min')
      .replace('WHERE id = p_id)', 'WHERE id = p_id LIMIT 1)')
      .replace('total = 0 WHERE', 'total = 1 WHERE')
      .replace('BEFORE INSERT OR UPDATE ON', 'BEFORE INSERT ON');
};

/** A shipments table whose composite foreign key references order_lines' composite key. */
const addShipments: Edit = (m) => {
  m.tables.push(
    newTable('tbl.ship', 'shipments', [
      column('ship.id', 'id', 'integer', { isPrimaryKey: true, isNullable: false }),
      column('ship.order', 'order_id', 'integer', { isForeignKey: true }),
      column('ship.line', 'line_no', 'integer', { isForeignKey: true }),
    ]),
  );
  for (const [c, target] of [
    ['order_id', 'ship.order'],
    ['line_no', 'ship.line'],
  ] as const)
    m.relationships.push({
      id: `rel.ship.${c}`,
      name: 'fk_ship_line',
      sourceTableId: tableOf(m, 'order_lines').id,
      targetTableId: 'tbl.ship',
      sourceColumnId: colOf(m, 'order_lines', c).id,
      targetColumnId: target,
      cardinality: 'ONE_TO_MANY',
    });
};

const dropRel = (m: DiagramModel, name: string) => {
  m.relationships = m.relationships.filter((r) => r.name !== name);
};

/** Every hand-made pair (54). */
export function handMadePairs(): MigrationPair[] {
  return [
    pair('add a table with a foreign key', addTable),
    pair('drop a table', (m) => {
      m.tables = m.tables.filter((t) => t.name !== 'notes');
    }),
    pair('drop a referenced table and its foreign key', (m) => {
      m.tables = m.tables.filter((t) => t.name !== 'products');
      dropRel(m, 'fk_lines_product');
    }),
    pair('rename a table', (m) => void (tableOf(m, 'notes').name = 'remarks')),
    pair('rename a table others reference and a view reads', (m) => {
      tableOf(m, 'customers').name = 'clients';
      for (const v of m.views ?? []) v.query = 'SELECT id, email FROM clients';
    }),
    pair('add a nullable column', (m) =>
      tableOf(m, 'orders').attributes.push(column('orders.placed', 'placed_at', 'timestamp')),
    ),
    pair('add a NOT NULL column with a default', (m) =>
      tableOf(m, 'orders').attributes.push(
        column('orders.prio', 'priority', 'integer', { isNullable: false, defaultValue: '3' }),
      ),
    ),
    pair('drop a column', (m) => {
      const t = tableOf(m, 'orders');
      t.attributes = t.attributes.filter((a) => a.name !== 'note');
    }),
    pair('rename a column', (m) => void (colOf(m, 'customers', 'name').name = 'full_name')),
    pair(
      'rename a foreign-key column',
      (m) => void (colOf(m, 'orders', 'customer_id').name = 'client_id'),
    ),
    pair('rename an indexed column', (m) => void (colOf(m, 'orders', 'code').name = 'order_code')),
    pair('widen a varchar', (m) => void (colOf(m, 'customers', 'name').type = 'varchar(200)')),
    pair('narrow a varchar', (m) => void (colOf(m, 'customers', 'name').type = 'varchar(40)')),
    pair('integer to bigint', (m) => void (colOf(m, 'customers', 'score').type = 'bigint')),
    pair('bigint to integer', (m) => void (colOf(m, 'products', 'weight').type = 'integer')),
    pair('varchar to text', (m) => void (colOf(m, 'notes', 'author').type = 'text')),
    pair('decimal precision', (m) => void (colOf(m, 'products', 'price').type = 'decimal(12,3)')),
    pair('make a column nullable', (m) => void (colOf(m, 'products', 'title').isNullable = true)),
    pair(
      'make a column NOT NULL without a default',
      (m) => void (colOf(m, 'customers', 'name').isNullable = false),
    ),
    pair('add a default', (m) => void (colOf(m, 'orders', 'code').defaultValue = 'none')),
    pair('change a default', (m) => void (colOf(m, 'customers', 'score').defaultValue = '10')),
    pair('drop a default', (m) => void (colOf(m, 'order_lines', 'qty').defaultValue = null)),
    pair('add a primary key', (m) => {
      tableOf(m, 'notes').attributes.push(
        column('notes.id', 'id', 'integer', { isPrimaryKey: true, isNullable: false }),
      );
    }),
    pair(
      'move a primary key to another column',
      (m) => {
        colOf(m, 'notes', 'author').isPrimaryKey = true;
        colOf(m, 'notes', 'author').isNullable = false;
      },
      (m) => {
        colOf(m, 'notes', 'body').type = 'varchar(200)';
        colOf(m, 'notes', 'body').isPrimaryKey = true;
        colOf(m, 'notes', 'body').isNullable = false;
        colOf(m, 'notes', 'author').isNullable = false;
      },
    ),
    pair(
      'widen a primary key to a composite key',
      (m) => void (colOf(m, 'products', 'title').isPrimaryKey = true),
      (m) => dropRel(m, 'fk_lines_product'),
    ),
    pair(
      'widen a composite primary key',
      (m) => void (colOf(m, 'order_lines', 'qty').isPrimaryKey = true),
    ),
    pair(
      'narrow a composite primary key',
      (m) => void (colOf(m, 'order_lines', 'line_no').isPrimaryKey = false),
    ),
    pair('add a foreign key', (m) => {
      tableOf(m, 'notes').attributes.push(
        column('notes.cust', 'customer_id', 'integer', { isForeignKey: true }),
      );
      m.relationships.push({
        id: 'rel.notes',
        name: 'fk_notes_customer',
        sourceTableId: tableOf(m, 'customers').id,
        targetTableId: tableOf(m, 'notes').id,
        sourceColumnId: colOf(m, 'customers', 'id').id,
        targetColumnId: 'notes.cust',
        cardinality: 'ONE_TO_MANY',
      });
    }),
    pair('drop a foreign key', (m) => dropRel(m, 'fk_lines_product')),
    pair(
      'foreign key ON DELETE CASCADE',
      (m) => void (relOf(m, 'fk_lines_order').onDelete = 'CASCADE'),
    ),
    pair(
      'foreign key ON UPDATE and ON DELETE change',
      (m) => {
        relOf(m, 'fk_lines_product').onDelete = 'SET NULL';
        relOf(m, 'fk_lines_product').onUpdate = 'CASCADE';
      },
      (m) => void (relOf(m, 'fk_lines_product').onDelete = 'RESTRICT'),
    ),
    pair('add a composite foreign key', addShipments),
    pair('drop a composite foreign key', (m) => dropRel(m, 'fk_ship_line'), addShipments),
    pair('add a unique flag', (m) => void (colOf(m, 'orders', 'code').isUnique = true)),
    pair('drop a unique flag', (m) => void (colOf(m, 'customers', 'email').isUnique = false)),
    pair('add a composite unique constraint', (m) => {
      tableOf(m, 'orders').uniques = [
        {
          id: 'uq.orders',
          name: 'uq_orders_customer_code',
          columnIds: [colOf(m, 'orders', 'customer_id').id, colOf(m, 'orders', 'code').id],
        },
      ];
    }),
    pair('drop a unique constraint', (m) => void (tableOf(m, 'products').uniques = [])),
    pair('add an index', (m) => {
      tableOf(m, 'customers').indexes = [
        {
          id: 'idx.name',
          name: 'idx_customers_name',
          unique: false,
          parts: [{ columnId: colOf(m, 'customers', 'name').id }],
        },
      ];
    }),
    pair('drop an index', (m) => void (tableOf(m, 'orders').indexes = [])),
    pair('make an index unique', (m) => {
      const [i] = tableOf(m, 'orders').indexes ?? [];
      if (i) i.unique = true;
    }),
    pair('add a composite index with a descending part', (m) => {
      tableOf(m, 'order_lines').indexes = [
        {
          id: 'idx.lines',
          name: 'idx_lines_sku_qty',
          unique: false,
          parts: [
            { columnId: colOf(m, 'order_lines', 'sku').id },
            { columnId: colOf(m, 'order_lines', 'qty').id, order: 'DESC' },
          ],
        },
      ];
    }),
    pair('add a partial index (PostgreSQL, SQLite; MySQL has none)', (m) => {
      (tableOf(m, 'orders').indexes ??= []).push({
        id: 'idx.partial',
        name: 'idx_orders_open',
        unique: false,
        parts: [{ columnId: colOf(m, 'orders', 'customer_id').id }],
        where: 'code IS NOT NULL',
      });
    }),
    pair('change an index method', (m) => {
      const [i] = tableOf(m, 'orders').indexes ?? [];
      if (i) i.method = 'hash';
    }),
    pair('add a check', (m) => {
      tableOf(m, 'order_lines').checks = [
        { id: 'chk.qty', name: 'chk_qty', expression: 'qty > 0' },
      ];
    }),
    pair('drop a check', (m) => void (tableOf(m, 'products').checks = [])),
    pair('change a check', (m) => {
      const [c] = tableOf(m, 'products').checks ?? [];
      if (c) c.expression = 'price > 0';
    }),
    pair('add an enum value', (m) => {
      const [t] = m.types ?? [];
      t?.values?.push('banned');
    }),
    pair('add an enum value in the middle', (m) => {
      const [t] = m.types ?? [];
      t?.values?.splice(1, 0, 'pending');
    }),
    pair('add a view', (m) => {
      for (const dialect of ['postgresql', 'mysql', 'sqlite'])
        (m.views ??= []).push({
          id: `view.big.${dialect}`,
          name: 'big_orders',
          query: 'SELECT id, total FROM orders WHERE total > 100',
          dialect,
          x: 0,
          y: 0,
        });
    }),
    pair('change a view', (m) => {
      for (const v of m.views ?? []) v.query = 'SELECT id, email, name FROM customers';
    }),
    pair(
      'change a table a view reads',
      (m) => void (colOf(m, 'customers', 'name').type = 'varchar(160)'),
    ),
    pair('many changes at once', (m) => {
      addTable(m);
      tableOf(m, 'notes').name = 'remarks';
      colOf(m, 'customers', 'name').name = 'full_name';
      colOf(m, 'customers', 'score').type = 'bigint';
      colOf(m, 'orders', 'code').isUnique = true;
      relOf(m, 'fk_lines_order').onDelete = 'CASCADE';
      const o = tableOf(m, 'orders');
      o.attributes = o.attributes.filter((a) => a.name !== 'note');
      (m.types ?? [])[0]?.values?.push('vip');
    }),
    // Issue 37, item 3: routines and triggers migrate, and survive a table's rebuild.
    pair('add routines and a trigger', addRoutines),
    pair('change routines and a trigger', changeRoutines, addRoutines),
    pair('drop routines and a trigger', (m) => void (m.extraSql = []), addRoutines),
    pair(
      "change a table's column in the middle: its trigger is kept",
      (m) => {
        const o = tableOf(m, 'orders');
        o.attributes.splice(1, 0, column('orders.placed', 'placed_on', 'date'));
        colOf(m, 'orders', 'total').type = 'decimal(12,2)';
      },
      addRoutines,
    ),
    // Issue 36, item A6: a view is re-created only when a column it reads changes type or goes.
    pair('add a column to a table a view reads', (m) =>
      tableOf(m, 'customers').attributes.push(column('customers.phone', 'phone', 'varchar(30)')),
    ),
    pair(
      'widen a column a view reads',
      (m) => void (colOf(m, 'customers', 'email').type = 'varchar(200)'),
    ),
  ];
}
