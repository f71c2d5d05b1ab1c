import { closestCenter, pointerWithin, type CollisionDetection } from '@dnd-kit/core';
import { cardsDropId, readDragData } from '../model/dragRules';

/**
 * Which list a dragged list or task is over. A list is over the list whose centre is nearest; a
 * task over the cards of the list under the pointer, or (from the keyboard, or between lists) of
 * the nearest one. The place within a list is not a collision: it follows the dragged card's
 * middle (`useBoardDrag`), so the cards render again only when the drag enters another list.
 */
export const boardCollisions: CollisionDetection = (args) => {
  const lists = args.droppableContainers.filter(
    (c) => readDragData(c.data.current)?.type === 'list',
  );
  const within = { ...args, droppableContainers: lists };
  if (readDragData(args.active.data.current)?.type !== 'task') return closestCenter(within);
  const underPointer = args.pointerCoordinates ? pointerWithin(within) : [];
  const list = underPointer[0] ?? closestCenter(within)[0];
  // Over the list's cards: their scroller is then among the ancestors dnd-kit scrolls.
  return list ? [{ id: cardsDropId(String(list.id)) }] : [];
};
