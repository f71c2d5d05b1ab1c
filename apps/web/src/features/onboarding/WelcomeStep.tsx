import { Stack, Text, Title } from '@mantine/core';
import { RelMascot } from '../../ui/mascot/RelMascot';

/** Step 0: the welcome with the mascot (spec 1 §2; the text is ours). */
export function WelcomeStep() {
  return (
    <Stack align="center" ta="center" gap="md">
      <RelMascot size={150} waving />
      <Title order={1} size="h2">
        Welcome to Relata!
      </Title>
      <Text c="dimmed">
        Design databases together with your team: draw tables and relations, generate SQL for MySQL,
        PostgreSQL, SQLite or MSSQL, and keep tasks and wireframes next to your schema.
      </Text>
      <Text c="dimmed">Let&apos;s set up your profile. It only takes a minute.</Text>
    </Stack>
  );
}
