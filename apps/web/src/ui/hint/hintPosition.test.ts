// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hintPosition } from './hintPosition';

const viewport = { width: 1000, height: 800 };
const hint = { width: 100, height: 24 };

describe('where a hint sits', () => {
  it('above its control, centred, with a gap', () => {
    const control = { left: 450, top: 300, width: 40, height: 30 };
    expect(hintPosition('top', control, hint, viewport)).toEqual({ left: 420, top: 270 });
  });

  it('below a control at the top of the window (the header), not cut off', () => {
    const control = { left: 450, top: 10, width: 40, height: 30 };
    expect(hintPosition('top', control, hint, viewport)).toEqual({ left: 420, top: 46 });
  });

  it('inside the window beside a control at its right edge', () => {
    const control = { left: 970, top: 300, width: 28, height: 28 };
    expect(hintPosition('top', control, hint, viewport).left).toBe(896);
  });

  it('to the left of its control, vertically centred, or to its right when there is no room', () => {
    const control = { left: 900, top: 700, width: 48, height: 48 };
    expect(hintPosition('left', control, hint, viewport)).toEqual({ left: 794, top: 712 });
    const atLeftEdge = { left: 10, top: 700, width: 48, height: 48 };
    expect(hintPosition('left', atLeftEdge, hint, viewport).left).toBe(64);
  });
});
