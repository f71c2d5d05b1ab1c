import { createContext, useContext } from 'react';
import type { HistoryPort } from '../../../lib/editor/action';
import { createStoreKernel, storeHistoryPort, type EditorKernel } from '../../../lib/editor/kernel';
import { showApiError } from '../../../lib/toast/toast';
import type { ContextMenuTarget } from '../store/editorStore';
import type { ActionContext, DiagramAction } from './actionTypes';

/** Runs actions of the editor being rendered: the editor kernel over the diagram's context. */
export interface Dispatcher extends Omit<EditorKernel<ActionContext>, 'dispatch' | 'canRun'> {
  dispatch: (action: DiagramAction, target?: ContextMenuTarget, event?: KeyboardEvent) => void;
  isEnabled: (action: DiagramAction, target?: ContextMenuTarget) => boolean;
}

/** The diagram's history and aria-live messages, for the kernel. */
export const historyPort = (ctx: ActionContext): HistoryPort => storeHistoryPort(ctx.store);

const extra = (target?: ContextMenuTarget, event?: KeyboardEvent): Partial<ActionContext> => ({
  ...(target ? { target } : {}),
  ...(event ? { event } : {}),
});

/**
 * Makes the diagram's dispatcher over a function that builds the current action context: the
 * kernel's (edits in order, undo after the edits under way), the diagram's history, the toast.
 */
export function createDispatcher(context: () => ActionContext): Dispatcher {
  const kernel = createStoreKernel(context, showApiError);
  return {
    ...kernel,
    dispatch: (action, target, event) => kernel.dispatch(action, extra(target, event)),
    isEnabled: (action, target) => kernel.canRun(action, extra(target)),
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
