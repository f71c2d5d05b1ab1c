import { describe, expect, it } from 'vitest';
import { needsRenumbering, positionAtEnd, positionBetween, positionForIndex } from './positions';

describe('positions (spec 2 §9)', () => {
  it('puts a new item at the last position plus 1, or 0 in an empty list', () => {
    expect(positionAtEnd([])).toBe(0);
    expect(positionAtEnd([0, 1, 7])).toBe(8);
  });

  it('uses next minus 2 at the top, previous plus 2 at the end, the average in the middle', () => {
    expect(positionBetween(undefined, 5)).toBe(3);
    expect(positionBetween(5, undefined)).toBe(7);
    expect(positionBetween(2, 3)).toBe(2.5);
    expect(positionBetween(undefined, undefined)).toBe(0);
  });

  it('maps a drop index to a position among the other items', () => {
    const others = [0, 1, 2];
    expect(positionForIndex(others, 0)).toBe(-2);
    expect(positionForIndex(others, 1)).toBe(0.5);
    expect(positionForIndex(others, 3)).toBe(4);
    expect(positionForIndex(others, 99)).toBe(4);
    expect(positionForIndex([], 0)).toBe(0);
  });

  it('keeps order over long sequences of moves into the same gap until renumbering is due', () => {
    const items = [0, 1];
    let moves = 0;
    // Keep dropping a new item right after the first one: the gap halves each time.
    while (!needsRenumbering(items)) {
      const p = positionBetween(items[0], items[1]);
      expect(p).toBeGreaterThan(items[0]!);
      expect(p).toBeLessThan(items[1]!);
      items.splice(1, 0, p);
      moves++;
    }
    // About 20 halvings of a gap of 1 reach the threshold: long before doubles lose order.
    expect(moves).toBeGreaterThanOrEqual(19);
    expect(moves).toBeLessThan(25);
  });

  it('flags neighbours closer than the threshold', () => {
    expect(needsRenumbering([0, 1, 2])).toBe(false);
    expect(needsRenumbering([0, 1e-7, 2])).toBe(true);
    expect(needsRenumbering([3, 3])).toBe(true);
  });
});
