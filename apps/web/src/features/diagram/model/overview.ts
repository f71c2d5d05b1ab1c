import { OVERVIEW_MIN_NODES } from './constants';
import {
  held,
  nodeOverlaps,
  onlyTheseChanged,
  sameItems,
  sameRect,
  type CullEdge,
  type CullNode,
} from './culling';
import type { Rect } from './geometry';

/**
 * The overview (issue 21, item 5): when a zoomed-out view holds thousands of tables, each is a
 * named box (model/lod) too small to edit, and React Flow's work per frame for each of them (its
 * node and line selectors, hit-testing, the DOM) is what makes a pan, a zoom or a drag slow. There,
 * the canvas draws those tables and their lines on one `<canvas>` (OverviewLayer) and hit-tests
 * them itself (useOverviewPointer); React Flow keeps the items that are not tables (areas, views,
 * comments: few) and the tables held whatever the view (selected, dragged, or a relationship's
 * start), so that a selected table is the same element with its handles as anywhere else.
 */

/** What the overview needs of a node: culling's place and size, its kind and its name. */
export interface OverviewNode extends CullNode {
  type?: string | undefined;
  data: unknown;
}

/** What the overview needs of a line: its ends, which side of each it leaves, and its offset. */
export interface OverviewEdge extends CullEdge {
  id: string;
  sourceHandle?: string | null | undefined;
  targetHandle?: string | null | undefined;
  data?: unknown;
}

/**
 * Whether the canvas is an overview: tables are boxes (model/lod, zoomed out) and React Flow would
 * be given at least OVERVIEW_MIN_NODES nodes around the view (`culled`, model/culling), which
 * counts the tables in view and those whose lines cross it. A diagram of a few hundred tables
 * never is one: its tables stay React Flow's, as they always were.
 */
export function isOverview(culled: number, boxes: boolean): boolean {
  return boxes && culled >= OVERVIEW_MIN_NODES;
}

/** The overview's split of the nodes and lines; see overviewSplit. */
export interface OverviewSplit<N, E> {
  /** What React Flow is given. */
  flowNodes: N[];
  flowEdges: E[];
  /** The tables the overview draws. */
  tables: N[];
  /** The lines it draws that no held node ends: they move only when the diagram changes. */
  lines: E[];
  /** The lines it draws from or to a held node: they follow a drag at every move. */
  links: E[];
  /**
   * The nodes the split was made from: where the drawn lines find their ends, with the held nodes
   * taken from `flowNodes`. The same array while only held nodes change.
   */
  nodes: readonly N[];
}

/**
 * The overview's split: React Flow is given every node that is not a table and overlaps the
 * region, and every held node, and the lines between two of them; the overview draws the other
 * tables and every other line whose both ends exist. Order and identity are kept.
 */
export function overviewSplit<N extends OverviewNode, E extends OverviewEdge>(
  nodes: readonly N[],
  edges: readonly E[],
  region: Rect,
  keep?: string,
): OverviewSplit<N, E> {
  const flowNodes: N[] = [];
  const tables: N[] = [];
  const inFlow = new Set<string>();
  const holding = new Set<string>();
  const exists = new Set<string>();
  for (const n of nodes) {
    exists.add(n.id);
    const isHeld = held(n, keep);
    if (isHeld) holding.add(n.id);
    if (isHeld || (n.type !== 'table' && nodeOverlaps(n, region))) {
      flowNodes.push(n);
      inFlow.add(n.id);
    } else if (n.type === 'table') tables.push(n);
  }
  const flowEdges: E[] = [];
  const lines: E[] = [];
  const links: E[] = [];
  for (const e of edges) {
    if (inFlow.has(e.source) && inFlow.has(e.target)) flowEdges.push(e);
    else if (!exists.has(e.source) || !exists.has(e.target)) continue;
    else if (holding.has(e.source) || holding.has(e.target)) links.push(e);
    else lines.push(e);
  }
  return { flowNodes, flowEdges, tables, lines, links, nodes };
}

