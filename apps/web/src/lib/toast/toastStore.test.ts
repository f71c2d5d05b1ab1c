import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createToastStore,
  TOAST_ANIMATION_MS,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_MAX_KEPT,
  TOAST_MAX_VISIBLE,
} from './toastStore';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function titles(store: ReturnType<typeof createToastStore>): string[] {
  return store.getState().toasts.map((t) => t.title);
}

function visibleTitles(store: ReturnType<typeof createToastStore>): string[] {
  return titles(store).slice(0, TOAST_MAX_VISIBLE);
}

describe('toast store', () => {
  it('puts the newest toast on top', () => {
    const store = createToastStore();
    store.getState().show({ title: 'first' });
    store.getState().show({ title: 'second' });
    expect(titles(store)).toEqual(['second', 'first']);
  });

  it('shows the same message once while it is up, on top with a fresh timer; an Undo toast is always its own', () => {
    const store = createToastStore();
    const first = store.getState().show({ title: 'Error', message: 'Gone', type: 'error' });
    store.getState().show({ title: 'other' });
    vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS - 1000);
    const again = store.getState().show({ title: 'Error', message: 'Gone', type: 'error' });
    expect(again).toBe(first);
    expect(titles(store)).toEqual(['Error', 'other']);
    // Its timer started again: it outlives the toast shown after it.
    vi.advanceTimersByTime(1000 + TOAST_ANIMATION_MS);
    expect(titles(store)).toEqual(['Error']);
    // Another message, or another kind, is another toast.
    store.getState().show({ title: 'Error', message: 'Other', type: 'error' });
    store.getState().show({ title: 'Error', message: 'Gone' });
    expect(titles(store)).toEqual(['Error', 'Error', 'Error']);
    const undo = { title: 'Deleted', actionLabel: 'Undo', actionFn: () => undefined };
    store.getState().show(undo);
    store.getState().show(undo);
    expect(titles(store).filter((t) => t === 'Deleted')).toHaveLength(2);
  });

  it('fills in the defaults of spec 1: info, 5000 ms', () => {
    const store = createToastStore();
    store.getState().show({ title: 'Saved', message: 'All good' });
    expect(store.getState().toasts[0]).toMatchObject({
      title: 'Saved',
      message: 'All good',
      type: 'info',
      duration: TOAST_DEFAULT_DURATION_MS,
      leaving: false,
    });
  });

  it('dismisses a toast after its duration, with a 0.3 s leave animation', () => {
    const store = createToastStore();
    store.getState().show({ title: 'short', duration: 1000 });
    vi.advanceTimersByTime(999);
    expect(store.getState().toasts[0]?.leaving).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts[0]?.leaving).toBe(true);
    vi.advanceTimersByTime(TOAST_ANIMATION_MS);
    expect(titles(store)).toEqual([]);
  });

  it('shows at most 3; older ones wait, without their timer running, until a place frees up', () => {
    const store = createToastStore();
    for (const title of ['1', '2', '3', '4', '5']) store.getState().show({ title });
    expect(visibleTitles(store)).toEqual(['5', '4', '3']);

    vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS + TOAST_ANIMATION_MS);
    // The three visible ones expired together; the two waiting ones now show, with a fresh timer.
    expect(titles(store)).toEqual(['2', '1']);
    vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS - 1);
    expect(store.getState().toasts.every((t) => !t.leaving)).toBe(true);
    vi.advanceTimersByTime(1 + TOAST_ANIMATION_MS);
    expect(titles(store)).toEqual([]);
  });

  it(`keeps at most ${TOAST_MAX_KEPT} toasts, dropping the oldest`, () => {
    const store = createToastStore();
    for (let i = 1; i <= TOAST_MAX_KEPT + 2; i++) store.getState().show({ title: String(i) });
    expect(titles(store)).toHaveLength(TOAST_MAX_KEPT);
    expect(titles(store).at(-1)).toBe('3');
  });

  it('pauses every timer while hovered and restarts them in full when left', () => {
    const store = createToastStore();
    store.getState().show({ title: 'a', duration: 1000 });
    vi.advanceTimersByTime(800);
    store.getState().pause();
    vi.advanceTimersByTime(10_000);
    expect(store.getState().toasts[0]?.leaving).toBe(false);

    store.getState().resume();
    vi.advanceTimersByTime(999);
    expect(store.getState().toasts[0]?.leaving).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts[0]?.leaving).toBe(true);
  });

  it('does not start the timer of a toast shown while paused', () => {
    const store = createToastStore();
    store.getState().pause();
    store.getState().show({ title: 'while hovering', duration: 500 });
    vi.advanceTimersByTime(5000);
    expect(titles(store)).toEqual(['while hovering']);
  });

  it('keeps a toast with duration 0 until it is closed', () => {
    const store = createToastStore();
    const id = store.getState().show({ title: 'sticky', duration: 0 });
    vi.advanceTimersByTime(60_000);
    expect(titles(store)).toEqual(['sticky']);
    store.getState().dismiss(id);
    vi.advanceTimersByTime(TOAST_ANIMATION_MS);
    expect(titles(store)).toEqual([]);
  });
});
