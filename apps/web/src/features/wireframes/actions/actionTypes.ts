import type { StoreApi } from 'zustand';
import type { EditorAction } from '../../../lib/editor/action';
import type { WireOps } from '../api/wireOps';
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

/** One wireframe editor operation: a kernel action over this editor's context. */
export interface WireAction extends EditorAction<ActionContext> {
  /** Keys act only while the pointer is over (or focus is in) the canvas (spec 2 §4). */
  needsCanvas?: boolean;
}

export { mod } from '../../../lib/editor/action';

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
