import type { Task } from '@relata/core';
import { memo } from 'react';
import classes from './Board.module.css';
import { CardsDropArea } from './CardsDropArea';
import { DraggableTaskCard } from './DraggableTaskCard';
import { isPending } from './model/boardCache';
import { StaticTaskCard } from './StaticTaskCard';

/** Props of TaskListBody. */
export interface TaskListBodyProps {
  listId: string;
  tasks: readonly Task[];
  canEdit: boolean;
  /** A search or filter is on: an empty list then says "No matching tasks". */
  filtered: boolean;
  /** Where a task dragged over this list would land (offset in the scrolling cards), if any. */
  dropLineTop: number | null;
}

/**
 * The cards of one list in a scrolling column, draggable for editors, with the drop line while a
 * task is dragged over the list. Memoised on its task array, which the board keeps the same while
 * the list is unchanged.
 */
export const TaskListBody = memo(function TaskListBody({
  listId,
  tasks,
  canEdit,
  filtered,
  dropLineTop,
}: TaskListBodyProps) {
  return (
    <div className={classes.body} data-cards-scroller>
      <CardsDropArea listId={listId}>
        {tasks.map((task) => (
          <div key={task.id} role="listitem">
            {canEdit && !isPending(task) ? (
              <DraggableTaskCard task={task} listId={listId} />
            ) : (
              <StaticTaskCard task={task} />
            )}
          </div>
        ))}
      </CardsDropArea>
      {tasks.length === 0 && (
        <p className={classes.empty}>{filtered ? 'No matching tasks' : 'No tasks yet'}</p>
      )}
      {dropLineTop !== null && (
        <div className={classes.dropLine} style={{ top: dropLineTop }} aria-hidden="true" />
      )}
    </div>
  );
});
