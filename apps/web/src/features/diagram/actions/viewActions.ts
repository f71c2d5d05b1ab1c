import { takeRedo, takeUndo } from '../model/undoStack';
import type { ActionContext, DiagramAction } from './actionTypes';

const canEdit = (ctx: ActionContext) => !ctx.store.getState().readOnly;
const ctrl = (e: KeyboardEvent) => e.ctrlKey || e.metaKey;

/** Fit content to screen (toolbar). */
export const fitAction: DiagramAction = {
  id: 'fit',
  label: 'Fit to screen',
  readOnlySafe: true,
  enabled: () => true,
  perform: (ctx) => ctx.fitView(),
};

/** Escape: cancels a relationship being drawn, else clears the selection and closes menus (spec 2 §2). */
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
    state.set({ menu: undefined });
  },
};

/** Undo of one's own last edit (Ctrl+Z). */
export const undoAction: DiagramAction = {
  id: 'undo',
  label: 'Undo',
  shortcut: 'Ctrl+Z',
  keyTest: (e) => ctrl(e) && !e.shiftKey && e.key.toLowerCase() === 'z',
  enabled: (ctx) => canEdit(ctx) && ctx.store.getState().undo.past.length > 0,
  perform: async (ctx) => {
    const taken = takeUndo(ctx.store.getState().undo);
    if (!taken) return;
    ctx.store.getState().set({ undo: taken.stack });
    await taken.entry.undo();
  },
};

/** Redo of the last undone edit (Ctrl+Shift+Z). */
export const redoAction: DiagramAction = {
  id: 'redo',
  label: 'Redo',
  shortcut: 'Ctrl+Shift+Z',
  keyTest: (e) => ctrl(e) && e.shiftKey && e.key.toLowerCase() === 'z',
  enabled: (ctx) => canEdit(ctx) && ctx.store.getState().undo.future.length > 0,
  perform: async (ctx) => {
    const taken = takeRedo(ctx.store.getState().undo);
    if (!taken) return;
    ctx.store.getState().set({ undo: taken.stack });
    await taken.entry.redo();
  },
};

/** The Move tool: dragging the canvas pans. */
export const moveToolAction: DiagramAction = {
  id: 'tool-move',
  label: 'Move',
  enabled: canEdit,
  perform: (ctx) => ctx.store.getState().set({ tool: 'move' }),
};

/** The Select tool: dragging the canvas draws a selection rectangle. */
export const selectToolAction: DiagramAction = {
  id: 'tool-select',
  label: 'Select',
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
  enabled: canEdit,
  perform: (ctx) => ctx.store.getState().set({ dialog: 'import' }),
};
