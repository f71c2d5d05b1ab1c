import { describe, expect, it } from 'vitest';
import { FIRST_SECTIONS, searchResultCount } from './useProgressiveCount';

const items = (n: number, from = 0) => Array.from({ length: n }, (_, i) => ({ i: from + i }));

describe('searchResultCount', () => {
  it('draws at most FIRST_SECTIONS items not drawn before', () => {
    expect(searchResultCount([], items(100))).toBe(FIRST_SECTIONS);
    expect(searchResultCount([], items(3))).toBe(3);
  });

  it('draws again for free the items drawn before with the same value', () => {
    const drawn = items(50);
    // The 50 drawn, then FIRST_SECTIONS new ones.
    expect(searchResultCount(drawn, [...drawn, ...items(100, 50)])).toBe(50 + FIRST_SECTIONS);
    // A new item first, the drawn ones after it, new ones again: 1 + 50 + 9.
    expect(searchResultCount(drawn, [{ i: -1 }, ...drawn, ...items(100, 50)])).toBe(60);
    // Equal values that are other objects are drawn again: they count.
    expect(searchResultCount(drawn, items(50))).toBe(FIRST_SECTIONS);
  });
});
