/** What is being dragged: a task card or a whole list. */
export type DragKind = 'task' | 'list';

/** Where a dragged item is: its index among `count` items, and for a task the list's name. */
export interface SpokenPlace {
  index: number;
  count: number;
  listName?: string;
}

/** How a screen reader user drags with the keyboard (dnd-kit reads it when a card gets focus). */
export const DRAG_INSTRUCTIONS =
  'To move a task or a list, press Space to pick it up. Use the arrow keys to move it, ' +
  'press Space or Enter to drop it, or Escape to cancel.';

function where(place: SpokenPlace): string {
  const position = `position ${place.index + 1} of ${place.count}`;
  return place.listName === undefined ? position : `${position} in list ${place.listName}`;
}

function subject(kind: DragKind, name: string): string {
  return `${kind === 'task' ? 'Task' : 'List'} ${name}`;
}

/** Said when an item is picked up. */
export function pickedUpText(kind: DragKind, name: string, place: SpokenPlace): string {
  return `Picked up ${kind} ${name}. It is at ${where(place)}.`;
}

/** Said while an item is moved over a new place. */
export function movedText(kind: DragKind, name: string, place: SpokenPlace): string {
  return `${subject(kind, name)} is now at ${where(place)}.`;
}

/** Said when an item is dropped. */
export function droppedText(kind: DragKind, name: string, place: SpokenPlace): string {
  return `${subject(kind, name)} was dropped at ${where(place)}.`;
}

/** Said when a drag is cancelled and the item goes back. */
export function cancelledText(kind: DragKind, name: string, place: SpokenPlace): string {
  return `Moving was cancelled. ${subject(kind, name)} is back at ${where(place)}.`;
}
