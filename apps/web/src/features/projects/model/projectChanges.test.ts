import { changeEventSchema, type ChangeEvent } from '@relata/core';
import { describe, expect, it } from 'vitest';
import { lostProjectId, membershipProjectId, projectChangeEffect } from './projectChanges';

/** A change as the realtime client hands it over: validated on receipt. */
const change = (c: object): ChangeEvent =>
  changeEventSchema.parse({
    table: 'projects',
    operation: 'UPDATE',
    record: null,
    old_record: null,
    ...c,
  });

describe('project channel changes', () => {
  it('takes only changes of a known kind with the record of that kind', () => {
    expect(() => change({ table: 'x', record: {} })).toThrow();
    expect(() => change({ table: 'project_users', record: { project_id: 1 } })).toThrow();
    expect(change({ table: 'project_users', record: { project_id: 'p', user_id: 'u' } })).toEqual({
      table: 'project_users',
      operation: 'UPDATE',
      record: { project_id: 'p', user_id: 'u' },
      old_record: null,
    });
  });

  it('refetches what a change makes stale', () => {
    expect(projectChangeEffect(change({ table: 'project_activities' }), 'u1')).toEqual({
      kind: 'refetch',
      parts: ['summary'],
    });
    expect(projectChangeEffect(change({ table: 'project_users' }), 'u1')).toEqual({
      kind: 'refetch',
      parts: ['project', 'list', 'members', 'summary'],
    });
    expect(projectChangeEffect(change({ table: 'db_entities' }), 'u1')).toEqual({ kind: 'none' });
  });

  it('tells a deleted project and the removal of the user apart', () => {
    expect(projectChangeEffect(change({ operation: 'DELETE' }), 'u1')).toEqual({ kind: 'deleted' });
    const removal = change({
      table: 'project_users',
      operation: 'DELETE',
      old_record: { project_id: 'p1', user_id: 'u1' },
    });
    expect(projectChangeEffect(removal, 'u1')).toEqual({ kind: 'removed' });
    expect(projectChangeEffect(removal, 'u2')).toMatchObject({ kind: 'refetch' });
  });
});

describe('user channel changes', () => {
  const removed = change({
    table: 'project_users',
    operation: 'DELETE',
    old_record: { project_id: 'p1', user_id: 'u1' },
  });

  it('names the project the user lost', () => {
    expect(lostProjectId(removed, 'u1')).toBe('p1');
    expect(lostProjectId(removed, 'u2')).toBeNull();
    expect(lostProjectId({ ...removed, operation: 'UPDATE' }, 'u1')).toBeNull();
  });

  it('names the project of a membership change', () => {
    expect(membershipProjectId(removed)).toBe('p1');
    expect(
      membershipProjectId(
        change({ table: 'project_users', record: { project_id: 'p2', user_id: 'u2' } }),
      ),
    ).toBe('p2');
    expect(membershipProjectId(change({ table: 'notifications' }))).toBeNull();
  });
});
