import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { ROLES, type Role } from '@relata/core';
import { useState, type FormEvent } from 'react';
import { useLeftFields } from '../../lib/form/useLeftFields';
import { FormSummary } from '../../ui/FormSummary';
import { EMPTY_INVITE_FORM, INVITE_FORM_ERROR, inviteEmailError } from './model/inviteForm';

/** Props of InviteDialog. */
export interface InviteDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Sends the invitation; resolves true when it was sent (the dialog then closes). */
  onInvite: (input: { email: string; role: Role }) => Promise<boolean>;
  sending: boolean;
}

const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: r }));

function isRole(value: string | null): value is Role {
  return ROLES.some((r) => r === value);
}

/** "Invite a Team Member": Invitee Email and Role (Viewer by default), Cancel and Invite User. */
export function InviteDialog({ opened, onClose, onInvite, sending }: InviteDialogProps) {
  const [values, setValues] = useState(EMPTY_INVITE_FORM);
  const [submitted, setSubmitted] = useState(false);
  const touched = useLeftFields<'email'>();
  const error = inviteEmailError(values.email);

  const close = () => {
    setValues(EMPTY_INVITE_FORM);
    setSubmitted(false);
    touched.forget();
    onClose();
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (error) return;
    if (await onInvite(values)) close();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Invite a Team Member"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <form onSubmit={(e) => void handleSubmit(e)} noValidate>
        <Stack gap="md">
          <TextInput
            label="Invitee Email"
            type="email"
            required
            data-autofocus
            value={values.email}
            onChange={(e) => {
              const email = e.currentTarget.value;
              setValues((v) => ({ ...v, email }));
            }}
            onBlur={() => touched.leave('email')}
            error={submitted || touched.left.has('email') ? error : undefined}
          />
          <Select
            label="Role"
            data={ROLE_OPTIONS}
            value={values.role}
            onChange={(role) => isRole(role) && setValues((v) => ({ ...v, role }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
          />
          {submitted && error && <FormSummary title={INVITE_FORM_ERROR} messages={[error]} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={sending}>
              Invite User
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
