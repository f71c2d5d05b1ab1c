import { diagramSvg } from '@relata/core';
import { describe, expect, it } from 'vitest';
import { svgViewBox } from './rasterize';

describe('svgViewBox', () => {
  it('reads the box core draws a diagram in, its margin around the tables', () => {
    const svg = diagramSvg(
      { tables: [{ id: 't', name: 't', x: -50, y: 30, attributes: [] }], relationships: [] },
      { margin: 120 },
    );
    const box = svgViewBox(svg);
    expect(box.x).toBe(-170);
    expect(box.y).toBe(-90);
    expect(box.width).toBeGreaterThan(240);
  });

  it('falls back to the width and height from the origin, and to nothing', () => {
    expect(svgViewBox('<svg width="30" height="20" viewBox="a b">')).toEqual({
      x: 0,
      y: 0,
      width: 30,
      height: 20,
    });
    expect(svgViewBox('<p>')).toEqual({ x: 0, y: 0, width: 0, height: 0 });
  });
});
