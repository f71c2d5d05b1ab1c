import type { LayoutEdge, LayoutNode } from './layout';

/** A placed group: its size and the top-left corner of each box. */
export interface PlacedGroup {
  width: number;
  height: number;
  positions: Map<string, { x: number; y: number }>;
}

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Ranks by breadth-first search along the edges from the nodes nothing points to (cycles start anywhere). */
export function ranks(nodes: LayoutNode[], edges: LayoutEdge[]): Map<string, number> {
  const out = new Map<string, string[]>();
  const incoming = new Map<string, number>();
  for (const e of edges) {
    if (e.source === e.target) continue;
    push(out, e.source, e.target);
    incoming.set(e.target, (incoming.get(e.target) ?? 0) + 1);
  }
  const rank = new Map<string, number>();
  const visit = (starts: string[]) => {
    const queue = [...starts];
    for (const s of starts) rank.set(s, 0);
    for (let i = 0; i < queue.length; i++) {
      const id = queue[i] ?? '';
      for (const next of out.get(id) ?? []) {
        if (rank.has(next)) continue;
        rank.set(next, (rank.get(id) ?? 0) + 1);
        queue.push(next);
      }
    }
  };
  visit(nodes.filter((n) => !incoming.has(n.id)).map((n) => n.id));
  for (const n of nodes) if (!rank.has(n.id)) visit([n.id]);
  return rank;
}

/**
 * The group's boxes in layer order: ranks left to right by breadth-first search, each rank ordered
 * by the mean place of its parents, so that a table follows the tables it is related to.
 */
export function layerOrder(nodes: LayoutNode[], edges: LayoutEdge[]): LayoutNode[] {
  const rank = ranks(nodes, edges);
  const layers: LayoutNode[][] = [];
  for (const n of nodes) (layers[rank.get(n.id) ?? 0] ??= []).push(n);
  const parents = new Map<string, string[]>();
  for (const e of edges) push(parents, e.target, e.source);
  const order = new Map<string, number>();
  const out: LayoutNode[] = [];
  for (const layer of layers) {
    if (!layer) continue;
    const mean = (n: LayoutNode) => {
      let sum = 0;
      let count = 0;
      for (const p of parents.get(n.id) ?? []) {
        const place = order.get(p);
        if (place === undefined) continue;
        sum += place;
        count++;
      }
      return count === 0 ? Number.MAX_SAFE_INTEGER : sum / count;
    };
    const means = new Map(layer.map((n) => [n.id, mean(n)]));
    layer.sort((a, b) => (means.get(a.id) ?? 0) - (means.get(b.id) ?? 0));
    for (const n of layer) {
      order.set(n.id, out.length);
      out.push(n);
    }
  }
  return out;
}

/** Space between columns, and between boxes in a column, of a compact grid. */
export interface GridGaps {
  x: number;
  y: number;
}

/**
 * Boxes in columns, in the order given: down the first column, up the next, and so on, each
 * column as high as `height` allows (at least one box), so that boxes next in the order stay next
 * to each other, even across a column's end. Columns are as wide as their widest box.
 */
export function columnGrid(nodes: LayoutNode[], height: number, gaps: GridGaps): PlacedGroup {
  const columns: { nodes: LayoutNode[]; width: number; height: number }[] = [];
  let column: (typeof columns)[number] | undefined;
  for (const n of nodes) {
    if (!column || (column.nodes.length > 0 && column.height + gaps.y + n.height > height)) {
      column = { nodes: [], width: 0, height: -gaps.y };
      columns.push(column);
    }
    column.nodes.push(n);
    column.width = Math.max(column.width, n.width);
    column.height += gaps.y + n.height;
  }
  const tallest = Math.max(0, ...columns.map((c) => c.height));
  const positions = new Map<string, { x: number; y: number }>();
  let x = 0;
  columns.forEach((c, i) => {
    // Odd columns run upwards from the bottom: the last box of a column and the first of the
    // next sit side by side.
    let y = i % 2 === 0 ? 0 : tallest;
    for (const n of c.nodes) {
      if (i % 2 === 0) {
        positions.set(n.id, { x, y });
        y += n.height + gaps.y;
      } else {
        y -= n.height;
        positions.set(n.id, { x, y });
        y -= gaps.y;
      }
    }
    x += c.width + gaps.x;
  });
  return { width: Math.max(0, x - gaps.x), height: tallest, positions };
}
