import { describe, expect, it } from 'vitest';
import { count } from './count';

describe('count', () => {
  it('writes one thing in the singular and any other number in the plural, grouped by thousands', () => {
    expect(count(1, 'table', 'tables')).toBe('1 table');
    expect(count(0, 'table', 'tables')).toBe('0 tables');
    expect(count(2, 'relationship', 'relationships')).toBe('2 relationships');
    expect(count(10_000, 'table', 'tables')).toBe('10,000 tables');
  });
});
