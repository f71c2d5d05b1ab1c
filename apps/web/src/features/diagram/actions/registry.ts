import { showApiError } from '../../../lib/toast/toast';
import { pushEntry } from '../model/undoStack';
import type { ActionContext, DiagramAction } from './actionTypes';
import { nudgeAction } from './nudgeAction';
import {
  addCommentAction,
  addRelationshipAction,
  addTableAction,
  deleteAction,
} from './createActions';
import {
  escapeAction,
  exportAction,
  fitAction,
  importAction,
  moveToolAction,
  redoAction,
  selectToolAction,
  undoAction,
} from './viewActions';

/** Every action of the diagram editor, by id. */
export const diagramActions = {
  addTable: addTableAction,
  addComment: addCommentAction,
  delete: deleteAction,
  addRelationship: addRelationshipAction,
  fit: fitAction,
  escape: escapeAction,
  undo: undoAction,
  redo: redoAction,
  moveTool: moveToolAction,
  selectTool: selectToolAction,
  export: exportAction,
  import: importAction,
  nudge: nudgeAction,
} satisfies Record<string, DiagramAction>;

/** Runs an action if enabled: what it returns goes on the undo stack; failures show the error toast. */
export async function runAction(action: DiagramAction, ctx: ActionContext): Promise<void> {
  if (ctx.store.getState().readOnly && !action.readOnlySafe) return;
  if (!action.enabled(ctx)) return;
  try {
    const entry = await action.perform(ctx);
    if (entry) ctx.store.getState().set({ undo: pushEntry(ctx.store.getState().undo, entry) });
  } catch (error) {
    showApiError(error);
  }
}

/** The action a key press triggers, if any. */
export function actionForKey(event: KeyboardEvent): DiagramAction | undefined {
  return Object.values(diagramActions).find((a) => a.keyTest?.(event));
}
