import { afterEach, describe, expect, it } from 'vitest';
import { actionForKey } from '../../../lib/editor/action';
import { keyPress } from '../../../lib/editor/testing';
import type { WireOps } from '../api/wireOps';
import { createWireEditorStore } from '../store/editorStore';
import { createWireDispatcher } from './dispatch';
import { wireActions } from './registry';

function editor(readOnly = false) {
  const store = createWireEditorStore(readOnly);
  const dispatcher = createWireDispatcher(() => ({
    store,
    ops: {} as WireOps,
    components: () => [],
    screen: () => ({ width: 800, height: 600 }),
    exportPng: () => Promise.resolve(),
  }));
  return { store, dispatcher };
}

/** Presses a key on an element and hands the event to the dispatcher, as useWireKeys does. */
function pressOn(element: Element, key: string, mods: { shift?: boolean } = {}) {
  const event = keyPress(key, mods);
  element.dispatchEvent(event);
  return event;
}

afterEach(() => document.body.replaceChildren());

describe('the wireframe context menu from the keyboard', () => {
  it('Shift+F10 and the ContextMenu key are the menu action; other keys are not', () => {
    const all = Object.values(wireActions);
    expect(actionForKey(all, keyPress('F10', { shift: true }))).toBe(wireActions.menu);
    expect(actionForKey(all, keyPress('ContextMenu'))).toBe(wireActions.menu);
    expect(actionForKey(all, keyPress('F10'))).toBeUndefined();
    expect(wireActions.menu.shortcut).toBe('Shift+F10');
  });

  it('opens the menu of the focused component and selects it, else the canvas menu', async () => {
    const { store, dispatcher } = editor();
    const canvas = document.createElement('div');
    const item = document.createElement('div');
    item.setAttribute('data-wire-id', 'w1');
    canvas.append(item);
    document.body.append(canvas);

    dispatcher.dispatch(wireActions.menu, { event: pressOn(item, 'F10', { shift: true }) });
    await dispatcher.idle();
    expect(store.getState().menu?.target).toEqual({ kind: 'component', id: 'w1' });
    expect(store.getState().selection).toEqual(['w1']);

    store.getState().set({ menu: undefined, viewport: { x: 0, y: 0, zoom: 0.5 } });
    dispatcher.dispatch(wireActions.menu, { event: pressOn(canvas, 'ContextMenu') });
    await dispatcher.idle();
    // Additions from the canvas menu go to the middle of the view (800 x 600 at zoom 0.5).
    expect(store.getState().menu?.target).toEqual({ kind: 'canvas', at: { x: 800, y: 600 } });
  });

  it('gives a Viewer no menu', async () => {
    const { store, dispatcher } = editor(true);
    dispatcher.dispatch(wireActions.menu, { event: pressOn(document.body, 'ContextMenu') });
    await dispatcher.idle();
    expect(store.getState().menu).toBeUndefined();
  });
});
