import { describe, expect, it } from 'vitest';
import {
  BOX_NAME_MIN_SCREEN_PX,
  BOX_NAME_PX,
  boxNameCap,
  boxNameFont,
  boxNameSize,
  detailForZoom,
} from './lod';
import { LOW_DETAIL_ZOOM, MIN_ZOOM } from './constants';

/** Zooms from the minimum to the boxes' limit, a hundredth apart. */
const BOX_ZOOMS = Array.from(
  { length: Math.round((LOW_DETAIL_ZOOM - MIN_ZOOM) * 100) },
  (_, i) => MIN_ZOOM + i / 100,
);

describe("zoomed-out tables' names (issue 36, item B10)", () => {
  it('keep their size where it is legible, and at least 11 px on screen where it is not', () => {
    expect(boxNameSize(0.44)).toBe(BOX_NAME_PX);
    expect(boxNameSize(BOX_NAME_MIN_SCREEN_PX / BOX_NAME_PX)).toBe(BOX_NAME_PX);
    for (const zoom of BOX_ZOOMS) {
      expect(detailForZoom(zoom)).toBe('box');
      const onScreen = boxNameSize(zoom) * zoom;
      expect(onScreen, `at zoom ${zoom}`).toBeGreaterThanOrEqual(BOX_NAME_MIN_SCREEN_PX - 1e-9);
      // No larger than needed: under 2^(1/4) of the minimum.
      expect(onScreen, `at zoom ${zoom}`).toBeLessThan(BOX_NAME_MIN_SCREEN_PX * 1.19);
    }
  });

  it('change in a few steps over the whole zoomed-out range, not at every zoom', () => {
    const sizes = new Set(BOX_ZOOMS.map(boxNameSize));
    // 28 and eight steps: from 0.1 to 0.39 the size goes from 28 to 112, two doublings.
    expect(sizes.size).toBeLessThanOrEqual(9);
  });

  it('are capped by their box: a fifth of its width, 0.35 of its height', () => {
    expect(boxNameCap(300, 400)).toBe(60);
    expect(boxNameCap(300, 96)).toBeCloseTo(33.6);
    // A 300-wide table: 11 px down to zoom 0.19, then a fifth of the box (6 px at 0.1).
    expect(boxNameFont(0.2, 300, 400) * 0.2).toBeGreaterThanOrEqual(11);
    expect(boxNameFont(0.1, 300, 400)).toBe(60);
    // A wider table keeps 11 px further out.
    expect(boxNameFont(0.1, 600, 400) * 0.1).toBeGreaterThanOrEqual(11);
    // Up close, the cap does not shrink the usual size.
    expect(boxNameFont(0.44, 300, 400)).toBe(BOX_NAME_PX);
  });
});
