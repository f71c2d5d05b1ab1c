import { WIREFRAME_MIN_SIZE } from '@relata/core';
import { containsPoint, encloses, intersects } from '../../../lib/editor/geometry';
import type { Point, Rect, Wire } from './types';

/** A resize handle: the edges it moves. */
export type ResizeHandle = 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw';

/** Every handle in drawing order: corners last, so they stay on top of the edges of a small component. */
export const RESIZE_HANDLES: readonly ResizeHandle[] = ['n', 's', 'e', 'w', 'nw', 'ne', 'sw', 'se'];

/** Rounds a rectangle to whole units (spec 2 §9 "Coordinates are rounded"). */
export function roundRect(r: Rect): Rect {
  return {
    x: Math.round(r.x),
    y: Math.round(r.y),
    width: Math.round(r.width),
    height: Math.round(r.height),
  };
}

/**
 * Resizes a rectangle by dragging one handle by (dx, dy): the opposite edges stay, and the size
 * never falls below the minimum (spec 2 §5, 20 x 20).
 */
export function resizeRect(
  start: Rect,
  handle: ResizeHandle,
  dx: number,
  dy: number,
  min = WIREFRAME_MIN_SIZE,
): Rect {
  let { x, y, width, height } = start;
  if (handle.includes('e')) width = Math.max(min, start.width + dx);
  if (handle.includes('s')) height = Math.max(min, start.height + dy);
  if (handle.includes('w')) {
    width = Math.max(min, start.width - dx);
    x = start.x + start.width - width;
  }
  if (handle.includes('n')) {
    height = Math.max(min, start.height - dy);
    y = start.y + start.height - height;
  }
  return { x, y, width, height };
}

/** The rectangle spanned by two corners, in any order. */
export function rectFromPoints(a: Point, b: Point): Rect {
  return {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(a.x - b.x),
    height: Math.abs(a.y - b.y),
  };
}

/** A component's rectangle in canvas units: children are stored relative to their surface. */
export function absoluteRect(c: Wire, byId: ReadonlyMap<string, Wire>): Rect {
  const parent = c.parent_id ? byId.get(c.parent_id) : undefined;
  return {
    x: c.x + (parent?.x ?? 0),
    y: c.y + (parent?.y ?? 0),
    width: c.width,
    height: c.height,
  };
}

/**
 * The ids a selection rectangle takes: components it touches, and surfaces only when it holds
 * them wholly (so a rectangle drawn inside a surface picks its components, not the surface).
 */
export function idsInArea(components: readonly Wire[], area: Rect): string[] {
  const byId = new Map(components.map((c) => [c.id, c]));
  return components
    .filter((c) => {
      const r = absoluteRect(c, byId);
      return c.type === 'surface' ? encloses(area, r) : intersects(area, r);
    })
    .map((c) => c.id);
}

/** The topmost surface under a point, if any (surfaces come back to front). */
export function surfaceAt(components: readonly Wire[], p: Point): Wire | undefined {
  return components.filter((c) => c.type === 'surface' && containsPoint(c, p)).at(-1);
}
