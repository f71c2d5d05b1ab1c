import { describe, expect, it } from 'vitest';
import { AREA_PADDING, boxAround, boxInside, placeAreas, tablesOfAreas } from './areas';
import type { Table } from './model';

const table = (id: string, x: number, y: number): Table => ({
  id,
  name: id,
  attributes: [],
  x,
  y,
  width: 300,
  height: 100,
});

describe('areas as geometry', () => {
  it('draws an area around its tables with padding and room for the name', () => {
    const box = boxAround([
      { x: 0, y: 0, width: 300, height: 100 },
      { x: 500, y: 200, width: 300, height: 100 },
    ]);
    expect(box?.x).toBe(-AREA_PADDING);
    expect(box!.x + box!.width).toBe(800 + AREA_PADDING);
    expect(box!.y).toBeLessThan(-AREA_PADDING + 1);
    expect(box!.y + box!.height).toBe(300 + AREA_PADDING);
    expect(boxAround([])).toBeUndefined();
  });

  it('places areas without a geometry around their tables and keeps those with one', () => {
    const placed = placeAreas({
      tables: [table('a', 0, 0), table('b', 400, 0)],
      areas: [
        { name: 'Both', tables: ['a', 'b'] },
        { name: 'Drawn', x: 1, y: 2, width: 50, height: 60 },
        { name: 'Empty', tables: ['gone'] },
      ],
    });
    expect(placed.map((a) => a.name)).toEqual(['Both', 'Drawn']);
    expect(boxInside({ x: 400, y: 0, width: 300, height: 100 }, placed[0]!)).toBe(true);
    expect(placed[1]).toMatchObject({ x: 1, y: 2, width: 50, height: 60 });
  });

  it('counts a table as inside an area only when its whole box is', () => {
    const areas = [{ x: 0, y: 0, width: 500, height: 500 }];
    const tables = [
      { id: 'in', x: 10, y: 10, width: 300, height: 100 },
      { id: 'across', x: 300, y: 10, width: 300, height: 100 },
    ];
    expect(tablesOfAreas(areas, tables)).toEqual([['in']]);
  });
});
