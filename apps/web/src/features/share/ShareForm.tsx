import {
  Button,
  Group,
  PasswordInput,
  Radio,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  MAX_EMBED_ORIGINS,
  SHARE_NAME_MAX,
  SHARE_PASSWORD_MAX,
  SHARE_PASSWORD_MIN,
  type CreatedShare,
  type CreateShareBodyInput,
  type EmbedMode,
} from '@relata/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api/ApiError';
import { hasNoErrors, type FieldErrors } from '../../lib/form/fieldErrors';
import {
  EMBED_CHOICES,
  EXPIRY_CHOICES,
  NEW_SHARE_FORM,
  serverShareErrors,
  shareBody,
  shareFormErrors,
  type ShareField,
  type ShareFormValues,
} from './model/shareForm';

/** Props of ShareForm. */
export interface ShareFormProps {
  create: UseMutationResult<CreatedShare, Error, CreateShareBodyInput>;
  onCancel: () => void;
}

const isEmbedMode = (value: string): value is EmbedMode =>
  EMBED_CHOICES.some((choice) => choice.value === value);

/**
 * A new link's settings: its name, how long it lasts, a password, whether it shows the SQL and
 * follows the team's edits, and who may embed it. Core's contract is checked before sending; the
 * server's messages show under the same fields.
 */
export function ShareForm({ create, onCancel }: ShareFormProps) {
  const [values, setValues] = useState<ShareFormValues>(NEW_SHARE_FORM);
  const [errors, setErrors] = useState<FieldErrors<ShareField>>({});
  const change = <K extends keyof ShareFormValues>(key: K, value: ShareFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = () => {
    const found = shareFormErrors(values);
    setErrors(found);
    if (!hasNoErrors(found)) return;
    create.mutate(shareBody(values), {
      onError: (error) =>
        setErrors(
          error instanceof ApiError && error.fields
            ? serverShareErrors(error.fields, values)
            : { form: errorMessage(error) || 'The link could not be created.' },
        ),
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <TextInput
          label="Name"
          description="Who it is for, e.g. Client review"
          required
          maxLength={SHARE_NAME_MAX}
          value={values.name}
          onChange={(event) => change('name', event.currentTarget.value)}
          error={errors.name}
          data-autofocus
        />
        <Select
          label="Expires"
          data={EXPIRY_CHOICES}
          value={values.expiry}
          onChange={(value) =>
            change('expiry', EXPIRY_CHOICES.find((c) => c.value === value)?.value ?? 'never')
          }
          allowDeselect={false}
          error={errors.expiresInDays}
        />
        <PasswordInput
          label="Password"
          description={`Optional: at least ${SHARE_PASSWORD_MIN} characters, asked of whoever opens the link`}
          maxLength={SHARE_PASSWORD_MAX}
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => change('password', event.currentTarget.value)}
          error={errors.password}
        />
        <Switch
          label="Include SQL and exports"
          description="The Parser tab's script, views' SQL and the image export"
          checked={values.includeSql}
          onChange={(event) => change('includeSql', event.currentTarget.checked)}
        />
        <Switch
          label="Update live as the team edits"
          description="Open pages follow the diagram's changes as they are made"
          checked={values.live}
          onChange={(event) => change('live', event.currentTarget.checked)}
        />
        <Radio.Group
          label="Embedding"
          description="Whether other sites may show the diagram in a frame"
          value={values.embed}
          onChange={(value) => change('embed', isEmbedMode(value) ? value : 'none')}
        >
          <Group mt={4}>
            {EMBED_CHOICES.map((choice) => (
              <Radio key={choice.value} value={choice.value} label={choice.label} />
            ))}
          </Group>
        </Radio.Group>
        {values.embed === 'origins' && (
          <Textarea
            label="Origins"
            description={`One a line, such as https://wiki.example.com (at most ${MAX_EMBED_ORIGINS})`}
            required
            autosize
            minRows={2}
            value={values.origins}
            onChange={(event) => change('origins', event.currentTarget.value)}
            error={errors.embedOrigins}
          />
        )}
        {errors.form && (
          <Text c="red" size="sm" role="alert">
            {errors.form}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
