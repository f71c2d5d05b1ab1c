import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pointerPressTracker } from './afterPointerPress';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A tracker on its own target, with a record of the reveals that ran. */
function setup() {
  const target = new EventTarget();
  const after = pointerPressTracker(target);
  const revealed: string[] = [];
  const fire = (type: string) => target.dispatchEvent(new Event(type));
  return { after, revealed, fire };
}

describe('pointerPressTracker', () => {
  it('reveals at once when no pointer is pressed (keyboard: Tab away)', () => {
    const { after, revealed } = setup();
    after(() => revealed.push('name'));
    expect(revealed).toEqual(['name']);
  });

  it('holds a reveal caused by a press until the press ended and its click was delivered', () => {
    const { after, revealed, fire } = setup();
    fire('pointerdown');
    after(() => revealed.push('name'));
    expect(revealed).toEqual([]);
    fire('pointerup');
    // The click is dispatched in the pointerup's task: the message must not be there yet.
    expect(revealed).toEqual([]);
    vi.runAllTimers();
    expect(revealed).toEqual(['name']);
  });

  it('releases held reveals on pointercancel too, once each', () => {
    const { after, revealed, fire } = setup();
    fire('pointerdown');
    after(() => revealed.push('a'));
    after(() => revealed.push('b'));
    fire('pointercancel');
    fire('pointerup');
    vi.runAllTimers();
    expect(revealed).toEqual(['a', 'b']);
    after(() => revealed.push('c'));
    expect(revealed).toEqual(['a', 'b', 'c']);
  });
});
