import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useStore } from 'zustand';
import {
  confirmButtons,
  confirmStore,
  settleConfirm,
  type PendingConfirm,
} from '../../lib/confirm/confirmStore';

/**
 * Shows the questions asked through `confirm()` one at a time (spec 1 §2): leave, delete and
 * plain confirm. Escape, the close button and a click outside answer "no" unless not closable.
 */
export function ConfirmDialog() {
  const current = useStore(confirmStore, (s) => s.queue[0]);
  // Keep the last question on screen while the dialog plays its closing transition.
  const [shown, setShown] = useState<PendingConfirm | undefined>(current);
  if (current && current !== shown) setShown(current);
  if (!shown) return null;

  const closable = shown.closable !== false;
  const buttons = confirmButtons(shown.kind, shown.confirmLabel);
  const answer = (confirmed: boolean) => settleConfirm(shown.id, confirmed);
  return (
    <Modal
      opened={current !== undefined}
      onClose={() => closable && answer(false)}
      title={shown.title}
      closeOnEscape={closable}
      closeOnClickOutside={closable}
      withCloseButton={closable}
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      centered
    >
      <Text size="sm">{shown.message}</Text>
      <Group justify="flex-end" mt="lg">
        {buttons.cancel && (
          <Button variant="default" onClick={() => answer(false)} data-autofocus>
            {buttons.cancel}
          </Button>
        )}
        <Button
          color={buttons.danger ? 'red' : undefined}
          onClick={() => answer(true)}
          data-autofocus={buttons.cancel ? undefined : true}
        >
          {buttons.confirm}
        </Button>
      </Group>
    </Modal>
  );
}
