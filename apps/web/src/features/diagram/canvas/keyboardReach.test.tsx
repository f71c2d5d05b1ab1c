import { MantineProvider } from '@mantine/core';
import type { DbRelationship } from '@relata/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { press } from '../../../lib/editor/testing';
import type { DiagramOps } from '../api/diagramOps';
import { createDispatcher, DispatchContext } from '../actions/dispatch';
import { EMPTY_DIAGRAM, type Diagram } from '../model/diagramCache';
import { createEditorStore, EditorStoreContext } from '../store/editorStore';
import { ContextMenu } from './ContextMenu';
import { useEditorKeys } from './useEditorKeys';

const relationship: DbRelationship = {
  id: 'r1',
  project_id: 'p',
  name: 'fk_users_orders',
  sourceTableId: 't1',
  targetTableId: 't2',
  sourceColumnId: 'pk',
  targetColumnId: 'fk',
  cardinality: 'ONE_TO_MANY',
};

/** The keys and the menu of a diagram editor over a canvas with a table and a focusable line. */
function Canvas() {
  useEditorKeys();
  return (
    <div data-editor-keys="">
      <div className="react-flow__node react-flow__node-table" data-id="t1" tabIndex={0}>
        users
      </div>
      <svg>
        <g className="react-flow__edge" data-id="r1" tabIndex={0} aria-label="line" />
      </svg>
      <ContextMenu />
    </div>
  );
}

function editor(readOnly = false) {
  const log: unknown[][] = [];
  const diagram: Diagram = { ...EMPTY_DIAGRAM, relationships: [relationship] };
  const ops = {
    current: () => diagram,
    deleteRelationship: (id: string) => Promise.resolve(void log.push(['delete', id])),
    restoreRelationship: (r: DbRelationship) => Promise.resolve(void log.push(['restore', r.id])),
  } as unknown as DiagramOps;
  const store = createEditorStore(readOnly);
  const dispatcher = createDispatcher(() => ({
    store,
    ops,
    viewport: () => ({ x: 0, y: 0, zoom: 1 }),
    screenSize: () => ({ width: 800, height: 600 }),
    fitView: () => undefined,
    firstView: () => undefined,
  }));
  render(
    <MantineProvider>
      <EditorStoreContext.Provider value={store}>
        <DispatchContext.Provider value={dispatcher}>
          <Canvas />
        </DispatchContext.Provider>
      </EditorStoreContext.Provider>
    </MantineProvider>,
  );
  const table = document.querySelector<HTMLElement>('[data-id="t1"]');
  const line = document.querySelector<SVGGElement>('[data-id="r1"]');
  if (!table || !line) throw new Error('canvas not rendered');
  return { log, store, dispatcher, table, line };
}

afterEach(cleanup);

describe('keyboard reach of the diagram', () => {
  it('DEL on a focused relationship deletes it, undoably, with nothing selected', async () => {
    const { log, store, dispatcher, line } = editor();
    line.focus();
    expect(press('Delete', {}, line)).toBe(true);
    await dispatcher.idle();
    expect(log).toEqual([['delete', 'r1']]);
    expect(store.getState().history.done.map((s) => s.label)).toEqual(['Delete Relationship']);
    expect(press('z', { ctrl: true }, line)).toBe(true);
    await dispatcher.idle();
    expect(log).toEqual([
      ['delete', 'r1'],
      ['restore', 'r1'],
    ]);
  });

  it('Shift+F10 and the ContextMenu key open the menu of the focused item, listing shortcuts', async () => {
    const { store, table, line } = editor();
    table.focus();
    act(() => void press('F10', { shift: true }, table));
    expect(store.getState().menu?.target).toEqual({ kind: 'table', id: 't1' });
    const menu = await screen.findByTestId('context-menu');
    const items = Array.from(menu.querySelectorAll('[role="menuitem"]')).map((i) => i.textContent);
    expect(items).toEqual(['Add Relationship', 'Delete TableDEL']);
    act(() => store.getState().set({ menu: undefined }));

    line.focus();
    act(() => void press('ContextMenu', {}, line));
    expect(store.getState().menu?.target).toEqual({ kind: 'relationship', id: 'r1' });
    const entry = await screen.findByRole('menuitem', { name: /Delete Relationship/ });
    expect(entry.textContent).toBe('Delete RelationshipDEL');
    act(() => store.getState().set({ menu: undefined }));

    // With the focus on no item, the canvas menu.
    act(() => void press('F10', { shift: true }, document.body));
    expect(store.getState().menu?.target).toEqual({ kind: 'canvas' });
  });

  it('a Viewer gets no menu from the keyboard either (spec 2 §6)', () => {
    const { store, table } = editor(true);
    table.focus();
    act(() => void press('ContextMenu', {}, table));
    expect(store.getState().menu).toBeUndefined();
  });
});
