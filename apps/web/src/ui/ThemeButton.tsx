import { Button, type ButtonProps } from '@mantine/core';
import { IconPalette } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTheme } from '../lib/theme/useTheme';
import { THEMES } from '../lib/theme/themes';

/** The theme switcher's button, naming the current theme. */
export function ThemeButton(props: ButtonProps & ComponentPropsWithRef<'button'>) {
  const theme = useTheme((s) => s.theme);
  const label = THEMES.find((t) => t.id === theme)?.label ?? 'Dark';
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      leftSection={<IconPalette size={16} aria-hidden="true" />}
      aria-label={`${label} theme`}
      {...props}
    >
      {label}
    </Button>
  );
}
