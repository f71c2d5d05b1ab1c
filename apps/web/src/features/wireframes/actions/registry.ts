import { showApiError } from '../../../lib/toast/toast';
import { record } from '../model/history';
import type { ActionContext, WireAction } from './actionTypes';
import {
  addDesktopAction,
  addMobileAction,
  bringForwardAction,
  copyAction,
  deleteAction,
  lockSurfaceAction,
  pasteAction,
  selectAllAction,
  sendBackwardAction,
  unlockAction,
} from './editActions';
import { nudgeAction } from './nudgeActions';
import {
  escapeAction,
  exportPngAction,
  fitAction,
  moveToolAction,
  pointerToolAction,
  redoAction,
  selectionToolAction,
  undoAction,
  zoomInAction,
  zoomOutAction,
} from './viewActions';

/** Every action of the wireframe editor, by id. */
export const wireActions = {
  addDesktop: addDesktopAction,
  addMobile: addMobileAction,
  delete: deleteAction,
  copy: copyAction,
  paste: pasteAction,
  bringForward: bringForwardAction,
  sendBackward: sendBackwardAction,
  lock: lockSurfaceAction,
  unlock: unlockAction,
  selectAll: selectAllAction,
  nudge: nudgeAction,
  undo: undoAction,
  redo: redoAction,
  moveTool: moveToolAction,
  pointerTool: pointerToolAction,
  selectionTool: selectionToolAction,
  zoomIn: zoomInAction,
  zoomOut: zoomOutAction,
  fit: fitAction,
  escape: escapeAction,
  exportPng: exportPngAction,
} satisfies Record<string, WireAction>;

/** Whether an action may run now: enabled, and for Viewers only when it changes nothing. */
export function canRun(action: WireAction, ctx: ActionContext): boolean {
  if (ctx.store.getState().readOnly && action.readOnlySafe !== true) return false;
  return action.enabled(ctx);
}

/** Runs an action if it may: its step goes on the history; a failure shows the error toast. */
export async function runAction(action: WireAction, ctx: ActionContext): Promise<void> {
  if (!canRun(action, ctx)) return;
  try {
    const step = await action.perform(ctx);
    if (step) ctx.store.getState().set({ history: record(ctx.store.getState().history, step) });
  } catch (error) {
    showApiError(error);
  }
}

/** The action a key press triggers, if any (the first whose key test matches). */
export function actionForKey(event: KeyboardEvent): WireAction | undefined {
  return Object.values(wireActions).find((a) => a.keyTest?.(event));
}
