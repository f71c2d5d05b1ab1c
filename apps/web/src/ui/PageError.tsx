import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A page that cannot be shown: what went wrong, why, and the way on (a button or a link). */
export function PageError({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <Stack align="flex-start" gap="md" maw={560}>
      <Alert
        color="red"
        variant="light"
        title={title}
        icon={<IconAlertTriangle size={20} aria-hidden="true" />}
        role="alert"
        w="100%"
      >
        {children}
      </Alert>
      {action}
    </Stack>
  );
}
