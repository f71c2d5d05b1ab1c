import { Button, PasswordInput, Stack } from '@mantine/core';
import { SHARE_LOCKED, SHARE_PASSWORD_MAX } from '@relata/core';
import { useState } from 'react';
import { errorMessage } from '../../lib/api/ApiError';
import { ShareNotice } from './ShareNotice';

/** Props of SharePasswordForm. */
export interface SharePasswordFormProps {
  onUnlock: (password: string) => void;
  unlocking: boolean;
  /** The server's refusal of the last try (a wrong password, too many tries). */
  error: unknown;
}

/** A password link's page before its password is given: the Password field and Open. */
export function SharePasswordForm({ onUnlock, unlocking, error }: SharePasswordFormProps) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const refusal = error ? errorMessage(error) || 'The link could not be opened.' : undefined;
  return (
    <ShareNotice title="Password needed" detail={SHARE_LOCKED}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setMissing(password === '');
          if (password !== '') onUnlock(password);
        }}
      >
        <Stack gap="md">
          <PasswordInput
            label="Password"
            required
            autoFocus
            autoComplete="current-password"
            maxLength={SHARE_PASSWORD_MAX}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={missing ? 'Password is required' : refusal}
          />
          <Button type="submit" loading={unlocking}>
            Open
          </Button>
        </Stack>
      </form>
    </ShareNotice>
  );
}
