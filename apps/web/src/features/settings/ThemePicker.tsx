import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { isThemeId, THEMES } from '../../lib/theme/themes';
import { useTheme } from '../../lib/theme/useTheme';

/**
 * The five themes as radio cards. It sets the same theme store as the shell's switchers, so the
 * choice applies at once, is kept in this browser and is stored in the profile while signed in.
 */
export function ThemePicker() {
  const theme = useTheme((s) => s.theme);
  const setTheme = useTheme((s) => s.setTheme);
  return (
    <Radio.Group
      value={theme}
      onChange={(value) => isThemeId(value) && setTheme(value)}
      label="Theme"
      description="Applies at once, and follows you to every browser you sign in with."
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mt="sm" spacing="sm">
        {THEMES.map((t) => {
          const Icon = t.scheme === 'dark' ? IconMoon : IconSun;
          return (
            <Radio.Card key={t.id} value={t.id} radius="md" p="md" aria-label={t.label}>
              <Group wrap="nowrap" gap="sm">
                <Radio.Indicator />
                <Icon size={18} aria-hidden="true" />
                <Text fw={500}>{t.label}</Text>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
