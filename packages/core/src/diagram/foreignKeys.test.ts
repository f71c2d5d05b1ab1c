import { describe, expect, it } from 'vitest';
import type { Attribute, Relationship } from '../schema/model';
import {
  foreignKeyColumns,
  foreignKeyEnd,
  foreignKeyLinks,
  likelyReferencedTable,
  referencedColumnOf,
  referenceName,
  tablesWithForeignKeyFlags,
  withForeignKeyFlags,
} from './foreignKeys';

const column = (name: string, over: Partial<Attribute> = {}): Attribute => ({
  id: `col-${name}`,
  name,
  type: 'int',
  defaultValue: null,
  isNullable: false,
  isPrimaryKey: false,
  isForeignKey: false,
  isUnique: false,
  isIdentity: false,
  isAutoIncrement: false,
  ...over,
});
const key = (name: string) =>
  column(name, { isPrimaryKey: true, isUnique: true, isIdentity: true, isAutoIncrement: true });
const ids = () => {
  let n = 0;
  return () => `new-${++n}`;
};

describe('foreign-key naming on connect', () => {
  it('names the column <source>_id after an id key and the relationship fk_<source>_<target>', () => {
    const [link] = foreignKeyLinks(
      { name: ' User Accounts ', attributes: [key('id'), column('email')] },
      { name: 'Orders' },
      ids(),
    );
    expect(link?.name).toBe('fk_user_accounts_orders');
    expect(link?.key.name).toBe('id');
    expect(link?.column).toEqual({
      ...key('id'),
      id: 'new-1',
      name: 'user_accounts_id',
      isPrimaryKey: false,
      isForeignKey: true,
      isUnique: false,
      isIdentity: false,
      isAutoIncrement: false,
      isNullable: false,
      defaultValue: null,
    });
  });

  it('keeps the name of any other key and adds it to the relationship of a composite key', () => {
    const links = foreignKeyLinks(
      { name: 'Line', attributes: [key('order_no'), key('line_no'), column('qty')] },
      { name: 'Shipment' },
      ids(),
    );
    expect(links.map((l) => [l.column.name, l.column.id, l.name])).toEqual([
      ['order_no', 'new-1', 'fk_line_shipment_order_no'],
      ['line_no', 'new-2', 'fk_line_shipment_line_no'],
    ]);
  });

  it("falls back to 'table' for names without letters or digits, and links nothing without a key", () => {
    const [link] = foreignKeyLinks({ name: '***', attributes: [key('id')] }, { name: '' }, ids());
    expect([link?.column.name, link?.name]).toEqual(['table_id', 'fk_table_table']);
    expect(foreignKeyLinks({ name: 'a', attributes: [column('x')] }, { name: 'b' }, ids())).toEqual(
      [],
    );
  });
});

const link = (
  cardinality: Relationship['cardinality'],
  source: [string, string],
  target: [string, string],
): Relationship => ({
  id: `${source.join('.')}-${target.join('.')}`,
  name: '',
  sourceTableId: source[0],
  sourceColumnId: source[1],
  targetTableId: target[0],
  targetColumnId: target[1],
  cardinality,
});

