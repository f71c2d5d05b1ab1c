import type { Rect } from './geometry';

/**
 * The part of the canvas whose items React Flow is given (issue 21, item 5). React Flow keeps,
 * measures and tests for visibility every node and line it holds, on every frame of a pan, zoom or
 * drag: at 10 000 tables that is most of a frame's time. The canvas hands it only the items in a
 * region around the view; the region is the view grown to whole cells of a grid whose cell is at
 * least a quarter of the view, plus one cell on each side, so it changes only when the view crosses a
 * cell's edge or the zoom halves or doubles, and always holds the whole view.
 */
export interface Region extends Rect {
  /** Equal for equal regions: what a store selector compares. */
  key: string;
}

/** The view in canvas units for React Flow's transform [x, y, zoom] and its pane's size. */
export function viewOf(
  transform: readonly [number, number, number],
  width: number,
  height: number,
) {
  const [x, y, zoom] = transform;
  return { x: -x / zoom, y: -y / zoom, width: width / zoom, height: height / zoom };
}

/** The region for a view; undefined before the pane has a size (everything is handed over). */
export function regionFor(view: Rect): Region | undefined {
  if (!(view.width > 0 && view.height > 0)) return undefined;
  const cell = 2 ** Math.ceil(Math.log2(Math.max(view.width, view.height) / 4));
  const left = Math.floor(view.x / cell) - 1;
  const top = Math.floor(view.y / cell) - 1;
  const right = Math.ceil((view.x + view.width) / cell) + 1;
  const bottom = Math.ceil((view.y + view.height) / cell) + 1;
  return {
    x: left * cell,
    y: top * cell,
    width: (right - left) * cell,
    height: (bottom - top) * cell,
    key: `${cell}:${left}:${top}:${right}:${bottom}`,
  };
}

/** What culling needs of a node: its place and size, and whether it is held whatever the view. */
export interface CullNode {
  id: string;
  position: { x: number; y: number };
  width?: number | undefined;
  height?: number | undefined;
  selected?: boolean | undefined;
  dragging?: boolean | undefined;
}

/** What culling needs of a line: the nodes it joins. */
export interface CullEdge {
  source: string;
  target: string;
}

/** A number a line's data holds under `key`, else 0. */
function dataNumber(e: CullEdge, key: string): number {
  const data: unknown = 'data' in e ? e.data : undefined;
  if (typeof data !== 'object' || data === null || !(key in data)) return 0;
  const value: unknown = (data as Record<string, unknown>)[key];
  return typeof value === 'number' ? value : 0;
}

function overlaps(left: number, top: number, right: number, bottom: number, region: Rect): boolean {
  return (
    left < region.x + region.width &&
    region.x < right &&
    top < region.y + region.height &&
    region.y < bottom
  );
}

/** Whether a node is held whatever the view: selected, dragged, or named in `keep`. */
export function held(node: CullNode, keep?: string): boolean {
  return Boolean(node.selected || node.dragging) || node.id === keep;
}

/** Whether a node's box overlaps a rectangle. */
export function nodeOverlaps(n: CullNode, r: Rect): boolean {
  const { x, y } = n.position;
  return overlaps(x, y, x + (n.width ?? 0), y + (n.height ?? 0), r);
}

type Point = { x: number; y: number };

/** Whether the segment a-b meets the region (Liang-Barsky clipping). */
function segmentMeets(a: Point, b: Point, region: Rect): boolean {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  let t0 = 0;
  let t1 = 1;
  const sides: [number, number][] = [
    [-dx, a.x - region.x],
    [dx, region.x + region.width - a.x],
    [-dy, a.y - region.y],
    [dy, region.y + region.height - a.y],
  ];
  for (const [p, q] of sides) {
    if (p === 0) {
      if (q < 0) return false;
    } else {
      const r = q / p;
      if (p < 0) t0 = Math.max(t0, r);
      else t1 = Math.min(t1, r);
      if (t0 > t1) return false;
    }
  }
  return true;
}

/** Whether a point lies inside a polygon (even-odd rule). */
function inside(p: Point, polygon: readonly Point[]): boolean {
  let yes = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i] as Point;
    const b = polygon[j] as Point;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x)
      yes = !yes;
  }
  return yes;
}

/**
 * Whether the line between two nodes may pass through the region. A line leaves the side of one
 * table that faces the other (flowElements' handles) and, curved, orthogonal or straight, stays
 * inside the four-sided shape of its ends and the two points halfway across at their heights
 * (a curve lies inside its control points' hull); the region's margin covers the spread of
 * parallel lines.
 */
