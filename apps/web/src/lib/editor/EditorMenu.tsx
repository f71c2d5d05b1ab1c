import { Kbd, Menu } from '@mantine/core';
import { useRef } from 'react';
import type { Point } from './geometry';

/** One entry of an editor's context menu: a registry action's label and key, and how to run it. */
export interface MenuEntry {
  key: string;
  label: string;
  /** The action's shortcut from the registry, shown beside its label. */
  shortcut?: string;
  run: () => void;
}

/**
 * The context menu of both editors at a screen point: each entry with its shortcut, keyboard
 * operable (arrow keys, Enter, Escape). When it closes, focus goes back to what had it when it
 * opened (the item a Shift+F10 menu was opened on), so keyboard work goes on from there.
 */
export function EditorMenu({
  at,
  entries,
  onClose,
  testId,
  emptyLabel,
}: {
  at: Point;
  entries: readonly MenuEntry[];
  onClose: () => void;
  testId: string;
  /** Shown when no entry can run now. */
  emptyLabel?: string;
}) {
  const opener = useRef(document.activeElement);
  const close = () => {
    onClose();
    const back = opener.current;
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
