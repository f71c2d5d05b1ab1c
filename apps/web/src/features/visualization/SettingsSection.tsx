import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** Props of SettingsSection. */
export interface SettingsSectionProps {
  title: string;
  /** Lines under the title: what the section sets and for whom. */
  description: ReactNode[];
  children: ReactNode;
}

/** A titled section of the Visualization settings, a region named by its title. */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      bg="var(--relata-surface)"
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title id={titleId} order={2} size="h4">
            {title}
          </Title>
          {description.filter(Boolean).map((line, i) => (
            <Text key={i} size="sm" c="dimmed">
              {line}
            </Text>
          ))}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
