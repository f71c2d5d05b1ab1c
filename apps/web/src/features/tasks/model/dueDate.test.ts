import { describe, expect, it } from 'vitest';
import { formatDueDate, isOverdue, localToday } from './dueDate';

describe('due dates', () => {
  it('shows the stored day whatever the time zone', () => {
    expect(formatDueDate('2026-12-24', 'en-US')).toBe('Dec 24, 2026');
    expect(formatDueDate('2026-01-01', 'en-US')).toBe('Jan 1, 2026');
    expect(formatDueDate('not a date', 'en-US')).toBe('not a date');
  });

  it('gives today in local time', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('flags open tasks past their due date only', () => {
    expect(isOverdue({ due_date: '2026-01-04', completed: false }, '2026-01-05')).toBe(true);
    expect(isOverdue({ due_date: '2026-01-05', completed: false }, '2026-01-05')).toBe(false);
    expect(isOverdue({ due_date: '2026-01-04', completed: true }, '2026-01-05')).toBe(false);
    expect(isOverdue({ due_date: null, completed: false }, '2026-01-05')).toBe(false);
  });
});
