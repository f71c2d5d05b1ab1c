import { Kbd, Menu } from '@mantine/core';
import type { WireAction } from '../actions/actionTypes';
import { useWireDispatcher } from '../actions/dispatch';
import { wireActions as a } from '../actions/registry';
import { useWireEditor, useWireEditorApi, type MenuTarget } from '../store/editorStore';

function entriesFor(target: MenuTarget): WireAction[] {
  if (target.kind === 'canvas') return [a.addDesktop, a.addMobile, a.paste, a.selectAll, a.fit];
  return [a.copy, a.paste, a.bringForward, a.sendBackward, a.lock, a.unlock, a.exportPng, a.delete];
}

/** The right-click menu (spec 2 §2): the same actions as keys and toolbar; those that cannot run now are left out. */
export function CanvasMenu() {
  const menu = useWireEditor((s) => s.menu);
  const store = useWireEditorApi();
  const { dispatch, canRun } = useWireDispatcher();
  if (!menu) return null;
  const close = () => store.getState().set({ menu: undefined });
  const entries = entriesFor(menu.target).filter((action) => canRun(action, menu.target));
  return (
    <Menu opened onChange={(open) => !open && close()} position="bottom-start" withinPortal>
      <Menu.Target>
        <div style={{ position: 'fixed', left: menu.x, top: menu.y, width: 1, height: 1 }} />
      </Menu.Target>
      <Menu.Dropdown data-testid="wire-context-menu">
        {entries.length === 0 && <Menu.Label>Nothing to do here</Menu.Label>}
        {entries.map((action) => (
          <Menu.Item
            key={action.id}
            rightSection={action.shortcut ? <Kbd size="xs">{action.shortcut}</Kbd> : null}
            onClick={() => {
              close();
              dispatch(action, { target: menu.target });
            }}
          >
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
