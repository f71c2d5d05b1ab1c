import { describe, expect, it } from 'vitest';
import { insertionIndex, yForIndex } from './insertionIndex';

describe('insertion index', () => {
  const middles = [100, 150, 200];

  it('counts the cards whose middle is above the dragged card', () => {
    expect(insertionIndex(middles, 50)).toBe(0);
    expect(insertionIndex(middles, 101)).toBe(1);
    expect(insertionIndex(middles, 175)).toBe(2);
    expect(insertionIndex(middles, 999)).toBe(3);
    expect(insertionIndex([], 10)).toBe(0);
  });

  it('gives a y for every index that leads back to it', () => {
    for (let index = 0; index <= middles.length; index++)
      expect(insertionIndex(middles, yForIndex(middles, index, 0))).toBe(index);
    expect(yForIndex([], 0, 42)).toBe(42);
    expect(yForIndex(middles, 9, 0)).toBe(201);
  });
});
