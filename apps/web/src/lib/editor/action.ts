import { shift, type History, type Step } from './history';

/**
 * One editor operation (style guide: commands as data). Toolbar, context menu, keys and gestures
 * all dispatch it through the kernel; the step `perform` returns is its inverse and goes on the
 * undo history.
 */
export interface EditorAction<C> {
  id: string;
  label: string;
  /** Shown in tooltips, menus and the shortcuts sheet, e.g. 'INS' or 'Ctrl+INS' (spec 2 §2). */
  shortcut?: string;
  /**
   * The same action's key on keyboards without the first (no Insert key on a Mac), e.g. 'Shift+T'
   * for INS; shown beside it in tooltips and the shortcuts sheet, the menus keep the spec's key.
   */
  altShortcut?: string;
  /** Whether a key press triggers the action. */
  keyTest?: (event: KeyboardEvent) => boolean;
  /** Whether Viewers may run it (looking around: fit, zoom, export); such actions run at once. */
  readOnlySafe?: boolean;
  /** Runs at once instead of after the edits under way: it writes nothing (a tool, a dialog). */
  immediate?: boolean;
  enabled: (ctx: C) => boolean;
  perform: (ctx: C) => Promise<Step | void> | Step | void;
}

/** Where an editor keeps its history and its screen-reader messages. */
export interface HistoryPort {
  get: () => History;
  set: (history: History) => void;
  announce: (message: string) => void;
}

/** The action a key press triggers, if any: the first of `actions` whose key test matches. */
export function actionForKey<A extends { keyTest?: (event: KeyboardEvent) => boolean }>(
  actions: Iterable<A>,
  event: KeyboardEvent,
): A | undefined {
  for (const action of actions) if (action.keyTest?.(event)) return action;
  return undefined;
}

/** The tooltip of a button: its label with its shortcut, so the key is learnt where it is used. */
export function withShortcut(action: {
  label: string;
  shortcut?: string;
  altShortcut?: string;
}): string {
  if (!action.shortcut) return action.label;
  const alt = action.altShortcut ? ` or ${action.altShortcut}` : '';
  return `${action.label} (${action.shortcut}${alt})`;
}

/** Ctrl on Windows and Linux, Cmd on macOS. */
export const mod = (e: KeyboardEvent) => e.ctrlKey || e.metaKey;

/**
 * Undo or redo as an action of an editor: takes the newest step from the history, runs its
 * inverse and says what was undone. The kernel runs it after the edits under way, so Ctrl+Z right
 * after an edit takes back that edit, never the one before it.
 */
export function historyAction<C>(
  direction: 'undo' | 'redo',
  spec: Pick<EditorAction<C>, 'id' | 'label' | 'shortcut' | 'keyTest'> & {
    port: (ctx: C) => HistoryPort;
  },
): EditorAction<C> {
  const side = direction === 'undo' ? 'done' : 'undone';
  return {
    id: spec.id,
    label: spec.label,
    ...(spec.shortcut ? { shortcut: spec.shortcut } : {}),
    ...(spec.keyTest ? { keyTest: spec.keyTest } : {}),
    enabled: (ctx) => spec.port(ctx).get()[side].length > 0,
    perform: async (ctx) => {
      const port = spec.port(ctx);
      const moved = shift(port.get(), direction);
      if (!moved) return;
      port.set(moved.history);
      await moved.step[direction]();
      port.announce(`${direction === 'undo' ? 'Undone' : 'Redone'}: ${moved.step.label}.`);
    },
  };
}

/** The `?` key: opens the sheet that lists every action with its shortcut. */
export function shortcutsAction<C>(open: (ctx: C) => void): EditorAction<C> {
  return {
    id: 'shortcuts',
    label: 'Keyboard shortcuts',
    shortcut: '?',
    readOnlySafe: true,
    keyTest: (e) => e.key === '?' && !mod(e) && !e.altKey,
    enabled: () => true,
    perform: (ctx) => open(ctx),
  };
}

/** Whether a key press asks for the context menu: Shift+F10 or the ContextMenu key. */
export const isMenuKey = (e: KeyboardEvent) =>
  e.key === 'ContextMenu' || (e.key === 'F10' && e.shiftKey && !mod(e) && !e.altKey);

/**
 * Shift+F10 or the ContextMenu key: opens the context menu of the focused item, so every entry of
 * the right-click menus is reachable from the keyboard. Not for Viewers, who get no menu.
 */
export function contextMenuAction<C>(open: (ctx: C) => void): EditorAction<C> {
  return {
    id: 'context-menu',
    label: 'Open context menu',
    shortcut: 'Shift+F10',
    immediate: true,
    keyTest: isMenuKey,
    enabled: () => true,
    perform: (ctx) => open(ctx),
  };
}

/** Ctrl+Z (Cmd+Z on macOS): undo. */
export const isUndoKey = (e: KeyboardEvent) => mod(e) && !e.shiftKey && e.key.toLowerCase() === 'z';

/** Ctrl+Shift+Z or Ctrl+Y: redo, the same keys in both editors. */
export const isRedoKey = (e: KeyboardEvent) =>
  mod(e) && (e.key.toLowerCase() === 'y' || (e.shiftKey && e.key.toLowerCase() === 'z'));

/**
 * The Undo and Redo actions of an editor over its history, written once for both editors;
 * `redoShortcut` is the key an editor shows (its spec names one of the two).
 */
export function undoRedoActions<C>(port: (ctx: C) => HistoryPort, redoShortcut: string) {
  return {
    undo: historyAction<C>('undo', {
      id: 'undo',
      label: 'Undo',
      shortcut: 'Ctrl+Z',
      keyTest: isUndoKey,
      port,
    }),
    redo: historyAction<C>('redo', {
      id: 'redo',
      label: 'Redo',
      shortcut: redoShortcut,
      keyTest: isRedoKey,
      port,
    }),
  };
}

/** A context-menu entry for a registry action: its label (or the menu's own) and its shortcut. */
export function menuEntry(
  action: { id: string; label: string; shortcut?: string },
  run: () => void,
  label = action.label,
): { key: string; label: string; shortcut?: string; run: () => void } {
  return { key: label, label, ...(action.shortcut ? { shortcut: action.shortcut } : {}), run };
}
