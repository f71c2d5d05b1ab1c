import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTheme } from '../lib/theme/useTheme';
import { isThemeId, THEMES } from '../lib/theme/themes';

/** The five themes as radio items of a Mantine Menu; choosing one applies and stores it. */
export function ThemeMenuItems() {
  const theme = useTheme((s) => s.theme);
  const setTheme = useTheme((s) => s.setTheme);
  const handleChange = (value: string) => {
    if (isThemeId(value)) setTheme(value);
  };
  return (
    <Menu.RadioGroup value={theme} onChange={handleChange}>
      {THEMES.map((t) => (
        <Menu.RadioItem
          key={t.id}
          value={t.id}
          checkIcon={<IconCheck size={14} aria-hidden="true" />}
        >
          {t.label}
        </Menu.RadioItem>
      ))}
    </Menu.RadioGroup>
  );
}
