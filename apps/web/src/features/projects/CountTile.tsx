import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Props of CountTile. */
export interface CountTileProps {
  label: string;
  count: number | undefined;
  icon: Icon;
  /** An optional link or action under the number. */
  children?: ReactNode;
}

/** A count on the overview: Team Members or DB Tables (spec 2 §2). */
export function CountTile({ label, count, icon: Glyph, children }: CountTileProps) {
  return (
    <Paper withBorder p="md" radius="md" bg="var(--relata-surface)">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fz={32} fw={700} lh={1.2}>
            {count ?? '–'}
          </Text>
        </div>
        <ThemeIcon variant="light" size="xl" radius="md">
          <Glyph size={24} aria-hidden="true" />
        </ThemeIcon>
      </Group>
      {children}
    </Paper>
  );
}
