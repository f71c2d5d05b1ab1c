import { columnMarks, makeAttribute, type DbEntity } from '@relata/core';
import { describe, expect, it } from 'vitest';
import { firstUnindexedColumn, inverseItemPatches, replaceItem } from './tableItems';

const table: DbEntity = {
  id: 't1',
  project_id: 'p',
  name: 'products',
  x: 0,
  y: 0,
  width: 300,
  height: 100,
  version: 1,
  attributes: [
    makeAttribute({
      id: 'c1',
      name: 'id',
      type: 'integer',
      isNullable: false,
      isPrimaryKey: true,
      isUnique: true,
    }),
    makeAttribute({ id: 'c2', name: 'name', type: 'text' }),
    makeAttribute({ id: 'c3', name: 'price', type: 'integer' }),
  ],
  indexes: [
    { id: 'i1', name: 'by_name', unique: false, parts: [{ columnId: 'c2' }] },
    { id: 'i2', name: 'by_price', unique: true, parts: [{ columnId: 'c3', order: 'DESC' }] },
  ],
  checks: [{ id: 'k1', name: '', expression: 'price > 0' }],
};

describe('table items', () => {
  it('undoes an added item by removing it, a removed one by adding it back where it was', () => {
    const added = { id: 'k2', name: '', expression: 'length(name) > 0' };
    expect(inverseItemPatches(table, [{ collection: 'checks', op: 'add', item: added }])).toEqual([
      { collection: 'checks', op: 'remove', id: 'k2' },
    ]);
    expect(inverseItemPatches(table, [{ collection: 'indexes', op: 'remove', id: 'i2' }])).toEqual([
      { collection: 'indexes', op: 'add', item: table.indexes?.[1], index: 1 },
    ]);
  });

  it('undoes a replaced item by putting the whole stored item back at its place', () => {
    const edited = {
      id: 'i1',
      name: 'by_name',
      unique: false,
      parts: [{ columnId: 'c2' }],
      where: 'price > 10',
    };
    const patches = replaceItem('indexes', edited, 0);
    expect(patches).toEqual([
      { collection: 'indexes', op: 'remove', id: 'i1' },
      { collection: 'indexes', op: 'add', item: edited, index: 0 },
    ]);
    // The later patch is undone first: the edited item goes, the stored one (without WHERE) returns.
    expect(inverseItemPatches(table, patches)).toEqual([
      { collection: 'indexes', op: 'remove', id: 'i1' },
      { collection: 'indexes', op: 'add', item: table.indexes?.[0], index: 0 },
    ]);
  });

  it('marks indexed, unique and checked columns once per table', () => {
    const marks = columnMarks(table);
    expect(marks.get('c1')).toBeUndefined();
    expect(marks.get('c2')).toEqual({ indexed: true, unique: false, checked: false });
    // A unique index makes the column unique; the table-level check names it.
    expect(marks.get('c3')).toEqual({ indexed: false, unique: true, checked: true });
  });
});

describe('a new index', () => {
  it('starts on the first column nothing indexes yet, not on the primary key', () => {
    // id is the primary key, name and price are in indexes.
    const more = {
      ...table,
      attributes: [
        ...table.attributes,
        makeAttribute({ id: 'c4', name: 'sku', type: 'text', isUnique: true }),
        makeAttribute({ id: 'c5', name: 'stock', type: 'integer' }),
      ],
    };
    expect(firstUnindexedColumn(more)?.name).toBe('stock');
    const plain = { ...more, indexes: [] };
    expect(firstUnindexedColumn(plain)?.name).toBe('name');
    // Everything indexed: the first column, as before.
    expect(firstUnindexedColumn(table)?.name).toBe('id');
  });
});
