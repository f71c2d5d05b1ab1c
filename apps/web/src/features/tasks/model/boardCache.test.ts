import { changeEventSchema, type ChangeEvent, type Tag, type TaskList } from '@relata/core';
import { describe, expect, it } from 'vitest';
import { testTask } from '../../../test/taskFixtures';
import {
  boardCacheUpdate,
  confirmTask,
  isPending,
  newPendingId,
  patchById,
  PENDING_ID_PREFIX,
  removeById,
  upsertById,
} from './boardCache';

const tag: Tag = { id: 'g1', project_id: 'p', name: 'schema', color: '#333' };
const task = testTask;
const list: TaskList = { id: 'l1', project_id: 'p', name: 'To do', position: 0 };
/** A change as the realtime client hands it over: validated on receipt. */
const change = (c: {
  table: string;
  operation: string;
  record?: object;
  old_record?: object | null;
}): ChangeEvent => changeEventSchema.parse({ record: null, old_record: null, ...c });

describe('board cache', () => {
  it('adds or replaces by id in place, and removes by id', () => {
    const items = [task('a'), task('b')];
    expect(upsertById(items, task('b', { name: 'B' })).map((t) => t.name)).toEqual(['a', 'B']);
    expect(upsertById(items, task('c')).map((t) => t.id)).toEqual(['a', 'b', 'c']);
    expect(removeById(items, 'a').map((t) => t.id)).toEqual(['b']);
    expect(removeById(items, 'q')).toBe(items);
  });

  it('replaces the optimistic copy of a created task, by its id or by list and name', () => {
    const pending = task(`${PENDING_ID_PREFIX}1`, { name: 'Add indexes' });
    expect(isPending(pending)).toBe(true);
    const real = task('t9', { name: 'Add indexes' });
    expect(confirmTask([task('a'), pending], real).map((t) => t.id)).toEqual(['a', 't9']);
    expect(confirmTask([pending], real, pending.id).map((t) => t.id)).toEqual(['t9']);
    // Arriving twice (answer and realtime event) leaves one copy.
    expect(confirmTask(confirmTask([pending], real), real).map((t) => t.id)).toEqual(['t9']);
  });

  it('applies task inserts, updates and deletes', () => {
    const moved = task('a', { task_list_id: 'l2', position: 3 });
    const update = boardCacheUpdate(change({ table: 'tasks', operation: 'UPDATE', record: moved }));
    expect(update.tasks?.([task('a'), task('b')])).toEqual([moved, task('b')]);
    expect(update.lists).toBeNull();
    const remove = boardCacheUpdate(
      change({ table: 'tasks', operation: 'DELETE', old_record: task('a') }),
    );
    expect(remove.tasks?.([task('a'), task('b')]).map((t) => t.id)).toEqual(['b']);
  });

  it('removes a deleted list with its tasks and applies list renames', () => {
    const update = boardCacheUpdate(
      change({ table: 'task_lists', operation: 'DELETE', old_record: { ...list } }),
    );
    expect(update.lists?.([list])).toEqual([]);
    expect(update.tasks?.([task('a'), task('b', { task_list_id: 'l2' })]).map((t) => t.id)).toEqual(
      ['b'],
    );
    const renamed = { ...list, name: 'Doing' };
    const rename = boardCacheUpdate(
      change({ table: 'task_lists', operation: 'UPDATE', record: renamed }),
    );
    expect(rename.lists?.([list])).toEqual([renamed]);
  });

  it('adds tags and updates the copies tasks carry', () => {
    const recoloured = { ...tag, color: '#0a7' };
    const update = boardCacheUpdate(
      change({ table: 'tags', operation: 'UPDATE', record: recoloured }),
    );
    expect(update.tags?.([tag])).toEqual([recoloured]);
    const tasks = [task('a', { tags: [tag] }), task('b')];
    const after = update.tasks?.(tasks) ?? [];
    expect(after[0]?.tags).toEqual([recoloured]);
    expect(after[1]).toBe(tasks[1]);
    const untouched = [task('b')];
    expect(update.tasks?.(untouched)).toBe(untouched);
  });

  it('never lets a late insert put back the first version of a row the board has changed since', () => {
    // The creation's answer added the list and it was renamed at once; its insert arrives after.
    const renamed = { ...list, name: 'Doing' };
    const lists = [renamed];
    const insert = boardCacheUpdate(
      change({ table: 'task_lists', operation: 'INSERT', record: { ...list } }),
    );
    expect(insert.lists?.(lists)).toBe(lists);
    expect(insert.lists?.([])).toEqual([list]);
    const movedTasks = [task('a', { position: 5 })];
    const taskInsert = boardCacheUpdate(
      change({ table: 'tasks', operation: 'INSERT', record: task('a') }),
    );
    expect(taskInsert.tasks?.(movedTasks)).toBe(movedTasks);
    const tags = [{ ...tag, name: 'renamed' }];
    const tagInsert = boardCacheUpdate(change({ table: 'tags', operation: 'INSERT', record: tag }));
    expect(tagInsert.tags?.(tags)).toBe(tags);
    expect(tagInsert.tags?.([])).toEqual([tag]);
  });

  it('ignores other tables and asks for a refetch when a record is missing', () => {
    const other = boardCacheUpdate(
      change({ table: 'projects', operation: 'UPDATE', record: { id: 'p', name: 'P' } }),
    );
    expect(other).toEqual({ tasks: null, lists: null, tags: null, refetch: false });
    // A malformed record never reaches the board: the realtime client refuses it on receipt.
    expect(() => change({ table: 'tasks', operation: 'INSERT', record: { id: 1 } })).toThrow();
    expect(boardCacheUpdate(change({ table: 'tasks', operation: 'INSERT' })).refetch).toBe(true);
    expect(
      boardCacheUpdate(change({ table: 'tasks', operation: 'DELETE', old_record: null })).refetch,
    ).toBe(true);
  });
});

describe('patchById and pending ids', () => {
  it('changes only a present item', () => {
    const items = [task('a'), task('b')];
    expect(patchById(items, 'b', (t) => ({ ...t, name: 'B' })).map((t) => t.name)).toEqual([
      'a',
      'B',
    ]);
    expect(patchById(items, 'q', (t) => ({ ...t, name: 'Q' }))).toBe(items);
  });

  it('makes distinct pending ids', () => {
    const a = newPendingId();
    expect(isPending({ id: a })).toBe(true);
    expect(newPendingId()).not.toBe(a);
  });
});
