/**
 * Ordered things (lists, tasks) keep numeric positions (spec 2 §9): a new one goes to the last
 * position plus 1 (or 0); one dropped at the top takes the next position minus 2 (or 0); at the
 * end the previous plus 2; in the middle the average of its neighbours.
 */

/** The position of a new item after the existing ones. */
export function positionAtEnd(positions: readonly number[]): number {
  return positions.length === 0 ? 0 : Math.max(...positions) + 1;
}

/** The position for an item dropped between `prev` and `next` (either may be missing). */
export function positionBetween(prev: number | undefined, next: number | undefined): number {
  if (prev === undefined && next === undefined) return 0;
  if (prev === undefined) return (next as number) - 2;
  if (next === undefined) return prev + 2;
  return (prev + next) / 2;
}

/**
 * The position for moving an item to `index` among `others` (the target list's positions in
 * order, without the moved item).
 */
export function positionForIndex(others: readonly number[], index: number): number {
  const i = Math.max(0, Math.min(index, others.length));
  return positionBetween(others[i - 1], others[i]);
}

/**
 * Neighbours closer than this can no longer be split reliably by averaging (doubles keep about
 * 15 significant digits): the server renumbers the list when a gap shrinks below it.
 */
export const MIN_POSITION_GAP = 1e-6;

/** Whether sorted positions need renumbering because two neighbours got too close. */
export function needsRenumbering(sorted: readonly number[]): boolean {
  for (let i = 1; i < sorted.length; i++) {
    if ((sorted[i] as number) - (sorted[i - 1] as number) < MIN_POSITION_GAP) return true;
  }
  return false;
}
