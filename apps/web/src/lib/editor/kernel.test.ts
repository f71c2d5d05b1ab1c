import { describe, expect, it } from 'vitest';
import {
  actionForKey,
  historyAction,
  menuEntry,
  undoRedoActions,
  withShortcut,
  type EditorAction,
} from './action';
import { boundsOf, encloses, scaleAt, toCanvas } from './geometry';
import { EMPTY_HISTORY, group, record, shift, type History, type Step } from './history';
import { createEditorKernel } from './kernel';
import { answerLater, dragPath, keyPress, press, settle } from './testing';

/** A tiny editor on the kernel: a history, an announcement and a log of writes. */
function editor(readOnly = false) {
  const state = {
    history: EMPTY_HISTORY,
    announcement: '',
    readOnly,
    errors: [] as unknown[],
  };
  type Ctx = { state: typeof state; event?: KeyboardEvent };
  const port = (ctx: Ctx) => ({
    get: () => ctx.state.history,
    set: (history: History) => void (ctx.state.history = history),
    announce: (message: string) => void (ctx.state.announcement = message),
  });
  const kernel = createEditorKernel<Ctx>({
    context: () => ({ state }),
    readOnly: (ctx) => ctx.state.readOnly,
    history: port,
    onError: (error) => void state.errors.push(error),
  });
  const undo = historyAction<Ctx>('undo', { id: 'undo', label: 'Undo', shortcut: 'Ctrl+Z', port });
  const redo = historyAction<Ctx>('redo', { id: 'redo', label: 'Redo', port });
  return { state, kernel, undo, redo };
}

/** An edit of one item whose write answers when the test says so; its inverse is logged. */
function slowEdit<C>(id: string, log: string[]) {
  const { answered, answer } = answerLater();
  const step: Step = {
    label: id,
    undo: () => Promise.resolve(void log.push(`undo ${id}`)),
    redo: () => Promise.resolve(void log.push(`redo ${id}`)),
  };
  const action: EditorAction<C> = {
    id,
    label: id,
    enabled: () => true,
    perform: async () => {
      await answered;
      log.push(`do ${id}`);
      return step;
    },
  };
  return { action, answer, step };
}

describe('the editor kernel', () => {
  it('puts what perform returns on the history, and undo and redo run its inverse', async () => {
    const log: string[] = [];
    const { state, kernel, undo, redo } = editor();
    const edit = slowEdit<{ state: typeof state }>('Rename', log);
    kernel.dispatch(edit.action);
    edit.answer();
    await kernel.idle();
    expect(state.history.done.map((s) => s.label)).toEqual(['Rename']);
    kernel.dispatch(undo);
    await kernel.idle();
    expect(log).toEqual(['do Rename', 'undo Rename']);
    expect(state.announcement).toBe('Undone: Rename.');
    kernel.dispatch(redo);
    await kernel.idle();
    expect(log).toEqual(['do Rename', 'undo Rename', 'redo Rename']);
    expect(state.history.done).toHaveLength(1);
  });

  it('runs edits in order and lets undo wait for the edit under way, not undo the one before', async () => {
    const log: string[] = [];
    const { state, kernel, undo } = editor();
    const first = slowEdit<{ state: typeof state }>('Paste', log);
    const second = slowEdit<{ state: typeof state }>('Delete', log);
    kernel.dispatch(first.action);
    kernel.dispatch(second.action);
    kernel.dispatch(undo);
    second.answer();
    await settle();
    // The delete waits for the paste before it.
    expect(log).toEqual([]);
    first.answer();
    await kernel.idle();
    expect(log).toEqual(['do Paste', 'do Delete', 'undo Delete']);
    expect(state.history.done.map((s) => s.label)).toEqual(['Paste']);
  });

  it('records a gesture in its turn and nothing for a failed write, which the caller sees', async () => {
    const log: string[] = [];
    const { state, kernel, undo } = editor();
    const drag = slowEdit<{ state: typeof state }>('Move', log);
    const moved = answerLater<Step>();
    const recorded = kernel.record(moved.answered);
    kernel.dispatch(undo);
    await settle();
    expect(log).toEqual([]);
    moved.answer(drag.step);
    await recorded;
    await kernel.idle();
    expect(log).toEqual(['undo Move']);
    await expect(kernel.record(() => Promise.reject(new Error('refused')))).rejects.toThrow(
      'refused',
    );
    expect(state.history.done).toEqual([]);
  });

  it('keeps Viewers to actions that change nothing and shows failures through onError', async () => {
    const { state, kernel } = editor(true);
    let ran = 0;
    const edit: EditorAction<object> = {
      id: 'e',
      label: 'E',
      enabled: () => true,
      perform: () => void ran++,
    };
    const look: EditorAction<object> = { ...edit, id: 'l', readOnlySafe: true };
    expect(kernel.canRun(edit)).toBe(false);
    kernel.dispatch(edit);
    kernel.dispatch(look);
    await kernel.idle();
    expect(ran).toBe(1);
    state.readOnly = false;
    kernel.dispatch({ ...edit, perform: () => Promise.reject(new Error('409')) });
    await kernel.idle();
    expect(state.errors).toEqual([new Error('409')]);
  });
});

