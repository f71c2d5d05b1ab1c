import { describe, expect, it } from 'vitest';
import { toPhysical } from '../schema/toPhysical';
import { ModelBuilder } from '../schema/testing/sampleModels';
import { readChecks } from './checks';
import { insertionOrder } from './order';
import {
  generateSampleData,
  sampleInserts,
  sqlLiteral,
  type SampleData,
  type SampleTable,
} from '.';

/** A shop: customers, orders with a composite-keyed line table, a self-reference, checks. */
function shop() {
  const b = new ModelBuilder()
    .table('customers', [
      { name: 'id', type: 'integer', isPrimaryKey: true, isNullable: false, isAutoIncrement: true },
      { name: 'email', type: 'varchar(40)', isNullable: false, isUnique: true },
      { name: 'first_name', type: 'varchar(5)', isNullable: false },
      { name: 'referred_by', type: 'integer' },
      { name: 'created_at', type: 'timestamp', isNullable: false },
    ])
    .table('orders', [
      { name: 'id', type: 'integer', isPrimaryKey: true, isNullable: false },
      { name: 'customer_id', type: 'integer', isNullable: false },
      { name: 'total', type: 'decimal(6,2)', isNullable: false },
      { name: 'status', type: 'varchar(12)', isNullable: false },
    ])
    .table('lines', [
      { name: 'order_id', type: 'integer', isPrimaryKey: true, isNullable: false },
      { name: 'no', type: 'integer', isPrimaryKey: true, isNullable: false },
      { name: 'qty', type: 'smallint', isNullable: false },
    ])
    .table('returns', [
      { name: 'id', type: 'integer', isPrimaryKey: true, isNullable: false },
      { name: 'order_id', type: 'integer', isNullable: false },
      { name: 'no', type: 'integer', isNullable: false },
    ])
    .relate('customers.id', 'customers.referred_by')
    .relate('customers.id', 'orders.customer_id')
    .relate('orders.id', 'lines.order_id')
    .relate('lines.order_id', 'returns.order_id', 'ONE_TO_MANY', 'fk_return_line')
    .relate('lines.no', 'returns.no', 'ONE_TO_MANY', 'fk_return_line');
  const orders = b.model.tables.find((t) => t.name === 'orders');
  if (orders)
    orders.checks = [
      { id: 'c1', name: 'total_range', expression: 'total BETWEEN 10 AND 99.5' },
      { id: 'c2', name: 'status_in', expression: "status IN ('open', 'closed')" },
    ];
  const lines = b.model.tables.find((t) => t.name === 'lines');
  if (lines) lines.checks = [{ id: 'c3', name: 'qty', expression: 'qty > 2 AND qty <= 4' }];
  return toPhysical(b.model);
}

const table = (data: SampleData, name: string): SampleTable => {
  const t = data.tables.find((x) => x.name === name);
  if (!t) throw new Error(name);
  return t;
};
const column = (t: SampleTable, name: string) =>
  t.rows.map((r) => r[t.columns.findIndex((c) => c.name === name)]);

