import type { DroppableContainer, KeyboardCoordinateGetter, UniqueIdentifier } from '@dnd-kit/core';
import { KeyboardCode } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { readDragData } from '../model/dragRules';
import { insertionIndex, yForIndex } from '../model/insertionIndex';
import { allColumns, cardMiddles, emptyColumnY } from './cardGeometry';

/** The droppables a keyboard move may land on, in the shape dnd-kit's context holds them. */
class DroppableSubset extends Map<UniqueIdentifier, DroppableContainer> {
  override get(id: UniqueIdentifier | null | undefined): DroppableContainer | undefined {
    return id === null || id === undefined ? undefined : super.get(id);
  }
  toArray(): DroppableContainer[] {
    return [...this.values()];
  }
  getEnabled(): DroppableContainer[] {
    return this.toArray().filter((c) => !c.disabled);
  }
  getNodeFor(id: UniqueIdentifier | null | undefined): HTMLElement | undefined {
    return this.get(id)?.node.current ?? undefined;
  }
}

const STEPS: Record<string, { list: number; index: number }> = {
  [KeyboardCode.Up]: { list: 0, index: -1 },
  [KeyboardCode.Down]: { list: 0, index: 1 },
  [KeyboardCode.Left]: { list: -1, index: 0 },
  [KeyboardCode.Right]: { list: 1, index: 0 },
};

/**
 * Arrow keys during a keyboard drag (style guide 14). A list moves among the lists. A task moves
 * up and down in its list, or to the same place in the list to the left or right: the dragged
 * card's middle is put where `insertionIndex` gives that place.
 */
export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { context, currentCoordinates } = args;
  const step = STEPS[event.code];
  if (readDragData(context.active?.data.current)?.type === 'list') {
    const lists = new DroppableSubset();
    for (const [id, c] of context.droppableContainers)
      if (readDragData(c.data.current)?.type === 'list') lists.set(id, c);
    return sortableKeyboardCoordinates(event, {
      ...args,
      context: { ...context, droppableContainers: lists },
    });
  }
  const rect = context.collisionRect;
  if (!step || !rect || !context.active) return undefined;
  event.preventDefault();
  const taskId = String(context.active.id);
  const x = rect.left + rect.width / 2;
  const y = rect.top + rect.height / 2;
  const columns = allColumns();
  const distance = (c: HTMLElement) => {
    const r = c.getBoundingClientRect();
    return Math.abs(r.left + r.width / 2 - x);
  };
  const [first, ...rest] = columns;
  if (!first) return undefined;
  const here = rest.reduce((best, c) => (distance(c) < distance(best) ? c : best), first);
  const index = insertionIndex(cardMiddles(here, taskId), y) + step.index;
  const target = columns[columns.indexOf(here) + step.list] ?? here;
  const middles = cardMiddles(target, taskId);
  const to = Math.max(0, Math.min(index, middles.length));
  const box = target.getBoundingClientRect();
  return {
    x: currentCoordinates.x + (box.left + box.width / 2 - x),
    y: currentCoordinates.y + (yForIndex(middles, to, emptyColumnY(target)) - y),
  };
};
