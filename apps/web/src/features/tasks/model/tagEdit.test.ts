import type { Tag, Task } from '@relata/core';
import { describe, expect, it } from 'vitest';
import { testTask } from '../../../test/taskFixtures';
import { checkTagEdit, deleteTagMessage, tagUsage } from './tagEdit';

const bug: Tag = { id: 'g1', project_id: 'p', name: 'bug', color: '#c92a2a' };
const idea: Tag = { id: 'g2', project_id: 'p', name: 'idea', color: '#333' };
const task = (id: string, tags: Tag[], archived = false): Task =>
  testTask(id, { tags, is_archived: archived });

describe('tagUsage', () => {
  it('counts the tasks carrying each tag, archived ones too', () => {
    const usage = tagUsage([task('a', [bug, idea]), task('b', [bug], true), task('c', [])]);
    expect([...usage]).toEqual([
      ['g1', 2],
      ['g2', 1],
    ]);
  });
});

describe('checkTagEdit', () => {
  it('answers only the fields that changed, trimmed, and null when none did', () => {
    expect(checkTagEdit(bug, { name: '  defect ' })).toEqual({
      ok: true,
      patch: { name: 'defect' },
    });
    expect(checkTagEdit(bug, { color: '#1971c2' })).toEqual({
      ok: true,
      patch: { color: '#1971c2' },
    });
    expect(checkTagEdit(bug, { name: 'bug ', color: '#C92A2A' })).toEqual({
      ok: true,
      patch: null,
    });
    // Only a change of case is a rename.
    expect(checkTagEdit(bug, { name: 'Bug' })).toEqual({ ok: true, patch: { name: 'Bug' } });
  });

  it("refuses what the server refuses, with core's message", () => {
    expect(checkTagEdit(bug, { name: '   ' })).toEqual({
      ok: false,
      message: 'Tag name cannot be empty',
    });
    expect(checkTagEdit(bug, { color: 'red' })).toMatchObject({ ok: false });
    expect(checkTagEdit(bug, { name: 'x'.repeat(51) })).toMatchObject({ ok: false });
  });
});

describe('deleteTagMessage', () => {
  it('names the tag and how many tasks lose it', () => {
    expect(deleteTagMessage(bug, 0)).toBe(
      'Delete the tag "bug"? No task carries it. This cannot be undone.',
    );
    expect(deleteTagMessage(bug, 1)).toBe(
      'Delete the tag "bug"? It will be removed from the 1 task that carries it. This cannot be undone.',
    );
    expect(deleteTagMessage(bug, 3)).toContain('removed from the 3 tasks that carry it.');
  });
});
