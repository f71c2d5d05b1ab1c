import { useEffect } from 'react';
import { isTyping } from '../../../lib/editor/keys';
import { useDispatcher } from '../actions/dispatch';
import { actionForKey } from '../../../lib/editor/action';
import { isSearchKey } from '../actions/findActions';
import { diagramActions } from '../actions/registry';
import type { DiagramAction } from '../actions/actionTypes';
import type { ContextMenuTarget } from '../store/editorStore';

/** Marks the part of the page (canvas and toolbar, in EditorLayout) where the shortcuts apply. */
const EDITOR_KEYS_ATTRIBUTE = 'data-editor-keys';

/** Whether a key press is meant for the editor: focus on the page itself, the canvas or the toolbar. */
function isForEditor(target: EventTarget | null): boolean {
  if (target === document.body) return true;
  return target instanceof Element && target.closest(`[${EDITOR_KEYS_ATTRIBUTE}]`) !== null;
}

/** The table, comment, area or relationship that has the keyboard focus, if any. */
function focusedItem(target: EventTarget | null): ContextMenuTarget | undefined {
  const item =
    target instanceof Element ? target.closest('.react-flow__node, .react-flow__edge') : null;
  const id = item?.getAttribute('data-id');
  if (!item || !id) return undefined;
  if (item.classList.contains('react-flow__edge')) return { kind: 'relationship', id };
  if (item.classList.contains('react-flow__node-area')) return { kind: 'area', id };
  return item.classList.contains('react-flow__node-comment')
    ? { kind: 'comment', id }
    : { kind: 'table', id };
}

/**
 * What a key acts on besides the selection: the focused item for the arrows (a table or comment)
 * and the menu key; Delete on a focused relationship deletes it, else the selection as before.
 */
function keyTarget(action: DiagramAction, focused: ContextMenuTarget | undefined) {
  if (action === diagramActions.menu) return focused;
  if (action === diagramActions.neighbourhood)
    return focused?.kind === 'table' ? focused : undefined;
  if (action === diagramActions.nudge)
    return focused?.kind === 'relationship' ? undefined : focused;
  if (action === diagramActions.delete && focused?.kind === 'relationship') return focused;
  return undefined;
}

/**
 * The editor's shortcuts (INS, Ctrl+INS, DEL, Escape, Ctrl+Z, Ctrl+Shift+Z, arrow keys, Shift+F10,
 * and Shift+T and Shift+C for INS and Ctrl+INS on keyboards without an Insert key), never while
 * typing nor from the side panel or a dialog.
 */
export function useEditorKeys(): void {
  const { dispatch, isEnabled } = useDispatcher();
  useEffect(() => {
    const handleKey = (e: KeyboardEvent) => {
      // Ctrl+K searches the diagram from anywhere on the page, a field or the side panel too
      // (the browser's own Ctrl+K, its search bar, is not what a user of the editor means).
      const inDialog = e.target instanceof Element && e.target.closest('[role="dialog"]');
      if (isSearchKey(e) && !inDialog) {
        e.preventDefault();
        dispatch(diagramActions.search, undefined, e);
        return;
      }
      if (isTyping(e.target) || !isForEditor(e.target)) return;
      const action = actionForKey(Object.values(diagramActions), e);
      if (!action) return;
      const target = keyTarget(action, focusedItem(e.target));
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
