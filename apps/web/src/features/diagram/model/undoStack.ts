/** One undoable edit: what undo and redo do, with a label for announcements. */
export interface UndoEntry {
  label: string;
  undo: () => Promise<void> | void;
  redo: () => Promise<void> | void;
}

/** The undo and redo history of one's own edits. */
export interface UndoStack {
  past: readonly UndoEntry[];
  future: readonly UndoEntry[];
}

/** History depth. */
export const UNDO_LIMIT = 100;

/** An empty history. */
export const emptyUndoStack: UndoStack = { past: [], future: [] };

/** Records a new edit: it goes on top and clears what could be redone. */
export function pushEntry(stack: UndoStack, entry: UndoEntry): UndoStack {
  return { past: [...stack.past, entry].slice(-UNDO_LIMIT), future: [] };
}

/** Takes the newest edit to undo; returns it with the history after undoing. */
export function takeUndo(stack: UndoStack): { entry: UndoEntry; stack: UndoStack } | undefined {
  const entry = stack.past.at(-1);
  if (!entry) return undefined;
  return { entry, stack: { past: stack.past.slice(0, -1), future: [...stack.future, entry] } };
}

/** Takes the newest undone edit to redo; returns it with the history after redoing. */
export function takeRedo(stack: UndoStack): { entry: UndoEntry; stack: UndoStack } | undefined {
  const entry = stack.future.at(-1);
  if (!entry) return undefined;
  return { entry, stack: { past: [...stack.past, entry], future: stack.future.slice(0, -1) } };
}
