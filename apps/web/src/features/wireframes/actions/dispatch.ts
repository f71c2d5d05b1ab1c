import { createContext, useContext } from 'react';
import { createStoreKernel, type EditorKernel } from '../../../lib/editor/kernel';
import { showApiError } from '../../../lib/toast/toast';
import type { MenuTarget } from '../store/editorStore';
import type { ActionContext, WireAction } from './actionTypes';

/** Runs actions of the editor being rendered: the editor kernel over this editor's context. */
export interface WireDispatcher extends Omit<EditorKernel<ActionContext>, 'canRun'> {
  canRun: (action: WireAction, target?: MenuTarget) => boolean;
}

/**
 * Makes the wireframe editor's dispatcher: the kernel's (edits in order, undo after the edits
 * under way) with this editor's history, read-only flag and error toast.
 */
export function createWireDispatcher(context: () => ActionContext): WireDispatcher {
  const kernel = createStoreKernel(context, showApiError);
  return {
    ...kernel,
    canRun: (action, target) => kernel.canRun(action, target ? { target } : {}),
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
