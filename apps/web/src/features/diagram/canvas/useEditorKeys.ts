import { useEffect } from 'react';
import { isTyping } from '../../../lib/editor/keys';
import { useDispatcher } from '../actions/dispatch';
import { actionForKey } from '../../../lib/editor/action';
import { diagramActions } from '../actions/registry';
import type { ContextMenuTarget } from '../store/editorStore';

/** Marks the part of the page (canvas and toolbar, in EditorLayout) where the shortcuts apply. */
const EDITOR_KEYS_ATTRIBUTE = 'data-editor-keys';

/** Whether a key press is meant for the editor: focus on the page itself, the canvas or the toolbar. */
function isForEditor(target: EventTarget | null): boolean {
  if (target === document.body) return true;
  return target instanceof Element && target.closest(`[${EDITOR_KEYS_ATTRIBUTE}]`) !== null;
}

/** The table or comment that has the keyboard focus, if any. */
function focusedItem(target: EventTarget | null): ContextMenuTarget | undefined {
  const item = target instanceof Element ? target.closest('.react-flow__node') : null;
  const id = item?.getAttribute('data-id');
  if (!item || !id) return undefined;
  return item.classList.contains('react-flow__node-comment')
    ? { kind: 'comment', id }
    : { kind: 'table', id };
}

/**
 * The editor's shortcuts (INS, Ctrl+INS, DEL, Escape, Ctrl+Z, Ctrl+Shift+Z, arrow keys), never
 * while typing nor from the side panel or a dialog.
 */
export function useEditorKeys(): void {
  const { dispatch, isEnabled } = useDispatcher();
  useEffect(() => {
    const handleKey = (e: KeyboardEvent) => {
      if (isTyping(e.target) || !isForEditor(e.target)) return;
      const action = actionForKey(Object.values(diagramActions), e);
      if (!action) return;
      const target = action === diagramActions.nudge ? focusedItem(e.target) : undefined;
      // Arrows with nothing to move keep their default (scrolling).
      if (action === diagramActions.nudge && !isEnabled(action, target)) return;
      // This listener runs first (capture) and the key is the editor's alone: React Flow's own
      // handling of a focused node (an unsaved arrow move, Escape toggling the selection back)
      // would otherwise act on the same press.
      e.stopPropagation();
      e.preventDefault();
      dispatch(action, target, e);
    };
    window.addEventListener('keydown', handleKey, { capture: true });
    return () => window.removeEventListener('keydown', handleKey, { capture: true });
  }, [dispatch, isEnabled]);
}
