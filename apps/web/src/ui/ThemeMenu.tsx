import { Menu } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ThemeButton } from './ThemeButton';
import { ThemeMenuItems } from './ThemeMenuItems';

/**
 * The theme menu around its button. The switcher loads it on first use and it opens as it
 * mounts: its own button takes the focus first, so closing the menu returns the focus there.
 */
export function ThemeMenu() {
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    target.current?.focus();
    // Opened in the next frame, not as it mounts: Mantine notes the focused element (to return
    // to) when `opened` changes, not when a menu mounts open.
    const frame = requestAnimationFrame(() => setOpened(true));
    return () => cancelAnimationFrame(frame);
  }, []);
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
