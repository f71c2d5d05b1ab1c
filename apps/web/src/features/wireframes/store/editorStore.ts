import { createContext, useContext } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import type { WireframeCategory } from '../model/catalog';
import { EMPTY_HISTORY, type History } from '../../../lib/editor/history';
import type { Guide } from '../model/snapping';
import type { Point, Rect, Wire } from '../model/types';
import { INITIAL_VIEWPORT, type Viewport } from '../model/viewport';

/** The canvas tools (spec 2 §4): Move pans and zooms, Pointer picks and drags, Selection draws a rectangle. */
export type Tool = 'move' | 'pointer' | 'selection';

/** What a context menu was opened on. */
export type MenuTarget = { kind: 'canvas'; at: Point } | { kind: 'component'; id: string };

/** Editor-local state of one wireframe editor; the components themselves live in TanStack Query. */
export interface WireEditorState {
  readOnly: boolean;
  tool: Tool;
  category: WireframeCategory;
  viewport: Viewport;
  selection: readonly string[];
  /** A move in progress: the selection's offset in canvas units, after snapping. */
  drag: { ids: readonly string[]; dx: number; dy: number } | undefined;
  /** A resize in progress: the component's new rectangle relative to its surface. */
  resize: { id: string; rect: Rect } | undefined;
  guides: readonly Guide[];
  marquee: Rect | undefined;
  menu: { x: number; y: number; target: MenuTarget } | undefined;
  clipboard: readonly Wire[];
  history: History;
  /** Keys for delete, copy and paste act only while the pointer is over the canvas (spec 2 §4). */
  pointerOverCanvas: boolean;
  /** The latest message for screen readers. */
  announcement: string;
  /** The shortcuts sheet (`?`) is open. */
  shortcutsOpen: boolean;
  set: (patch: Partial<Omit<WireEditorState, 'set'>>) => void;
}

/** Creates the store of one editor instance. */
export function createWireEditorStore(readOnly: boolean): StoreApi<WireEditorState> {
  return createStore<WireEditorState>((set) => ({
    readOnly,
    tool: 'pointer',
    category: 'All',
    viewport: INITIAL_VIEWPORT,
    selection: [],
    drag: undefined,
    resize: undefined,
    guides: [],
    marquee: undefined,
    menu: undefined,
    clipboard: [],
    history: EMPTY_HISTORY,
    pointerOverCanvas: false,
    announcement: '',
    shortcutsOpen: false,
    set: (patch) => set(patch),
  }));
}

/** The store of the wireframe editor being rendered. */
export const WireEditorContext = createContext<StoreApi<WireEditorState> | undefined>(undefined);

/** The editor store itself, for handlers that read the latest state without subscribing. */
export function useWireEditorApi(): StoreApi<WireEditorState> {
  const store = useContext(WireEditorContext);
  if (!store) throw new Error('useWireEditorApi outside a wireframe editor');
  return store;
}

/** Reads the editor store through a selector (re-renders only when the selected value changes). */
export function useWireEditor<T>(selector: (state: WireEditorState) => T): T {
  return useStore(useWireEditorApi(), selector);
}
