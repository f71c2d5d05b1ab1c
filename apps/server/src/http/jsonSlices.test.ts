import { describe, expect, it } from 'vitest';
import { applySlice, packSlices, sliceJson, unpackSlice } from './jsonSlices';

/** Rebuilds a value from its slices, as the main thread does. */
function roundTrip(value: unknown, size: number): unknown {
  const packed = packSlices(sliceJson(value, size));
  let root: unknown;
  for (let i = 0; i < packed.slices.length; i++) root = applySlice(root, unpackSlice(packed, i));
  return root;
}

describe('body slices', () => {
  it('rebuild a value larger than a slice with the same items and keys in the same order', () => {
    const value = {
      mode: 'add',
      model: {
        tables: Array.from({ length: 50 }, (_, i) => ({
          id: `t${i}`,
          name: `naïve_${i} ✓`,
          columns: Array.from({ length: 20 }, (_, c) => ({ id: c, big: 'x'.repeat(c * 10) })),
        })),
        empty: [],
        nothing: null,
      },
      last: [1, [2, [3]], { '2': 'b', '1': 'a' }],
    };
    const slices = sliceJson(value, 2000);
    expect(slices.length).toBeGreaterThan(10);
    expect(Math.max(...slices.map((s) => s.json.length))).toBeLessThan(4000);
    const rebuilt = roundTrip(value, 2000);
    expect(rebuilt).toEqual(value);
    expect(JSON.stringify(rebuilt)).toBe(JSON.stringify(value));
  });

  it('send a small value or a scalar as one slice', () => {
    expect(sliceJson({ a: 1 }, 100)).toEqual([{ at: [], op: 'set', json: '{"a":1}' }]);
    expect(roundTrip('x'.repeat(500), 100)).toBe('x'.repeat(500));
    expect(roundTrip([], 1)).toEqual([]);
  });
});
