import { describe, expect, it } from 'vitest';
import { autoLayout, DAGRE_MAX_NODES, estimateTableSize } from './layout';

const nodes = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `t${i}`, ...estimateTableSize(5) }));
const overlaps = (
  pos: Map<string, { x: number; y: number }>,
  size: { width: number; height: number },
) => {
  const list = [...pos.values()];
  return list.some((a, i) =>
    list
      .slice(i + 1)
      .some((b) => Math.abs(a.x - b.x) < size.width && Math.abs(a.y - b.y) < size.height),
  );
};

describe('automatic layout', () => {
  it('places every table without overlaps', () => {
    const n = nodes(40);
    const edges = n.slice(1, 20).map((x, i) => ({ source: `t${i}`, target: x.id }));
    const pos = autoLayout(n, edges);
    expect(pos.size).toBe(40);
    expect(overlaps(pos, estimateTableSize(5))).toBe(false);
  });

  it('lays out a group larger than dagre handles quickly, in linear time and without overlaps', () => {
    const n = nodes(DAGRE_MAX_NODES * 20);
    const edges = n.slice(1).map((x, i) => ({ source: `t${Math.floor(i / 3)}`, target: x.id }));
    const started = Date.now();
    const pos = autoLayout(n, edges);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(pos.size).toBe(n.length);
    expect(new Set([...pos.values()].map((p) => `${p.x},${p.y}`)).size).toBe(n.length);
  });

  it('survives cycles and self-references', () => {
    const pos = autoLayout(nodes(3), [
      { source: 't0', target: 't1' },
      { source: 't1', target: 't0' },
      { source: 't2', target: 't2' },
    ]);
    expect(pos.size).toBe(3);
  });
});
