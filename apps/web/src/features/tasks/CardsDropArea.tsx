import { useDroppable } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import classes from './Board.module.css';
import { cardsDropId } from './model/dragRules';

/** Props of CardsDropArea. */
export interface CardsDropAreaProps {
  listId: string;
  children: ReactNode;
}

/**
 * The list of a column's cards and the drop target for tasks. It renders again when a drag
 * enters another list; its children are made by the memoised body, so they do not.
 */
export function CardsDropArea({ listId, children }: CardsDropAreaProps) {
  const { setNodeRef } = useDroppable({ id: cardsDropId(listId), data: { type: 'cards', listId } });
  return (
    <div ref={setNodeRef} className={classes.cards} role="list" aria-label="Tasks">
      {children}
    </div>
  );
}
