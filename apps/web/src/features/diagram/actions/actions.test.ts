import type { DbComment, DbRelationship, DbView } from '@relata/core';
import { describe, expect, it } from 'vitest';
import type { DiagramOps, ItemPosition } from '../api/diagramOps';
import { EMPTY_DIAGRAM, type Diagram } from '../model/diagramCache';
import { createEditorStore } from '../store/editorStore';
import { createDispatcher } from './dispatch';
import { diagramActions } from './registry';
import { saveCommentEdit, saveMove } from './steps';

const relationship: DbRelationship = {
  id: 'r1',
  project_id: 'p',
  name: 'fk_customers_orders',
  sourceTableId: 't1',
  targetTableId: 't2',
  sourceColumnId: 'pk',
  targetColumnId: 'fk',
  cardinality: 'ONE_TO_MANY',
};
const view: DbView = {
  id: 'v1',
  project_id: 'p',
  version: 1,
  name: 'active_users',
  query: 'SELECT 1',
  dialect: 'postgresql',
  x: 0,
  y: 300,
};
const comment: DbComment = {
  id: 'c1',
  project_id: 'p',
  text: 'old',
  x: 0,
  y: 0,
  width: 200,
  height: 60,
  version: 1,
};

/** The diagram editor's kernel over writes that only log what they were asked. */
function editor() {
  const log: unknown[][] = [];
  const diagram: Diagram = {
    ...EMPTY_DIAGRAM,
    comments: [comment],
    relationships: [relationship],
    views: [view],
  };
  const ops = {
    current: () => diagram,
    deleteRelationship: (id: string) => Promise.resolve(void log.push(['delete', id])),
    restoreRelationship: (r: DbRelationship) => {
      log.push(['restore', r]);
      return Promise.resolve(r);
    },
    deleteView: (id: string) => Promise.resolve(void log.push(['delete view', id])),
    restoreView: (v: DbView) => {
      log.push(['restore view', v.id]);
      return Promise.resolve({ ...v, id: 'v2' });
    },
    move: (p: { tables: ItemPosition[]; comments: ItemPosition[]; areas: ItemPosition[] }) =>
      Promise.resolve(void log.push(['move', p.tables, p.comments, p.areas])),
    updateComment: (id: string, fields: object) => {
      log.push(['comment', id, fields]);
      return Promise.resolve({ ...comment, ...fields });
    },
  } as unknown as DiagramOps;
  const store = createEditorStore(false);
  const dispatcher = createDispatcher(() => ({
    store,
    ops,
    viewport: () => ({ x: 0, y: 0, zoom: 1 }),
    screenSize: () => ({ width: 800, height: 600 }),
    fitView: () => undefined,
    firstView: () => undefined,
  }));
  return { log, store, dispatcher, ops };
}

describe('diagram actions through the kernel', () => {
  it('undoes a relationship deletion by restoring it exactly, and redoes it', async () => {
    const { log, store, dispatcher } = editor();
    dispatcher.dispatch(diagramActions.delete, { kind: 'relationship', id: 'r1' });
    dispatcher.dispatch(diagramActions.undo);
    dispatcher.dispatch(diagramActions.redo);
    await dispatcher.idle();
    expect(log).toEqual([
      ['delete', 'r1'],
      ['restore', relationship],
      ['delete', 'r1'],
    ]);
    expect(store.getState().announcement).toBe('Redone: Delete Relationship.');
  });

  it('deletes a view, brings it back on undo and deletes the restored one on redo', async () => {
    const { log, dispatcher } = editor();
    dispatcher.dispatch(diagramActions.delete, { kind: 'view', id: 'v1' });
    dispatcher.dispatch(diagramActions.undo);
    dispatcher.dispatch(diagramActions.redo);
    await dispatcher.idle();
    expect(log).toEqual([
      ['delete view', 'v1'],
      ['restore view', 'v1'],
      ['delete view', 'v2'],
    ]);
  });

  it('undoes a multi-item drag (an area with what lies in it) in one step that moves back only the dragged items', async () => {
    const { log, store, dispatcher, ops } = editor();
    const before = {
      tables: [{ id: 't1', x: 0, y: 0 }],
      comments: [{ id: 'c1', x: 0, y: 0 }],
      views: [],
      areas: [{ id: 'a1', x: -40, y: -40 }],
    };
    const after = {
      tables: [{ id: 't1', x: 50, y: 5 }],
      comments: [{ id: 'c1', x: 50, y: 5 }],
      views: [],
      areas: [{ id: 'a1', x: 10, y: -35 }],
    };
    await dispatcher.record(() => saveMove(ops, before, after));
    dispatcher.dispatch(diagramActions.undo);
    await dispatcher.idle();
    expect(log).toEqual([
      ['move', after.tables, after.comments, after.areas],
      ['move', before.tables, before.comments, before.areas],
    ]);
    expect(store.getState().history.undone.map((s) => s.label)).toEqual(['Move']);
  });

  it("undoes a comment's text edit to the old text, touching only that field", async () => {
    const { log, dispatcher, ops } = editor();
    await dispatcher.record(() => saveCommentEdit(ops, 'Edit Comment', comment, { text: 'new' }));
    dispatcher.dispatch(diagramActions.undo);
    await dispatcher.idle();
    expect(log).toEqual([
      ['comment', 'c1', { text: 'new' }],
      ['comment', 'c1', { text: 'old' }],
    ]);
  });

  it('opens the shortcuts sheet with ? and lists each shortcut once', () => {
    const { store, dispatcher } = editor();
    dispatcher.dispatch(diagramActions.shortcuts);
    expect(store.getState().dialog).toBe('shortcuts');
    const keys = Object.values(diagramActions).flatMap((a) => (a.shortcut ? [a.shortcut] : []));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
