import { dataDictionary, type DataDictionary } from '@relata/core';
import { describe, expect, it } from 'vitest';
import { manyTables, shopDiagram } from '../testDiagram';
import { filterDictionary, matchCountText, searchIndex } from './filterDictionary';

const dictionary = dataDictionary(shopDiagram());
const index = searchIndex(dictionary);
const names = (items: { name: string }[]) => items.map((i) => i.name);

/** The search as first written, lower-casing every name and comment per search: the reference. */
function plainFilter(d: DataDictionary, query: string) {
  const needle = query.trim().toLowerCase();
  const holds = (item: { name: string; comment?: string }) =>
    needle === '' ||
    item.name.toLowerCase().includes(needle) ||
    (item.comment?.toLowerCase().includes(needle) ?? false);
  return {
    tables: d.tables.flatMap((table) => {
      if (holds(table)) return [{ table, columns: table.columns }];
      const columns = table.columns.filter(holds);
      return columns.length > 0 ? [{ table, columns }] : [];
    }),
    enums: d.enums.filter(holds),
    domains: d.domains.filter(holds),
    otherTypes: d.otherTypes.filter(holds),
    views: d.views.filter(holds),
  };
}

describe('filterDictionary', () => {
  it('keeps everything, with the same column arrays, for a blank search', () => {
    const all = filterDictionary(index, '  ');
    expect(all.tables.map((m) => m.table)).toEqual(dictionary.tables);
    expect(all.tables.every((m, i) => m.columns === dictionary.tables[i]?.columns)).toBe(true);
    expect(all.views).toBe(dictionary.views);
    expect(filterDictionary(index, '')).toBe(all);
  });

  it('keeps a table found by name or comment with all its columns, case-insensitive', () => {
    const byComment = filterDictionary(index, 'PEOPLE');
    expect(names(byComment.tables.map((m) => m.table))).toEqual(['crm.customers']);
    expect(byComment.tables[0]?.columns).toBe(dictionary.tables[1]?.columns);
    expect(names(filterDictionary(index, 'crm.cust').tables.map((m) => m.table))).toEqual([
      'crm.customers',
    ]);
  });

  it('keeps a table found by a column with only the columns that match', () => {
    const found = filterDictionary(index, 'receipts');
    expect(names(found.tables.map((m) => m.table))).toEqual(['crm.customers']);
    expect(names(found.tables[0]?.columns ?? [])).toEqual(['email']);
  });

  it('keeps the views and types found by name or comment', () => {
    const found = filterDictionary(index, 'email');
    expect(names(found.domains)).toEqual(['email']);
    expect(found.enums).toEqual([]);
    expect(names(filterDictionary(index, 'with an order').views)).toEqual(['buyers']);
    expect(names(filterDictionary(index, 'status').enums)).toEqual(['order_status']);
  });

  it('finds what the plain search finds, in the same order, over names, comments and columns', () => {
    const many = dataDictionary(manyTables(120));
    const queries = ['', 'e', 'ID', 'value_1', 'Value of TABLE_01', 'table_011', ' 9 ', 'x'];
    for (const [d, extra] of [
      [dictionary, ['o', 'CUSTOMER', 'people who', 'Where', 'money', 'order', 'zzz']],
      [many, ['value_', 'of table']],
    ] as const)
      for (const query of [...queries, ...extra])
        expect(filterDictionary(searchIndex(d), query), query).toEqual(plainFilter(d, query));
  });

  it('returns the same match for a table while it shows the same columns', () => {
    const many = searchIndex(dataDictionary(manyTables(30)));
    const first = filterDictionary(many, 'value_2');
    const second = filterDictionary(many, 'VALUE_2 ');
    expect(second.tables).toHaveLength(11);
    second.tables.forEach((m, i) => expect(m).toBe(first.tables[i]));
    // Narrowed: table_0029 shows the same column, the others go.
    const narrowed = filterDictionary(many, 'value_29');
    expect(narrowed.tables[0]).toBe(first.tables.find((m) => m.table.name === 'table_0029'));
    // A table whose every column matches, or whose name does, shows its own columns.
    const customers = filterDictionary(index, 'I').tables;
    expect(names(customers.map((m) => m.table))).toEqual(['orders', 'crm.customers']);
    expect(customers[1]?.columns).toBe(dictionary.tables[1]?.columns);
    expect(names(customers[0]?.columns ?? [])).toEqual(['id', 'customer_id']);
    expect(filterDictionary(many, 'table_002').tables[0]).toBe(
      filterDictionary(many, '').tables[20],
    );
  });
});

describe('matchCountText', () => {
  it('counts the tables, and while searching the views and types found', () => {
    expect(matchCountText(dictionary, filterDictionary(index, ''), '')).toBe('2 of 2 tables');
    expect(matchCountText(dictionary, filterDictionary(index, 'email'), 'email')).toBe(
      '1 of 2 tables, 0 of 1 view, 1 of 3 types',
    );
  });
});
