import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLeftFields } from './useLeftFields';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Dispatches a pointer event on the window, where the app's tracker listens. */
function pointer(type: 'pointerdown' | 'pointerup') {
  act(() => {
    window.dispatchEvent(new Event(type));
  });
}

describe('useLeftFields', () => {
  it('marks a field left by Tab at once', () => {
    const { result } = renderHook(() => useLeftFields<'name'>());
    act(() => result.current.leave('name'));
    expect(result.current.left.has('name')).toBe(true);
  });

  it('marks a field left by a pointer press only after the press and its click', () => {
    const { result } = renderHook(() => useLeftFields<'name'>());
    pointer('pointerdown');
    act(() => result.current.leave('name'));
    pointer('pointerup');
    expect(result.current.left.has('name')).toBe(false);
    act(() => {
      vi.runAllTimers();
    });
    expect(result.current.left.has('name')).toBe(true);
  });

  it('drops a held mark when the form is reset during the press (a Cancel click)', () => {
    const { result } = renderHook(() => useLeftFields<'name'>());
    pointer('pointerdown');
    act(() => result.current.leave('name'));
    act(() => result.current.forget());
    pointer('pointerup');
    act(() => {
      vi.runAllTimers();
    });
    expect(result.current.left.size).toBe(0);
  });
});
