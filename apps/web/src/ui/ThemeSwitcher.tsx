import { Button, Menu } from '@mantine/core';
import { IconPalette } from '@tabler/icons-react';
import { useTheme } from '../lib/theme/useTheme';
import { THEMES } from '../lib/theme/themes';
import { ThemeMenuItems } from './ThemeMenuItems';

/** A button naming the current theme that opens the list of the five themes. */
export function ThemeSwitcher() {
  const theme = useTheme((s) => s.theme);
  const label = THEMES.find((t) => t.id === theme)?.label ?? 'Dark';
  return (
    <Menu position="top" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconPalette size={16} aria-hidden="true" />}
          aria-label={`${label} theme`}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Theme</Menu.Label>
        <ThemeMenuItems />
      </Menu.Dropdown>
    </Menu>
  );
}
