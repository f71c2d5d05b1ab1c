import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import classes from './Board.module.css';

/** Props of AddListButton. */
export interface AddListButtonProps {
  adding: boolean;
  onAdd: () => void;
}

/** "Add List" at the end of the board (spec 2 §2): a "New List" after the last one. */
export function AddListButton({ adding, onAdd }: AddListButtonProps) {
  return (
    <Button
      variant="default"
      className={classes.addList}
      justify="flex-start"
      leftSection={<IconPlus size={16} aria-hidden="true" />}
      loading={adding}
      onClick={onAdd}
    >
      Add List
    </Button>
  );
}
