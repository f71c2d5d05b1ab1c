import { Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { DELETE_ACCOUNT_CONFIRMATION } from '@relata/core';
import { useState } from 'react';
import { useDeleteAccount } from './useDeleteAccount';

/** Account deletion behind typing DELETE_ACCOUNT (spec 1 §5, §8). */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const close = () => {
    if (remove.isPending) return;
    setOpen(false);
    setTyped('');
  };

  return (
    <Paper withBorder radius="md" p="md" style={{ borderColor: 'var(--relata-error)' }}>
      <Stack gap="xs">
        <Title order={3} size="h4">
          Delete account
        </Title>
        <Text size="sm" c="dimmed">
          Deletes your profile, your avatar and your memberships. Projects where you are the only
          member are deleted too. This cannot be undone.
        </Text>
        <Group>
          <Button color="red" onClick={() => setOpen(true)}>
            Delete Account
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={open}
        onClose={close}
        title="Delete account"
        centered
        closeButtonProps={{ 'aria-label': 'Close dialog' }}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (typed === DELETE_ACCOUNT_CONFIRMATION) remove.mutate();
          }}
        >
          <Stack gap="md">
            <Text size="sm">
              Your account, profile and avatar are deleted for good. This cannot be undone.
            </Text>
            <TextInput
              label={`Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              autoComplete="off"
              spellCheck={false}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={remove.isPending}>
                Cancel
              </Button>
              <Button
                type="submit"
                color="red"
                disabled={typed !== DELETE_ACCOUNT_CONFIRMATION}
                loading={remove.isPending}
              >
                Delete Account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
