import { describe, expect, it } from 'vitest';
import { importDdl } from '../import';
import { drawnTableSize } from '../drawnSize';
import type { DiagramModel, Table } from '../model';
import { alignDatabase, databaseChanges, takeDatabaseChanges } from './databaseSync';
import { diagramChanges } from './diagramChanges';

const DESIGN = `
CREATE TABLE customers (id integer PRIMARY KEY, full_name varchar(80) NOT NULL, note text);
CREATE TABLE orders (
  id integer PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  total numeric(10, 2)
);
CREATE INDEX orders_total_idx ON orders (total);
CREATE TABLE legacy_log (id integer PRIMARY KEY, line text);
CREATE TABLE tags (id integer PRIMARY KEY, label text);
`;

// The database: a column renamed (name -> display_name, same type and place), a type widened, an
// index dropped, a table renamed with the same columns, a table added that references orders, a
// table dropped.
const DATABASE = `
CREATE TABLE customers (id integer PRIMARY KEY, display_name varchar(80) NOT NULL, note text);
CREATE TABLE orders (
  id integer PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  total numeric(12, 2)
);
CREATE TABLE labels (id integer PRIMARY KEY, label text);
CREATE TABLE order_lines (
  order_id integer NOT NULL REFERENCES orders (id),
  line_no integer NOT NULL,
  PRIMARY KEY (order_id, line_no)
);
`;

const read = (sql: string): DiagramModel => importDdl(sql, 'postgresql').model;
const said = (model: ReturnType<typeof diagramChanges>) =>
  model.items.map((i) => `${i.group} ${i.kind} ${i.label}${i.detail ? ` | ${i.detail}` : ''}`);
const table = (model: DiagramModel, name: string) => {
  const found = model.tables.find((t) => t.name === name);
  if (!found) throw new Error(`no table ${name}`);
  return found;
};

/** The design with its tables moved somewhere a layout would not put them. */
function placedDesign(): DiagramModel {
  const design = read(DESIGN);
  design.tables.forEach((t, i) => Object.assign(t, { x: 1000 + i * 17, y: -500 + i * 31 }));
  return design;
}

describe('re-sync with a database', () => {
  it('lists the differences with renames as renames, paired by name', () => {
    const design = placedDesign();
    const aligned = alignDatabase(design, read(DATABASE));
    expect(said(databaseChanges(design, aligned, 'postgresql'))).toEqual([
      'tables changed labels | renamed from tags',
      'tables added order_lines',
      'tables removed legacy_log',
      'columns changed customers.display_name | renamed from full_name',
      'columns changed orders.total | type numeric(10, 2) -> numeric(12, 2)',
      'indexes removed orders: orders_total_idx',
      'relationships added order_lines.order_id -> orders.id',
    ]);
  });

  it('takes every change: the design then holds what the database holds, tables kept in place', () => {
    const design = placedDesign();
    const aligned = alignDatabase(design, read(DATABASE));
    const changes = databaseChanges(design, aligned, 'postgresql');
    const taken = takeDatabaseChanges(
      design,
      aligned,
      changes.items,
      new Set(changes.items.map((c) => c.key)),
    );
    expect(diagramChanges(taken, aligned).items).toEqual([]);
    for (const name of ['customers', 'orders']) {
      const [before, after] = [table(design, name), table(taken, name)];
      expect([after.id, after.x, after.y]).toEqual([before.id, before.x, before.y]);
    }
    // The renamed table is the same table, in its place.
    expect(table(taken, 'labels')).toMatchObject({
      id: table(design, 'tags').id,
      x: table(design, 'tags').x,
    });
    // The new table stands right of the one it references, at its height.
    const orders = table(taken, 'orders');
    const lines = table(taken, 'order_lines');
    expect(lines.x).toBeGreaterThan(orders.x + 200);
    expect(lines.y).toBe(orders.y);
    // ... past the tables in the way: it covers none of them.
    const box = (t: Table) => ({ x: t.x, y: t.y, ...drawnTableSize(t, 'all') });
    const covered = taken.tables.filter((t) => {
      if (t === lines) return false;
      const [a, b] = [box(t), box(lines)];
      return (
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
      );
    });
    expect(covered.map((t) => t.name)).toEqual([]);
  });

  it('takes only the picked changes', () => {
    const design = placedDesign();
    const aligned = alignDatabase(design, read(DATABASE));
    const changes = databaseChanges(design, aligned, 'postgresql');
    const picked = changes.items.filter(
      (c) => c.label === 'customers.display_name' || c.label === 'order_lines',
    );
    const taken = takeDatabaseChanges(
      design,
      aligned,
      changes.items,
      new Set(picked.map((c) => c.key)),
    );
    expect(said(diagramChanges(design, taken))).toEqual([
      'tables added order_lines',
      'columns changed customers.display_name | renamed from full_name',
    ]);
    // The relationship was not picked: the new table comes without it.
    expect(taken.relationships).toHaveLength(design.relationships.length);
  });

  it('drops a relationship whose column the taken changes removed', () => {
    const design = read(DESIGN);
    const database = read(
      DESIGN.replace('customer_id integer NOT NULL REFERENCES customers (id),', ''),
    );
    const aligned = alignDatabase(design, database);
    const changes = databaseChanges(design, aligned, 'postgresql');
    const column = changes.items.filter((c) => c.group === 'columns');
    expect(said({ ...changes, items: column })).toEqual([
      'columns removed orders.customer_id | integer',
    ]);
    const taken = takeDatabaseChanges(design, aligned, changes.items, new Set([column[0]!.key]));
    expect(taken.relationships).toEqual([]);
  });

  it('keeps the arrangement of new tables that relate to none, as one block right of the design', () => {
    const design = placedDesign();
    const database = read(`${DESIGN}
CREATE TABLE audit_a (id integer PRIMARY KEY);
CREATE TABLE audit_b (id integer PRIMARY KEY, a_id integer REFERENCES audit_a (id));
CREATE TABLE audit_c (id integer PRIMARY KEY);`);
    const fresh = ['audit_a', 'audit_b', 'audit_c'];
    const offsets = (model: DiagramModel) =>
      fresh.map((name) => [
        table(model, name).x - table(model, 'audit_a').x,
        table(model, name).y - table(model, 'audit_a').y,
      ]);
    const aligned = alignDatabase(design, database);
    expect(offsets(aligned)).toEqual(offsets(database));
    const right = Math.max(...design.tables.map((t) => t.x + drawnTableSize(t, 'all').width));
    const top = Math.min(...design.tables.map((t) => t.y));
    for (const name of fresh) expect(table(aligned, name).x).toBeGreaterThan(right);
    expect(Math.min(...fresh.map((name) => table(aligned, name).y))).toBe(top);
    // Taken, they come after the design's tables in the database's order.
    const { items } = databaseChanges(design, aligned, 'postgresql');
    const taken = takeDatabaseChanges(design, aligned, items, new Set(items.map((c) => c.key)));
    expect(taken.tables.map((t) => t.name)).toEqual([
      ...design.tables.map((t) => t.name),
      ...fresh,
    ]);
  });
});
