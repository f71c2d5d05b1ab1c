import type { StoreApi } from 'zustand';
import type { WireOps } from '../api/wireOps';
import type { HistoryStep } from '../model/history';
import type { Wire } from '../model/types';
import type { MenuTarget, WireEditorState } from '../store/editorStore';

/** What an action may use: the editor store, the writes, the canvas size and the PNG export. */
export interface ActionContext {
  store: StoreApi<WireEditorState>;
  ops: WireOps;
  components: () => Wire[];
  screen: () => { width: number; height: number };
  exportPng: (surfaceId: string) => Promise<void>;
  /** What a context menu was opened on, when the action came from one. */
  target?: MenuTarget;
  /** The key press that triggered the action, if any. */
  event?: KeyboardEvent;
}

/**
 * One editor operation (style guide: commands as data): toolbar, context menu and keys dispatch
 * it; the step `perform` returns goes on the undo history.
 */
export interface WireAction {
  id: string;
  label: string;
  /** Shown in menus and tooltips, e.g. 'INS' or 'Ctrl+INS' (spec 2 §2). */
  shortcut?: string;
  /** Whether a key press triggers the action. */
  keyTest?: (event: KeyboardEvent) => boolean;
  /** Keys act only while the pointer is over (or focus is in) the canvas (spec 2 §4). */
  needsCanvas?: boolean;
  /** Whether Viewers may run it (looking around: tools, zoom, export). */
  readOnlySafe?: boolean;
  enabled: (ctx: ActionContext) => boolean;
  perform: (ctx: ActionContext) => Promise<HistoryStep | void> | HistoryStep | void;
}

/** Ctrl on Windows and Linux, Cmd on macOS. */
export const mod = (e: KeyboardEvent) => e.ctrlKey || e.metaKey;

/** The ids an action works on: the menu's component, else the selection. */
export function targetIds(ctx: ActionContext): string[] {
  const t = ctx.target;
  if (t?.kind === 'component' && !ctx.store.getState().selection.includes(t.id)) return [t.id];
  return [...ctx.store.getState().selection];
}

/** The components an action works on. */
export function targetComponents(ctx: ActionContext): Wire[] {
  const ids = new Set(targetIds(ctx));
  return ctx.components().filter((c) => ids.has(c.id));
}