function lineMeets(s: CullNode, t: CullNode, region: Rect, shift = { s: 0, t: 0 }): boolean {
  const sw = s.width ?? 0;
  const tw = t.width ?? 0;
  const rightward = s.position.x + sw / 2 <= t.position.x + tw / 2;
  const from = {
    x: rightward ? s.position.x + sw : s.position.x,
    y: s.position.y + (s.height ?? 0) / 2 + shift.s,
  };
  const to = {
    x: rightward ? t.position.x : t.position.x + tw,
    y: t.position.y + (t.height ?? 0) / 2 + shift.t,
  };
  const mid = (from.x + to.x) / 2;
  const hull = [from, { x: mid, y: from.y }, { x: mid, y: to.y }, to];
  for (let i = 0; i < hull.length; i++)
    if (segmentMeets(hull[i] as Point, hull[(i + 1) % hull.length] as Point, region)) return true;
  return inside({ x: region.x + region.width / 2, y: region.y + region.height / 2 }, hull);
}

/**
 * The nodes and lines React Flow is given for a region: every node that overlaps it, is selected,
 * is dragged or is named in `keep` (the table a relationship is drawn from); every line between
 * two such nodes, and every line that may pass through the region from or between nodes outside
 * it, with both its ends (React Flow draws a line only between nodes it holds). Order and identity
 * are kept, so React Flow reuses what it knows.
 */
export function cull<N extends CullNode, E extends CullEdge>(
  nodes: readonly N[],
  edges: readonly E[],
  region: Rect,
  keep?: string,
): { nodes: N[]; edges: E[] } {
  const byId = new Map<string, N>();
  const shown = new Set<string>();
  for (const n of nodes) {
    byId.set(n.id, n);
    if (held(n, keep) || nodeOverlaps(n, region)) shown.add(n.id);
  }
  const kept = new Set(shown);
  const shownEdges: E[] = [];
  for (const e of edges) {
    const s = byId.get(e.source);
    const t = byId.get(e.target);
    if (!s || !t) continue;
    if (!(kept.has(s.id) && kept.has(t.id))) {
      // Drawn in detail, a relationship ends at its columns' rows; as boxes, at the middles.
      const shift = { s: dataNumber(e, 'sourceShift'), t: dataNumber(e, 'targetShift') };
      const meets =
        lineMeets(s, t, region) ||
        ((shift.s !== 0 || shift.t !== 0) && lineMeets(s, t, region, shift));
      if (!meets) continue;
      shown.add(s.id);
      shown.add(t.id);
    }
    shownEdges.push(e);
  }
  return { nodes: nodes.filter((n) => shown.has(n.id)), edges: shownEdges };
}

/**
 * `cull` for a canvas, kept from one call to the next. A drag changes the nodes at every move: when
 * only held nodes changed (the lines, the region and what is kept being the same), the same nodes
 * stay held and the same lines array is answered without testing every line again; otherwise it
 * culls anew, and still answers the previous lines array when the same lines are held, since a new
 * array makes React Flow rebuild its lookup of all of them.
 */
export function steadyCull<N extends CullNode, E extends CullEdge>() {
  let last:
    | { nodes: readonly N[]; edges: readonly E[]; region: Rect; keep?: string; ids: Set<string> }
    | undefined;
  let lastEdges: E[] = [];
  return (nodes: readonly N[], edges: readonly E[], region: Rect, keep?: string) => {
    if (
      last &&
      last.edges === edges &&
      last.keep === keep &&
      sameRect(last.region, region) &&
      onlyTheseChanged(nodes, last.nodes, last.ids)
    ) {
      const ids = last.ids;
      last = { ...last, nodes };
      return { nodes: nodes.filter((n) => ids.has(n.id)), edges: lastEdges };
    }
    const out = cull(nodes, edges, region, keep);
    last = { nodes, edges, region, keep, ids: new Set(out.nodes.map((n) => n.id)) };
    if (sameItems(out.edges, lastEdges)) return { nodes: out.nodes, edges: lastEdges };
    lastEdges = out.edges;
    return out;
  };
}

/** Whether the nodes are those of before, the same objects but for those named in `ids`. */
export function onlyTheseChanged<N extends CullNode>(
  nodes: readonly N[],
  before: readonly N[],
  ids: ReadonlySet<string>,
): boolean {
  return (
    nodes.length === before.length &&
    nodes.every((n, i) => n === before[i] || (n.id === before[i]?.id && ids.has(n.id)))
  );
}

/** Whether two arrays hold the same items in the same order. */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** Whether two rectangles are equal. */
export function sameRect(a: Rect, b: Rect): boolean {
  return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}
