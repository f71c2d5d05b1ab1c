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
  /** Puts an edit made by a pointer gesture (drag, resize, property change) on the history. */
  record: (step: HistoryStep) => void;
}

/** Makes a dispatcher over a function that builds the current action context. */
export function createWireDispatcher(context: () => ActionContext): WireDispatcher {
  return {
    dispatch: (action, extra) => void runAction(action, { ...context(), ...extra }),
    canRun: (action, target) => canRun(action, { ...context(), ...(target ? { target } : {}) }),
    context,
    record: (step) => {
      const { store } = context();
      store.getState().set({ history: record(store.getState().history, step) });
    },
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
