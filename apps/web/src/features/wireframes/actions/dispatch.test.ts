import { describe, expect, it } from 'vitest';
import type { WireOps } from '../api/wireOps';
import type { Step as HistoryStep } from '../../../lib/editor/history';
import { createWireEditorStore } from '../store/editorStore';
import type { WireAction } from './actionTypes';
import { createWireDispatcher } from './dispatch';
import { redoAction, undoAction } from './viewActions';

/** A server answer that comes when the test calls `answer`. */
function answerLater() {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  return { answered, answer };
}

/** An edit whose write answers when the test says so; undoing it is logged. */
function slowEdit(label: string, log: string[]) {
  const { answered, answer } = answerLater();
  const step: HistoryStep = {
    label,
    undo: () => Promise.resolve(void log.push(`undo ${label}`)),
    redo: () => Promise.resolve(void log.push(`redo ${label}`)),
  };
  const action: WireAction = {
    id: label,
    label,
    enabled: () => true,
    perform: async () => {
      await answered;
      return step;
    },
  };
  return { action, answer, step };
}

function editor() {
  const store = createWireEditorStore(false);
  const dispatcher = createWireDispatcher(() => ({
    store,
    ops: {} as WireOps,
    components: () => [],
    screen: () => ({ width: 800, height: 600 }),
    exportPng: () => Promise.resolve(),
  }));
  return { store, dispatcher };
}

/** Lets every queued promise reaction run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the wireframe dispatcher', () => {
  it('undoes an edit whose write is still under way, not the edit before it', async () => {
    const log: string[] = [];
    const { store, dispatcher } = editor();
    const paste = slowEdit('Paste', log);
    const remove = slowEdit('Delete', log);
    dispatcher.dispatch(paste.action);
    paste.answer();
    await settle();
    dispatcher.dispatch(remove.action);
    // Ctrl+Z before the delete's answer: it waits for it, then takes the delete back.
    dispatcher.dispatch(undoAction);
    await settle();
    expect(log).toEqual([]);
    remove.answer();
    await settle();
    expect(log).toEqual(['undo Delete']);
    expect(store.getState().history.done.map((s) => s.label)).toEqual(['Paste']);
    dispatcher.dispatch(redoAction);
    await settle();
    expect(log).toEqual(['undo Delete', 'redo Delete']);
  });

  it('runs an edit after the one before it: Delete after Paste deletes the pasted copy', async () => {
    const { store, dispatcher } = editor();
    const { answered: pasted, answer: answerPaste } = answerLater();
    const deleted: string[][] = [];
    store.getState().set({ selection: ['original'] });
    const paste: WireAction = {
      id: 'paste',
      label: 'Paste',
      enabled: () => true,
      perform: async (ctx) => {
        await pasted;
        ctx.store.getState().set({ selection: ['copy'] });
      },
    };
    const remove: WireAction = {
      id: 'delete',
      label: 'Delete',
      enabled: () => true,
      perform: (ctx) => void deleted.push([...ctx.store.getState().selection]),
    };
    dispatcher.dispatch(paste);
    dispatcher.dispatch(remove);
    await settle();
    expect(deleted).toEqual([]);
    answerPaste();
    await settle();
    expect(deleted).toEqual([['copy']]);
  });

  it('lets a redo wait for the undo under way', async () => {
    const log: string[] = [];
    const { dispatcher } = editor();
    const { answered: undoAnswered, answer: answerUndo } = answerLater();
    const step: HistoryStep = {
      label: 'Delete',
      undo: async () => {
        await undoAnswered;
        log.push('undo Delete');
      },
      redo: () => Promise.resolve(void log.push('redo Delete')),
    };
    await dispatcher.record(Promise.resolve(step));
    dispatcher.dispatch(undoAction);
    dispatcher.dispatch(redoAction);
    await settle();
    expect(log).toEqual([]);
    answerUndo();
    await settle();
    expect(log).toEqual(['undo Delete', 'redo Delete']);
  });

  it('lets undo wait for a gesture whose step is recorded after its write', async () => {
    const log: string[] = [];
    const { store, dispatcher } = editor();
    const move = slowEdit('Move', log);
    const moved = answerLater();
    const recorded = dispatcher.record(moved.answered.then(() => move.step));
    dispatcher.dispatch(undoAction);
    await settle();
    expect(log).toEqual([]);
    moved.answer();
    await recorded;
    await settle();
    expect(log).toEqual(['undo Move']);
    expect(store.getState().history.undone.map((s) => s.label)).toEqual(['Move']);
  });

  it('records nothing for a write that failed, and says so to the caller', async () => {
    const { store, dispatcher } = editor();
    await expect(dispatcher.record(Promise.reject(new Error('refused')))).rejects.toThrow(
      'refused',
    );
    expect(store.getState().history.done).toEqual([]);
  });
});
