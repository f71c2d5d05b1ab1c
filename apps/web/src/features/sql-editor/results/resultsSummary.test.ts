import { describe, expect, it } from 'vitest';
import { durationText, rowCountText } from './resultsSummary';

const base = { columns: ['a'], rows: [], rowCount: 0, ms: 1 };

describe('rowCountText', () => {
  it('counts rows in the singular and plural, grouped by thousands', () => {
    expect(rowCountText({ ...base, rowCount: 0 })).toBe('0 rows');
    expect(rowCountText({ ...base, rows: [[1]], rowCount: 1 })).toBe('1 row');
    expect(rowCountText({ ...base, rows: [[1], [2]], rowCount: 2 })).toBe('2 rows');
  });

  it('says how many are shown when the runner kept only the first', () => {
    expect(rowCountText({ ...base, rows: [[1]], rowCount: 12000 })).toBe(
      '12,000 rows (first 1 shown)',
    );
  });

  it('counts affected rows of a statement without columns', () => {
    expect(rowCountText({ ...base, columns: [], affected: 1 })).toBe('1 row affected');
    expect(rowCountText({ ...base, columns: [], affected: 5 })).toBe('5 rows affected');
    expect(rowCountText({ ...base, columns: [] })).toBe('Statement executed');
  });
});

describe('durationText', () => {
  it('writes milliseconds, and seconds from one second on', () => {
    expect(durationText(0.2)).toBe('< 1 ms');
    expect(durationText(12.4)).toBe('12 ms');
    expect(durationText(999.7)).toBe('1.00 s');
    expect(durationText(2345)).toBe('2.35 s');
  });
});
