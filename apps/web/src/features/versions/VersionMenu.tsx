import { ActionIcon, Menu } from '@mantine/core';
import type { VersionSummary } from '@relata/core';
import { IconDots, IconPencil, IconPin, IconPinnedOff, IconTrash } from '@tabler/icons-react';
import type { VersionRights } from './model/versionRights';

/** Props of VersionMenu. */
export interface VersionMenuProps {
  version: VersionSummary;
  rights: VersionRights;
  onEdit: () => void;
  onTogglePin: () => void;
  onDelete: () => void;
}

/**
 * A version's other writes: edit its name and description and pin or unpin an automatic one
 * (Editors and Admins), delete it (Admins).
 */
export function VersionMenu({ version, rights, onEdit, onTogglePin, onDelete }: VersionMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${version.name}`}>
          <IconDots size={16} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {rights.write && (
          <Menu.Item leftSection={<IconPencil size={14} aria-hidden="true" />} onClick={onEdit}>
            Edit details
          </Menu.Item>
        )}
        {rights.write && version.automatic && (
          <Menu.Item
            leftSection={
              version.pinned ? (
                <IconPinnedOff size={14} aria-hidden="true" />
              ) : (
                <IconPin size={14} aria-hidden="true" />
              )
            }
            onClick={onTogglePin}
          >
            {version.pinned ? 'Unpin' : 'Pin'}
          </Menu.Item>
        )}
        {rights.remove && (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            onClick={onDelete}
          >
            Delete
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
