import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Task, TaskList } from '@relata/core';
import { memo } from 'react';
import classes from './Board.module.css';
import { ListColumnContent } from './ListColumnContent';

/** Props of TaskListColumn. */
export interface TaskListColumnProps {
  list: TaskList;
  /** The list's shown tasks in order. */
  tasks: readonly Task[];
  /** How many tasks the list holds, shown or not (said when deleting it). */
  taskCount: number;
  canEdit: boolean;
  filtered: boolean;
  /** Focus the name, for a list just added. */
  isNew: boolean;
  /** Where a task dragged over this list would land, if one is. */
  dropLineTop: number | null;
}

/**
 * One list of the board: the list's sortable node, which is also the drop target for tasks moved
 * onto it. It renders again whenever the drag target changes (dnd-kit's context), so it holds
 * nothing but the wrapper; the content is memoised apart.
 */
export const TaskListColumn = memo(function TaskListColumn(props: TaskListColumnProps) {
  const { list, canEdit } = props;
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: list.id, data: { type: 'list' }, disabled: !canEdit });
  return (
    <section
      ref={setNodeRef}
      className={`${classes.column} ${isDragging ? classes.columnDragging : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      aria-label={`List ${list.name}`}
      data-list-id={list.id}
    >
      <ListColumnContent
        {...props}
        gripAttributes={attributes}
        gripListeners={listeners}
        gripRef={setActivatorNodeRef}
      />
    </section>
  );
});
