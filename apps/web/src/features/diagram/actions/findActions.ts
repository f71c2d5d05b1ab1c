import { FULLSCREEN_BELOW_PX } from '../model/panes';
import { MINIMAP_KEY } from '../store/editorStore';
import type { ActionContext, DiagramAction } from './actionTypes';

/** Ctrl+K, or ⌘K on a Mac. */
export const isSearchKey = (e: KeyboardEvent) =>
  (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';

/** Ctrl+K (or ⌘K): the search over tables, columns, views and comments. */
export const searchAction: DiagramAction = {
  id: 'search',
  label: 'Search the diagram',
  shortcut: 'Ctrl+K',
  readOnlySafe: true,
  keyTest: isSearchKey,
  enabled: () => true,
  perform: (ctx) => {
    // The search shows on the canvas, which a narrow screen's side panel covers: it closes.
    const covered = window.innerWidth < FULLSCREEN_BELOW_PX;
    ctx.store.getState().set({
      dialog: 'search',
      menu: undefined,
      ...(covered ? { panelOpen: false } : {}),
    });
  },
};

/** Shows or hides the minimap; the choice is kept for this browser. */
export const minimapAction: DiagramAction = {
  id: 'minimap',
  label: 'Minimap',
  readOnlySafe: true,
  enabled: () => true,
  perform: (ctx) => {
    const minimap = !ctx.store.getState().minimap;
    ctx.store.getState().set({ minimap });
    try {
      localStorage.setItem(MINIMAP_KEY, minimap ? 'shown' : 'hidden');
    } catch {
      // Blocked storage: the choice lasts while the page is open.
    }
  },
};

/** The one table a neighbourhood is about: the focused one, else the only selected item. */
function soleTable(ctx: ActionContext): string | undefined {
  if (ctx.target?.kind === 'table') return ctx.target.id;
  const selected = ctx.store.getState().nodes.filter((n) => n.selected);
  const [only] = selected;
  return selected.length === 1 && only?.type === 'table' ? only.id : undefined;
}

/**
 * "Show neighbourhood" (toolbar, N) for the selected table: it and the tables one relationship
 * away stay bright, the rest of the diagram is dimmed (the bar widens it to two, or shows all).
 */
export const neighbourhoodAction: DiagramAction = {
  id: 'neighbourhood',
  label: 'Show neighbourhood',
  shortcut: 'N',
  readOnlySafe: true,
  keyTest: (e) => e.key.toLowerCase() === 'n' && !e.ctrlKey && !e.metaKey && !e.altKey,
  enabled: (ctx) => soleTable(ctx) !== undefined,
  perform: (ctx) => {
    const tableId = soleTable(ctx);
    if (tableId) ctx.store.getState().set({ neighbourhood: { tableId, depth: 1 } });
  },
};
