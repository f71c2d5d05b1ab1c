import { useEffect, type RefObject } from 'react';
import { isTyping } from '../../../lib/editor/keys';
import { useWireDispatcher } from '../actions/dispatch';
import { actionForKey } from '../../../lib/editor/action';
import { wireActions } from '../actions/registry';

/**
 * The editor's keys: every action with a key test. Delete, copy, paste and nudging act only while
 * the pointer is over the canvas or focus is in it (spec 2 §4); nothing fires while typing.
 */
export function useWireKeys(canvas: RefObject<HTMLDivElement | null>): void {
  const { dispatch, context } = useWireDispatcher();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || isTyping(e.target)) return;
      // Keys belong to an open dialog or menu, not to the canvas behind it.
      if (e.target instanceof Element && e.target.closest('[role="dialog"], [role="menu"]')) return;
      const action = actionForKey(Object.values(wireActions), e);
      if (!action) return;
      const { store } = context();
      const focusInCanvas = canvas.current?.contains(document.activeElement) ?? false;
      if (action.needsCanvas && !store.getState().pointerOverCanvas && !focusInCanvas) return;
      e.preventDefault();
      dispatch(action, { event: e });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canvas, dispatch, context]);
}
