import type { DbEntity } from '@relata/core';
import { describe, expect, it } from 'vitest';
import { commentNode, mergeNodes, tableNode } from '../model/flowElements';
import { createEditorStore } from './editorStore';

const table = (id: string, name: string): DbEntity => ({
  id,
  project_id: 'p',
  name,
  x: 0,
  y: 0,
  width: 250,
  height: 100,
  version: 1,
  attributes: [],
});

function editor() {
  const store = createEditorStore(false);
  store.getState().set({
    nodes: [
      tableNode(table('t1', 'users')),
      tableNode(table('t2', 'orders')),
      commentNode({
        id: 'c1',
        project_id: 'p',
        text: 'note',
        x: 0,
        y: 300,
        width: 200,
        height: 60,
        version: 1,
      }),
    ],
  });
  const select = (id: string, selected: boolean) =>
    store.getState().applyChanges([{ type: 'select', id, selected }]);
  const announced = () => store.getState().announcement;
  return { store, select, announced };
}

describe('selection announcements', () => {
  it('names one selected table or comment, counts several, and says when none is left', () => {
    const { store, select, announced } = editor();
    select('t2', true);
    expect(announced()).toBe('Selected table orders.');
    select('c1', true);
    expect(announced()).toBe('2 items selected.');
    store.getState().selectOnly(['t1', 't2', 'c1']);
    expect(announced()).toBe('3 items selected.');
    store.getState().selectOnly(['c1']);
    expect(announced()).toBe('Selected comment.');
    store.getState().clearSelection();
    expect(announced()).toBe('Selection cleared.');
  });

  it('says nothing for changes that leave the selection as it was (a drag, a repeated click)', () => {
    const { store, select, announced } = editor();
    select('t1', true);
    store.getState().set({ announcement: 'Moved users to 10, 0.' });
    store
      .getState()
      .applyChanges([{ type: 'position', id: 't1', position: { x: 10, y: 0 }, dragging: true }]);
    select('t1', true);
    store.getState().selectOnly(['t1']);
    expect(announced()).toBe('Moved users to 10, 0.');
  });

  it('announces a selection rectangle once, when it ends, not at each pointer move', () => {
    const { store, select, announced } = editor();
    store.getState().beginRectangle();
    const heard: string[] = [];
    const stop = store.subscribe((s, prev) => {
      if (s.announcement !== prev.announcement) heard.push(s.announcement);
    });
    select('t1', true);
    select('t2', true);
    select('c1', true);
    expect(announced()).toBe('');
    store.getState().endRectangle();
    stop();
    expect(heard).toEqual(['3 items selected.']);
    // Clicks announce again afterwards.
    select('t2', false);
    expect(announced()).toBe('2 items selected.');
  });

  it('adds what the drag threshold held back to every position of a drag, and only then', () => {
    const { store } = editor();
    const at = (id: string) => store.getState().nodes.find((n) => n.id === id)?.position;
    store.getState().set({ dragCatchUp: { x: 8, y: -4 } });
    store.getState().applyChanges([
      { type: 'position', id: 't1', position: { x: 10, y: 0 }, dragging: true },
      { type: 'position', id: 'c1', position: { x: 2, y: 300 }, dragging: true },
    ]);
    expect([at('t1'), at('c1')]).toEqual([
      { x: 18, y: -4 },
      { x: 10, y: 296 },
    ]);
    store.getState().set({ dragCatchUp: undefined });
    store.getState().applyChanges([{ type: 'position', id: 't1', position: { x: 10, y: 0 } }]);
    expect(at('t1')).toEqual({ x: 10, y: 0 });
  });
});

const users = table('t1', 'users');
const orders = table('t2', 'orders');

/** What the editor does when the stored diagram changes: its tables merged into the nodes. */
const sync = (store: ReturnType<typeof createEditorStore>, tables: DbEntity[]) =>
  store.getState().receiveNodes(mergeNodes(store.getState().nodes, tables, []));

const selectedIds = (store: ReturnType<typeof createEditorStore>) =>
  store
    .getState()
    .nodes.filter((n) => n.selected)
    .map((n) => n.id);

describe('a selection of items whose nodes have not arrived yet', () => {
  it('selects a new table when its node comes with the next sync', () => {
    const store = createEditorStore(false);
    sync(store, [users]);
    store.getState().selectOnly(['t1']);
    // Add Table selects the table its answer names before the nodes follow the stored diagram.
    store.getState().selectOnly(['t2']);
    expect(selectedIds(store)).toEqual([]);
    sync(store, [users, orders]);
    expect(selectedIds(store)).toEqual(['t2']);
    expect(store.getState().announcement).toMatch(/orders/);
    // Only once: a later sync leaves the selection to the user.
    store.getState().applyChanges([{ type: 'select', id: 't2', selected: false }]);
    sync(store, [users, orders]);
    expect(selectedIds(store)).toEqual([]);
  });

  it('gives way to a selection the user makes meanwhile', () => {
    const store = createEditorStore(false);
    sync(store, [users]);
    store.getState().selectOnly(['t2']);
    store.getState().applyChanges([{ type: 'select', id: 't1', selected: true }]);
    sync(store, [users, orders]);
    expect(selectedIds(store)).toEqual(['t1']);
  });
});
