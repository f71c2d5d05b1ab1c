import type { StoreApi } from 'zustand';
import type { DiagramOps } from '../api/diagramOps';
import type { Viewport } from '../model/geometry';
import type { UndoEntry } from '../model/undoStack';
import type { ContextMenuTarget, EditorState } from '../store/editorStore';

/** What an action may use: the editor store, the diagram writes and the viewport. */
export interface ActionContext {
  store: StoreApi<EditorState>;
  ops: DiagramOps;
  viewport: () => Viewport;
  screenSize: () => { width: number; height: number };
  fitView: () => void;
  /** The item a context menu was opened on, when the action came from one. */
  target?: ContextMenuTarget;
  /** The key press that triggered the action, for actions that read it (arrow keys). */
  event?: KeyboardEvent;
}

/**
 * One editor operation (style guide: commands as data): toolbar, context menu and keys all
 * dispatch it; what `perform` returns goes on the undo stack.
 */
export interface DiagramAction {
  id: string;
  label: string;
  /** Shown in menus, e.g. 'INS' or 'Ctrl+INS' (spec 2 §2). */
  shortcut?: string;
  /** Whether a key press triggers the action. */
  keyTest?: (event: KeyboardEvent) => boolean;
  /** Whether Viewers may run it (view-only operations such as fit). */
  readOnlySafe?: boolean;
  enabled: (ctx: ActionContext) => boolean;
  perform: (ctx: ActionContext) => Promise<UndoEntry | void> | UndoEntry | void;
}