describe('history', () => {
  const step = (label: string): Step => ({ label, undo: async () => {}, redo: async () => {} });
  it('is bounded, clears redo on a new edit and shifts both ways', () => {
    let h = EMPTY_HISTORY;
    for (let i = 0; i < 5; i++) h = record(h, step(`${i}`), 3);
    expect(h.done.map((s) => s.label)).toEqual(['2', '3', '4']);
    const undone = shift(h, 'undo');
    expect(undone?.step.label).toBe('4');
    expect(undone && record(undone.history, step('5')).undone).toEqual([]);
    expect(shift(EMPTY_HISTORY, 'redo')).toBeUndefined();
  });
  it('groups the steps of a multi-item edit: undo the last first, redo in order', async () => {
    const log: string[] = [];
    const s = (l: string): Step => ({
      label: l,
      undo: () => Promise.resolve(void log.push(`undo ${l}`)),
      redo: () => Promise.resolve(void log.push(`redo ${l}`)),
    });
    const g = group('Delete', [s('a'), s('b')]);
    await g.undo();
    await g.redo();
    expect(log).toEqual(['undo b', 'undo a', 'redo a', 'redo b']);
  });
});

describe('keys, pointer helpers and geometry', () => {
  it('finds the action of a key press and shows its shortcut in the tooltip', () => {
    const z: EditorAction<object> = {
      id: 'undo',
      label: 'Undo',
      shortcut: 'Ctrl+Z',
      keyTest: (e) => e.ctrlKey && e.key === 'z',
      enabled: () => true,
      perform: () => undefined,
    };
    expect(actionForKey([z], keyPress('z', { ctrl: true }))).toBe(z);
    expect(actionForKey([z], keyPress('z'))).toBeUndefined();
    expect(withShortcut(z)).toBe('Undo (Ctrl+Z)');
    const seen: string[] = [];
    const onKey = (e: KeyboardEvent) => {
      seen.push(e.key);
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    expect(press('?', { shift: true })).toBe(true);
    window.removeEventListener('keydown', onKey);
    expect(seen).toEqual(['?']);
  });
  it('makes a drag path from press to release', () => {
    const path = dragPath({ x: 0, y: 0 }, { x: 30, y: 60 }, 3);
    expect(path.map((e) => e.type)).toEqual([
      'pointerdown',
      'pointermove',
      'pointermove',
      'pointermove',
      'pointerup',
    ]);
    expect([path[2]?.clientX, path[2]?.clientY]).toEqual([20, 40]);
  });
  it('bounds, encloses and zooms around a point', () => {
    expect(
      boundsOf([
        { x: 10, y: 20, width: 5, height: 5 },
        { x: -10, y: 0, width: 5, height: 5 },
      ]),
    ).toEqual({ x: -10, y: 0, width: 25, height: 25 });
    expect(boundsOf([])).toBeUndefined();
    const outer = { x: 0, y: 0, width: 100, height: 100 };
    expect(encloses(outer, { x: 10, y: 10, width: 50, height: 50 })).toBe(true);
    expect(encloses(outer, { x: 60, y: 10, width: 50, height: 50 })).toBe(false);
    const vp = scaleAt({ x: 0, y: 0, zoom: 1 }, { x: 100, y: 100 }, 10, { min: 0.1, max: 3 });
    expect(vp.zoom).toBe(3);
    expect(toCanvas(vp, { x: 100, y: 100 })).toEqual({ x: 100, y: 100 });
  });

  it('gives both editors one Undo and Redo: Ctrl+Z, and Ctrl+Y or Ctrl+Shift+Z', () => {
    const { state } = editor();
    const { undo, redo } = undoRedoActions(
      () => ({
        get: () => state.history,
        set: () => undefined,
        announce: () => undefined,
      }),
      'Ctrl+Y',
    );
    const both = [undo, redo];
    expect(actionForKey(both, keyPress('z', { ctrl: true }))).toBe(undo);
    expect(actionForKey(both, keyPress('y', { ctrl: true }))).toBe(redo);
    expect(actionForKey(both, keyPress('Z', { ctrl: true, shift: true }))).toBe(redo);
    expect(actionForKey(both, keyPress('z'))).toBeUndefined();
    expect(redo.shortcut).toBe('Ctrl+Y');
  });

  it("makes a menu entry from an action: its label or the menu's, and its shortcut", () => {
    const run = () => undefined;
    expect(
      menuEntry({ id: 'delete', label: 'Delete', shortcut: 'DEL' }, run, 'Delete Table'),
    ).toEqual({
      key: 'Delete Table',
      label: 'Delete Table',
      shortcut: 'DEL',
      run,
    });
    expect(menuEntry({ id: 'fit', label: 'Fit' }, run)).toEqual({ key: 'Fit', label: 'Fit', run });
  });
});
