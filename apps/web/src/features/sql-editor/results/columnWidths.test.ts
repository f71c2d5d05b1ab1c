import { describe, expect, it } from 'vitest';
import { columnWidths, MAX_COLUMN_PX, MIN_COLUMN_PX } from './columnWidths';

describe('columnWidths', () => {
  it('fits the header and the sampled values, between the minimum and the cap', () => {
    const [narrow, header, wide, capped] = columnWidths(
      ['a', 'a rather long header', 'b', 'c'],
      [[1, 1, 'medium length text', 'x'.repeat(1000)]],
    );
    expect(narrow).toBe(MIN_COLUMN_PX);
    expect(header).toBeGreaterThan(MIN_COLUMN_PX);
    expect(wide).toBeGreaterThan(MIN_COLUMN_PX);
    expect(capped).toBe(MAX_COLUMN_PX);
  });

  it('leaves room for NULL', () => {
    const [withNull] = columnWidths(['n'], [[null]]);
    const [withText] = columnWidths(['n'], [['NULL']]);
    expect(withNull).toBe(withText);
  });
});
