import * as dagre from '@dagrejs/dagre';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LAYOUT_SCREEN,
  drawnTableSize,
  LAYOUT_MIN_ZOOM,
  TABLE_HEADER_HEIGHT,
  TABLE_MIN_WIDTH,
} from './drawnSize';
import { autoLayout, type LayoutNode } from './layout';

type Positions = Map<string, { x: number; y: number }>;

const boxes = (n: number, size: { width: number; height: number }): LayoutNode[] =>
  Array.from({ length: n }, (_, i) => ({ id: `t${i}`, ...size }));
/** Each box after the first references the one before. */
const chainOf = (nodes: LayoutNode[]) =>
  nodes.slice(1).map((n, i) => ({ source: n.id, target: nodes[i]!.id }));
/** The tables of the diagram benchmark: 10 columns, every one drawn, and the add row. */
const TEN_COLUMNS = drawnTableSize({
  width: 0,
  attributes: Array.from({ length: 10 }, () => ({ isPrimaryKey: false, isForeignKey: false })),
});
const NAME_ONLY = { width: TABLE_MIN_WIDTH, height: TABLE_HEADER_HEIGHT };

function overlaps(nodes: LayoutNode[], pos: Positions): boolean {
  const placed = nodes.map((n) => ({ ...n, ...pos.get(n.id)! }));
  placed.sort((a, b) => a.x - b.x);
  return placed.some((a, i) => {
    for (let j = i + 1; j < placed.length && placed[j]!.x < a.x + a.width; j++) {
      const b = placed[j]!;
      if (b.y < a.y + a.height && a.y < b.y + b.height) return true;
    }
    return false;
  });
}

function extent(nodes: LayoutNode[], pos: Positions) {
  const right = Math.max(...nodes.map((n) => pos.get(n.id)!.x + n.width));
  const bottom = Math.max(...nodes.map((n) => pos.get(n.id)!.y + n.height));
  const left = Math.min(...nodes.map((n) => pos.get(n.id)!.x));
  const top = Math.min(...nodes.map((n) => pos.get(n.id)!.y));
  return { width: right - left, height: bottom - top };
}

/** The zoom at which the layout fills `screen` (what Fit shows, without its 0.1 floor). */
const fittedZoom = (
  size: { width: number; height: number },
  screen: { width: number; height: number } = DEFAULT_LAYOUT_SCREEN,
) => Math.min(screen.width / size.width, screen.height / size.height);

