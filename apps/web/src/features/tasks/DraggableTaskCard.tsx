import { useDraggable } from '@dnd-kit/core';
import type { Task } from '@relata/core';
import { memo } from 'react';
import classes from './Board.module.css';
import { useBoardActions } from './boardActions';
import { TaskCardContent } from './TaskCardContent';

/** Props of DraggableTaskCard. */
export interface DraggableTaskCardProps {
  task: Task;
  listId: string;
}

/**
 * A task card an editor can drag (after 5 px, a 300 ms touch hold, or Space from the keyboard)
 * and click or press Enter to open. Only the lists are drop targets (the place within a list
 * follows the pointer), so cards render again only when a drag enters another list; the card's
 * content is memoised apart from this wrapper.
 */
export const DraggableTaskCard = memo(function DraggableTaskCard({
  task,
  listId,
}: DraggableTaskCardProps) {
  const { openTask } = useBoardActions();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: task.id,
    data: { type: 'task', listId },
  });
  return (
    <button
      type="button"
      ref={setNodeRef}
      className={`${classes.card} ${classes.draggable} ${isDragging ? classes.placeholder : ''}`}
      {...attributes}
      {...listeners}
      aria-roledescription="draggable task"
      data-task-id={task.id}
      onClick={() => openTask(task.id)}
    >
      <TaskCardContent task={task} />
    </button>
  );
});
