import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { ActionIcon, Button } from '@mantine/core';
import type { Task, TaskList } from '@relata/core';
import { IconGripVertical, IconPlus } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { AddTaskForm } from './AddTaskForm';
import classes from './Board.module.css';
import { useBoardActions } from './boardActions';
import { ListHeader } from './ListHeader';
import { TaskListBody } from './TaskListBody';
import { TemplateMenu } from './TemplateMenu';

/** Props of ListColumnContent. */
export interface ListColumnContentProps {
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
  /** What makes the grip the list's drag handle (dnd-kit keeps them the same between drags). */
  gripAttributes: DraggableAttributes;
  gripListeners: DraggableSyntheticListeners;
  gripRef: (element: HTMLElement | null) => void;
}

/**
 * What a list shows (spec 2 §2): header, cards, and for editors the "Add Task" button with the
 * templates icon or the inline create form. Memoised apart from the list's sortable wrapper, so a
 * drag moving over other items does not render the headers and menus of every list again.
 */
export const ListColumnContent = memo(function ListColumnContent({
  list,
  tasks,
  taskCount,
  canEdit,
  filtered,
  isNew,
  dropLineTop,
  gripAttributes,
  gripListeners,
  gripRef,
}: ListColumnContentProps) {
  const actions = useBoardActions();
  const [adding, setAdding] = useState(false);
  const editing = canEdit
    ? {
        grip: (
          <ActionIcon
            ref={gripRef}
            variant="subtle"
            color="gray"
            className={classes.handle}
            {...gripAttributes}
            {...gripListeners}
            aria-roledescription="draggable list"
            aria-label={`Move list ${list.name}`}
          >
            <IconGripVertical size={16} aria-hidden="true" />
          </ActionIcon>
        ),
        onAddTask: () => setAdding(true),
        onDelete: () => actions.deleteList(list, taskCount),
      }
    : null;

  return (
    <>
      <ListHeader list={list} taskCount={tasks.length} editing={editing} autoFocusName={isNew} />
      <TaskListBody
        listId={list.id}
        tasks={tasks}
        canEdit={canEdit}
        filtered={filtered}
        dropLineTop={dropLineTop}
      />
      {canEdit &&
        (adding ? (
          <AddTaskForm
            listName={list.name}
            onCreate={(name) => actions.createTask(list.id, name)}
            onClose={() => setAdding(false)}
          />
        ) : (
          <div className={classes.footer}>
            <Button
              variant="subtle"
              color="gray"
              className={classes.addTask}
              justify="flex-start"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => setAdding(true)}
            >
              Add Task
            </Button>
            <TemplateMenu
              listName={list.name}
              onPick={(template) => actions.createFromTemplate(list.id, template)}
            />
          </div>
        ))}
    </>
  );
});
