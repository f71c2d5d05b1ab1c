import { DEFAULT_VISUALIZATION, type VisualizationSettings } from '@relata/core';
import { applyNodeChanges, type NodeChange } from '@xyflow/react';
import { createContext, useContext } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import type { CarriedItem } from '../model/areas';
import type { DiagramNode } from '../model/flowElements';
import { snapPoint } from '../model/geometry';
import { FULLSCREEN_BELOW_PX } from '../model/panes';
import { selectionAnnouncement } from '../model/selectionAnnouncement';
import { EMPTY_HISTORY, type History } from '../../../lib/editor/history';

/** The canvas tools of the toolbar (spec 2 §2), and drawing an area (issue 21, item 2). */
export type Tool = 'move' | 'select' | 'area';

/** An open context menu: where, and on what. */
export type ContextMenuTarget =
  | { kind: 'canvas' }
  | { kind: 'table'; id: string }
  | { kind: 'column'; tableId: string; columnId: string }
  | { kind: 'comment'; id: string }
  | { kind: 'view'; id: string }
  | { kind: 'area'; id: string }
  | { kind: 'relationship'; id: string };

type EditorMethod =
  | 'set'
  | 'applyChanges'
  | 'receiveNodes'
  | 'selectOnly'
  | 'clearSelection'
  | 'beginRectangle'
  | 'endRectangle';

/** Editor-local state of one diagram editor (selection, tool, drafts); server data lives in TanStack Query. */
export interface EditorState {
  readOnly: boolean;
  /**
   * A read-only editor whose items may still be selected, to read a table or a relationship in
   * the side panel (a share link's page, issue 41). Members who are Viewers select nothing (spec 2
   * §6), so it is false but there.
   */
  inspect: boolean;
  tool: Tool;
  nodes: DiagramNode[];
  /** Table a relationship is being drawn from (spec 2 §4). */
  connectingFrom: string | undefined;
  /** While a relationship is dragged from a column's handle: that column (issue 36, item B11). */
  connectingColumn: string | undefined;
  /** The relationship line whose panel is open (clicked, or Enter on the focused line). */
  selectedRelationship: string | undefined;
  menu: { target: ContextMenuTarget; x: number; y: number } | undefined;
  panelOpen: boolean;
  panelTab: 'editor' | 'types' | 'parser';
  dialog: 'export' | 'import' | 'save-version' | 'shortcuts' | 'search' | undefined;
  /** "Show neighbourhood": the table, and how many relationships away the bright part reaches. */
  neighbourhood: { tableId: string; depth: 1 | 2 } | undefined;
  /** The column a search went to, marked on the canvas until the next search or Escape. */
  foundColumn: { tableId: string; columnId: string } | undefined;
  /** Whether the minimap shows (kept per browser). */
  minimap: boolean;
  /** How the diagram is drawn: the project's visualization settings with one's own over them. */
  visual: VisualizationSettings;
  screenshotting: boolean;
  /** Writes in flight; the saving spinner shows while it is above 0. */
  saving: number;
  /** One's own edits, for undo and redo (the editor kernel's history). */
  history: History;
  /** The latest message for screen readers (an aria-live region): moves and selections. */
  announcement: string;
  /**
   * The nodes as they were when a selection rectangle began, while it is drawn: the selection
   * is announced once when it ends, not at every pointer move that changes it.
   */
  rectangleFrom: readonly DiagramNode[] | undefined;
  /**
   * While items are dragged: the canvas distance the pointer went before the drag threshold let
   * the drag start. React Flow measures the drag from there; adding it keeps the items under the
   * pointer (useDragSave sets it when a drag starts and clears it on the drop).
   */
  dragCatchUp: { x: number; y: number } | undefined;
  /**
   * While an area is dragged: the items inside it when the drag began, each with its offset from
   * the area's corner, moved with the area at every pointer move (useDragSave sets and clears it).
   */
  carried: ReadonlyMap<string, CarriedItem> | undefined;
  /**
   * Items `selectOnly` named before their nodes existed: a new table is selected as its answer
   * arrives, and its node comes with the next sync of the nodes with the stored diagram.
   */
  pendingSelection: ReadonlySet<string> | undefined;
  set: (patch: Partial<Omit<EditorState, EditorMethod>>) => void;
  applyChanges: (changes: NodeChange<DiagramNode>[]) => void;
  /** The nodes of the stored diagram (merged with the ones on screen), with a pending selection. */
  receiveNodes: (nodes: DiagramNode[]) => void;
  /** A selection rectangle begins: its selection changes are not announced one by one. */
  beginRectangle: () => void;
  /** The rectangle ends: the selection it made is announced once, if it changed. */
  endRectangle: () => void;
  selectOnly: (ids: readonly string[]) => void;
  clearSelection: () => void;
}

/** The changes with the dragged items' positions moved by what the drag threshold held back. */
function caughtUp(
  changes: NodeChange<DiagramNode>[],
  by: { x: number; y: number },
): NodeChange<DiagramNode>[] {
  return changes.map((c) =>
    c.type === 'position' && c.position
      ? { ...c, position: { x: c.position.x + by.x, y: c.position.y + by.y } }
      : c,
  );
}

/** The changes with the dragged items' positions on the snap grid (the visualization settings). */
function snapped(changes: NodeChange<DiagramNode>[], grid: number): NodeChange<DiagramNode>[] {
  return changes.map((c) =>
    c.type === 'position' && c.position ? { ...c, position: snapPoint(c.position, grid) } : c,
  );
}

