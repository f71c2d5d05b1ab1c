import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSavedDraft } from './useSavedDraft';

/** A field's saves, each answered when the test says so. */
function field(initial: string) {
  const answers: Array<() => void> = [];
  const save = vi.fn((_value: string) => new Promise<void>((r) => answers.push(r)));
  const hook = renderHook(({ stored }) => useSavedDraft(stored, save), {
    initialProps: { stored: initial },
  });
  return {
    save,
    shown: () => hook.result.current.value,
    change: (value: string, now = false) => act(() => hook.result.current.change(value, now)),
    /** The n-th save's write is done; its answer reaches the panel with `store`. */
    settle: (n: number) =>
      act(async () => {
        answers[n]?.();
        await Promise.resolve();
      }),
    store: (stored: string) => hook.rerender({ stored }),
    unmount: () => hook.unmount(),
  };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useSavedDraft', () => {
  it('saves typing 500 ms after the last change and a pick at once, with what was typed', () => {
    const f = field('');
    f.change('ord');
    act(() => void vi.advanceTimersByTime(499));
    f.change('orders');
    act(() => void vi.advanceTimersByTime(499));
    expect(f.save).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(f.save).toHaveBeenCalledExactlyOnceWith('orders');
    f.change('orders_2');
    f.change('orders_3', true);
    act(() => void vi.advanceTimersByTime(1000));
    expect(f.save.mock.calls).toEqual([['orders'], ['orders_3']]);
  });

  it('keeps the latest value while an earlier save is answered, in either order', async () => {
    const f = field('a');
    f.change('b', true);
    f.change('c', true);
    // The first answer: its write done, then the cache, and the other way round.
    await f.settle(0);
    f.store('b');
    expect(f.shown()).toBe('c');
    f.change('d', true);
    f.store('c');
    await f.settle(1);
    expect(f.shown()).toBe('d');
    // Typing not sent yet outlives any answer too.
    f.change('de');
    await f.settle(2);
    f.store('d');
    expect(f.shown()).toBe('de');
    act(() => void vi.advanceTimersByTime(500));
    expect(f.save).toHaveBeenLastCalledWith('de');
  });

  it('shows the answer (trimmed or otherwise changed) once the last save has settled', async () => {
    const f = field('a');
    f.change('b ', true);
    await f.settle(0);
    expect(f.shown()).toBe('b '); // the write is done, its answer not in the panel yet
    f.store('b');
    expect(f.shown()).toBe('b');
  });

  it("shows another member's change, or an undo back to the old value, once nothing is pending", async () => {
    const f = field('a');
    f.change('b', true);
    await f.settle(0);
    f.store('b');
    expect(f.shown()).toBe('b');
    f.store('a'); // undone: the stored value the edit was made over
    expect(f.shown()).toBe('a');
    f.store('z');
    expect(f.shown()).toBe('z');
  });

  it('keeps a value that was not sent (nothing to save) until the stored value changes', () => {
    const save = vi.fn(() => undefined);
    const hook = renderHook(({ stored }) => useSavedDraft(stored, save), {
      initialProps: { stored: 'x > 0' },
    });
    act(() => hook.result.current.change('', true));
    expect(hook.result.current.value).toBe('');
    hook.rerender({ stored: 'y > 0' });
    expect(hook.result.current.value).toBe('y > 0');
  });

  it('saves what is still waiting when the panel closes', () => {
    const f = field('a');
    f.change('ab');
    f.unmount();
    expect(f.save).toHaveBeenCalledExactlyOnceWith('ab');
  });
});
