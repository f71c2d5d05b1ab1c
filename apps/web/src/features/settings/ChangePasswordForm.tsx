import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { PASSWORD_MIN_CHANGE, PASSWORDS_DO_NOT_MATCH } from '@relata/core';
import type { FormEvent } from 'react';
import { ApiError } from '../../lib/api/ApiError';
import { labelServerMessage } from '../../lib/form/fieldErrors';
import { useFormState } from '../../lib/form/useFormState';
import {
  AUTH_LABELS,
  passwordsDiffer,
  validatePasswordChange,
  withoutMismatch,
  type PasswordChangeValues,
} from '../auth';
import { useChangePassword } from './useChangePassword';

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * The settings' password form: current password required, new ones at least 6 (spec 1 §5).
 * Different new passwords stop the change silently, with only a console line (spec 1 §5).
 */
export function ChangePasswordForm() {
  const form = useFormState(EMPTY, validatePasswordChange);
  const change = useChangePassword(() => form.reset());
  const serverFields = change.error instanceof ApiError ? (change.error.fields ?? {}) : {};
  const shown = withoutMismatch(form.visibleErrors);

  const errorOf = (key: (typeof FIELDS)[number]) => {
    const server = serverFields[key];
    return (
      shown[key] ??
      (server === undefined ? undefined : labelServerMessage(AUTH_LABELS[key], server))
    );
  };

  const handleSubmit = (event: FormEvent) => {
    if (passwordsDiffer(form.errors)) console.info(`${PASSWORDS_DO_NOT_MATCH}: nothing was sent.`);
    form.handleSubmit((values) => change.mutate(values))(event);
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Change password">
      <Stack gap="sm" maw={420}>
        {FIELDS.map((key) => (
          <PasswordInput
            key={key}
            label={AUTH_LABELS[key]}
            autoComplete={key === 'currentPassword' ? 'current-password' : 'new-password'}
            required
            {...(key === 'newPassword'
              ? { description: `At least ${PASSWORD_MIN_CHANGE} characters` }
              : {})}
            {...form.textProps(key)}
            error={errorOf(key)}
          />
        ))}
        <Group>
          <Button type="submit" loading={change.isPending}>
            Change Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
