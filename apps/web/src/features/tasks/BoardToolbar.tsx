import { Button, Group, Switch, TextInput, Title } from '@mantine/core';
import { IconSearch, IconTags } from '@tabler/icons-react';
import classes from './Board.module.css';

/** Props of BoardToolbar. */
export interface BoardToolbarProps {
  query: string;
  onQueryChange: (query: string) => void;
  showArchived: boolean;
  onShowArchivedChange: (show: boolean) => void;
  /** Opens the tag manager; absent for Viewers, who see no "Manage tags" button. */
  onManageTags?: (() => void) | undefined;
}

/**
 * The board's title "Tasks", the "Search Items" box, the switch that shows archived tasks and,
 * for Editors and Admins, "Manage tags".
 */
export function BoardToolbar({
  query,
  onQueryChange,
  showArchived,
  onShowArchivedChange,
  onManageTags,
}: BoardToolbarProps) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Title order={1}>Tasks</Title>
      <Group gap="md" wrap="wrap" style={{ flex: '1 1 auto', justifyContent: 'flex-end' }}>
        {onManageTags && (
          <Button
            variant="default"
            leftSection={<IconTags size={16} aria-hidden="true" />}
            onClick={onManageTags}
          >
            Manage tags
          </Button>
        )}
        <Switch
          label="Show archived"
          checked={showArchived}
          onChange={(e) => onShowArchivedChange(e.currentTarget.checked)}
        />
        <TextInput
          className={classes.search}
          placeholder="Search Items"
          aria-label="Search Items"
          type="search"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={query}
          onChange={(e) => onQueryChange(e.currentTarget.value)}
        />
      </Group>
    </Group>
  );
}
