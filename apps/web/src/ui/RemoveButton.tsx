import { ActionIcon } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** Props of RemoveButton. */
export interface RemoveButtonProps {
  /** The accessible name, saying what is removed: "Remove Grace Hopper". */
  label: string;
  onClick: () => void;
  size?: number;
}

/** The red trash button of a table row (members, invitations, default columns). */
export function RemoveButton({ label, onClick, size = 18 }: RemoveButtonProps) {
  return (
    <ActionIcon variant="subtle" color="red" onClick={onClick} aria-label={label}>
      <IconTrash size={size} aria-hidden="true" />
    </ActionIcon>
  );
}
