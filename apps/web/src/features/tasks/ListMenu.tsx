import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconPlus, IconTrash } from '@tabler/icons-react';

/** Props of ListMenu. */
export interface ListMenuProps {
  listName: string;
  onAddTask: () => void;
  onDelete: () => void;
}

/** The more menu of a list (spec 2 §2): Add Task and Delete List. */
export function ListMenu({ listName, onAddTask, onDelete }: ListMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`More actions for list ${listName}`}>
          <IconDots size={18} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={onAddTask}>
          Add Task
        </Menu.Item>
        <Menu.Item
          color="var(--relata-error)"
          leftSection={<IconTrash size={16} aria-hidden="true" />}
          onClick={onDelete}
        >
          Delete List
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
