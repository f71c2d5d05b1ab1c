import { describe, expect, it } from 'vitest';
import { areaAround, carriedBy, nextAreaName } from './areas';
import type { DiagramNode } from './flowElements';

const node = (
  id: string,
  type: DiagramNode['type'],
  x: number,
  y: number,
  width: number,
  height: number,
) => ({ id, type, position: { x, y }, width, height, data: {} }) as unknown as DiagramNode;

describe('areas on the canvas', () => {
  const area = node('a', 'area', 0, 0, 1000, 800);
  const inside = node('t1', 'table', 100, 100, 300, 200);
  const comment = node('c1', 'comment', 500, 500, 200, 60);
  const across = node('t2', 'table', 900, 100, 300, 200);
  const outside = node('t3', 'table', 2000, 0, 300, 200);

  it('carries the items lying wholly inside a dragged area, with their offsets', () => {
    const carried = carriedBy([area], [area, inside, comment, across, outside]);
    expect([...carried.keys()]).toEqual(['t1', 'c1']);
    expect(carried.get('t1')).toEqual({ areaId: 'a', dx: 100, dy: 100 });
  });

  it('carries nothing when no area is dragged, and not the items dragged with it', () => {
    expect(carriedBy([inside], [area, inside]).size).toBe(0);
    expect([...carriedBy([area, inside], [area, inside, comment]).keys()]).toEqual(['c1']);
  });

  it('draws a new area around the selected items, and names it after the areas there are', () => {
    const box = areaAround([inside, comment])!;
    expect(box.x).toBeLessThan(100);
    expect(box.x + box.width).toBeGreaterThan(700);
    expect(box.y + box.height).toBeGreaterThan(560);
    expect(areaAround([])).toBeUndefined();
    expect(nextAreaName([])).toBe('Area 1');
    expect(nextAreaName(['Sales', 'Area 2'])).toBe('Area 3');
  });
});
