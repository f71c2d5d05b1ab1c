import { describe, expect, it } from 'vitest';
import { sequentialIds } from '../defaults';
import type { DiagramModel } from '../model';
import { importDdl, type ImportFormat } from '.';
import { canvasTablesOf, type CanvasTable } from './canvasTables';

/** Tables on the canvas, as the dialog sends them: customers(id) and sales.customers(code, id). */
const canvas: CanvasTable[] = canvasTablesOf([
  {
    id: 'T-customers',
    name: 'customers',
    attributes: [
      { id: 'C-id', name: 'id', isPrimaryKey: true },
      { id: 'C-email', name: 'email', isPrimaryKey: false },
    ],
  },
  {
    id: 'T-sales-customers',
    schema: 'sales',
    name: 'Customers',
    primaryKeyOrder: ['S-id', 'S-code'],
    attributes: [
      { id: 'S-code', name: 'code', isPrimaryKey: true },
      { id: 'S-id', name: 'id', isPrimaryKey: true },
    ],
  },
]);

const read = (sql: string, format: ImportFormat = 'postgresql', onCanvas = canvas) =>
  importDdl(sql, format, { idFactory: sequentialIds(), canvas: onCanvas });

/** Each relationship as `table.column -> table.column`, a canvas end as `tableId:columnId`. */
function links(m: DiagramModel): string[] {
  const end = (tableId: string, columnId: string) => {
    const t = m.tables.find((x) => x.id === tableId);
    return t
      ? `${t.name}.${t.attributes.find((a) => a.id === columnId)?.name ?? '?'}`
      : `${tableId}:${columnId}`;
  };
  return m.relationships.map(
    (r) => `${end(r.sourceTableId, r.sourceColumnId)} -> ${end(r.targetTableId, r.targetColumnId)}`,
  );
}

