import { Stack, Text, Title } from '@mantine/core';

/** The Notifications tab: disabled for now, a title and one line (spec 1 §2). */
export function NotificationsTab() {
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        Notifications
      </Title>
      <Text c="dimmed">Here you will configure which notifications you receive, and how.</Text>
    </Stack>
  );
}
