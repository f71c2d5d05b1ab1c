import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  PasswordInput,
  Select,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { LIVE_DB_ENGINES, LIVE_DB_NAME_MAX, type LiveDbConnection } from '@relata/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api/ApiError';
import { labelServerMessage, type FieldErrors } from '../../lib/form/fieldErrors';
import { useFormState, type FormState } from '../../lib/form/useFormState';
import { liveConnectionsApi, liveConnectionsKey } from '../../lib/project/liveConnectionsApi';
import { showApiError, toast } from '../../lib/toast/toast';
import {
  defaultPort,
  EMPTY_LIVE_CONNECTION_FORM,
  isLiveDbEngine,
  LIVE_CONNECTION_LABELS,
  LIVE_DB_ENGINE_LABELS,
  liveConnectionBody,
  liveConnectionErrors,
  liveConnectionForm,
  liveConnectionPatch,
  type LiveConnectionField,
  type LiveConnectionFormValues,
} from './model/liveConnectionForm';

const ENGINE_OPTIONS = LIVE_DB_ENGINES.map((value) => ({
  value,
  label: LIVE_DB_ENGINE_LABELS[value],
}));

/** The server's per-field messages of a failed request, for the form's fields, labelled. */
function fieldsOf(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!(error instanceof ApiError)) return errors;
  for (const [key, message] of Object.entries(error.fields ?? {})) {
    const label = LIVE_CONNECTION_LABELS[key];
    if (label !== undefined) errors[key] = labelServerMessage(label, message);
  }
  return errors;
}

/** Props of LiveConnectionDialog. */
export interface LiveConnectionDialogProps {
  projectId: string;
  /** The connection to change; none to add one. */
  connection: LiveDbConnection | undefined;
  onClose: () => void;
}

/** What the last Test answered, as the dialog shows it. */
type TestOutcome = { ok: boolean; message: string };

/** The server's messages on the details it was sent: per field, and the Test's outcome. */
interface ServerWord {
  values: LiveConnectionFormValues;
  errors: FieldErrors;
  outcome?: TestOutcome;
}

/**
 * Adds or changes a live database connection (Admins, issue 38 item 1c): the fields its engine
 * needs, Test to try them before saving, and the server's messages under the fields.
 */
export function LiveConnectionDialog({
  projectId,
  connection,
  onClose,
}: LiveConnectionDialogProps) {
  const queryClient = useQueryClient();
  const form = useFormState<LiveConnectionFormValues>(
    connection ? liveConnectionForm(connection) : EMPTY_LIVE_CONNECTION_FORM,
    liveConnectionErrors,
  );
  // What the server last said of the details it was sent; stale once any detail changes.
  const [said, setSaid] = useState<ServerWord>();
  const current = said?.values === form.values ? said : undefined;
  const serverErrors: FieldErrors = current?.errors ?? {};
  const outcome = current?.outcome;

  const save = useMutation({
    mutationFn: (values: LiveConnectionFormValues) =>
      connection
        ? liveConnectionsApi.update(projectId, connection.id, liveConnectionPatch(values))
        : liveConnectionsApi.create(projectId, liveConnectionBody(values)),
    meta: { errorToast: false },
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: liveConnectionsKey(projectId) });
      toast.show({ title: 'Success', message: `The connection “${saved.name}” was saved.` });
      onClose();
    },
    onError: (error, values) => {
      const errors = fieldsOf(error);
      // A message for no field of the form (or none at all) is shown as the app shows errors.
      if (Object.keys(errors).length > 0) setSaid({ values, errors });
      else showApiError(error);
    },
  });
  const test = useMutation({
    mutationFn: (values: LiveConnectionFormValues) =>
      liveConnectionsApi.test(projectId, liveConnectionBody(values)),
    meta: { errorToast: false },
    onSuccess: (answer, values) => {
      const engine = isLiveDbEngine(answer.engine)
        ? LIVE_DB_ENGINE_LABELS[answer.engine]
        : answer.engine;
      const message = `Connected to ${engine} ${answer.version}.`;
      setSaid({ values, errors: {}, outcome: { ok: true, message } });
    },
    onError: (error, values) => {
      const message = errorMessage(error) || 'The connection failed.';
      setSaid({ values, errors: fieldsOf(error), outcome: { ok: false, message } });
    },
  });

  const sqlite = form.values.engine === 'sqlite';
  const keepsPassword = connection?.has_password === true;
  const field = (key: LiveConnectionField) => {
    const props = form.textProps(key);
    return { ...props, error: props.error ?? serverErrors[key] };
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={connection ? 'Edit connection' : 'Add connection'}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            required
            data-autofocus
            maxLength={LIVE_DB_NAME_MAX}
            {...field('name')}
          />
          <Select
            label="Engine"
            data={ENGINE_OPTIONS}
            value={form.values.engine}
            onChange={(v) => isLiveDbEngine(v) && form.setValue('engine', v)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
          />
          {sqlite ? (
            <TextInput
              label="File"
              description="The database file’s path on the server, in a folder the operator allows."
              required
              {...field('file')}
            />
          ) : (
            <ServerFields form={form} field={field} keepsPassword={keepsPassword} />
          )}
          {outcome && (
            <Alert
              color={outcome.ok ? 'green' : 'red'}
              role={outcome.ok ? 'status' : 'alert'}
              title={outcome.ok ? 'Test passed' : 'Test failed'}
            >
              {outcome.message}
            </Alert>
          )}
          <Group justify="space-between" gap="sm">
            <Button
              variant="default"
              loading={test.isPending}
              onClick={form.handleSubmit((values) => test.mutate(values))}
            >
              Test
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending}>
                Save
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Props of ServerFields. */
interface ServerFieldsProps {
  form: FormState<LiveConnectionFormValues>;
  /** A text field's props, with the server's message when the form has none. */
  field: (key: LiveConnectionField) => ReturnType<FormState<LiveConnectionFormValues>['textProps']>;
  /** Whether the connection being changed has a saved password. */
  keepsPassword: boolean;
}

/** The fields of a PostgreSQL or MySQL connection: where the server is, and who signs in. */
function ServerFields({ form, field, keepsPassword }: ServerFieldsProps) {
  const removing = form.values.removePassword;
  return (
    <>
      <Group align="start" gap="sm" wrap="nowrap">
        <TextInput label="Host" required style={{ flex: 1 }} {...field('host')} />
        <TextInput
          label="Port"
          inputMode="numeric"
          placeholder={defaultPort(form.values.engine)}
          w={110}
          {...field('port')}
        />
      </Group>
      <TextInput label="Database" {...field('database')} />
      <Group grow align="start" gap="sm">
        <TextInput label="User" required autoComplete="off" {...field('user')} />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          disabled={removing}
          description={
            keepsPassword
              ? 'Empty keeps the saved password. Test uses only a password typed here.'
              : undefined
          }
          // Under the box, so that the User and Password boxes stay side by side.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={{ description: { marginTop: 4 } }}
          {...field('password')}
        />
      </Group>
      {keepsPassword && (
        <Checkbox label="Remove the saved password" {...form.checkboxProps('removePassword')} />
      )}
      <Switch
        label="TLS"
        description="Encrypt the connection to the database"
        checked={form.values.tls}
        onChange={(e) => form.setValue('tls', e.currentTarget.checked)}
      />
    </>
  );
}
