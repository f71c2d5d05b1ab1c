import { Kbd, Menu } from '@mantine/core';
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
    case 'relationship':
      return [{ action: a.delete, label: 'Delete Relationship' }];
  }
}

/** The right-click menus of spec 2 §2, dispatching the same actions as keys and toolbar. */
export function ContextMenu() {
  const menu = useEditor((s) => s.menu);
  const store = useEditorApi();
  const { dispatch } = useDispatcher();
  if (!menu) return null;
  const close = () => store.getState().set({ menu: undefined });
  return (
    <Menu opened onChange={(open) => !open && close()} position="bottom-start" withinPortal>
      <Menu.Target>
        <div style={{ position: 'fixed', left: menu.x, top: menu.y, width: 1, height: 1 }} />
      </Menu.Target>
      <Menu.Dropdown data-testid="context-menu">
        {entriesFor(menu.target).map(({ action, label }) => (
          <Menu.Item
            key={label}
            rightSection={action.shortcut ? <Kbd size="xs">{action.shortcut}</Kbd> : null}
            onClick={() => {
              close();
              dispatch(action, menu.target);
            }}
          >
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
