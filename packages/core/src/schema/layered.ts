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
function ranks(nodes: LayoutNode[], edges: LayoutEdge[]): Map<string, number> {
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
 * A fast layered layout for groups too large for dagre: ranks left to right by breadth-first
 * search, each rank ordered by its parents' places, ranks wrapped into bands to keep the group
 * roughly square. Linear in nodes and edges, and without recursion.
 */
export function layeredLayout(nodes: LayoutNode[], edges: LayoutEdge[], gap: number): PlacedGroup {
  const rank = ranks(nodes, edges);
  const columns: LayoutNode[][] = [];
  for (const n of nodes) (columns[rank.get(n.id) ?? 0] ??= []).push(n);
  const parents = new Map<string, string[]>();
  for (const e of edges) push(parents, e.target, e.source);
  const order = new Map<string, number>();
  const perBand = Math.max(4, Math.ceil(Math.sqrt(nodes.length) / 2));
  const positions = new Map<string, { x: number; y: number }>();
  let bandTop = 0;
  let bandHeight = 0;
  let width = 0;
  columns.forEach((column, r) => {
    const mean = (n: LayoutNode) => {
      const ps = (parents.get(n.id) ?? [])
        .map((p) => order.get(p))
        .filter((v): v is number => v !== undefined);
      return ps.length === 0 ? Number.MAX_SAFE_INTEGER : ps.reduce((a, b) => a + b, 0) / ps.length;
    };
    column.sort((a, b) => mean(a) - mean(b));
    if (r > 0 && r % perBand === 0) {
      bandTop += bandHeight + gap * 2;
      bandHeight = 0;
    }
    const x = (r % perBand) * (300 + gap * 1.5);
    let y = bandTop;
    column.forEach((n, i) => {
      order.set(n.id, i);
      positions.set(n.id, { x, y });
      y += n.height + gap / 2;
      width = Math.max(width, x + n.width);
    });
    bandHeight = Math.max(bandHeight, y - bandTop);
  });
  return { width, height: bandTop + bandHeight, positions };
}
