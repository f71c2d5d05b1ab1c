import { DragOverlay } from '@dnd-kit/core';
import { Text } from '@mantine/core';
import type { Task, TaskList } from '@relata/core';
import { createPortal } from 'react-dom';
import classes from './Board.module.css';
import { TaskCardContent } from './TaskCardContent';

/** Props of BoardDragOverlay. */
export interface BoardDragOverlayProps {
  task: Task | undefined;
  list: TaskList | undefined;
  listTaskCount: number;
}

/**
 * What follows the pointer during a drag: a copy of the card, or a compact stand-in for a list
 * (cheaper than a copy of its cards). In a portal, so no scrolling list clips it.
 */
export function BoardDragOverlay({ task, list, listTaskCount }: BoardDragOverlayProps) {
  return createPortal(
    <DragOverlay>
      {task ? (
        <div className={`${classes.card} ${classes.overlay}`}>
          <TaskCardContent task={task} />
        </div>
      ) : list ? (
        <div className={classes.listPreview}>
          <Text fw={650}>{list.name}</Text>
          <Text size="xs" c="dimmed">
            {listTaskCount === 1 ? '1 task' : `${listTaskCount} tasks`}
          </Text>
        </div>
      ) : null}
    </DragOverlay>,
    document.body,
  );
}
