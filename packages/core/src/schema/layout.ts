import * as dagre from '@dagrejs/dagre';
import type { EdgeLabel, GraphLabel, NodeLabel } from '@dagrejs/dagre';
import { DEFAULT_LAYOUT_SCREEN, LAYOUT_MIN_ZOOM } from './drawnSize';
import { columnGrid, layerOrder, ranks, type PlacedGroup } from './layered';

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

/** Gaps of the compact grid: room for lines between columns, less between tables in a column. */
const GRID_GAPS = { x: GAP, y: GAP / 2 };

/** Largest group laid out by dagre; bigger groups use the layered grid (dagre is slow there and recursion-bound). */
export const DAGRE_MAX_NODES = 150;

/** What a layout is fitted to: the part of the screen the fitted view fills, in screen pixels. */
export interface LayoutOptions {
  screen?: { width: number; height: number };
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

/** What dagre's order step reads and writes on each node of its layered graph. */
interface RankedNode {
  rank: number;
  order?: number;
}

/**
 * Dagre's first order of each layer, and nothing more (what it keeps when told to leave out its
 * ordering sweeps): the nodes visited depth first along edges, from every node in rank order,
 * each appended to its layer. Dagre itself builds a graph per layer and direction for the sweeps
 * before it looks at that option: most of a rough layout's time, and garbage, at 60 to 150 tables.
 */
function initialOrder(g: dagre.graphlib.Graph): void {
  const rankOf = (v: string) => (g.node(v) as unknown as RankedNode).rank;
  const nodes = g.nodes().filter((v) => g.children(v).length === 0);
  const layers: string[][] = [];
  const visited = new Set<string>();
  const visit = (v: string): void => {
    if (visited.has(v)) return;
    visited.add(v);
    (layers[rankOf(v)] ??= []).push(v);
    for (const w of g.successors(v) ?? []) visit(w);
  };
  nodes.sort((a, b) => rankOf(a) - rankOf(b)).forEach(visit);
  for (const layer of layers)
    layer?.forEach((v, i) => {
      (g.node(v) as unknown as RankedNode).order = i;
    });
}

/**
 * Lays out one connected group with dagre, left to right, so related tables sit side by side.
 * `rough` leaves out dagre's sweeps that order each layer to cross fewer lines, most of its time:
 * the layers, hence the width, are the same, and the height about the same, so a rough layout tells
 * cheaply whether the group fits its room.
 */
function dagreLayout(
  {
    nodes: group,
    edges,
  }: {
    nodes: LayoutNode[];
    edges: LayoutEdge[];
  },
  rough = false,
): PlacedGroup {
  const g = new dagre.graphlib.Graph<GraphLabel, NodeLabel, EdgeLabel>();
  g.setGraph({ rankdir: 'LR', nodesep: GAP / 2, ranksep: GAP * 1.5, marginx: 0, marginy: 0 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const n of group) g.setNode(n.id, { width: n.width, height: n.height });
  for (const e of edges) if (e.source !== e.target) g.setEdge(e.source, e.target);
  dagre.layout(g, rough ? { customOrder: initialOrder } : {});
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
 * Whether a group's layers could not fit the room by far (half as much again), judged in one pass
 * from breadth-first layers: a layer's boxes stacked (dagre puts a table referenced by forty in a
 * layer of forty), the layers side by side. Dagre, whose layout would be thrown away, is not run.
 */
function farTooLarge(
  { nodes, edges }: { nodes: LayoutNode[]; edges: LayoutEdge[] },
  room: { width: number; height: number },
): boolean {
  const layerOf = ranks(nodes, edges);
  const heights = new Map<number, number>();
  let widest = 0;
  for (const n of nodes) {
    const layer = layerOf.get(n.id) ?? 0;
    heights.set(layer, (heights.get(layer) ?? 0) + n.height + GAP / 2);
    widest = Math.max(widest, n.width);
  }
  const tallest = Math.max(0, ...heights.values());
  return tallest > room.height * 1.5 || heights.size * (widest + GAP * 1.5) > room.width * 1.5;
}

/** A box's share of a compact grid: the box and the gaps after it. */
const cellArea = (n: LayoutNode) => (n.width + GRID_GAPS.x) * (n.height + GRID_GAPS.y);

/** The height of a compact grid of `nodes` shaped like `room` (at least the tallest box). */
function gridHeight(nodes: LayoutNode[], room: { width: number; height: number }): number {
  const area = nodes.reduce((sum, n) => sum + cellArea(n), 0);
  const tallest = nodes.reduce((max, n) => Math.max(max, n.height), 0);
  return Math.max(tallest, Math.sqrt((area * room.height) / room.width));
}

/** Placed groups packed in rows, tallest first, the rows about `rowWidth` wide. */
function packRows(placed: PlacedGroup[], rowWidth: number): Map<string, { x: number; y: number }> {
  const sorted = [...placed].sort((a, b) => b.height - a.height || b.width - a.width);
  const out = new Map<string, { x: number; y: number }>();
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  for (const p of sorted) {
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

/** The width and height of placed boxes. */
function extent(nodes: LayoutNode[], positions: Map<string, { x: number; y: number }>) {
  let width = 0;
  let height = 0;
  for (const n of nodes) {
    const p = positions.get(n.id);
    if (!p) continue;
    width = Math.max(width, p.x + n.width);
    height = Math.max(height, p.y + n.height);
  }
  return { width, height };
}

/**
 * Positions for tables (issue 21, item 3). First the readable layout: each group of related
 * tables layered left to right by dagre, groups over 150 tables or too large for the room in a
 * layered grid (each table after the tables it references, in columns), the tables related to
 * nothing in a compact grid, all packed in rows. When that does not fit the room (the screen at
 * zoom 0.1), the compact one: every table in one grid of columns shaped like the screen, group
 * after group in layer order, so related tables still stand next to each other.
 */
export function autoLayout(
  nodes: LayoutNode[],
  edges: LayoutEdge[],
  { screen = DEFAULT_LAYOUT_SCREEN }: LayoutOptions = {},
): Map<string, { x: number; y: number }> {
  const room = { width: screen.width / LAYOUT_MIN_ZOOM, height: screen.height / LAYOUT_MIN_ZOOM };
  const groups = components(nodes, edges).sort((a, b) => b.nodes.length - a.nodes.length);
  const singles = groups.filter((g) => g.nodes.length === 1).flatMap((g) => g.nodes);
  const related = groups.filter((g) => g.nodes.length > 1);
  // A group's layer order, made once: both layouts may need it.
  const orders = new Map<(typeof related)[number], LayoutNode[]>();
  const orderOf = (g: (typeof related)[number]) => {
    let order = orders.get(g);
    if (!order) orders.set(g, (order = layerOrder(g.nodes, g.edges)));
    return order;
  };
  const fits = (p: { width: number; height: number }) =>
    p.width <= room.width && p.height <= room.height;
  // Rough dagre layouts first: dagre's ordering sweeps run only when the readable layout is kept.
  const rough = related.map((g) => {
    const laid =
      g.nodes.length <= DAGRE_MAX_NODES && !farTooLarge(g, room) ? dagreLayout(g, true) : undefined;
    return laid && fits(laid)
      ? { group: g, laid }
      : { laid: columnGrid(orderOf(g), gridHeight(g.nodes, room), GRID_GAPS) };
  });
  const grid =
    singles.length > 0 ? [columnGrid(singles, gridHeight(singles, room), GRID_GAPS)] : [];
  const pack = (placed: PlacedGroup[]) => {
    const area = placed.reduce((sum, p) => sum + (p.width + GAP) * (p.height + GAP), 0);
    const rowWidth = Math.max(
      Math.sqrt((area * room.width) / room.height),
      ...placed.map((p) => p.width),
    );
    const positions = packRows(placed, rowWidth);
    return { positions, size: extent(nodes, positions) };
  };
  let readable = pack([...rough.map((r) => r.laid), ...grid]);
  if (fits(readable.size)) {
    const finished = pack([
      ...rough.map((r) => (r.group ? finishedLayout(r.group, r.laid, fits) : r.laid)),
      ...grid,
    ]);
    if (fits(finished.size)) return finished.positions;
    readable = finished;
  }
  const size = readable.size;
  const order = [...related.flatMap(orderOf), ...singles];
  const compact = columnGrid(order, gridHeight(nodes, room), GRID_GAPS).positions;
  const tight = extent(nodes, compact);
  // The compact grid is used when it needs less zoom-out to fit than the readable layout.
  const fit = (s: { width: number; height: number }) =>
    Math.min(room.width / Math.max(1, s.width), room.height / Math.max(1, s.height));
  return fit(tight) > fit(size) ? compact : readable.positions;
}

/**
 * Largest group whose layers dagre orders to cross fewer lines. Over it the sweeps cost most of an
 * import's time (a 60-table group: about 80 ms of 120) and, measured on the shared fixtures as
 * crossings of the lines drawn between tables, gave no fewer: larger groups keep the rough order.
 */
export const ORDERED_MAX_NODES = 40;

/** A group's dagre layout with its layers ordered, where it still fits; else its rough one. */
function finishedLayout(
  group: { nodes: LayoutNode[]; edges: LayoutEdge[] },
  rough: PlacedGroup,
  fits: (p: PlacedGroup) => boolean,
): PlacedGroup {
  if (group.nodes.length > ORDERED_MAX_NODES) return rough;
  const laid = dagreLayout(group);
  return fits(laid) ? laid : rough;
}
