import { useEffect, useRef, useState } from 'react';

/**
 * The opened state of a menu that loads on first use and opens as it mounts (the theme, account
 * and notification menus): its own button takes the focus first, so closing the menu returns
 * the focus there. Returns the ref for the menu's button and the state for Mantine's Menu.
 */
export function useOpenedOnMount<T extends HTMLElement>() {
  const [opened, setOpened] = useState(false);
  const target = useRef<T>(null);
  useEffect(() => {
    target.current?.focus();
    // Opened in the next frame, not as it mounts: Mantine notes the focused element (to return
    // to) when `opened` changes, not when a menu mounts open.
    const frame = requestAnimationFrame(() => setOpened(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return { target, opened, setOpened };
}
