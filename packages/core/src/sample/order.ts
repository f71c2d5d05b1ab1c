/**
 * The order tables are filled in: referenced tables first (topological over foreign keys). A
 * cycle between tables is broken at nullable foreign keys, filled by UPDATEs after the inserts;
 * a table on a cycle with no nullable foreign key to break is "blocked" (it gets no rows).
 */

/** A foreign key as an edge from the referencing table to the referenced one. */
export interface Edge {
  from: number;
  to: number;
  /** Whether every column of the key may be NULL (the key can be left NULL and filled later). */
  nullable: boolean;
}

/** The insertion order, the edges to fill afterwards, and the tables that cannot be filled. */
export interface InsertionOrder {
  order: number[];
  deferred: Set<Edge>;
  blocked: Set<number>;
}

/** Strongly connected components, each after every component it references (Tarjan's algorithm). */
function components(count: number, out: Edge[][]): number[][] {
  const index = new Array<number>(count).fill(-1);
  const low = new Array<number>(count).fill(0);
  const onStack = new Array<boolean>(count).fill(false);
  const stack: number[] = [];
  const result: number[][] = [];
  let next = 0;
  // Iterative, so that a chain of thousands of tables does not overflow the call stack.
  for (let root = 0; root < count; root++) {
    if (index[root] !== -1) continue;
    const work: [number, number][] = [[root, 0]];
    while (work.length > 0) {
      const frame = work[work.length - 1] as [number, number];
      const [v, i] = frame;
      if (i === 0) {
        index[v] = low[v] = next++;
        stack.push(v);
        onStack[v] = true;
      }
      const edges = out[v] ?? [];
      if (i < edges.length) {
        frame[1] = i + 1;
        const w = (edges[i] as Edge).to;
        if (index[w] === -1) work.push([w, 0]);
        else if (onStack[w]) low[v] = Math.min(low[v] as number, index[w] as number);
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low[parent[0]] = Math.min(low[parent[0]] as number, low[v] as number);
      if (low[v] === index[v]) {
        const component: number[] = [];
        let w: number;
        do {
          w = stack.pop() as number;
          onStack[w] = false;
          component.push(w);
        } while (w !== v);
        result.push(component.sort((a, b) => a - b));
      }
    }
  }
  return result;
}

/**
 * Orders `count` tables so that each comes after the tables it references. Within a cycle, a
 * table goes first when its references to the cycle's tables not yet placed are all nullable
 * (those are deferred); when none is, the first table is placed anyway and marked blocked.
 */
export function insertionOrder(count: number, edges: Edge[]): InsertionOrder {
  const out: Edge[][] = Array.from({ length: count }, () => []);
  for (const e of edges) if (e.from !== e.to) out[e.from]?.push(e);
  const order: number[] = [];
  const deferred = new Set<Edge>();
  const blocked = new Set<number>();
  for (const component of components(count, out)) {
    const remaining = new Set(component);
    while (remaining.size > 0) {
      const pending = (t: number) =>
        (out[t] ?? []).filter((e) => remaining.has(e.to) && e.to !== t);
      const members = [...remaining];
      const next = members.find((t) => pending(t).every((e) => e.nullable)) ?? Math.min(...members);
      for (const e of pending(next)) {
        if (e.nullable) deferred.add(e);
        else blocked.add(next);
      }
      remaining.delete(next);
      order.push(next);
    }
  }
  return { order, deferred, blocked };
}
