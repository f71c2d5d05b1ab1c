import { needsRenumbering } from '@relata/core';
import { describe, expect, it } from 'vitest';
import { dropPosition, indexAmongAll } from './dropPosition';

const items = (...positions: number[]) =>
  positions.map((position, i) => ({ id: `i${i}`, position }));

describe('drop position (spec 2 §9)', () => {
  const all = items(0, 1, 2, 3);

  it('follows the spec with nothing hidden: top next minus 2, end previous plus 2, middle average', () => {
    expect(dropPosition(all, all, 0)).toBe(-2);
    expect(dropPosition(all, all, 2)).toBe(1.5);
    expect(dropPosition(all, all, 4)).toBe(5);
    expect(dropPosition([], [], 0)).toBe(0);
  });

  it('drops right before the shown item, or right after the last shown one, when some are hidden', () => {
    const shown = [all[1]!, all[3]!];
    expect(indexAmongAll(all, shown, 0)).toBe(1);
    expect(dropPosition(all, shown, 0)).toBe(0.5);
    expect(indexAmongAll(all, shown, 1)).toBe(3);
    expect(dropPosition(all, shown, 1)).toBe(2.5);
    expect(indexAmongAll(all, shown, 2)).toBe(4);
    expect(dropPosition(all, shown, 2)).toBe(5);
    // Nothing shown in a list that has hidden items: after all of them.
    expect(dropPosition(all, [], 0)).toBe(5);
  });

  it('keeps the order over a long sequence of drops into the same gap, then after renumbering', () => {
    let list = items(0, 1);
    let drops = 0;
    let renumbered = 0;
    for (let n = 0; n < 200; n++) {
      // Every drop lands in the same place: between the first and the second item.
      const moved = { id: `m${n}`, position: dropPosition(list, list, 1) };
      list = [list[0]!, moved, ...list.slice(1)];
      drops++;
      const positions = list.map((i) => i.position);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      if (needsRenumbering(positions)) {
        // What the server does (and publishes): 0, 1, 2... in the current order.
        list = list.map((item, i) => ({ ...item, position: i }));
        renumbered++;
      }
      expect(new Set(list.map((i) => i.position)).size).toBe(list.length);
    }
    expect(drops).toBe(200);
    expect(renumbered).toBeGreaterThan(0);
    expect(list[1]!.id).toBe('m199');
    expect(list[list.length - 1]!.id).toBe('i1');
  });

  it('keeps the order over a long sequence of drops at the top and at the end', () => {
    let list = items(0);
    for (let n = 0; n < 100; n++) {
      list = [{ id: `t${n}`, position: dropPosition(list, list, 0) }, ...list];
      list = [...list, { id: `e${n}`, position: dropPosition(list, list, list.length) }];
    }
    const positions = list.map((i) => i.position);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(list[0]!.position).toBe(-200);
    expect(list[list.length - 1]!.position).toBe(200);
  });
});
