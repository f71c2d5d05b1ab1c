import { Title, VisuallyHidden } from '@mantine/core';
import type { TaskList } from '@relata/core';
import type { ReactNode } from 'react';
import classes from './Board.module.css';
import { ListMenu } from './ListMenu';
import { ListNameInput } from './ListNameInput';

/** Props of ListHeader. */
export interface ListHeaderProps {
  list: TaskList;
  /** How many tasks the list shows. */
  taskCount: number;
  /** For editors: the grip, the editable name and the menu; Viewers see the name only. */
  editing: { grip: ReactNode; onAddTask: () => void; onDelete: () => void } | null;
  autoFocusName?: boolean;
}

/** A list's header: drag grip, name (editable in place), task count and the more menu. */
export function ListHeader({ list, taskCount, editing, autoFocusName }: ListHeaderProps) {
  const count = (
    <span className={classes.count}>
      {taskCount}
      <VisuallyHidden>{taskCount === 1 ? ' task' : ' tasks'}</VisuallyHidden>
    </span>
  );
  if (!editing) {
    return (
      <div className={classes.header}>
        <Title order={2} className={classes.listTitle}>
          {list.name}
        </Title>
        {count}
      </div>
    );
  }
  return (
    <div className={classes.header}>
      {editing.grip}
      <ListNameInput list={list} autoFocus={autoFocusName} />
      {count}
      <ListMenu listName={list.name} onAddTask={editing.onAddTask} onDelete={editing.onDelete} />
    </div>
  );
}
