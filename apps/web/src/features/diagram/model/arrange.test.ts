// @vitest-environment node
import { makeAttribute, type DbEntity, type DbRelationship } from '@relata/core';
import { describe, expect, it } from 'vitest';
import { arrange } from './arrange';
import { EMPTY_DIAGRAM, type Diagram } from './diagramCache';
import { tableSize } from './geometry';

const table = (id: string, x: number, y: number): DbEntity => ({
  id,
  project_id: 'p',
  name: id,
  attributes: [makeAttribute({ id: `${id}-id`, name: 'id' })],
  x,
  y,
  width: 300,
  height: 100,
  version: 1,
});

const link = (source: string, target: string): DbRelationship => ({
  id: `${source}-${target}`,
  project_id: 'p',
  name: '',
  sourceTableId: source,
  targetTableId: target,
  sourceColumnId: `${source}-id`,
  targetColumnId: `${target}-id`,
  cardinality: 'ONE_TO_MANY',
});

/** A chain a → b → c scattered far apart, and d alone. */
const diagram: Diagram = {
  ...EMPTY_DIAGRAM,
  tables: [
    table('a', 500, 400),
    table('b', 9000, -3000),
    table('c', -4000, 7000),
    table('d', 100, 100),
  ],
  relationships: [link('a', 'b'), link('b', 'c')],
};

const overlap = (p: { x: number; y: number }, q: { x: number; y: number }) => {
  const size = tableSize(diagram.tables[0]!);
  return Math.abs(p.x - q.x) < size.width && Math.abs(p.y - q.y) < size.height;
};

describe('Arrange', () => {
  it('places every table without overlap, related ones side by side, from the top-left the tables had', () => {
    const placed = arrange(diagram);
    expect([...placed.keys()].sort()).toEqual(['a', 'b', 'c', 'd']);
    const all = [...placed.values()];
    for (let i = 0; i < all.length; i++)
      for (let j = i + 1; j < all.length; j++) expect(overlap(all[i]!, all[j]!)).toBe(false);
    expect(Math.min(...all.map((p) => p.x))).toBe(-4000);
    expect(Math.min(...all.map((p) => p.y))).toBe(-3000);
    // The chain reads left to right, each table beside the one it references.
    const [a, b, c] = ['a', 'b', 'c'].map((id) => placed.get(id)!);
    expect(a!.x).toBeLessThan(b!.x);
    expect(b!.x).toBeLessThan(c!.x);
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(200);
    expect(b!.x - a!.x).toBeLessThan(700);
  });

  it('arranges only the selection and leaves it where it was', () => {
    const placed = arrange(diagram, new Set(['b', 'c']));
    expect([...placed.keys()].sort()).toEqual(['b', 'c']);
    expect(Math.min(...[...placed.values()].map((p) => p.x))).toBe(-4000);
    expect(Math.min(...[...placed.values()].map((p) => p.y))).toBe(-3000);
    expect(arrange(EMPTY_DIAGRAM).size).toBe(0);
  });
});