/** A straight line's ends: the middle of the sides its handles name, moved by its offset. */
export function lineSegment(
  edge: OverviewEdge,
  source: CullNode,
  target: CullNode,
): { x1: number; y1: number; x2: number; y2: number } {
  const offset = (edge.data as { offset?: number } | undefined)?.offset ?? 0;
  const side = (n: CullNode, handle: string | null | undefined, right: boolean) =>
    (handle ? handle.endsWith('r') : right) ? n.position.x + (n.width ?? 0) : n.position.x;
  return {
    x1: side(source, edge.sourceHandle, true),
    y1: source.position.y + (source.height ?? 0) / 2 + offset,
    x2: side(target, edge.targetHandle, false),
    y2: target.position.y + (target.height ?? 0) / 2 + offset,
  };
}

/** The table drawn at a point of the canvas: the last drawn (topmost) one there, if any. */
export function tableAt<N extends CullNode>(
  tables: readonly N[],
  point: { x: number; y: number },
): N | undefined {
  for (let i = tables.length - 1; i >= 0; i--) {
    const n = tables[i] as N;
    const { x, y } = n.position;
    if (
      point.x >= x &&
      point.x <= x + (n.width ?? 0) &&
      point.y >= y &&
      point.y <= y + (n.height ?? 0)
    )
      return n;
  }
  return undefined;
}

/** The tables lying wholly inside a rectangle (a selection rectangle's full mode). */
export function tablesInside<N extends CullNode>(tables: readonly N[], rect: Rect): N[] {
  return tables.filter(
    (n) =>
      n.position.x >= rect.x &&
      n.position.y >= rect.y &&
      n.position.x + (n.width ?? 0) <= rect.x + rect.width &&
      n.position.y + (n.height ?? 0) <= rect.y + rect.height,
  );
}

/**
 * The same split kept from one call to the next. A drag changes the nodes at every move, but only
 * held ones: when the lines, the region and what is kept are the same and every other node is
 * the same object, only React Flow's nodes are picked again (the held ones' new objects), and the
 * overview's tables and lines are the same arrays as before, so their drawing is reused.
 * Otherwise it splits anew, and still answers the previous arrays where they hold the same items.
 */
export function steadyOverview<N extends OverviewNode, E extends OverviewEdge>() {
  let last:
    | {
        nodes: readonly N[];
        edges: readonly E[];
        region: Rect;
        keep?: string;
        flow: Set<string>;
        split: OverviewSplit<N, E>;
      }
    | undefined;
  return (nodes: readonly N[], edges: readonly E[], region: Rect, keep?: string) => {
    if (
      last &&
      last.edges === edges &&
      last.keep === keep &&
      sameRect(last.region, region) &&
      onlyTheseChanged(nodes, last.nodes, last.flow) &&
      // A held node stays held: one no longer selected nor dragged goes back to the overview.
      nodes.every((n) => !last?.flow.has(n.id) || n.type !== 'table' || held(n, keep))
    ) {
      const flow = last.flow;
      const split = { ...last.split, flowNodes: nodes.filter((n) => flow.has(n.id)) };
      last = { ...last, nodes, split };
      return split;
    }
    const next = overviewSplit(nodes, edges, region, keep);
    if (last) {
      const before = last.split;
      if (sameItems(next.tables, before.tables)) next.tables = before.tables;
      if (sameItems(next.lines, before.lines)) next.lines = before.lines;
      if (sameItems(next.links, before.links)) next.links = before.links;
      if (sameItems(next.flowEdges, before.flowEdges)) next.flowEdges = before.flowEdges;
    }
    last = {
      nodes,
      edges,
      region,
      ...(keep !== undefined ? { keep } : {}),
      flow: new Set(next.flowNodes.map((n) => n.id)),
      split: next,
    };
    return next;
  };
}
