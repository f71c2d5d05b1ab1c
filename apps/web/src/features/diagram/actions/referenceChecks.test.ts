import { makeAttribute, type DbEntity, type DbView } from '@relata/core';
import { afterEach, describe, expect, it } from 'vitest';
import { confirmStore, settleConfirm } from '../../../lib/confirm/confirmStore';
import type { DiagramOps } from '../api/diagramOps';
import { EMPTY_DIAGRAM, type Diagram } from '../model/diagramCache';
import { createEditorStore } from '../store/editorStore';
import { createDispatcher } from './dispatch';
import { renameBreaks } from './referenceChecks';
import { diagramActions } from './registry';

const film: DbEntity = {
  id: 't1',
  project_id: 'p',
  name: 'film',
  exactName: true,
  x: 0,
  y: 0,
  width: 200,
  height: 100,
  version: 1,
  attributes: [
    makeAttribute({ id: 'c1', name: 'film_id', type: 'integer', isPrimaryKey: true }),
    makeAttribute({ id: 'c2', name: 'description', type: 'text' }),
    makeAttribute({ id: 'c3', name: 'rating', type: 'text' }),
  ],
};
const view = (id: string, name: string, query: string): DbView => ({
  id,
  project_id: 'p',
  version: 1,
  name,
  query,
  dialect: 'postgresql',
  x: 0,
  y: 300,
});
const filmList = view('v1', 'film_list', 'SELECT film.film_id, film.description FROM film');

/** The editor's kernel over writes that only log what they were asked. */
function editor(views: DbView[] = [filmList]) {
  const log: unknown[][] = [];
  const diagram: Diagram = { ...EMPTY_DIAGRAM, tables: [film], views };
  const ops = {
    current: () => diagram,
    updateTable: (id: string, update: object) => {
      log.push(['update', id, update]);
      return Promise.resolve(film);
    },
    deleteTable: (id: string) => Promise.resolve(void log.push(['delete table', id])),
    deleteView: (id: string) => Promise.resolve(void log.push(['delete view', id])),
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
  return { log, store, dispatcher };
}

/** The question on screen, answered. */
async function answer(yes: boolean): Promise<{ title: string; message: string }> {
  await expect.poll(() => confirmStore.getState().queue.length).toBe(1);
  const [question] = confirmStore.getState().queue;
  settleConfirm(question?.id ?? -1, yes);
  return { title: question?.title ?? '', message: question?.message ?? '' };
}

afterEach(() => confirmStore.setState({ queue: [] }));

describe('asking before an edit breaks what reads a table', () => {
  it('asks before deleting a column a view reads, naming the view, and deletes only on yes', async () => {
    const { log, dispatcher } = editor();
    const column = { kind: 'column', tableId: 't1', columnId: 'c2' } as const;
    dispatcher.dispatch(diagramActions.delete, column);
    expect(await answer(false)).toEqual({
      title: 'Delete column "film.description"?',
      message: 'These read column "film.description" and will break: view film_list.',
    });
    await dispatcher.idle();
    expect(log).toEqual([]);
    dispatcher.dispatch(diagramActions.delete, column);
    await answer(true);
    await dispatcher.idle();
    expect(log).toEqual([['update', 't1', { patches: [{ op: 'remove', id: 'c2' }] }]]);
  });

  it('deletes a column nothing reads without asking, and asks before deleting a table a view reads', async () => {
    const { log, dispatcher } = editor();
    dispatcher.dispatch(diagramActions.delete, { kind: 'column', tableId: 't1', columnId: 'c3' });
    await dispatcher.idle();
    expect(confirmStore.getState().queue).toEqual([]);
    dispatcher.dispatch(diagramActions.delete, { kind: 'table', id: 't1' });
    expect((await answer(false)).message).toBe(
      'These read table "film" and will break: view film_list.',
    );
    await dispatcher.idle();
    expect(log).toEqual([['update', 't1', { patches: [{ op: 'remove', id: 'c3' }] }]]);
  });

  it('names, before a rename, the views that cannot follow it, and none that can', () => {
    const diagram: Diagram = {
      ...EMPTY_DIAGRAM,
      tables: [film],
      views: [filmList, view('v2', 'wrapped', 'SELECT x.description FROM (SELECT * FROM film) x')],
    };
    const patches = [{ op: 'update' as const, id: 'c2', changes: { name: 'synopsis' } }];
    expect(renameBreaks(diagram, film, { patches })).toEqual([
      { kind: 'view', id: 'v2', name: 'wrapped' },
    ]);
    expect(renameBreaks({ ...diagram, views: [filmList] }, film, { name: 'movie' })).toEqual([]);
  });
});
