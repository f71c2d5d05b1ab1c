import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { Task } from '@relata/core';
import { IconCalendar } from '@tabler/icons-react';
import { formatDueDate } from './model/dueDate';
import { TagChip } from './TagChip';

/** Props of TaskDetails. */
export interface TaskDetailsProps {
  task: Task;
  listName: string;
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onClose: () => void;
}

/**
 * The view mode of the task dialog (spec 2 §2): the description, or "No description provided.",
 * with Edit, Delete and Close (Viewers get Close only). The name is the dialog's title.
 */
export function TaskDetails({
  task,
  listName,
  canEdit,
  onEdit,
  onDelete,
  onClose,
}: TaskDetailsProps) {
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          In list {listName}
        </Text>
        <Badge variant="light" color={task.completed ? 'green' : 'gray'}>
          {task.completed ? 'Completed' : 'Open'}
        </Badge>
        {task.is_archived && (
          <Badge variant="light" color="gray">
            Archived
          </Badge>
        )}
        {task.due_date && (
          <Badge
            variant="light"
            color="gray"
            leftSection={<IconCalendar size={12} aria-hidden="true" />}
          >
            Due {formatDueDate(task.due_date)}
          </Badge>
        )}
      </Group>
      {task.tags.length > 0 && (
        <Group gap={6} aria-label="Tags" role="list">
          {task.tags.map((tag) => (
            <span key={tag.id} role="listitem">
              <TagChip tag={tag} />
            </span>
          ))}
        </Group>
      )}
      <Text
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        c={task.description ? undefined : 'dimmed'}
      >
        {task.description || 'No description provided.'}
      </Text>
      <Group justify="flex-end" gap="sm">
        {canEdit && (
          <>
            <Button variant="default" color="red" onClick={onDelete}>
              Delete
            </Button>
            <Button variant="default" onClick={onEdit}>
              Edit
            </Button>
          </>
        )}
        <Button onClick={onClose} data-autofocus>
          Close
        </Button>
      </Group>
    </Stack>
  );
}
