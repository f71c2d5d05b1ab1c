import { describe, expect, it } from 'vitest';
import { cull, regionFor, steadyCull, viewOf, type CullNode } from './culling';

const node = (id: string, x: number, y: number, extra: Partial<CullNode> = {}): CullNode => ({
  id,
  position: { x, y },
  width: 300,
  height: 100,
  ...extra,
});

describe('regionFor', () => {
  it('holds the whole view with at least a quarter of it to spare on each side', () => {
    for (const view of [
      { x: 0, y: 0, width: 1280, height: 800 },
      { x: -5173.4, y: 911.2, width: 12800, height: 8000 },
      { x: 37, y: -12, width: 427, height: 267 },
    ]) {
      const r = regionFor(view);
      if (!r) throw new Error('no region');
      const spare = Math.max(view.width, view.height) / 4;
      expect(r.x).toBeLessThanOrEqual(view.x - spare);
      expect(r.y).toBeLessThanOrEqual(view.y - spare);
      expect(r.x + r.width).toBeGreaterThanOrEqual(view.x + view.width + spare);
      expect(r.y + r.height).toBeGreaterThanOrEqual(view.y + view.height + spare);
    }
  });

  it('stays the same while the view pans inside a cell, and changes when it leaves it', () => {
    const at = (x: number) => regionFor({ x, y: 0, width: 1280, height: 800 })?.key;
    // The cell is 512 px (the smallest power of two at least a quarter of the view's 1280 px);
    // the view's right side crosses a cell's edge at x = 256.
    expect(at(1)).toBe(at(255));
    expect(at(255)).not.toBe(at(257));
  });

  it('changes with the zoom only when the cell size halves or doubles', () => {
    const at = (zoom: number) => regionFor(viewOf([0, 0, zoom], 1280, 800))?.key;
    expect(at(1)).toBe(at(0.9));
    expect(at(1)).not.toBe(at(0.6));
    expect(at(0.5)).not.toBe(at(0.1));
  });

  it('is none before the pane has a size', () => {
    expect(regionFor({ x: 0, y: 0, width: 0, height: 0 })).toBeUndefined();
  });
});

