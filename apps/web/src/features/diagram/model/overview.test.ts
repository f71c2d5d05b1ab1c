import { describe, expect, it } from 'vitest';
import { OVERVIEW_MIN_NODES } from './constants';
import {
  isOverview,
  lineSegment,
  overviewSplit,
  steadyOverview,
  tableAt,
  tablesInside,
  type OverviewEdge,
  type OverviewNode,
} from './overview';

const node = (
  id: string,
  x: number,
  y: number,
  extra: Partial<OverviewNode> = {},
): OverviewNode => ({
  id,
  type: 'table',
  position: { x, y },
  width: 300,
  height: 100,
  data: {},
  ...extra,
});
const edge = (id: string, source: string, target: string, extra: Partial<OverviewEdge> = {}) => ({
  id,
  source,
  target,
  ...extra,
});
const region = { x: 0, y: 0, width: 1000, height: 1000 };

describe('isOverview', () => {
  it('is one only zoomed out (tables as boxes) over enough nodes for React Flow', () => {
    expect(isOverview(OVERVIEW_MIN_NODES, true)).toBe(true);
    expect(isOverview(OVERVIEW_MIN_NODES - 1, true)).toBe(false);
    expect(isOverview(OVERVIEW_MIN_NODES * 10, false)).toBe(false);
  });
});

describe('overviewSplit', () => {
  it('gives React Flow the held tables and the other items in the region, and draws the rest', () => {
    const nodes = [
      node('t1', 10, 10),
      node('t2', 5000, 0, { selected: true }),
      node('t3', 400, 400),
      node('v1', 20, 600, { type: 'view' }),
      node('a1', 9000, 9000, { type: 'area' }),
      node('t4', 600, 20),
    ];
    const edges = [
      edge('e1', 't1', 't3'),
      edge('e2', 't2', 't3'),
      edge('e3', 'v1', 't2'),
      edge('e4', 't1', 'gone'),
      edge('e5', 'v1', 't4'),
    ];
    const split = overviewSplit(nodes, edges, region, 't4');
    expect(split.flowNodes.map((n) => n.id)).toEqual(['t2', 'v1', 't4']);
    expect(split.tables.map((n) => n.id)).toEqual(['t1', 't3']);
    // Between two of React Flow's nodes, React Flow draws the line; a line to a missing table is
    // drawn by nobody; a line from a held table follows its drag.
    expect(split.flowEdges.map((e) => e.id)).toEqual(['e3', 'e5']);
    expect(split.lines.map((e) => e.id)).toEqual(['e1']);
    expect(split.links.map((e) => e.id)).toEqual(['e2']);
  });

  it('answers the same arrays for the drawn tables and lines while only held tables move', () => {
    const split = steadyOverview<OverviewNode, OverviewEdge>();
    const a = node('a', 0, 0);
    const b = node('b', 400, 0);
    const dragged = node('c', 800, 0, { dragging: true });
    const edges = [edge('ab', 'a', 'b'), edge('bc', 'b', 'c')];
    const first = split([a, b, dragged], edges, region);
    const next = split([a, b, { ...dragged, position: { x: 820, y: 5 } }], edges, region);
    expect(next.tables).toBe(first.tables);
    expect(next.lines).toBe(first.lines);
    expect(next.links).toBe(first.links);
    expect(next.flowNodes[0]?.position).toEqual({ x: 820, y: 5 });
    const moved = split([{ ...a, position: { x: 1, y: 1 } }, b, dragged], edges, region);
    expect(moved.tables).not.toBe(first.tables);
  });
});

describe('lineSegment', () => {
  it('joins the middles of the sides the handles name, moved by the offset', () => {
    const s = node('s', 0, 0);
    const t = node('t', 1000, 200, { height: 300 });
    expect(
      lineSegment(edge('e', 's', 't', { sourceHandle: 'sr', targetHandle: 'tl' }), s, t),
    ).toEqual({ x1: 300, y1: 50, x2: 1000, y2: 350 });
    expect(
      lineSegment(
        edge('e', 't', 's', { sourceHandle: 'sl', targetHandle: 'tr', data: { offset: 40 } }),
        t,
        s,
      ),
    ).toEqual({ x1: 1000, y1: 390, x2: 300, y2: 90 });
  });
});

describe('hit-testing', () => {
  const tables = [node('under', 0, 0), node('over', 200, 50)];

  it('finds the topmost table at a point, and none beside the tables', () => {
    expect(tableAt(tables, { x: 250, y: 60 })?.id).toBe('over');
    expect(tableAt(tables, { x: 100, y: 20 })?.id).toBe('under');
    expect(tableAt(tables, { x: 100, y: 120 })).toBeUndefined();
  });

  it('selects with a rectangle the tables wholly inside it', () => {
    expect(
      tablesInside(tables, { x: -10, y: -10, width: 320, height: 120 }).map((n) => n.id),
    ).toEqual(['under']);
    expect(tablesInside(tables, { x: -10, y: -10, width: 600, height: 600 })).toHaveLength(2);
  });
});
