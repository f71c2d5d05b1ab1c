import {
  contextMenuAction,
  shortcutsAction,
  undoRedoActions,
  type HistoryPort,
} from '../../../lib/editor/action';
import { menuPoint } from '../../../lib/editor/menuPoint';
import { storeHistoryPort } from '../../../lib/editor/kernel';
import { boundsOf } from '../../../lib/editor/geometry';
import { absoluteRect } from '../model/geometry';
import { fitRect, toCanvas, zoomAt } from '../model/viewport';
import type { Tool } from '../store/editorStore';
import { mod, targetComponents, type ActionContext, type WireAction } from './actionTypes';

/** The editor's history and aria-live messages, for the kernel. */
const historyPort = (ctx: ActionContext): HistoryPort => storeHistoryPort(ctx.store);

const history = undoRedoActions(historyPort, 'Ctrl+Y');

/** Takes back one's own last edit (Ctrl+Z). */
export const undoAction: WireAction = history.undo;

/** Does an undone edit again (Ctrl+Y or Ctrl+Shift+Z). */
export const redoAction: WireAction = history.redo;

/** Opens the sheet listing every shortcut (`?`). */
export const shortcutsSheetAction: WireAction = shortcutsAction((ctx: ActionContext) =>
  ctx.store.getState().set({ shortcutsOpen: true }),
);

function toolAction(tool: Tool, label: string, key: string): WireAction {
  return {
    id: `${tool}Tool`,
    label,
    shortcut: key.toUpperCase(),
    readOnlySafe: true,
    keyTest: (e) => !mod(e) && !e.altKey && e.key.toLowerCase() === key,
    enabled: () => true,
    perform: (ctx) => ctx.store.getState().set({ tool, announcement: `${label} tool.` }),
  };
}

/** Move tool: dragging pans, the wheel zooms (spec 2 §4). */
export const moveToolAction = toolAction('move', 'Move', 'h');
/** Pointer tool: click to select, drag to move and resize. */
export const pointerToolAction = toolAction('pointer', 'Pointer', 'v');
/** Selection tool: drag a rectangle to select. */
export const selectionToolAction = toolAction('selection', 'Selection', 'r');

function zoomAction(id: string, label: string, factor: number, keys: string[]): WireAction {
  return {
    id,
    label,
    shortcut: keys[0] ?? '',
    readOnlySafe: true,
    keyTest: (e) => !mod(e) && keys.includes(e.key),
    enabled: () => true,
    perform: (ctx) => {
      const { width, height } = ctx.screen();
      const { viewport, set } = ctx.store.getState();
      set({ viewport: zoomAt(viewport, factor, { x: width / 2, y: height / 2 }) });
    },
  };
}

/** Zooms in around the centre of the canvas. */
export const zoomInAction = zoomAction('zoomIn', 'Zoom in', 1.25, ['+', '=']);
/** Zooms out around the centre of the canvas. */
export const zoomOutAction = zoomAction('zoomOut', 'Zoom out', 0.8, ['-']);

/** Shows every surface (Shift+1). */
export const fitAction: WireAction = {
  id: 'fit',
  label: 'Fit to screen',
  shortcut: 'Shift+1',
  readOnlySafe: true,
  keyTest: (e) => e.shiftKey && e.code === 'Digit1',
  enabled: (ctx) => ctx.components().length > 0,
  perform: (ctx) => {
    const all = ctx.components();
    const byId = new Map(all.map((c) => [c.id, c]));
    const bounds = boundsOf(all.map((c) => absoluteRect(c, byId)));
    if (bounds) ctx.store.getState().set({ viewport: fitRect(bounds, ctx.screen()) });
  },
};

/** Clears the selection and closes the menu. */
export const escapeAction: WireAction = {
  id: 'escape',
  label: 'Clear selection',
  shortcut: 'Esc',
  readOnlySafe: true,
  keyTest: (e) => e.key === 'Escape',
  enabled: () => true,
  perform: (ctx) => ctx.store.getState().set({ selection: [], menu: undefined }),
};

const surfaceOf = (ctx: ActionContext) => {
  const [first] = targetComponents(ctx);
  return first?.type === 'surface'
    ? first
    : ctx.components().find((c) => c.id === first?.parent_id);
};

/** Downloads a surface with its components as a PNG image. */
export const exportPngAction: WireAction = {
  id: 'exportPng',
  label: 'Export as PNG',
  readOnlySafe: true,
  enabled: (ctx) => surfaceOf(ctx) !== undefined,
  perform: async (ctx) => {
    const surface = surfaceOf(ctx);
    if (surface) await ctx.exportPng(surface.id);
  },
};

/**
 * Shift+F10 or the ContextMenu key: the menu of the focused component (selecting it, as a right
 * click does), else the canvas menu, whose additions go to the middle of the view.
 */
export const contextMenuKeyAction: WireAction = {
  ...contextMenuAction((ctx: ActionContext) => {
    const focus = ctx.event?.target;
    const item = focus instanceof Element ? focus.closest('[data-wire-id]') : null;
    const id = item?.getAttribute('data-wire-id');
    const { viewport, selection, set } = ctx.store.getState();
    if (id && !selection.includes(id)) set({ selection: [id] });
    const screen = ctx.screen();
    const target = id
      ? { kind: 'component' as const, id }
      : {
          kind: 'canvas' as const,
          at: toCanvas(viewport, { x: screen.width / 2, y: screen.height / 2 }),
        };
    set({ menu: { ...menuPoint(item ?? focus), target } });
  }),
  needsCanvas: true,
};
