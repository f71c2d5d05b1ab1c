import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Props of FormError. */
export interface FormErrorProps {
  children: ReactNode;
}

/** An error under a form (spec 1 §2: "error shown under the form"), announced to screen readers. */
export function FormError({ children }: FormErrorProps) {
  return (
    <Alert
      variant="light"
      color="red"
      icon={<IconAlertCircle size={18} aria-hidden="true" />}
      role="alert"
      data-testid="form-error"
    >
      {children}
    </Alert>
  );
}
