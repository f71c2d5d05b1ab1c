import { useEffect } from 'react';
import { menuEntry } from '../../../lib/editor/action';
import { EditorMenu, preloadEditorMenu } from '../../../lib/editor/EditorMenu';
import type { WireAction } from '../actions/actionTypes';
import { useWireDispatcher } from '../actions/dispatch';
import { wireActions as a } from '../actions/registry';
import { useWireEditor, useWireEditorApi, type MenuTarget } from '../store/editorStore';

function entriesFor(target: MenuTarget): WireAction[] {
  if (target.kind === 'canvas') return [a.addDesktop, a.addMobile, a.paste, a.selectAll, a.fit];
  return [a.copy, a.paste, a.bringForward, a.sendBackward, a.lock, a.unlock, a.exportPng, a.delete];
}

/**
 * The right-click menu (spec 2 §2), also opened with Shift+F10 or the ContextMenu key: the same
 * actions as keys and toolbar, each with its shortcut; those that cannot run now are left out.
 */
export function CanvasMenu() {
  useEffect(preloadEditorMenu, []);
  const menu = useWireEditor((s) => s.menu);
  const store = useWireEditorApi();
  const { dispatch, canRun } = useWireDispatcher();
  if (!menu) return null;
  const entries = entriesFor(menu.target)
    .filter((action) => canRun(action, menu.target))
    .map((action) => menuEntry(action, () => dispatch(action, { target: menu.target })));
  return (
    <EditorMenu
      at={menu}
      entries={entries}
      onClose={() => store.getState().set({ menu: undefined })}
      testId="wire-context-menu"
      emptyLabel="Nothing to do here"
    />
  );
}
