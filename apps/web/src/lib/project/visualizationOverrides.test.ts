import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  overridesKey,
  readOverrides,
  subscribeOverrides,
  writeOverrides,
} from './visualizationOverrides';

afterEach(() => localStorage.clear());

describe("one's own visualization choices", () => {
  it('are kept per project in this browser and told to every reader', () => {
    const heard = vi.fn();
    const stop = subscribeOverrides(heard);
    writeOverrides('p1', { notation: 'uml', gridSize: 50 });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(readOverrides('p1')).toEqual({ notation: 'uml', gridSize: 50 });
    // The same object until they change, as useSyncExternalStore needs.
    expect(readOverrides('p1')).toBe(readOverrides('p1'));
    expect(readOverrides('p2')).toEqual({});
    writeOverrides('p1', {});
    expect(localStorage.getItem(overridesKey('p1'))).toBeNull();
    stop();
    writeOverrides('p1', { notation: 'arrows' });
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('leave out what an older build or a hand edit stored that does not fit', () => {
    localStorage.setItem(
      overridesKey('p1'),
      JSON.stringify({ notation: 'chen', lineStyle: 'straight', gridSize: 2, other: 1 }),
    );
    expect(readOverrides('p1')).toEqual({ lineStyle: 'straight' });
    localStorage.setItem(overridesKey('p1'), '{not json');
    expect(readOverrides('p1')).toEqual({});
  });
});