/** The changes plus the moves of the items that the dragged areas carry. */
function withCarried(
  changes: NodeChange<DiagramNode>[],
  carried: ReadonlyMap<string, CarriedItem>,
): NodeChange<DiagramNode>[] {
  const areaAt = new Map<string, { x: number; y: number }>();
  for (const c of changes) if (c.type === 'position' && c.position) areaAt.set(c.id, c.position);
  const extra: NodeChange<DiagramNode>[] = [];
  for (const [id, { areaId, dx, dy }] of carried) {
    const at = areaAt.get(areaId);
    if (at) extra.push({ type: 'position', id, position: { x: at.x + dx, y: at.y + dy } });
  }
  return extra.length > 0 ? [...changes, ...extra] : changes;
}

/** Where the minimap's shown or hidden state is kept, for every project of this browser. */
export const MINIMAP_KEY = 'relata-minimap';

function readMinimap(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(MINIMAP_KEY) === 'shown';
  } catch {
    return false;
  }
}

/** Creates the store of one editor instance. */
export function createEditorStore(readOnly: boolean): StoreApi<EditorState> {
  return createStore<EditorState>((set, get) => ({
    readOnly,
    inspect: false,
    tool: 'move',
    nodes: [],
    connectingFrom: undefined,
    connectingColumn: undefined,
    selectedRelationship: undefined,
    menu: undefined,
    // Below 600 px the panel would cover the whole canvas (spec 2 §4), so it starts closed there.
    panelOpen: typeof window === 'undefined' || window.innerWidth >= FULLSCREEN_BELOW_PX,
    panelTab: 'editor',
    dialog: undefined,
    neighbourhood: undefined,
    foundColumn: undefined,
    minimap: readMinimap(),
    visual: DEFAULT_VISUALIZATION,
    screenshotting: false,
    saving: 0,
    history: EMPTY_HISTORY,
    announcement: '',
    rectangleFrom: undefined,
    dragCatchUp: undefined,
    carried: undefined,
    pendingSelection: undefined,
    set: (patch) => set(patch),
    applyChanges: (changes) => {
      // Viewers neither select nor drag (spec 2 §6); dimension changes still apply, and a share
      // page's reader selects to read an item's details.
      const { readOnly, inspect, dragCatchUp, carried } = get();
      const ours = readOnly
        ? changes.filter((c) => c.type === 'dimensions' || (inspect && c.type === 'select'))
        : changes;
      if (ours.length === 0) return;
      const caught = dragCatchUp ? caughtUp(ours, dragCatchUp) : ours;
      const { snapToGrid, gridSize } = get().visual;
      const onGrid = snapToGrid ? snapped(caught, gridSize) : caught;
      const allowed = carried ? withCarried(onGrid, carried) : onGrid;
      const before = get().nodes;
      const nodes = applyNodeChanges(allowed, before);
      // Only a click's selection is announced here (drags and measures change no selection).
      const selecting =
        get().rectangleFrom === undefined && allowed.some((c) => c.type === 'select');
      const announcement = selecting ? selectionAnnouncement(before, nodes) : undefined;
      // A selection the user makes replaces one still waiting for its items.
      const pending = selecting ? { pendingSelection: undefined } : {};
      set(announcement ? { nodes, announcement, ...pending } : { nodes, ...pending });
    },
    receiveNodes: (received) => {
      const waiting = get().pendingSelection;
      if (!waiting) return set({ nodes: received });
      const before = get().nodes;
      const nodes = received.map((n) =>
        waiting.has(n.id) && !n.selected ? { ...n, selected: true } : n,
      );
      const left = [...waiting].filter((id) => !nodes.some((n) => n.id === id));
      const announcement = selectionAnnouncement(before, nodes);
      set({
        nodes,
        pendingSelection: left.length > 0 ? new Set(left) : undefined,
        ...(announcement ? { announcement } : {}),
      });
    },
    beginRectangle: () => set({ rectangleFrom: get().nodes }),
    endRectangle: () => {
      const from = get().rectangleFrom;
      const announcement = from && selectionAnnouncement(from, get().nodes);
      set(announcement ? { rectangleFrom: undefined, announcement } : { rectangleFrom: undefined });
    },
    selectOnly: (ids) => {
      const wanted = new Set(ids);
      const before = get().nodes;
      const nodes = before.map((n) =>
        Boolean(n.selected) === wanted.has(n.id) ? n : { ...n, selected: wanted.has(n.id) },
      );
      for (const n of nodes) wanted.delete(n.id);
      const announcement = selectionAnnouncement(before, nodes);
      const pendingSelection = wanted.size > 0 ? wanted : undefined;
      set(announcement ? { nodes, announcement, pendingSelection } : { nodes, pendingSelection });
    },
    clearSelection: () => {
      get().selectOnly([]);
      if (get().selectedRelationship !== undefined) set({ selectedRelationship: undefined });
    },
  }));
}

/** The store of the editor being rendered. */
export const EditorStoreContext = createContext<StoreApi<EditorState> | undefined>(undefined);

/** Reads the editor store through a selector (re-renders only when the selected value changes). */
export function useEditor<T>(selector: (state: EditorState) => T): T {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditor outside a diagram editor');
  return useStore(store, selector);
}

/** The editor store itself, for event handlers that read the latest state without subscribing. */
export function useEditorApi(): StoreApi<EditorState> {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditorApi outside a diagram editor');
  return store;
}
