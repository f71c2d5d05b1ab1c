import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** Props of SettingsHeading. */
export interface SettingsHeadingProps {
  title: string;
}

/** A project settings page's heading under the "Project Settings" eyebrow (spec 2 §2). */
export function SettingsHeading({ title }: SettingsHeadingProps) {
  useDocumentTitle(`${title} · Project Settings`);
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" fw={500}>
        Project Settings
      </Text>
      <Title order={1}>{title}</Title>
    </Stack>
  );
}