describe('cull', () => {
  const region = { x: 0, y: 0, width: 1000, height: 1000 };

  it('keeps the nodes overlapping the region, in their order and identity', () => {
    const nodes = [node('a', 900, 900), node('b', 5000, 0), node('c', -250, -50)];
    const out = cull(nodes, [], region);
    expect(out.nodes).toEqual([nodes[0], nodes[2]]);
    expect(out.nodes[0]).toBe(nodes[0]);
  });

  it('keeps selected, dragged and kept nodes wherever they are', () => {
    const nodes = [
      node('selected', 9000, 0, { selected: true }),
      node('dragged', 0, 9000, { dragging: true }),
      node('from', -9000, 0),
      node('far', 9000, 9000),
    ];
    expect(cull(nodes, [], region, 'from').nodes.map((n) => n.id)).toEqual([
      'selected',
      'dragged',
      'from',
    ]);
  });

  it('keeps a line from a node in the region to one outside it, and the far end too', () => {
    const nodes = [node('in', 100, 100), node('out', 8000, 100), node('other', 8000, 8000)];
    const edges = [{ id: 'l', source: 'in', target: 'out' }];
    const out = cull(nodes, edges, region);
    expect(out.edges).toEqual(edges);
    expect(out.nodes.map((n) => n.id)).toEqual(['in', 'out']);
  });

  it('keeps a line crossing the region between two nodes outside it, and drops lines far away', () => {
    const nodes = [
      node('left', -5000, 400),
      node('right', 5000, 400),
      node('far1', 5000, 5000),
      node('far2', 9000, 5000),
    ];
    const edges = [
      { id: 'across', source: 'left', target: 'right' },
      { id: 'away', source: 'far1', target: 'far2' },
    ];
    const out = cull(nodes, edges, region);
    expect(out.edges.map((e) => e.id)).toEqual(['across']);
    expect(out.nodes.map((n) => n.id)).toEqual(['left', 'right']);
  });

  it('drops a line whose ends are far apart around the region but which passes far from it', () => {
    // From the region's top-left far away to its bottom-right far away: the boxes' bounds hold
    // the region, but the line runs along y = -4950, then down at x = 2650, then along y = 5050.
    const nodes = [node('a', -5000, -5000), node('b', 10000, 5000)];
    const out = cull(nodes, [{ id: 'l', source: 'a', target: 'b' }], region);
    expect(out.edges).toEqual([]);
    expect(out.nodes).toEqual([]);
  });

  it('keeps a line that passes through the region without a corner in it', () => {
    // Down at x = 500 through the middle of the region.
    const nodes = [node('a', -2000, -5000), node('b', 2700, 5000)];
    expect(cull(nodes, [{ source: 'a', target: 'b' }], region).nodes).toHaveLength(2);
    // A long slant whose shape (between its straight line and its bend at x = 150) holds the
    // whole of a small region: the curve may pass through it.
    const small = { x: 125, y: -5, width: 20, height: 10 };
    const slant = [node('c', -10000, -10000), node('d', 10000, 10000)];
    expect(cull(slant, [{ source: 'c', target: 'd' }], small).edges).toHaveLength(1);
  });

  it("keeps a line that passes through the region only between its columns' rows", () => {
    // Two tall tables above the region: their middles' line runs above it, but the line from the
    // last row of one to the last row of the other (issue 36, B9) crosses it.
    const tall = { height: 2400 };
    const nodes = [node('a', -700, -2300, tall), node('b', 1400, -2300, tall)];
    const line = { source: 'a', target: 'b', data: { sourceShift: 1150, targetShift: 1150 } };
    expect(cull(nodes, [line], region).edges).toEqual([line]);
    expect(cull(nodes, [{ source: 'a', target: 'b' }], region).edges).toEqual([]);
  });

  it('drops a line to a node that is gone', () => {
    const out = cull([node('a', 0, 0)], [{ source: 'a', target: 'gone' }], region);
    expect(out.edges).toEqual([]);
  });
});

describe('steadyCull', () => {
  it('answers the same array of lines while the same lines are held', () => {
    const region = { x: 0, y: 0, width: 1000, height: 1000 };
    const edges = [{ source: 'a', target: 'b' }];
    const culled = steadyCull<CullNode, (typeof edges)[number]>();
    const first = culled([node('a', 0, 0), node('b', 400, 0)], edges, region);
    const moved = culled([node('a', 10, 5), node('b', 400, 0)], edges, region);
    expect(moved.edges).toBe(first.edges);
    expect(moved.nodes[0]?.position).toEqual({ x: 10, y: 5 });
    const elsewhere = { x: 20000, y: 20000, width: 1000, height: 1000 };
    const away = culled([node('a', 10, 5), node('b', 400, 0)], edges, elsewhere);
    expect(away.edges).toEqual([]);
    expect(away.nodes).toEqual([]);
  });
});

describe('steadyCull while a held node is dragged', () => {
  it('keeps holding the same nodes and lines without culling again', () => {
    const region = { x: 0, y: 0, width: 1000, height: 1000 };
    const edges = [{ source: 'a', target: 'far' }];
    const culled = steadyCull<CullNode, (typeof edges)[number]>();
    const far = node('far', 5000, 200);
    const other = node('other', 9000, 9000);
    const first = culled([node('a', 100, 200), far, other], edges, region);
    expect(first.nodes.map((n) => n.id)).toEqual(['a', 'far']);
    // The dragged table moves; the far one and the line stay held.
    const moved = culled([node('a', 140, 230, { dragging: true }), far, other], edges, region);
    expect(moved.nodes.map((n) => [n.id, n.position.x])).toEqual([
      ['a', 140],
      ['far', 5000],
    ]);
    expect(moved.edges).toBe(first.edges);
    // A node that was not held changes (a member moved it into the view): culled anew.
    const arrived = culled(
      [node('a', 140, 230, { dragging: true }), far, node('other', 300, 600)],
      edges,
      region,
    );
    expect(arrived.nodes.map((n) => n.id)).toEqual(['a', 'far', 'other']);
  });
});
