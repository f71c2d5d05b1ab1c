import { positionForIndex } from '@relata/core';
import type { Positioned } from './boardColumns';

/**
 * Where a drop at `index` among the `shown` items lands among `all` items of the list (both without
 * the moved item; `shown` is the part of `all` the filter lets through, in the same order): right
 * before the shown item it was dropped on, or right after the last shown one.
 */
export function indexAmongAll(
  all: readonly Pick<Positioned, 'id'>[],
  shown: readonly Pick<Positioned, 'id'>[],
  index: number,
): number {
  const before = shown[Math.max(0, index)];
  if (before && index < shown.length) {
    const i = all.findIndex((item) => item.id === before.id);
    if (i !== -1) return i;
  }
  const last = shown[shown.length - 1];
  const i = last ? all.findIndex((item) => item.id === last.id) : -1;
  return i === -1 ? all.length : i + 1;
}

/**
 * The position of an item dropped at `index` among the shown items of a list (spec 2 §9 through
 * core's positionForIndex: top is next minus 2 or 0, end previous plus 2, middle the average).
 * With nothing hidden, `shown` and `all` are the same and this is positionForIndex itself.
 */
export function dropPosition(
  all: readonly Positioned[],
  shown: readonly Pick<Positioned, 'id'>[],
  index: number,
): number {
  return positionForIndex(
    all.map((item) => item.position),
    indexAmongAll(all, shown, index),
  );
}
