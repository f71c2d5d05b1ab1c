import {
  DEFAULT_LAYOUT_SCREEN,
  drawnTableSize as tableSize,
  drawnViewSize as viewSize,
  shownColumns,
  type Diagram,
  type TableDisplay,
} from '@relata/core';
import {
  boundsOf as kernelBounds,
  clampZoom as clampTo,
  scaleAt as scaleBy,
  type Rect,
  type Viewport,
} from '../../../lib/editor/geometry';
import { FALLBACK_TABLE_SIZE, FIT_PADDING, MAX_ZOOM, MIN_ZOOM } from './constants';

export type { Rect, Viewport } from '../../../lib/editor/geometry';

const LIMITS = { min: MIN_ZOOM, max: MAX_ZOOM };

/** What a table or view measures as drawn: core's sizes, which layouts and imports use too. */
export { shownColumns, tableSize, viewSize };

/**
 * The screen a layout (Arrange, an import) is made for: what the fitted view fills of a canvas of
 * `size`, inside the fit's padding; a screen smaller than a 1280 x 800 window counts as one, so
 * that a phone does not lay a diagram out in one narrow column.
 */
export function layoutScreen(size: { width: number; height: number }): {
  width: number;
  height: number;
} {
  return {
    width: Math.max(DEFAULT_LAYOUT_SCREEN.width, size.width - 2 * FIT_PADDING),
    height: Math.max(DEFAULT_LAYOUT_SCREEN.height, size.height - 2 * FIT_PADDING),
  };
}

/** A point on the snap grid of `size` (the visualization settings), the nearest one. */
export function snapPoint(p: { x: number; y: number }, size: number): { x: number; y: number } {
  return { x: Math.round(p.x / size) * size, y: Math.round(p.y / size) * size };
}

/** The smallest rectangle holding all rects (an unmeasured item counts at the fallback size), or undefined for none. */
export function boundsOf(rects: readonly Rect[]): Rect | undefined {
  return kernelBounds(
    rects.map((r) => ({
      ...r,
      width: r.width || FALLBACK_TABLE_SIZE.width,
      height: r.height || FALLBACK_TABLE_SIZE.height,
    })),
  );
}

/** Clamps a zoom to the canvas limits (spec 2 §9). */
export function clampZoom(zoom: number): number {
  return clampTo(zoom, LIMITS);
}

/** The viewport that shows `bounds` centred in a screen of `size` with `padding` pixels around. */
export function fitViewport(
  bounds: Rect,
  size: { width: number; height: number },
  padding: number,
): Viewport {
  const availW = Math.max(1, size.width - 2 * padding);
  const availH = Math.max(1, size.height - 2 * padding);
  const zoom = clampZoom(
    Math.min(availW / Math.max(1, bounds.width), availH / Math.max(1, bounds.height), 1),
  );
  return {
    zoom,
    x: size.width / 2 - (bounds.x + bounds.width / 2) * zoom,
    y: size.height / 2 - (bounds.y + bounds.height / 2) * zoom,
  };
}

/**
 * Where content from `start` (canvas units) of `length` goes on one screen axis at `zoom`: centred
 * when it fits inside the padding, else with `focus` centred but no edge pulled in past its
 * padding (no empty canvas beyond one side while the other still hides content).
 */
function placeAxis(
  start: number,
  length: number,
  focus: number,
  screen: number,
  padding: number,
  zoom: number,
): number {
  if (length * zoom <= screen - 2 * padding) return screen / 2 - (start + length / 2) * zoom;
  const firstAtPadding = padding - start * zoom;
  const lastAtPadding = screen - padding - (start + length) * zoom;
  return Math.min(firstAtPadding, Math.max(lastAtPadding, screen / 2 - focus * zoom));
}

/**
 * The first view of a diagram (issue 17): readable, not necessarily whole. The whole of it, with
 * the first of `paddings` around it that keeps its tables at `readableZoom` or above; when none
 * does, `readableZoom`, centred on `focus` but held inside the content's bounds (last padding).
 */
export function readableViewport(
  bounds: Rect,
  focus: Rect,
  size: { width: number; height: number },
  paddings: readonly [number, ...number[]],
  readableZoom: number,
): Viewport {
  for (const padding of paddings) {
    const whole = fitViewport(bounds, size, padding);
    if (whole.zoom >= readableZoom) return whole;
  }
  const padding = paddings[paddings.length - 1] ?? paddings[0];
  const zoom = clampZoom(readableZoom);
  const at = (axis: 'x' | 'y', length: 'width' | 'height') =>
    placeAxis(
      bounds[axis],
      bounds[length],
      focus[axis] + focus[length] / 2,
      size[length],
      padding,
      zoom,
    );
  return { zoom, x: at('x', 'width'), y: at('y', 'height') };
}

/** The canvas point at the centre of the screen, moved by an offset (new tables and comments, spec 2 §9). */
export function centreOf(
  viewport: Viewport,
  size: { width: number; height: number },
  offset: { x: number; y: number },
): { x: number; y: number } {
  return {
    x: Math.round((size.width / 2 - viewport.x) / viewport.zoom + offset.x),
    y: Math.round((size.height / 2 - viewport.y) / viewport.zoom + offset.y),
  };
}

/** Scales the viewport by `scale` around a screen point, within the zoom limits. */
export function scaleAt(
  viewport: Viewport,
  point: { x: number; y: number },
  scale: number,
): Viewport {
  return scaleBy(viewport, point, scale, LIMITS);
}

/** The zoom change of one wheel event: `deltaY * factor` per delta unit (spec 2 §9). */
export function wheelScale(deltaY: number, factor: number): number {
  return 1 - deltaY * factor;
}

/** Zooms by one wheel event around a screen point: `deltaY * factor` per delta unit (spec 2 §9). */
export function zoomAt(
  viewport: Viewport,
  point: { x: number; y: number },
  deltaY: number,
  factor: number,
): Viewport {
  return scaleAt(viewport, point, wheelScale(deltaY, factor));
}

/** The bounds of a diagram (areas included) from the stored sizes, so nothing waits for measuring. */
export function diagramBounds(
  diagram: Diagram | undefined,
  display: TableDisplay = 'all',
): Rect | undefined {
  return boundsOf([
    ...(diagram?.areas ?? []).map(({ x, y, width, height }) => ({ x, y, width, height })),
    ...(diagram?.tables ?? []).map((t) => ({ x: t.x, y: t.y, ...tableSize(t, display) })),
    ...(diagram?.comments ?? []).map((c) => ({ x: c.x, y: c.y, width: c.width, height: c.height })),
    ...(diagram?.views ?? []).map((v) => ({ x: v.x, y: v.y, ...viewSize(v) })),
  ]);
}
