import { Alert } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';

/** Says that the built-in test-mode provider is in use, so no payment is real. */
export function TestModeNotice() {
  return (
    <Alert
      variant="light"
      color="yellow"
      title="Test mode"
      icon={<IconFlask size={20} aria-hidden="true" />}
    >
      This server runs without a payment provider. Checkout and billing open local test pages, and
      nothing is charged.
    </Alert>
  );
}
