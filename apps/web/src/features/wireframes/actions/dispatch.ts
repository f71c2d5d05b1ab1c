import { createContext, useContext } from 'react';
import type { HistoryStep } from '../model/history';
import { record } from '../model/history';
import type { MenuTarget } from '../store/editorStore';
import type { ActionContext, WireAction } from './actionTypes';
import { canRun, runAction } from './registry';

/** Runs actions of the editor being rendered. */
export interface WireDispatcher {
  dispatch: (action: WireAction, extra?: { target?: MenuTarget; event?: KeyboardEvent }) => void;
  canRun: (action: WireAction, target?: MenuTarget) => boolean;
  context: () => ActionContext;
  /**
   * Puts an edit made by a pointer gesture (drag, resize, property change) on the history once
   * its write is done; answers when it is there, or rejects as the write did.
   */
  record: (step: Promise<HistoryStep>) => Promise<void>;
}

/**
 * Makes a dispatcher over a function that builds the current action context. An edit's step goes
 * on the history only when the server has it, so undo and redo first wait for every edit, undo
 * and redo already under way: Delete then Ctrl+Z takes back the delete, however slow the network,
 * never the edit before it, and Ctrl+Y then redoes it on the component the undo re-created.
 */
export function createWireDispatcher(context: () => ActionContext): WireDispatcher {
  const underWay = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    underWay.add(work);
    const forget = () => underWay.delete(work);
    work.then(forget, forget);
    return work;
  };
  return {
    dispatch: (action, extra) => {
      const run = () => runAction(action, { ...context(), ...extra });
      // Undo and redo are under way themselves until their write is done: a redo right after
      // an undo waits for it (an undone delete's new ids are known only then).
      if (action.travelsHistory) void track(Promise.allSettled([...underWay]).then(run));
      else void track(run());
    },
    canRun: (action, target) => canRun(action, { ...context(), ...(target ? { target } : {}) }),
    context,
    record: (pending) =>
      track(
        pending.then((step) => {
          const { store } = context();
          store.getState().set({ history: record(store.getState().history, step) });
        }),
      ),
  };
}

/** The dispatcher of the editor being rendered. */
export const WireDispatchContext = createContext<WireDispatcher | undefined>(undefined);

/** Reads the editor's dispatcher. */
export function useWireDispatcher(): WireDispatcher {
  const d = useContext(WireDispatchContext);
  if (!d) throw new Error('useWireDispatcher outside a wireframe editor');
  return d;
}