describe('a column is a foreign key exactly when a relationship holds it (decision 0049)', () => {
  it('finds the holding column where the generators put the key, and none for many-to-many', () => {
    expect(foreignKeyEnd(link('ONE_TO_MANY', ['c', 'id'], ['o', 'cid']))).toEqual({
      tableId: 'o',
      columnId: 'cid',
    });
    expect(foreignKeyEnd(link('ONE_TO_ONE', ['c', 'id'], ['o', 'cid']))).toEqual({
      tableId: 'o',
      columnId: 'cid',
    });
    expect(foreignKeyEnd(link('MANY_TO_ONE', ['o', 'cid'], ['c', 'id']))).toEqual({
      tableId: 'o',
      columnId: 'cid',
    });
    expect(foreignKeyEnd(link('MANY_TO_MANY', ['a', 'id'], ['b', 'id']))).toBeUndefined();
    const held = foreignKeyColumns([
      link('ONE_TO_MANY', ['c', 'id'], ['o', 'cid']),
      link('MANY_TO_ONE', ['o', 'sid'], ['s', 'id']),
      link('MANY_TO_MANY', ['a', 'id'], ['b', 'id']),
    ]);
    expect([...held].map(([t, cols]) => [t, [...cols]])).toEqual([['o', ['cid', 'sid']]]);
  });

  it('clears a flag with no relationship behind it and sets one a relationship holds', () => {
    const orders = {
      id: 'o',
      attributes: [
        column('id', { id: 'id', isPrimaryKey: true }),
        column('customer_id', { id: 'cid' }),
        column('stale', { id: 'st', isForeignKey: true }),
      ],
    };
    const [after] = tablesWithForeignKeyFlags(
      [orders],
      foreignKeyColumns([link('ONE_TO_MANY', ['c', 'id'], ['o', 'cid'])]),
    );
    expect(after?.attributes.map((a) => [a.name, a.isForeignKey])).toEqual([
      ['id', false],
      ['customer_id', true],
      ['stale', false],
    ]);
    // The primary key, which did not change, is the same object.
    expect(after?.attributes[0]).toBe(orders.attributes[0]);
    // No relationship at all: a loaded flag is no key.
    expect(withForeignKeyFlags(orders.attributes, undefined).map((a) => a.isForeignKey)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('keeps tables, and the list, that agree already', () => {
    const customers = { id: 'c', attributes: [column('id', { id: 'id', isPrimaryKey: true })] };
    const orders = { id: 'o', attributes: [column('cid', { id: 'cid', isForeignKey: true })] };
    const tables = [customers, orders];
    const held = foreignKeyColumns([link('ONE_TO_MANY', ['c', 'id'], ['o', 'cid'])]);
    expect(tablesWithForeignKeyFlags(tables, held)).toBe(tables);
    // The relationship deleted: only the holding table changes.
    const after = tablesWithForeignKeyFlags(tables, foreignKeyColumns([]));
    expect(after[0]).toBe(customers);
    expect(after[1]?.attributes[0]?.isForeignKey).toBe(false);
  });
});

describe('the side panel\'s "Foreign key" box', () => {
  const tables = [
    { id: 't1', name: 'orders' },
    { id: 't2', name: 'Customers' },
    { id: 't3', name: 'category' },
    { id: 't4', name: 'companies' },
  ];

  it('names its relationship after the column, so two keys to one table stay two', () => {
    expect(referenceName({ name: 'Order Lines' }, { name: 'billing_address_id' })).toBe(
      'fk_order_lines_billing_address_id',
    );
    expect(referenceName({ name: '' }, { name: '***' })).toBe('fk_table_column');
  });

  it('suggests the table a column name points at, else another table, else its own', () => {
    const guess = (name: string, own = 't1') => likelyReferencedTable({ name }, own, tables)?.id;
    expect(guess('customer_id')).toBe('t2');
    expect(guess('customerId')).toBe('t2');
    expect(guess('category_id')).toBe('t3');
    expect(guess('company_id')).toBe('t4');
    expect(guess('order_id', 't2')).toBe('t1');
    expect(guess('paid')).toBe('t2');
    expect(likelyReferencedTable({ name: 'parent_id' }, 't1', [tables[0]!])?.id).toBe('t1');
    expect(likelyReferencedTable({ name: 'x' }, 't1', [])).toBeUndefined();
  });

  it('references the primary key by default, else a unique column, else the first', () => {
    expect(referencedColumnOf([column('a'), key('id')])?.name).toBe('id');
    expect(referencedColumnOf([column('a'), column('code', { isUnique: true })])?.name).toBe(
      'code',
    );
    expect(referencedColumnOf([column('a'), column('b')])?.name).toBe('a');
  });
});
