import * as dagre from '@dagrejs/dagre';
import type { EdgeLabel, GraphLabel, NodeLabel } from '@dagrejs/dagre';
import { layeredLayout, type PlacedGroup } from './layered';

/** A box to place: a table, sized by its column count. */
export interface LayoutNode {
  id: string;
  width: number;
  height: number;
}

/** A link between two boxes that the layout keeps short. */
export interface LayoutEdge {
  source: string;
  target: string;
}

/** Space between tables, and between groups of related tables. */
const GAP = 80;

/** Largest group laid out by dagre; bigger groups use the linear layered layout (dagre is slow there and recursion-bound). */
export const DAGRE_MAX_NODES = 150;

/** Estimated on-canvas size of a table: the canvas draws tables at least 300 px wide (spec 2, §9), a row per column. */
export function estimateTableSize(columnCount: number): { width: number; height: number } {
  return { width: 300, height: 56 + 32 * columnCount };
}

/** Connected groups of nodes, each with the edges inside it. */
function components(
  nodes: LayoutNode[],
  edges: LayoutEdge[],
): { nodes: LayoutNode[]; edges: LayoutEdge[] }[] {
  const parent = new Map(nodes.map((n) => [n.id, n.id]));
  const root = (id: string): string => {
    let r = id;
    while (parent.get(r) !== r) r = parent.get(r) ?? r;
    let i = id;
    while (parent.get(i) !== r) {
      const next = parent.get(i) ?? r;
      parent.set(i, r);
      i = next;
    }
    return r;
  };
  const inside = edges.filter((e) => parent.has(e.source) && parent.has(e.target));
  for (const e of inside) parent.set(root(e.source), root(e.target));
  const groups = new Map<string, { nodes: LayoutNode[]; edges: LayoutEdge[] }>();
  const group = (id: string) => {
    const r = root(id);
    let g = groups.get(r);
    if (!g) groups.set(r, (g = { nodes: [], edges: [] }));
    return g;
  };
  for (const n of nodes) group(n.id).nodes.push(n);
  for (const e of inside) group(e.source).edges.push(e);
  return [...groups.values()];
}

/** Lays out one connected group with dagre, left to right, so related tables sit side by side. */
function layoutGroup({
  nodes: group,
  edges,
}: {
  nodes: LayoutNode[];
  edges: LayoutEdge[];
}): PlacedGroup {
  const [only] = group;
  if (group.length === 1 && only)
    return {
      width: only.width,
      height: only.height,
      positions: new Map([[only.id, { x: 0, y: 0 }]]),
    };
  if (group.length > DAGRE_MAX_NODES) return layeredLayout(group, edges, GAP);
  const g = new dagre.graphlib.Graph<GraphLabel, NodeLabel, EdgeLabel>();
  g.setGraph({ rankdir: 'LR', nodesep: GAP / 2, ranksep: GAP * 1.5, marginx: 0, marginy: 0 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const n of group) g.setNode(n.id, { width: n.width, height: n.height });
  for (const e of edges) if (e.source !== e.target) g.setEdge(e.source, e.target);
  dagre.layout(g);
  const positions = new Map<string, { x: number; y: number }>();
  let width = 0;
  let height = 0;
  for (const n of group) {
    const p = g.node(n.id);
    const x = Math.round((p.x ?? 0) - n.width / 2);
    const y = Math.round((p.y ?? 0) - n.height / 2);
    positions.set(n.id, { x, y });
    width = Math.max(width, x + n.width);
    height = Math.max(height, y + n.height);
  }
  return { width, height, positions };
}

/**
 * Positions for tables: each group of related tables is laid out by dagre so that tables joined by
 * a relationship sit next to each other; groups (and unrelated tables) are packed in rows.
 */
export function autoLayout(
  nodes: LayoutNode[],
  edges: LayoutEdge[],
): Map<string, { x: number; y: number }> {
  const placed = components(nodes, edges)
    .map(layoutGroup)
    .sort((a, b) => b.height - a.height || b.width - a.width);
  const area = placed.reduce((sum, p) => sum + (p.width + GAP) * (p.height + GAP), 0);
  const rowWidth = Math.max(Math.sqrt(area) * 1.4, ...placed.map((p) => p.width));
  const out = new Map<string, { x: number; y: number }>();
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  for (const p of placed) {
    if (x > 0 && x + p.width > rowWidth) {
      x = 0;
      y += rowHeight + GAP;
      rowHeight = 0;
    }
    for (const [id, pos] of p.positions) out.set(id, { x: pos.x + x, y: pos.y + y });
    x += p.width + GAP;
    rowHeight = Math.max(rowHeight, p.height);
  }
  return out;
}
