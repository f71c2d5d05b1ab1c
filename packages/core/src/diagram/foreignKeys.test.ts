import { describe, expect, it } from 'vitest';
import type { Attribute } from '../schema/model';
import { foreignKeyLinks } from './foreignKeys';

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
