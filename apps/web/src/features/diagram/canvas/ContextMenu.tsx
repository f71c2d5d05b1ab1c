import { useEffect } from 'react';
import { menuEntry } from '../../../lib/editor/action';
import { EditorMenu, preloadEditorMenu } from '../../../lib/editor/EditorMenu';
import { useDispatcher } from '../actions/dispatch';
import type { DiagramAction } from '../actions/actionTypes';
import { diagramActions } from '../actions/registry';
import { useEditor, useEditorApi, type ContextMenuTarget } from '../store/editorStore';

function entriesFor(target: ContextMenuTarget): { action: DiagramAction; label: string }[] {
  const a = diagramActions;
  switch (target.kind) {
    case 'canvas':
      return [
        { action: a.addTable, label: 'Add Table' },
        { action: a.addComment, label: 'Add Comment' },
      ];
    case 'table':
      return [
        { action: a.addRelationship, label: 'Add Relationship' },
        { action: a.delete, label: 'Delete Table' },
      ];
    case 'column':
      return [{ action: a.delete, label: 'Delete Row' }];
    case 'comment':
      return [{ action: a.delete, label: 'Delete Comment' }];
    case 'view':
      return [{ action: a.delete, label: 'Delete View' }];
    case 'area':
      return [{ action: a.delete, label: 'Delete Area' }];
    case 'relationship':
      return [{ action: a.delete, label: 'Delete Relationship' }];
  }
}

/**
 * The right-click menus of spec 2 §2 (also opened with Shift+F10 or the ContextMenu key on the
 * focused item), dispatching the same actions as keys and toolbar, each with its shortcut.
 */
export function ContextMenu() {
  useEffect(preloadEditorMenu, []);
  const menu = useEditor((s) => s.menu);
  const store = useEditorApi();
  const { dispatch } = useDispatcher();
  if (!menu) return null;
  const entries = entriesFor(menu.target).map(({ action, label }) =>
    menuEntry(action, () => dispatch(action, menu.target), label),
  );
  return (
    <EditorMenu
      at={menu}
      entries={entries}
      onClose={() => store.getState().set({ menu: undefined })}
      testId="context-menu"
    />
  );
}
