import { createContext, useContext } from 'react';
import type { ContextMenuTarget } from '../store/editorStore';
import type { ActionContext, DiagramAction } from './actionTypes';
import { runAction } from './registry';

/** Runs actions of the editor being rendered. */
export interface Dispatcher {
  dispatch: (action: DiagramAction, target?: ContextMenuTarget, event?: KeyboardEvent) => void;
  isEnabled: (action: DiagramAction, target?: ContextMenuTarget) => boolean;
  context: () => ActionContext;
}

/** Makes a dispatcher over a function that builds the current action context. */
export function createDispatcher(context: () => ActionContext): Dispatcher {
  const withTarget = (target?: ContextMenuTarget, event?: KeyboardEvent) => ({
    ...context(),
    ...(target ? { target } : {}),
    ...(event ? { event } : {}),
  });
  return {
    dispatch: (action, target, event) => void runAction(action, withTarget(target, event)),
    isEnabled: (action, target) =>
      action.enabled(withTarget(target)) &&
      (action.readOnlySafe === true || !context().store.getState().readOnly),
    context,
  };
}

/** The dispatcher of the editor being rendered. */
export const DispatchContext = createContext<Dispatcher | undefined>(undefined);

/** Reads the editor's dispatcher. */
export function useDispatcher(): Dispatcher {
  const d = useContext(DispatchContext);
  if (!d) throw new Error('useDispatcher outside a diagram editor');
  return d;
}
