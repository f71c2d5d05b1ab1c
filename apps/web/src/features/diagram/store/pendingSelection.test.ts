import type { DbEntity } from '@relata/core';
import { describe, expect, it } from 'vitest';
import { mergeNodes } from '../model/flowElements';
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
