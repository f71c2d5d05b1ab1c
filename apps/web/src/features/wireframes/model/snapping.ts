import type { ResizeHandle } from './geometry';
import type { Rect } from './types';

/** Edges closer than this snap together (spec 2 §5 "snapping within 5 units"). */
export const SNAP_DISTANCE = 5;

/** A visible guide line: vertical at x (axis 'x') or horizontal at y (axis 'y'). */
export interface Guide {
  axis: 'x' | 'y';
  at: number;
  from: number;
  to: number;
}

interface AxisSnap {
  delta: number;
  at: number;
  other: Rect;
}

const xEdges = (r: Rect) => [r.x, r.x + r.width];
const yEdges = (r: Rect) => [r.y, r.y + r.height];

/** The smallest correction that puts one of `edges` on an edge of another rectangle. */
function nearestEdge(
  edges: readonly number[],
  others: readonly Rect[],
  edgesOf: (r: Rect) => number[],
  distance: number,
): AxisSnap | undefined {
  let best: AxisSnap | undefined;
  for (const other of others) {
    for (const target of edgesOf(other)) {
      for (const edge of edges) {
        const delta = target - edge;
        if (Math.abs(delta) <= distance && (!best || Math.abs(delta) < Math.abs(best.delta)))
          best = { delta, at: target, other };
      }
    }
  }
  return best;
}

function guideFor(axis: 'x' | 'y', snap: AxisSnap, moved: Rect): Guide {
  const [a0, a1] = axis === 'x' ? yEdges(moved) : xEdges(moved);
  const [b0, b1] = axis === 'x' ? yEdges(snap.other) : xEdges(snap.other);
  return {
    axis,
    at: snap.at,
    from: Math.min(a0 ?? 0, b0 ?? 0),
    to: Math.max(a1 ?? 0, b1 ?? 0),
  };
}

/**
 * Snaps a moving rectangle to the edges of the others: answers the correction to add to the
 * move and the guides to draw.
 */
export function snapMove(
  moving: Rect,
  others: readonly Rect[],
  distance = SNAP_DISTANCE,
): { dx: number; dy: number; guides: Guide[] } {
  const sx = nearestEdge(xEdges(moving), others, xEdges, distance);
  const sy = nearestEdge(yEdges(moving), others, yEdges, distance);
  const moved = { ...moving, x: moving.x + (sx?.delta ?? 0), y: moving.y + (sy?.delta ?? 0) };
  const guides: Guide[] = [];
  if (sx) guides.push(guideFor('x', sx, moved));
  if (sy) guides.push(guideFor('y', sy, moved));
  return { dx: sx?.delta ?? 0, dy: sy?.delta ?? 0, guides };
}

/**
 * Snaps the edges a resize handle moves to the edges of the others, keeping the opposite edges
 * in place; a snap that would undercut the minimum size is skipped.
 */
export function snapResize(
  rect: Rect,
  handle: ResizeHandle,
  others: readonly Rect[],
  min: number,
  distance = SNAP_DISTANCE,
): { rect: Rect; guides: Guide[] } {
  const next = { ...rect };
  const guides: Guide[] = [];
  const horizontal = handle.includes('e') ? 'e' : handle.includes('w') ? 'w' : undefined;
  const vertical = handle.includes('s') ? 's' : handle.includes('n') ? 'n' : undefined;
  if (horizontal) {
    const edge = horizontal === 'e' ? rect.x + rect.width : rect.x;
    const s = nearestEdge([edge], others, xEdges, distance);
    const width = horizontal === 'e' ? rect.width + (s?.delta ?? 0) : rect.width - (s?.delta ?? 0);
    if (s && width >= min) {
      next.width = width;
      if (horizontal === 'w') next.x = rect.x + s.delta;
      guides.push(guideFor('x', s, next));
    }
  }
  if (vertical) {
    const edge = vertical === 's' ? rect.y + rect.height : rect.y;
    const s = nearestEdge([edge], others, yEdges, distance);
    const height = vertical === 's' ? rect.height + (s?.delta ?? 0) : rect.height - (s?.delta ?? 0);
    if (s && height >= min) {
      next.height = height;
      if (vertical === 'n') next.y = rect.y + s.delta;
      guides.push(guideFor('y', s, next));
    }
  }
  return { rect: next, guides };
}