describe('generateSampleData', () => {
  const data = generateSampleData(shop(), { dialect: 'postgresql', rows: 40 });

  it('orders tables parents first', () => {
    const names = data.tables.map((t) => t.name);
    expect(names.indexOf('customers')).toBeLessThan(names.indexOf('orders'));
    expect(names.indexOf('orders')).toBeLessThan(names.indexOf('lines'));
    expect(names.indexOf('lines')).toBeLessThan(names.indexOf('returns'));
  });

  it('keeps lengths, ranges, IN lists and unique keys', () => {
    const customers = table(data, 'customers');
    expect(
      column(customers, 'first_name').every((v) => typeof v === 'string' && v.length <= 5),
    ).toBe(true);
    const emails = column(customers, 'email') as string[];
    expect(new Set(emails.map((e) => e.toLowerCase())).size).toBe(40);
    expect(emails.every((e) => e.length <= 40 && e.includes('@'))).toBe(true);
    expect(column(customers, 'id')).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const orders = table(data, 'orders');
    expect(
      column(orders, 'total').every((v) => typeof v === 'number' && v >= 10 && v <= 99.5),
    ).toBe(true);
    expect(new Set(column(orders, 'status'))).toEqual(new Set(['open', 'closed']));
    const lines = table(data, 'lines');
    expect(column(lines, 'qty').every((v) => v === 3 || v === 4)).toBe(true);
    const keys = lines.rows.map((r) => `${String(r[0])}/${String(r[1])}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('takes foreign keys from parent rows: whole tuples, earlier rows for a self-reference', () => {
    const customers = table(data, 'customers');
    const ids = column(customers, 'id');
    column(customers, 'referred_by').forEach((v, i) => {
      if (v !== null) expect(ids.slice(0, i)).toContain(v);
    });
    const lines = new Set(table(data, 'lines').rows.map((r) => `${String(r[0])}/${String(r[1])}`));
    for (const r of table(data, 'returns').rows)
      expect(lines).toContain(`${String(r[1])}/${String(r[2])}`);
  });

  it('is deterministic: the same seed gives the same statements, another seed others', () => {
    const again = sampleInserts(generateSampleData(shop(), { dialect: 'postgresql', rows: 40 }));
    expect(again).toEqual(sampleInserts(data));
    const other = sampleInserts(
      generateSampleData(shop(), { dialect: 'postgresql', rows: 40, seed: 7 }),
    );
    expect(other).not.toEqual(again);
  });

  it('caps a table whose key cannot hold the rows, and takes a count per table', () => {
    const b = new ModelBuilder().table('flags', [
      { name: 'on', type: 'boolean', isPrimaryKey: true, isNullable: false },
    ]);
    const capped = generateSampleData(toPhysical(b.model), { dialect: 'sqlite', rows: 10 });
    expect(capped.tables[0]?.rows).toHaveLength(2);
    expect(capped.notes[0]).toMatch(/at most 2 rows/);
    const counted = generateSampleData(shop(), {
      dialect: 'sqlite',
      rows: (name) => (name === 'orders' ? 3 : 5),
    });
    expect(table(counted, 'orders').rows).toHaveLength(3);
    expect(table(counted, 'customers').rows).toHaveLength(5);
  });

  it('writes identity resets for PostgreSQL', () => {
    const sql = sampleInserts(data);
    expect(sql.at(-1)).toBe(`SELECT setval(pg_get_serial_sequence('customers', 'id'), 40);`);
    expect(sql[0]).toMatch(
      /^INSERT INTO customers \(id, email, first_name, referred_by, created_at\) VALUES\n\(1, '/,
    );
  });
});

describe('a column numbered by a nextval default (PostgreSQL)', () => {
  /** Sample data of one table whose key takes `defaultValue`, with no auto-increment flag. */
  const numbered = (defaultValue: string) => {
    const b = new ModelBuilder().table('invoices', [
      { name: 'id', type: 'integer', isPrimaryKey: true, isNullable: false, defaultValue },
      { name: 'note', type: 'varchar(20)' },
    ]);
    const data = generateSampleData(toPhysical(b.model), { dialect: 'postgresql', rows: 5 });
    return { ids: column(table(data, 'invoices'), 'id'), sql: sampleInserts(data) };
  };

  it.each([
    ["nextval('invoice_ids'::regclass)", "'invoice_ids'"],
    ["nextval(('invoice_ids'::text)::regclass)", "'invoice_ids'"],
    [`nextval(('"Invoice Ids"'::text)::regclass)`, `'"Invoice Ids"'`],
    ["nextval ( 'Billing.Invoice_Ids' :: regclass )", "'billing.invoice_ids'"],
    [`nextval('"Billing"."it''s ids"'::regclass)`, `'"Billing"."it''s ids"'`],
  ])('numbers the column from the sequence of %s and moves it past the rows', (value, regclass) => {
    const { ids, sql } = numbered(value);
    expect(ids).toEqual([1, 2, 3, 4, 5]);
    expect(sql.at(-1)).toBe(`SELECT setval(${regclass}, 5);`);
  });

  it('moves the sequence a default computes with past the rows', () => {
    const { ids, sql } = numbered(`nextval('"Invoice Ids"'::regclass) * 10`);
    expect(ids).toEqual([1, 2, 3, 4, 5]);
    expect(sql.at(-1)).toBe(`SELECT setval('"Invoice Ids"', 5);`);
  });
});

describe('sqlLiteral', () => {
  it('escapes quotes and writes booleans and binary the dialect’s way', () => {
    expect(sqlLiteral("it's", { name: 'a', kind: 'text' }, 'postgresql')).toBe("'it''s'");
    expect(sqlLiteral(true, { name: 'a', kind: 'boolean' }, 'postgresql')).toBe('TRUE');
    expect(sqlLiteral(false, { name: 'a', kind: 'boolean' }, 'sqlite')).toBe('0');
    expect(sqlLiteral('0aff', { name: 'a', kind: 'binary' }, 'postgresql')).toBe("'\\x0aff'");
    expect(sqlLiteral('0aff', { name: 'a', kind: 'binary' }, 'sqlite')).toBe("X'0aff'");
    expect(sqlLiteral(null, { name: 'a', kind: 'number' }, 'sqlite')).toBe('NULL');
  });
});

describe('readChecks', () => {
  const nullable = (c: string) => c === 'note' || c === 'end_date';

  it('reads comparisons, BETWEEN, IN, length and column relations', () => {
    const rules = readChecks(
      [
        { expression: '[Qty] > (0) AND qty <= 10' },
        { expression: "UPPER(kind) IN ('A', 'B')" },
        { expression: 'char_length(code) BETWEEN 2 AND 4' },
        { expression: '(end_date >= start_date) OR (end_date IS NULL)' },
        { expression: "day >= '2007-01-01 00:00:00'::timestamp without time zone" },
      ],
      nullable,
    );
    expect(rules.columns.get('qty')).toMatchObject({
      min: { number: 0 },
      minExclusive: true,
      max: { number: 10 },
    });
    expect(rules.columns.get('kind')?.allowed).toEqual([{ text: 'A' }, { text: 'B' }]);
    expect(rules.columns.get('code')).toMatchObject({ minLength: 2, maxLength: 4 });
    expect(rules.relations).toEqual([{ left: 'end_date', op: '>=', right: 'start_date' }]);
    expect(rules.columns.get('day')?.min).toEqual({ time: Date.UTC(2007, 0, 1) });
  });

  it('leaves the nullable columns of a check it cannot read NULL', () => {
    const rules = readChecks([{ expression: "note ~ '^[a-z]+$' AND qty > 1" }], nullable);
    expect(rules.columns.get('note')?.isNull).toBe(true);
    expect(rules.columns.get('qty')?.min).toEqual({ number: 1 });
  });
});

describe('insertionOrder', () => {
  it('breaks a cycle at a nullable edge and blocks one without', () => {
    const nullable = { from: 0, to: 1, nullable: true };
    const strict = { from: 1, to: 0, nullable: false };
    const result = insertionOrder(2, [nullable, strict]);
    expect(result.order).toEqual([0, 1]);
    expect(result.deferred).toEqual(new Set([nullable]));
    const blocked = insertionOrder(2, [
      { from: 0, to: 1, nullable: false },
      { from: 1, to: 0, nullable: false },
    ]);
    expect(blocked.blocked.size).toBe(1);
  });
});
