import { dataDictionary } from '@relata/core';
import { describe, expect, it } from 'vitest';
import { shopDiagram } from '../testDiagram';
import { filterDictionary, matchCountText } from './filterDictionary';

const dictionary = dataDictionary(shopDiagram());
const names = (items: { name: string }[]) => items.map((i) => i.name);

describe('filterDictionary', () => {
  it('keeps everything, with the same column arrays, for a blank search', () => {
    const all = filterDictionary(dictionary, '  ');
    expect(all.tables.map((m) => m.table)).toEqual(dictionary.tables);
    expect(all.tables.every((m, i) => m.columns === dictionary.tables[i]?.columns)).toBe(true);
    expect(all.views).toBe(dictionary.views);
  });

  it('keeps a table found by name or comment with all its columns, case-insensitive', () => {
    const byComment = filterDictionary(dictionary, 'PEOPLE');
    expect(names(byComment.tables.map((m) => m.table))).toEqual(['crm.customers']);
    expect(byComment.tables[0]?.columns).toBe(dictionary.tables[1]?.columns);
    expect(names(filterDictionary(dictionary, 'crm.cust').tables.map((m) => m.table))).toEqual([
      'crm.customers',
    ]);
  });

  it('keeps a table found by a column with only the columns that match', () => {
    const found = filterDictionary(dictionary, 'receipts');
    expect(names(found.tables.map((m) => m.table))).toEqual(['crm.customers']);
    expect(names(found.tables[0]?.columns ?? [])).toEqual(['email']);
  });

  it('keeps the views and types found by name or comment', () => {
    const found = filterDictionary(dictionary, 'email');
    expect(names(found.domains)).toEqual(['email']);
    expect(found.enums).toEqual([]);
    expect(names(filterDictionary(dictionary, 'with an order').views)).toEqual(['buyers']);
    expect(names(filterDictionary(dictionary, 'status').enums)).toEqual(['order_status']);
  });
});

describe('matchCountText', () => {
  it('counts the tables, and while searching the views and types found', () => {
    expect(matchCountText(dictionary, filterDictionary(dictionary, ''), '')).toBe('2 of 2 tables');
    expect(matchCountText(dictionary, filterDictionary(dictionary, 'email'), 'email')).toBe(
      '1 of 2 tables, 0 of 1 view, 1 of 3 types',
    );
  });
});
