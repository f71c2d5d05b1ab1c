import type { EditorAction, HistoryPort } from './action';
import { record as recordStep, type History, type Step } from './history';

/** What an editor gives the kernel: its action context, its history and how it shows errors. */
export interface KernelOptions<C> {
  /** Builds the context an action runs with (store, writes, viewport...). */
  context: () => C;
  /** Whether the user may only look (Viewers). */
  readOnly: (ctx: C) => boolean;
  history: (ctx: C) => HistoryPort;
  /** Shows a failed write (the error toast). */
  onError: (error: unknown) => void;
}

/** The one dispatch of an editor: toolbar, context menu, keys and gestures all go through it. */
export interface EditorKernel<C> {
  /** Runs an action if it may run, in its turn; `idle` answers once it has run. */
  dispatch: (action: EditorAction<C>, extra?: Partial<C>) => void;
  /** Whether an action may run now: enabled, and for Viewers only when it changes nothing. */
  canRun: (action: EditorAction<C>, extra?: Partial<C>) => boolean;
  /**
   * An edit made by a gesture or a field (drag, resize, rename, column, comment text): given as
   * a function, its write starts after the edits under way; given as a promise (a write already
   * started), only its step waits. The step goes on the history in its turn; rejects as the
   * write did, recording nothing.
   */
  record: (step: Promise<Step> | (() => Promise<Step>)) => Promise<void>;
  context: () => C;
  /** Answers when every edit under way is done (tests, and gestures that must follow them). */
  idle: () => Promise<void>;
}

/**
 * Makes an editor's kernel. Edits run one after the other, each once the ones before it are done,
 * as they were meant: Delete right after Paste deletes the pasted copy; Ctrl+Z right after an edit
 * waits for its step (on the history once the server has it) and takes back that edit, never the
 * one before it; a redo waits for the undo under way. Actions that write nothing run at once.
 */
export function createEditorKernel<C extends object>(options: KernelOptions<C>): EditorKernel<C> {
  const underWay = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    underWay.add(work);
    const forget = () => underWay.delete(work);
    work.then(forget, forget);
    return work;
  };
  const contextWith = (extra?: Partial<C>): C => ({ ...options.context(), ...extra });
  const canRun = (action: EditorAction<C>, ctx: C) =>
    (action.readOnlySafe === true || !options.readOnly(ctx)) && action.enabled(ctx);
  const run = async (action: EditorAction<C>, extra?: Partial<C>) => {
    const ctx = contextWith(extra);
    if (!canRun(action, ctx)) return;
    try {
      const step = await action.perform(ctx);
      if (step) {
        const port = options.history(ctx);
        port.set(recordStep(port.get(), step));
      }
    } catch (error) {
      options.onError(error);
    }
  };
  return {
    dispatch: (action, extra) => {
      if (action.readOnlySafe || action.immediate) void run(action, extra);
      else void track(Promise.allSettled([...underWay]).then(() => run(action, extra)));
    },
    canRun: (action, extra) => canRun(action, contextWith(extra)),
    record: (pending) => {
      // A write already under way may fail before its turn: that failure is the caller's.
      if (typeof pending !== 'function') pending.catch(() => undefined);
      return track(
        Promise.allSettled([...underWay]).then(async () => {
          const step = await (typeof pending === 'function' ? pending() : pending);
          const port = options.history(options.context());
          port.set(recordStep(port.get(), step));
        }),
      );
    },
    context: options.context,
    idle: async () => {
      while (underWay.size > 0) await Promise.allSettled([...underWay]);
    },
  };
}

/** The part of an editor store the kernel uses: read-only flag, history, aria-live message. */
interface KernelStore {
  getState: () => {
    readOnly: boolean;
    history: History;
    set: (patch: { history?: History; announcement?: string }) => void;
  };
}

/** The history of an editor kept in its store, and its announcements in the aria-live region. */
export function storeHistoryPort(store: KernelStore): HistoryPort {
  return {
    get: () => store.getState().history,
    set: (history) => store.getState().set({ history }),
    announce: (announcement) => store.getState().set({ announcement }),
  };
}

/** The kernel of an editor whose context carries its store (both editors): one setup, not two. */
export function createStoreKernel<C extends { store: KernelStore }>(
  context: () => C,
  onError: (error: unknown) => void,
): EditorKernel<C> {
  return createEditorKernel<C>({
    context,
    readOnly: (ctx) => ctx.store.getState().readOnly,
    history: (ctx) => storeHistoryPort(ctx.store),
    onError,
  });
}
