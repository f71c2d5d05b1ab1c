import type { Tag, Task } from '@relata/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BOARD_FILTER, isSearching, isTaskShown, matchesTask } from './boardSearch';

const tag = (name: string): Tag => ({ id: name, project_id: 'p', name, color: '#333' });
const task = (name: string, tags: string[] = [], archived = false) => ({
  name,
  tags: tags.map(tag),
  is_archived: archived,
});

describe('board search (spec 2 §2 "Search Items")', () => {
  it('matches every word in the name or the tags, case-insensitively', () => {
    const t = task('Design Users table', ['Schema', 'backend']);
    expect(matchesTask(t, 'users')).toBe(true);
    expect(matchesTask(t, 'USERS schema')).toBe(true);
    expect(matchesTask(t, '  design   BACKEND ')).toBe(true);
    expect(matchesTask(t, 'users frontend')).toBe(false);
    expect(matchesTask(t, 'orders')).toBe(false);
  });

  it('matches everything with an empty or blank query', () => {
    expect(matchesTask(task('x'), '')).toBe(true);
    expect(matchesTask(task('x'), '   ')).toBe(true);
  });

  it('never lets a word span the name and a tag', () => {
    expect(matchesTask(task('index', ['ing']), 'indexing')).toBe(false);
    expect(matchesTask(task('index', ['ing']), 'xing')).toBe(false);
  });

  it('hides archived tasks unless they are shown, and applies the query to both', () => {
    const archived = task('Old migration', [], true) satisfies Pick<
      Task,
      'name' | 'tags' | 'is_archived'
    >;
    expect(isTaskShown(archived, DEFAULT_BOARD_FILTER)).toBe(false);
    expect(isTaskShown(archived, { query: '', showArchived: true })).toBe(true);
    expect(isTaskShown(archived, { query: 'seed', showArchived: true })).toBe(false);
    expect(isTaskShown(task('Seed data'), { query: 'seed', showArchived: false })).toBe(true);
  });

  it('tells a search from the default view', () => {
    expect(isSearching(DEFAULT_BOARD_FILTER)).toBe(false);
    expect(isSearching({ query: ' ', showArchived: true })).toBe(false);
    expect(isSearching({ query: 'a', showArchived: false })).toBe(true);
  });
});
