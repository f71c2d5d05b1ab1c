import { describe, expect, it } from 'vitest';
import { nextBannerIndex, parseBannerIndex } from './bannerIndex';

describe('banner index', () => {
  it('reads a stored index of 0 to 2', () => {
    expect(parseBannerIndex('0')).toBe(0);
    expect(parseBannerIndex('2')).toBe(2);
  });

  it('falls back to the first background for anything else', () => {
    for (const raw of [null, '', '3', '-1', '1.5', 'abc', '01x']) {
      expect(parseBannerIndex(raw)).toBe(0);
    }
  });

  it('cycles through the three backgrounds', () => {
    expect([0, 1, 2].map(nextBannerIndex)).toEqual([1, 2, 0]);
  });
});
