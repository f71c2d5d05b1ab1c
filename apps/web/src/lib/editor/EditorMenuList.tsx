import { Kbd, Menu } from '@mantine/core';
import type { EditorMenuProps } from './EditorMenu';

/** Props of EditorMenuList: the menu's, and what had the focus when it opened. */
export interface EditorMenuListProps extends EditorMenuProps {
  opener: Element | null;
}

/**
 * The Mantine menu of EditorMenu, loaded when an editor first shows (preloadEditorMenu): each
 * entry with its shortcut, keyboard operable (arrow keys, Enter, Escape), the focus back on the
 * opener when it closes.
 */
export function EditorMenuList({
  at,
  entries,
  onClose,
  testId,
  emptyLabel,
  opener,
}: EditorMenuListProps) {
  const close = () => {
    onClose();
    const back = opener;
    if (back instanceof HTMLElement || back instanceof SVGElement) {
      if (back.isConnected && back !== document.body) back.focus({ preventScroll: true });
    }
  };
  return (
    <Menu
      opened
      onChange={(open) => !open && close()}
      position="bottom-start"
      withinPortal
      returnFocus={false}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <div style={{ position: 'fixed', left: at.x, top: at.y, width: 1, height: 1 }} />
      </Menu.Target>
      <Menu.Dropdown data-testid={testId}>
        {entries.length === 0 && emptyLabel && <Menu.Label>{emptyLabel}</Menu.Label>}
        {entries.map((entry, i) => (
          <Menu.Item
            key={entry.key}
            {...(i === 0 ? { 'data-autofocus': true } : {})}
            rightSection={entry.shortcut ? <Kbd size="xs">{entry.shortcut}</Kbd> : null}
            onClick={() => {
              close();
              entry.run();
            }}
          >
            {entry.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
