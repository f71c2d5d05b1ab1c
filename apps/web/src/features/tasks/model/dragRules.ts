/** A pointer drag starts only after this much movement (spec 2 §5: 5 px in list drag). */
export const DRAG_DISTANCE_PX = 5;
/** A touch drag starts after holding this long (spec 2 §9: mobile drag delay 300 ms, 0 on desktop). */
export const TOUCH_DRAG_DELAY_MS = 300;
/** The phone vibrates this long when a touch drag starts (spec 2 §9: 10 ms after a 300 ms hold). */
export const TOUCH_DRAG_VIBRATION_MS = 10;
/** Movement during the hold beyond this is a scroll, not a drag. */
export const TOUCH_TOLERANCE_PX = 5;
/** Keys of a keyboard drag: Space picks up (Enter opens a task), Space or Enter drops, Escape cancels. */
export const DRAG_KEYS = { start: ['Space'], end: ['Space', 'Enter'], cancel: ['Escape'] };

/**
 * What a draggable or droppable of the board is, read from dnd-kit's `data`: a task, a list, or
 * the cards of a list (where tasks are dropped).
 */
export type DragData =
  { type: 'task'; listId: string } | { type: 'cards'; listId: string } | { type: 'list' };

/** Reads the board's data of a draggable or droppable; null for anything else. */
export function readDragData(data: unknown): DragData | null {
  if (typeof data !== 'object' || data === null || !('type' in data)) return null;
  if (data.type === 'list') return { type: 'list' };
  if ((data.type === 'task' || data.type === 'cards') && 'listId' in data)
    return typeof data.listId === 'string' ? { type: data.type, listId: data.listId } : null;
  return null;
}

/** The id of the drop target made of a list's cards. */
export function cardsDropId(listId: string): string {
  return `cards:${listId}`;
}
