import { Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { VERSION_DESCRIPTION_MAX, VERSION_NAME_MAX } from '@relata/core';
import { useEffect } from 'react';
import { useFormState } from '../../lib/form/useFormState';
import {
  EMPTY_VERSION_FORM,
  versionBody,
  versionFormErrors,
  type VersionFormValues,
} from './model/versionForm';

/** Props of VersionDialog. */
export interface VersionDialogProps {
  opened: boolean;
  title: string;
  submitLabel: string;
  /** The values the form opens with (a version's, when editing). */
  initial?: VersionFormValues;
  busy: boolean;
  onClose: () => void;
  /** Sends the trimmed values; resolves true when they were saved (the dialog then closes). */
  onSubmit: (values: VersionFormValues) => Promise<boolean>;
}

/** A version's name (required) and description (optional), with Cancel and a submit button. */
export function VersionDialog({
  opened,
  title,
  submitLabel,
  initial = EMPTY_VERSION_FORM,
  busy,
  onClose,
  onSubmit,
}: VersionDialogProps) {
  const form = useFormState<VersionFormValues>(initial, versionFormErrors);
  const { reset } = form;
  // Each opening starts from the given values with nothing touched.
  useEffect(() => {
    if (opened) reset(initial);
    // The values are read when the dialog opens only: a live rename must not wipe what is typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const handleSubmit = form.handleSubmit((values) => {
    void onSubmit(versionBody(values)).then((saved) => saved && onClose());
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
            maxLength={VERSION_NAME_MAX}
            {...form.textProps('name')}
          />
          <Textarea
            label="Description"
            description={`${form.values.description.length} / ${VERSION_DESCRIPTION_MAX}`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            styles={{ description: { textAlign: 'right', marginTop: 4 } }}
            maxLength={VERSION_DESCRIPTION_MAX}
            autosize
            minRows={3}
            maxRows={8}
            value={form.values.description}
            onChange={(e) => form.setValue('description', e.currentTarget.value)}
            error={form.visibleErrors.description}
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
