import { describe, expect, it } from 'vitest';
import { applyAttributePatches } from './attributePatches';
import {
  applyTableItemPatches,
  tableItemPatchSchema,
  unknownColumnIds,
  withoutColumns,
  type TableItems,
} from './tableItems';

const items = (): TableItems => ({
  uniques: [{ id: 'u', name: 'u_ab', columnIds: ['a', 'b'] }],
  indexes: [
    { id: 'i1', name: 'ix1', unique: false, parts: [{ columnId: 'a' }] },
    {
      id: 'i2',
      name: 'ix2',
      unique: false,
      parts: [{ columnId: 'b' }, { expression: 'lower(c)' }],
    },
  ],
  checks: [{ id: 'k', name: '', expression: 'b > 0', columnId: 'b' }],
});

describe('applyTableItemPatches', () => {
  it('keeps two edits of different indexes made from the same starting point', () => {
    const fromAlice = applyTableItemPatches(items(), [
      { collection: 'indexes', op: 'update', id: 'i1', changes: { unique: true } },
    ]);
    const merged = applyTableItemPatches(fromAlice, [
      { collection: 'indexes', op: 'update', id: 'i2', changes: { name: 'renamed' } },
    ]);
    expect(merged.indexes.map((i) => [i.name, i.unique])).toEqual([
      ['ix1', true],
      ['renamed', false],
    ]);
  });

  it('adds at an index, removes by id, clears a field given as null and skips items gone meanwhile', () => {
    const next = applyTableItemPatches(
      { ...items(), indexes: [{ ...items().indexes[0]!, where: 'a > 0' }] },
      [
        {
          collection: 'checks',
          op: 'add',
          item: { id: 'k0', name: '', expression: 'true' },
          index: 0,
        },
        { collection: 'uniques', op: 'remove', id: 'u' },
        { collection: 'indexes', op: 'update', id: 'i1', changes: { where: null } },
        { collection: 'indexes', op: 'update', id: 'gone', changes: { name: 'x' } },
      ],
    );
    expect(next.checks.map((c) => c.id)).toEqual(['k0', 'k']);
    expect(next.uniques).toEqual([]);
    expect(next.indexes).toEqual([
      { id: 'i1', name: 'ix1', unique: false, parts: [{ columnId: 'a' }] },
    ]);
  });

  it('refuses an index part that is neither a column nor an expression, and bad collections', () => {
    const add = (collection: string, item: unknown) =>
      tableItemPatchSchema.safeParse({ collection, op: 'add', item }).success;
    expect(add('indexes', { id: 'i', parts: [{}] })).toBe(false);
    expect(add('indexes', { id: 'i', parts: [{ columnId: 'a', expression: 'x' }] })).toBe(false);
    expect(add('indexes', { id: 'i', parts: [{ columnId: 'a' }] })).toBe(true);
    expect(add('triggers', { id: 't' })).toBe(false);
    // An index's comment is bounded as a table's is.
    const part = [{ columnId: 'a' }];
    expect(add('indexes', { id: 'i', parts: part, comment: 'x'.repeat(10_000) })).toBe(true);
    expect(add('indexes', { id: 'i', parts: part, comment: 'x'.repeat(10_001) })).toBe(false);
  });
});

describe('withoutColumns and unknownColumnIds', () => {
  it('drops a removed column from every item and the key order, and items left with none', () => {
    const left = withoutColumns({ ...items(), primaryKeyOrder: ['b', 'a'] }, new Set(['a', 'c']));
    expect(left).toEqual({
      uniques: [{ id: 'u', name: 'u_ab', columnIds: ['a'] }],
      indexes: [
        { id: 'i1', name: 'ix1', unique: false, parts: [{ columnId: 'a' }] },
        { id: 'i2', name: 'ix2', unique: false, parts: [{ expression: 'lower(c)' }] },
      ],
      checks: [],
      primaryKeyOrder: ['a'],
    });
  });

  it('names the columns the items refer to that the table does not have', () => {
    expect(unknownColumnIds(items(), new Set(['a', 'b']))).toEqual([]);
    expect(unknownColumnIds(items(), new Set(['a']))).toEqual(['b']);
  });
});

describe('column patches of the new fields', () => {
  it('clears an optional field given as null but keeps a null default as a value', () => {
    const column = {
      id: 'c',
      name: 'c',
      type: 'text',
      defaultValue: "'x'",
      isNullable: true,
      isPrimaryKey: false,
      isForeignKey: false,
      isUnique: false,
      isIdentity: false,
      isAutoIncrement: false,
      comment: 'old',
      collation: 'C',
    };
    const [next] = applyAttributePatches(
      [column],
      [{ op: 'update', id: 'c', changes: { comment: null, defaultValue: null } }],
    );
    expect(next).not.toHaveProperty('comment');
    expect(next).toMatchObject({ defaultValue: null, collation: 'C' });
  });
});
