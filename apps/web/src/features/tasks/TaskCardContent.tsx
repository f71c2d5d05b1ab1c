import { VisuallyHidden } from '@mantine/core';
import type { Task } from '@relata/core';
import { IconAlignLeft, IconArchive, IconCalendar, IconCircleCheck } from '@tabler/icons-react';
import { memo } from 'react';
import classes from './Board.module.css';
import { formatDueDate, isOverdue, localToday } from './model/dueDate';
import { TagChip } from './TagChip';

/** Props of TaskCardContent. */
export interface TaskCardContentProps {
  task: Task;
}

/**
 * What a task card shows (spec 2 §2): the name and the coloured tag chips, and small marks for a
 * description, a due date, completion and archiving. Memoised: it renders again only when its
 * task changed, never because a drag moved over the board.
 */
export const TaskCardContent = memo(function TaskCardContent({ task }: TaskCardContentProps) {
  const overdue = isOverdue(task, localToday());
  const marks = task.completed || task.is_archived || task.due_date || task.description;
  return (
    <>
      <span
        className={task.completed ? `${classes.cardName} ${classes.completed}` : classes.cardName}
      >
        {task.name}
      </span>
      {(task.tags.length > 0 || marks) && (
        <span className={classes.meta}>
          {task.tags.map((tag) => (
            <TagChip key={tag.id} tag={tag} />
          ))}
          {task.completed && (
            <span className={classes.metaText}>
              <IconCircleCheck size={14} aria-hidden="true" />
              <VisuallyHidden>Completed</VisuallyHidden>
            </span>
          )}
          {task.due_date && (
            <span
              className={classes.metaText}
              style={overdue ? { color: 'var(--relata-error)' } : undefined}
            >
              <IconCalendar size={14} aria-hidden="true" />
              <VisuallyHidden>{overdue ? 'Overdue, due' : 'Due'}</VisuallyHidden>
              {formatDueDate(task.due_date)}
            </span>
          )}
          {task.description && (
            <span className={classes.metaText}>
              <IconAlignLeft size={14} aria-hidden="true" />
              <VisuallyHidden>Has a description</VisuallyHidden>
            </span>
          )}
          {task.is_archived && (
            <span className={classes.metaText}>
              <IconArchive size={14} aria-hidden="true" />
              Archived
            </span>
          )}
        </span>
      )}
    </>
  );
});
