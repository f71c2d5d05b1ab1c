import type { StoreApi } from 'zustand';
import type { EditorAction } from '../../../lib/editor/action';
import type { DiagramOps } from '../api/diagramOps';
import type { Rect, Viewport } from '../model/geometry';
import type { ContextMenuTarget, EditorState } from '../store/editorStore';

/** What an action may use: the editor store, the diagram writes and the viewport. */
export interface ActionContext {
  store: StoreApi<EditorState>;
  ops: DiagramOps;
  viewport: () => Viewport;
  screenSize: () => { width: number; height: number };
  /** Fits the whole diagram to the screen, or only `bounds` (what an import placed, issue 36). */
  fitView: (bounds?: Rect) => void;
  /** Shows the diagram as it opens without a saved viewport: readable, whole if it can be. */
  firstView: () => void;
  /** The item a context menu was opened on, when the action came from one. */
  target?: ContextMenuTarget;
  /** The key press that triggered the action, for actions that read it (arrow keys). */
  event?: KeyboardEvent;
}

/** One diagram editor operation: a kernel action over this editor's context. */
export type DiagramAction = EditorAction<ActionContext>;
