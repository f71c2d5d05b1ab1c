import { Alert } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import type { LoginNotice } from './model/authErrors';

/** Props of AuthNoticeAlert. */
export interface AuthNoticeAlertProps {
  notice: LoginNotice | null;
}

/** A notice from the query string (reset done or invalid, provider sign-in failed). */
export function AuthNoticeAlert({ notice }: AuthNoticeAlertProps) {
  if (!notice) return null;
  const Icon = notice.kind === 'error' ? IconAlertCircle : IconInfoCircle;
  return (
    <Alert
      variant="light"
      color={notice.kind === 'error' ? 'red' : 'primary'}
      icon={<Icon size={18} aria-hidden="true" />}
      role={notice.kind === 'error' ? 'alert' : 'status'}
    >
      {notice.message}
    </Alert>
  );
}