describe('references to tables on the canvas (Add to diagram)', () => {
  it('makes an inline REFERENCES to a canvas table a relationship to its ids, and flags the column', () => {
    const { model, unresolved, errors } = read(
      `CREATE TABLE orders (id int PRIMARY KEY, customer_id int REFERENCES customers (id) ON DELETE CASCADE);`,
    );
    expect(errors).toEqual([]);
    expect(unresolved).toEqual([]);
    expect(links(model)).toEqual(['T-customers:C-id -> orders.customer_id']);
    expect(model.relationships[0]).toMatchObject({
      cardinality: 'ONE_TO_MANY',
      onDelete: 'CASCADE',
    });
    expect(model.tables[0]?.attributes.find((a) => a.name === 'customer_id')?.isForeignKey).toBe(
      true,
    );
  });

  it('makes CONSTRAINT … FOREIGN KEY to a schema-qualified canvas table one relationship per column, in key order when no columns are named', () => {
    const { model, unresolved } = read(
      `CREATE TABLE invoices (
         id int PRIMARY KEY, customer_code text, customer_id int,
         CONSTRAINT invoices_customer_fk FOREIGN KEY (customer_id, customer_code) REFERENCES sales."Customers"
       );
       CREATE TABLE notes (id int, invoice_id int);
       ALTER TABLE notes ADD CONSTRAINT notes_customer_fk FOREIGN KEY (id) REFERENCES public.customers (ID);`,
    );
    expect(unresolved).toEqual([]);
    expect(links(model)).toEqual([
      'T-sales-customers:S-id -> invoices.customer_id',
      'T-sales-customers:S-code -> invoices.customer_code',
      'T-customers:C-id -> notes.id',
    ]);
    expect(model.relationships.map((r) => r.name)).toEqual([
      'invoices_customer_fk',
      'invoices_customer_fk',
      'notes_customer_fk',
    ]);
  });

  it('prefers a table of the script to a canvas table of the same name', () => {
    const { model } = read(
      `CREATE TABLE customers (id int PRIMARY KEY);
       CREATE TABLE orders (customer_id int REFERENCES customers);`,
    );
    expect(links(model)).toEqual(['customers.id -> orders.customer_id']);
  });

  it("matches names by the dialect's case rules: unquoted PostgreSQL names fold, the exact spelling first, else ignoring case", () => {
    const twins = canvasTablesOf([
      { id: 'lower', name: 'tag', attributes: [{ id: 'l', name: 'id', isPrimaryKey: true }] },
      { id: 'upper', name: 'Tag', attributes: [{ id: 'u', name: 'id', isPrimaryKey: true }] },
      { id: 'one', name: 'Label', attributes: [{ id: 'o', name: 'id', isPrimaryKey: true }] },
    ]);
    const { model, unresolved } = read(
      `CREATE TABLE a (t int REFERENCES "Tag");
       CREATE TABLE b (t int REFERENCES tag);
       CREATE TABLE c (t int REFERENCES TAG);
       CREATE TABLE d (t int REFERENCES "TAG");
       CREATE TABLE e (t int REFERENCES label);`,
      'postgresql',
      twins,
    );
    expect(links(model)).toEqual([
      'upper:u -> a.t',
      'lower:l -> b.t',
      'lower:l -> c.t',
      'one:o -> e.t',
    ]);
    // Two tables differ only in case, neither spelt so: which one is meant is not known.
    expect(unresolved.map((u) => u.reference)).toEqual(['d.t → TAG']);
    // MySQL has no schemas: `shop.customers` is the canvas's customers.
    expect(
      links(read('CREATE TABLE o (c int REFERENCES shop.customers (id));', 'mysql').model),
    ).toEqual(['T-customers:C-id -> o.c']);
    // In PostgreSQL a schema names another table.
    expect(
      read('CREATE TABLE o (c int REFERENCES billing.customers (id));').unresolved.map(
        (u) => u.reference,
      ),
    ).toEqual(['o.c → billing.customers(id)']);
  });

  it('lists every reference it cannot resolve, with what is missing, and draws no key for it', () => {
    const { model, unresolved } = read(
      `CREATE TABLE orders (
         id int PRIMARY KEY,
         customer_id int REFERENCES customers (id),
         supplier_id int,
         email text REFERENCES customers (mail),
         CONSTRAINT orders_supplier_fk FOREIGN KEY (supplier_id) REFERENCES suppliers (id)
       );`,
    );
    expect(links(model)).toEqual(['T-customers:C-id -> orders.customer_id']);
    expect(unresolved).toEqual([
      {
        line: 5,
        reference: 'orders.email → customers(mail)',
        reason: 'customers on the diagram has no column mail',
      },
      {
        line: 6,
        reference: 'orders.supplier_id → suppliers(id)',
        reason: 'it references suppliers, which is not created in this script nor on the diagram',
      },
    ]);
    const flags = model.tables[0]?.attributes.map((a) => [a.name, a.isForeignKey]);
    expect(flags).toEqual([
      ['id', false],
      ['customer_id', true],
      ['supplier_id', false],
      ['email', false],
    ]);
  });

  it('lists references to tables outside the script when the import replaces the diagram', () => {
    const { model, unresolved } = importDdl(
      'CREATE TABLE orders (customer_id int REFERENCES customers (id));',
      'postgresql',
    );
    expect(model.relationships).toEqual([]);
    expect(unresolved).toEqual([
      {
        line: 1,
        reference: 'orders.customer_id → customers(id)',
        reason: 'it references customers, which is not created in this script',
      },
    ]);
  });

  it('links a DBML Ref to a canvas table', () => {
    const { model, errors } = read(
      `Table orders {\n  id int [pk]\n  customer_id int [ref: > customers.id]\n}\nRef: orders.id - sales.Customers.code`,
      'dbml',
    );
    expect(errors).toEqual([]);
    expect(model.relationships.map((r) => [r.sourceTableId, r.targetTableId])).toEqual([
      [model.tables[0]?.id, 'T-customers'],
      [model.tables[0]?.id, 'T-sales-customers'],
    ]);
    expect(model.relationships.map((r) => r.targetColumnId)).toEqual(['C-id', 'S-code']);
  });
});
