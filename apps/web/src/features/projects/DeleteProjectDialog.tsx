import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

/** Props of DeleteProjectDialog. */
export interface DeleteProjectDialogProps {
  opened: boolean;
  projectName: string;
  deleting: boolean;
  onClose: () => void;
  onDelete: (typedName: string) => void;
}

/** Deleting a project asks for its name, typed exactly (spec 2 §5). */
export function DeleteProjectDialog({
  opened,
  projectName,
  deleting,
  onClose,
  onDelete,
}: DeleteProjectDialogProps) {
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === projectName;
  const close = () => {
    setTyped('');
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Delete Project"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (matches) onDelete(typed.trim());
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            This deletes the project with its diagram, tasks, wireframes and settings for every
            member. It cannot be undone.
          </Text>
          <TextInput
            label={
              <>
                Type <b>{projectName}</b> to confirm
              </>
            }
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red" disabled={!matches} loading={deleting}>
              Delete Project
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
