import type { Rect } from './geometry';

/**
 * The part of the canvas whose items React Flow is given (issue 21, item 5). React Flow keeps,
 * measures and tests for visibility every node and line it holds, on every frame of a pan, zoom or
 * drag: at 10 000 tables that is most of a frame's time. The canvas hands it only the items in a
 * region around the view; the region is the view grown to whole cells of a grid whose cell is at
 * least half the view, plus one cell on each side, so it changes only when the view crosses a
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
  const cell = 2 ** Math.ceil(Math.log2(Math.max(view.width, view.height) / 2));
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

function overlaps(left: number, top: number, right: number, bottom: number, region: Rect): boolean {
  return (
    left < region.x + region.width &&
    region.x < right &&
    top < region.y + region.height &&
    region.y < bottom
  );
}

/**
 * The nodes and lines React Flow is given for a region: every node that overlaps it, is selected,
 * is dragged or is named in `keep` (the table a relationship is drawn from); every line whose two
 * ends' boxes together overlap it (a line crossing the view between two tables outside it), with
 * both its ends. Order and identity are kept, so React Flow reuses what it knows.
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
    const { x, y } = n.position;
    if (
      n.selected ||
      n.dragging ||
      n.id === keep ||
      overlaps(x, y, x + (n.width ?? 0), y + (n.height ?? 0), region)
    )
      shown.add(n.id);
  }
  const shownEdges: E[] = [];
  for (const e of edges) {
    const s = byId.get(e.source);
    const t = byId.get(e.target);
    if (!s || !t) continue;
    if (!shown.has(s.id) || !shown.has(t.id)) {
      const left = Math.min(s.position.x, t.position.x);
      const top = Math.min(s.position.y, t.position.y);
      const right = Math.max(s.position.x + (s.width ?? 0), t.position.x + (t.width ?? 0));
      const bottom = Math.max(s.position.y + (s.height ?? 0), t.position.y + (t.height ?? 0));
      if (!overlaps(left, top, right, bottom, region)) continue;
      shown.add(s.id);
      shown.add(t.id);
    }
    shownEdges.push(e);
  }
  return { nodes: nodes.filter((n) => shown.has(n.id)), edges: shownEdges };
}
