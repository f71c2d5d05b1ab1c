import { ActionIcon, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { Tag } from '@relata/core';
import { IconTrash } from '@tabler/icons-react';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { confirm } from '../../lib/confirm/confirmStore';
import { toast } from '../../lib/toast/toast';
import { checkTagEdit, deleteTagMessage, tagUsage } from './model/tagEdit';
import { TagChip } from './TagChip';
import { TagColorInput } from './TagColorInput';
import { useTags, useTasks } from './useBoardQueries';
import { useDeleteTag, useUpdateTag } from './useTagMutations';

/** Props of ManageTagsDialog. */
export interface ManageTagsDialogProps {
  projectId: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * The project's tags, each renamed in place, recoloured and deleted (after a question naming it
 * and how many tasks carry it). Opened from the board's toolbar by Editors and Admins; others'
 * changes show here and on the cards live through the board's channel.
 */
export function ManageTagsDialog({ projectId, opened, onClose }: ManageTagsDialogProps) {
  const tags = useTags(projectId).data ?? [];
  const tasks = useTasks(projectId).data;
  const usage = useMemo(() => tagUsage(tasks ?? []), [tasks]);
  const { mutate: update } = useUpdateTag(projectId);
  const { mutate: remove } = useDeleteTag(projectId);

  const save = (tag: Tag, edit: { name?: string; color?: string }) => {
    const checked = checkTagEdit(tag, edit);
    if (!checked.ok) toast.show({ title: 'Error', message: checked.message, type: 'error' });
    else if (checked.patch) update({ tag, patch: checked.patch });
  };

  const handleDelete = async (tag: Tag) => {
    const ok = await confirm({
      kind: 'delete',
      title: 'Delete Tag',
      message: deleteTagMessage(tag, usage.get(tag.id) ?? 0),
      confirmLabel: 'Delete Tag',
    });
    if (ok) remove(tag);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Manage tags"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      // The board never scrolls the page; locking it would lay out every card again.
      lockScroll={false}
    >
      {tags.length === 0 ? (
        <Text c="dimmed">No tags yet. Create one in a task&apos;s Edit dialog.</Text>
      ) : (
        <Stack component="ul" aria-label="Tags of the project" gap="md" p={0} m={0}>
          {tags.map((tag) => (
            <TagRow
              key={tag.id}
              tag={tag}
              taskCount={usage.get(tag.id) ?? 0}
              onSave={(edit) => save(tag, edit)}
              onDelete={() => void handleDelete(tag)}
            />
          ))}
        </Stack>
      )}
    </Modal>
  );
}

interface TagRowProps {
  tag: Tag;
  taskCount: number;
  onSave: (edit: { name?: string; color?: string }) => void;
  onDelete: () => void;
}

/** One tag: its name field, its colour field, its delete button and a preview of its chip. */
function TagRow({ tag, taskCount, onSave, onDelete }: TagRowProps) {
  // A field shows the saved value (live) unless the person is changing it.
  const [name, setName] = useState<string | null>(null);
  const [color, setColor] = useState<string | null>(null);
  // Typed colours save on Enter or when leaving the field, not at each valid prefix ("#123...").
  const typed = useRef(false);

  const saveName = () => {
    if (name !== null) onSave({ name });
    setName(null);
  };
  const saveColor = (value: string | null) => {
    typed.current = false;
    if (value !== null) onSave({ color: value });
    setColor(null);
  };

  // Enter saves; the first Escape puts a changed value back, the next closes the dialog.
  const handleNameKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') saveName();
    if (event.key === 'Escape' && name !== null) {
      event.stopPropagation();
      setName(null);
    }
  };
  const handleColorKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') saveColor(color);
    else if (event.key === 'Escape' && color !== null) {
      event.stopPropagation();
      typed.current = false;
      setColor(null);
    } else if (event.key.length === 1 || event.key === 'Backspace' || event.key === 'Delete')
      typed.current = true;
  };

  const uses = taskCount === 1 ? '1 task' : `${taskCount} tasks`;
  return (
    <li style={{ listStyle: 'none' }}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          label="Name"
          aria-label={`Name of tag ${tag.name}`}
          maxLength={50}
          value={name ?? tag.name}
          onChange={(e) => setName(e.currentTarget.value)}
          onBlur={saveName}
          onKeyDown={handleNameKey}
          style={{ flex: '1 1 160px' }}
        />
        <TagColorInput
          label="Colour"
          aria-label={`Colour of tag ${tag.name}`}
          value={color ?? tag.color}
          onChange={setColor}
          onChangeEnd={(value) => {
            if (!typed.current) saveColor(value);
          }}
          onBlur={() => {
            if (color !== null) saveColor(color);
          }}
          onKeyDown={handleColorKey}
          style={{ flex: '0 1 140px' }}
        />
      </Group>
      <Group gap="xs" mt={4} justify="space-between" wrap="nowrap">
        <Group gap="xs" style={{ minWidth: 0 }}>
          <TagChip tag={{ name: name ?? tag.name, color: color ?? tag.color }} />
          <Text size="xs" c="dimmed">
            Used by {uses}
          </Text>
        </Group>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={`Delete tag ${tag.name}`}
          onClick={onDelete}
        >
          <IconTrash size={18} aria-hidden="true" />
        </ActionIcon>
      </Group>
    </li>
  );
}
