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
 * Makes a dispatcher over a function that builds the current action context. Edits run one after
 * the other, each once the ones before it are done, as they were meant: Delete right after Paste
 * deletes the pasted copy (selected when the paste is done), not the original; Ctrl+Z right after
 * Delete takes back the delete (its step is on the history once the server has it), never the
 * edit before it; Ctrl+Y right after Ctrl+Z redoes on the component the undo re-created. Actions
 * that change nothing (tools, zoom, export) run at once.
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
      if (action.readOnlySafe) void run();
      else void track(Promise.allSettled([...underWay]).then(run));
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
