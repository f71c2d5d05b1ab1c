/**
 * Where a dragged card goes among a list's other cards, given their vertical middles from top to
 * bottom: after every card whose middle is above `y` (the dragged card's own middle).
 */
export function insertionIndex(middles: readonly number[], y: number): number {
  let index = 0;
  while (index < middles.length && (middles[index] as number) < y) index++;
  return index;
}

/**
 * A `y` for the dragged card's middle at which `insertionIndex` answers `index` (keyboard moves):
 * just above the middle of the card that will follow it, or just below the last one. `emptyY` is
 * used when the list shows no other card.
 */
export function yForIndex(middles: readonly number[], index: number, emptyY: number): number {
  const next = middles[Math.max(0, index)];
  if (next !== undefined) return next - 1;
  const last = middles[middles.length - 1];
  return last === undefined ? emptyY : last + 1;
}