describe('automatic layout', () => {
  it('places every table without overlaps', () => {
    const n = boxes(40, drawnTableSize({ width: 0, attributes: [] }));
    const pos = autoLayout(n, chainOf(n.slice(0, 20)));
    expect(pos.size).toBe(40);
    expect(overlaps(n, pos)).toBe(false);
  });

  it('lays a small group out left to right, each table beside the one it references', () => {
    const n = boxes(8, TEN_COLUMNS);
    const pos = autoLayout(n, chainOf(n));
    const xs = n.map((t) => pos.get(t.id)!.x);
    expect(xs).toEqual([...xs].sort((a, b) => b - a));
    expect(new Set(n.map((t) => pos.get(t.id)!.y)).size).toBe(1);
  });

  // The canvas inside the fit's padding, in a 1280 x 800 and a 1920 x 1080 browser window.
  const SMALL = DEFAULT_LAYOUT_SCREEN;
  const FULL_HD = { width: 1920 - 240, height: 640 };

  it.each([
    [1500, SMALL],
    [2500, FULL_HD],
  ])(
    'fits a chain of %i name-only tables on a screen of %o at zoom 0.1, each table next to the one it references',
    (count, screen) => {
      const n = boxes(count, NAME_ONLY);
      const pos = autoLayout(n, chainOf(n), { screen });
      expect(overlaps(n, pos)).toBe(false);
      expect(fittedZoom(extent(n, pos), screen)).toBeGreaterThanOrEqual(LAYOUT_MIN_ZOOM);
      // Neighbours in the chain touch: one below the other, or side by side at a column's end.
      for (let i = 1; i < n.length; i++) {
        const a = pos.get(`t${i - 1}`)!;
        const b = pos.get(`t${i}`)!;
        const below = a.x === b.x && Math.abs(a.y - b.y) <= NAME_ONLY.height + 40;
        const beside = a.y === b.y && Math.abs(a.x - b.x) <= NAME_ONLY.width + 80;
        expect(below || beside, `t${i - 1} and t${i}`).toBe(true);
      }
    },
  );

  it('fits 2000 tables showing their keys, a star around one, on a 1920 x 1080 screen at zoom 0.1', () => {
    const keys = { width: TABLE_MIN_WIDTH, height: TABLE_HEADER_HEIGHT + 2 * 28 };
    const n = boxes(2000, keys);
    const screen = FULL_HD;
    const pos = autoLayout(
      n,
      n.slice(1).map((t) => ({ source: t.id, target: 't0' })),
      { screen },
    );
    expect(overlaps(n, pos)).toBe(false);
    expect(fittedZoom(extent(n, pos), screen)).toBeGreaterThanOrEqual(LAYOUT_MIN_ZOOM);
  });

  it('packs 2500 tables of 10 columns, which cannot fit at 0.1, about as tightly as their area allows', () => {
    const n = boxes(2500, TEN_COLUMNS);
    const random = (i: number) => ((i * 7919) % 2477) % Math.max(1, i - 1);
    const edges = [
      ...chainOf(n),
      ...n
        .filter((_, i) => i > 1 && i % 5 === 0)
        .map((t, k) => ({ source: t.id, target: `t${random(k * 5 + 5)}` })),
    ];
    const pos = autoLayout(n, edges);
    expect(overlaps(n, pos)).toBe(false);
    const size = extent(n, pos);
    // Every table with the grid's gaps: the layout's box holds little more.
    const cells = n.length * (TEN_COLUMNS.width + 80) * (TEN_COLUMNS.height + 40);
    expect(size.width * size.height).toBeLessThan(cells * 1.15);
    const bound = Math.sqrt((DEFAULT_LAYOUT_SCREEN.width * DEFAULT_LAYOUT_SCREEN.height) / cells);
    expect(fittedZoom(size)).toBeGreaterThan(bound * 0.9);
  });

  it('keeps tables related to nothing in a compact grid beside the groups', () => {
    const n = boxes(600, TEN_COLUMNS);
    const pos = autoLayout(n, chainOf(n.slice(0, 30)));
    expect(overlaps(n, pos)).toBe(false);
    const size = extent(n, pos);
    const cells = n.length * (TEN_COLUMNS.width + 80) * (TEN_COLUMNS.height + 40);
    expect(size.width * size.height).toBeLessThan(cells * 1.3);
  });

  it('survives cycles and self-references', () => {
    const n = boxes(3, NAME_ONLY);
    const pos = autoLayout(n, [
      { source: 't0', target: 't1' },
      { source: 't1', target: 't0' },
      { source: 't2', target: 't2' },
    ]);
    expect(pos.size).toBe(3);
    expect(overlaps(n, pos)).toBe(false);
  });

  it("places a group of 41 to 150 tables exactly where dagre's own layout without ordering sweeps does", () => {
    // A seeded group of 90 tables of varied sizes: a tree of references, with cross links and a cycle.
    let seed = 7;
    const random = () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 4294967296;
    const n = Array.from({ length: 90 }, (_, i) => ({
      id: `t${i}`,
      width: 300 + Math.floor(random() * 200),
      height: 60 + Math.floor(random() * 300),
    }));
    const edges = n
      .slice(1)
      .map((t, i) => ({ source: t.id, target: `t${Math.floor(random() * (i + 1))}` }));
    for (let i = 0; i < 30; i++)
      edges.push({
        source: `t${Math.floor(random() * 90)}`,
        target: `t${Math.floor(random() * 90)}`,
      });
    edges.push({ source: 't0', target: 't89' });
    const g = new dagre.graphlib.Graph<dagre.GraphLabel, dagre.NodeLabel, dagre.EdgeLabel>();
    // layout.ts's settings: GAP 80.
    g.setGraph({ rankdir: 'LR', nodesep: 40, ranksep: 120, marginx: 0, marginy: 0 });
    g.setDefaultEdgeLabel(() => ({}));
    for (const t of n) g.setNode(t.id, { width: t.width, height: t.height });
    for (const e of edges) if (e.source !== e.target) g.setEdge(e.source, e.target);
    dagre.layout(g, { disableOptimalOrderHeuristic: true });
    const expected = new Map(
      n.map((t) => {
        const p = g.node(t.id);
        const x = Math.round((p.x ?? 0) - t.width / 2);
        return [t.id, { x, y: Math.round((p.y ?? 0) - t.height / 2) }];
      }),
    );
    const pos = autoLayout(n, edges, { screen: { width: 4000, height: 3000 } });
    expect(pos).toEqual(expected);
  });
});
