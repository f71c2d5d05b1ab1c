import { useState } from 'react';
import { onDemand, useOnDemand } from '../onDemand';
import type { Point } from './geometry';

/** One entry of an editor's context menu: a registry action's label and key, and how to run it. */
export interface MenuEntry {
  key: string;
  label: string;
  /** The action's shortcut from the registry, shown beside its label. */
  shortcut?: string;
  run: () => void;
}

/** Props of EditorMenu. */
export interface EditorMenuProps {
  at: Point;
  entries: readonly MenuEntry[];
  onClose: () => void;
  testId: string;
  /** Shown when no entry can run now. */
  emptyLabel?: string;
}

// The menu (Mantine's Menu and Popover) is not needed to show an editor: it loads as the editor
// first shows (preloadEditorMenu), so it is at hand before the first right click.
const menuList = onDemand(async () => (await import('./EditorMenuList')).EditorMenuList);

/** Starts loading the context menu's code; the editors call it as they first show. */
export function preloadEditorMenu(): void {
  // A failed load is tried again when the menu opens, and shows there.
  menuList.preload().catch(() => undefined);
}

/**
 * The context menu of both editors at a screen point: each entry with its shortcut, keyboard
 * operable (arrow keys, Enter, Escape). When it closes, focus goes back to what had it when it
 * opened (the item a Shift+F10 menu was opened on), so keyboard work goes on from there.
 */
export function EditorMenu(props: EditorMenuProps) {
  // Noted as the menu opens, also when its code is still loading.
  const [opener] = useState(() => document.activeElement);
  const EditorMenuList = useOnDemand(menuList);
  // The component is the module's export, loaded once: the same one on every render.
  // eslint-disable-next-line react-hooks/static-components
  return EditorMenuList ? <EditorMenuList {...props} opener={opener} /> : null;
}
