import type { Task } from '@relata/core';
import { memo } from 'react';
import classes from './Board.module.css';
import { useBoardActions } from './boardActions';
import { isPending } from './model/boardCache';
import { TaskCardContent } from './TaskCardContent';

/** Props of StaticTaskCard. */
export interface StaticTaskCardProps {
  task: Task;
}

/**
 * A task card that cannot be dragged: for Viewers, who can still open it to read it, and for a
 * task the server has not confirmed yet, which waits.
 */
export const StaticTaskCard = memo(function StaticTaskCard({ task }: StaticTaskCardProps) {
  const { openTask } = useBoardActions();
  const pending = isPending(task);
  return (
    <button
      type="button"
      className={`${classes.card} ${pending ? classes.pending : ''}`}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      data-task-id={task.id}
      onClick={() => !pending && openTask(task.id)}
    >
      <TaskCardContent task={task} />
    </button>
  );
});
