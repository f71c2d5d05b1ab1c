/**
 * One undoable edit of one's own, as the action that made it returned it: how to take it back and
 * how to do it again. Both act on the items the edit touched (by id), never on a snapshot of the
 * whole canvas, so undo leaves other members' concurrent edits of other items alone.
 */
export interface Step {
  label: string;
  undo: () => Promise<void>;
  redo: () => Promise<void>;
}

/** Past and undone edits, newest last. */
export interface History {
  done: readonly Step[];
  undone: readonly Step[];
}

/** How many edits can be undone. */
export const HISTORY_DEPTH = 100;

/** No edits yet. */
export const EMPTY_HISTORY: History = { done: [], undone: [] };

/** Records an edit (the oldest falls off past the depth); whatever was undone can no longer be redone. */
export function record(history: History, step: Step, depth = HISTORY_DEPTH): History {
  return { done: [...history.done, step].slice(-depth), undone: [] };
}

/** Moves the newest step from one side to the other: 'undo' takes from done, 'redo' from undone. */
export function shift(
  history: History,
  direction: 'undo' | 'redo',
): { step: Step; history: History } | undefined {
  const from = direction === 'undo' ? history.done : history.undone;
  const step = from.at(-1);
  if (!step) return undefined;
  const rest = from.slice(0, -1);
  return direction === 'undo'
    ? { step, history: { done: rest, undone: [...history.undone, step] } }
    : { step, history: { done: [...history.done, step], undone: rest } };
}

/**
 * One step of several (a drag or delete of many items): one Ctrl+Z takes them all back, the last
 * first, as they were made.
 */
export function group(label: string, steps: readonly Step[]): Step {
  return {
    label,
    undo: async () => {
      for (const s of [...steps].reverse()) await s.undo();
    },
    redo: async () => {
      for (const s of steps) await s.redo();
    },
  };
}

/** A step from two writes: `apply(after)` was done, undo applies `before` (a rename, a resize). */
export function changeStep<T>(
  label: string,
  apply: (value: T) => Promise<unknown>,
  before: T,
  after: T,
): Step {
  return {
    label,
    undo: async () => void (await apply(before)),
    redo: async () => void (await apply(after)),
  };
}
