import { contextMenuAction, shortcutsAction, undoRedoActions } from '../../../lib/editor/action';
import { menuPoint } from '../../../lib/editor/menuPoint';
import type { ActionContext, DiagramAction } from './actionTypes';
import { historyPort } from './dispatch';

const canEdit = (ctx: ActionContext) => !ctx.store.getState().readOnly;

/** Fit content to screen (toolbar). */
export const fitAction: DiagramAction = {
  id: 'fit',
  label: 'Fit to screen',
  readOnlySafe: true,
  enabled: () => true,
  perform: (ctx) => ctx.fitView(),
};

/**
 * Escape: cancels a relationship being drawn, else clears the selection and closes menus (spec 2
 * §2); it also ends "Show neighbourhood" and the mark of a found column.
 */
export const escapeAction: DiagramAction = {
  id: 'escape',
  label: 'Deselect',
  shortcut: 'Esc',
  readOnlySafe: true,
  keyTest: (e) => e.key === 'Escape',
  enabled: () => true,
  perform: (ctx) => {
    const state = ctx.store.getState();
    if (state.connectingFrom) state.set({ connectingFrom: undefined });
    else state.clearSelection();
    state.set({ menu: undefined, neighbourhood: undefined, foundColumn: undefined });
  },
};

const history = undoRedoActions(historyPort, 'Ctrl+Shift+Z');

/** Undo of one's own last edit (Ctrl+Z). */
export const undoAction: DiagramAction = history.undo;

/** Redo of the last undone edit (Ctrl+Shift+Z, or Ctrl+Y as in the wireframe editor). */
export const redoAction: DiagramAction = history.redo;

/** Opens the sheet listing every shortcut (`?`). */
export const shortcutsSheetAction: DiagramAction = shortcutsAction((ctx: ActionContext) =>
  ctx.store.getState().set({ dialog: 'shortcuts' }),
);

/** The Move tool: dragging the canvas pans. */
export const moveToolAction: DiagramAction = {
  id: 'tool-move',
  label: 'Move',
  immediate: true,
  enabled: canEdit,
  perform: (ctx) => ctx.store.getState().set({ tool: 'move' }),
};

/** The Select tool: dragging the canvas draws a selection rectangle. */
export const selectToolAction: DiagramAction = {
  id: 'tool-select',
  label: 'Select',
  immediate: true,
  enabled: canEdit,
  perform: (ctx) => ctx.store.getState().set({ tool: 'select' }),
};

/** Opens the Export dialog. */
export const exportAction: DiagramAction = {
  id: 'export',
  label: 'Export screenshot',
  readOnlySafe: true,
  enabled: () => true,
  perform: (ctx) => ctx.store.getState().set({ dialog: 'export' }),
};

/** Opens the Import dialog (SQL or DBML). */
export const importAction: DiagramAction = {
  id: 'import',
  label: 'Import',
  immediate: true,
  enabled: canEdit,
  perform: (ctx) => ctx.store.getState().set({ dialog: 'import' }),
};

/** Opens the Save version dialog (issue 19, item 1): Editors and Admins. */
export const saveVersionAction: DiagramAction = {
  id: 'save-version',
  label: 'Save version',
  immediate: true,
  enabled: canEdit,
  perform: (ctx) => ctx.store.getState().set({ dialog: 'save-version' }),
};

/**
 * Shift+F10 or the ContextMenu key: the menu of the focused table, comment or relationship (the
 * key handler passes it as the target), else the canvas menu, beside what has the focus.
 */
export const contextMenuKeyAction: DiagramAction = contextMenuAction((ctx: ActionContext) => {
  const at = menuPoint(ctx.event?.target);
  ctx.store.getState().set({ menu: { target: ctx.target ?? { kind: 'canvas' }, ...at } });
});
