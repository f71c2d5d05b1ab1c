import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { SAVED_QUERY_NAME_MAX, SAVED_QUERY_NAME_REQUIRED } from '@relata/core';
import { useEffect } from 'react';
import { useFormState } from '../../lib/form/useFormState';

type NameForm = { name: string };

/** The name's message by core's contract: required, at most SAVED_QUERY_NAME_MAX characters. */
function nameErrors(values: NameForm): Partial<Record<'name', string>> {
  const name = values.name.trim();
  if (name === '') return { name: SAVED_QUERY_NAME_REQUIRED };
  if (name.length > SAVED_QUERY_NAME_MAX)
    return { name: `Query name must be at most ${SAVED_QUERY_NAME_MAX} characters` };
  return {};
}

/** Props of QueryNameDialog. */
export interface QueryNameDialogProps {
  opened: boolean;
  title: string;
  submitLabel: string;
  initialName: string;
  busy: boolean;
  onClose: () => void;
  /** Sends the trimmed name; resolves true when it was saved (the dialog then closes). */
  onSubmit: (name: string) => Promise<boolean>;
}

/** A saved query's name (Save query, Rename query), with Cancel and a submit button. */
export function QueryNameDialog({
  opened,
  title,
  submitLabel,
  initialName,
  busy,
  onClose,
  onSubmit,
}: QueryNameDialogProps) {
  const form = useFormState<NameForm>({ name: initialName }, nameErrors);
  const { reset } = form;
  useEffect(() => {
    if (opened) reset({ name: initialName });
    // Read when the dialog opens only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);
  const handleSubmit = form.handleSubmit((values) => {
    void onSubmit(values.name.trim()).then((saved) => saved && onClose());
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            required
            data-autofocus
            maxLength={SAVED_QUERY_NAME_MAX}
            {...form.textProps('name')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
