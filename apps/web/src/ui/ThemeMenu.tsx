import { Menu } from '@mantine/core';
import { ThemeButton } from './ThemeButton';
import { ThemeMenuItems } from './ThemeMenuItems';
import { useOpenedOnMount } from './useOpenedOnMount';

/** The theme menu around its button. The switcher loads it on first use and it opens as it mounts. */
export function ThemeMenu() {
  const { target, opened, setOpened } = useOpenedOnMount<HTMLButtonElement>();
  return (
    <Menu position="top" withinPortal shadow="md" opened={opened} onChange={setOpened}>
      <Menu.Target>
        <ThemeButton ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Theme</Menu.Label>
        <ThemeMenuItems />
      </Menu.Dropdown>
    </Menu>
  );
}
