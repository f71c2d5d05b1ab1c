import { describe, expect, it } from 'vitest';
import {
  byPosition,
  findTask,
  groupTasksByList,
  moveItem,
  moveTaskInColumns,
  reuseUnchanged,
  type Columns,
} from './boardColumns';

const t = (id: string, list: string, position: number) => ({ id, task_list_id: list, position });

describe('board columns', () => {
  it('sorts by position and keeps the given order for equal positions', () => {
    const items = [t('a', 'l', 2), t('b', 'l', 1), t('c', 'l', 1)];
    expect(byPosition(items).map((i) => i.id)).toEqual(['b', 'c', 'a']);
  });

  it('groups tasks by list in position order, with empty columns and a filter', () => {
    const tasks = [t('a', 'x', 3), t('b', 'y', 0), t('c', 'x', -2), t('d', 'gone', 0)];
    const columns = groupTasksByList(tasks, ['x', 'y', 'z'], (task) => task.id !== 'b');
    expect([...columns].map(([id, items]) => [id, items.map((i) => i.id)])).toEqual([
      ['x', ['c', 'a']],
      ['y', []],
      ['z', []],
    ]);
  });

  it('reuses the arrays of unchanged columns so their memoised views skip rendering', () => {
    const a = t('a', 'x', 0);
    const b = t('b', 'y', 0);
    const prev = groupTasksByList([a, b], ['x', 'y']);
    const next = reuseUnchanged(prev, groupTasksByList([a, { ...b, position: 1 }], ['x', 'y']));
    expect(next.get('x')).toBe(prev.get('x'));
    expect(next.get('y')).not.toBe(prev.get('y'));
    expect(reuseUnchanged(undefined, prev)).toBe(prev);
  });

  const columns: Columns<{ id: string }> = new Map([
    ['x', [{ id: 'a' }, { id: 'b' }, { id: 'c' }]],
    ['y', [{ id: 'd' }]],
    ['z', []],
  ]);
  const ids = (c: Columns<{ id: string }>) =>
    Object.fromEntries([...c].map(([id, items]) => [id, items.map((i) => i.id).join('')]));

  it('finds a task', () => {
    expect(findTask(columns, 'c')).toEqual({ listId: 'x', index: 2 });
    expect(findTask(columns, 'q')).toBeNull();
  });

  it('moves a task within a list and between lists, keeping the other columns', () => {
    const within = moveTaskInColumns(columns, { taskId: 'a', listId: 'x', index: 2 });
    expect(ids(within)).toEqual({ x: 'bca', y: 'd', z: '' });
    expect(within.get('y')).toBe(columns.get('y'));
    const across = moveTaskInColumns(columns, { taskId: 'b', listId: 'y', index: 0 });
    expect(ids(across)).toEqual({ x: 'ac', y: 'bd', z: '' });
    expect(ids(moveTaskInColumns(columns, { taskId: 'b', listId: 'z', index: 9 }))).toEqual({
      x: 'ac',
      y: 'd',
      z: 'b',
    });
  });

  it('answers the same columns when nothing moves', () => {
    expect(moveTaskInColumns(columns, null)).toBe(columns);
    expect(moveTaskInColumns(columns, { taskId: 'b', listId: 'x', index: 1 })).toBe(columns);
    expect(moveTaskInColumns(columns, { taskId: 'q', listId: 'x', index: 0 })).toBe(columns);
    expect(moveTaskInColumns(columns, { taskId: 'a', listId: 'nope', index: 0 })).toBe(columns);
  });

  it('moves one list among the others', () => {
    const lists = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(moveItem(lists, 'a', 2).map((l) => l.id)).toEqual(['b', 'c', 'a']);
    expect(moveItem(lists, 'c', 0).map((l) => l.id)).toEqual(['c', 'a', 'b']);
    expect(moveItem(lists, 'b', 1)).toBe(lists);
    expect(moveItem(lists, 'q', 1)).toBe(lists);
  });
});
