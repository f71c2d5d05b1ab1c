/** One undoable edit of one's own: how to take it back and how to do it again. */
export interface HistoryStep {
  label: string;
  undo: () => Promise<void>;
  redo: () => Promise<void>;
}

/** Past and undone edits, newest last. */
export interface History {
  done: readonly HistoryStep[];
  undone: readonly HistoryStep[];
}

/** How many edits can be undone. */
export const HISTORY_DEPTH = 100;

/** No edits yet. */
export const EMPTY_HISTORY: History = { done: [], undone: [] };

/** Records an edit; whatever was undone can no longer be redone. */
export function record(history: History, step: HistoryStep): History {
  return { done: [...history.done, step].slice(-HISTORY_DEPTH), undone: [] };
}

/** Moves the newest step from one side to the other: 'undo' takes from done, 'redo' from undone. */
export function shift(
  history: History,
  direction: 'undo' | 'redo',
): { step: HistoryStep; history: History } | undefined {
  const from = direction === 'undo' ? history.done : history.undone;
  const step = from.at(-1);
  if (!step) return undefined;
  const rest = from.slice(0, -1);
  return direction === 'undo'
    ? { step, history: { done: rest, undone: [...history.undone, step] } }
    : { step, history: { done: [...history.done, step], undone: rest } };
}
