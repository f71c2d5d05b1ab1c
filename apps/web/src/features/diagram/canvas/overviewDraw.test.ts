import { describe, expect, it } from 'vitest';
import { drawLines, drawTables, type OverviewColours } from './overviewDraw';
import type { OverviewEdge, OverviewNode } from '../model/overview';

const colours: OverviewColours = {
  surface: '#fff',
  border: '#00f',
  text: '#000',
  line: '#888',
  font: 'sans-serif',
};

/** A 2D context that keeps the line width each stroke was made with. */
function recordingContext() {
  const widths: number[] = [];
  const ctx = {
    lineWidth: 1,
    globalAlpha: 1,
    strokeStyle: '',
    fillStyle: '',
    font: '',
    textAlign: 'left',
    textBaseline: 'alphabetic',
    beginPath: () => undefined,
    moveTo: () => undefined,
    lineTo: () => undefined,
    rect: () => undefined,
    fill: () => undefined,
    fillText: () => undefined,
    measureText: () => ({ width: 0 }),
    stroke: () => widths.push(ctx.lineWidth),
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, widths };
}

const table = (id: string, x: number): OverviewNode => ({
  id,
  type: 'table',
  position: { x, y: 0 },
  width: 300,
  height: 100,
  data: { table: { name: id } },
});

describe('the overview’s strokes zoomed out', () => {
  // Skia multiplies in float32: a width of 1 / zoom comes out a hair over one pixel at zooms such
  // as 0.1, and a stroke over one pixel is drawn as a polygon, not as a hairline.
  const onScreen = (width: number, zoom: number) =>
    Math.fround(Math.fround(width) * Math.fround(zoom));

  // Up to 0.33, where a table's border of 3 is a pixel.
  it.each([0.1, 0.13, 0.2, 0.3])('stay under one screen pixel at zoom %f', (zoom) => {
    const nodes = [table('a', 0), table('b', 600)];
    const line: OverviewEdge = { id: 'l', source: 'a', target: 'b' };
    const { ctx, widths } = recordingContext();
    const view = { x: -100, y: -100, width: 20_000, height: 20_000 };
    drawLines(ctx, [line], (id) => nodes.find((n) => n.id === id), view, zoom, colours);
    drawTables(ctx, nodes, view, zoom, colours, new Map());
    expect(widths).toHaveLength(2);
    for (const width of widths) {
      expect(onScreen(width, zoom)).toBeLessThan(1);
      expect(onScreen(width, zoom)).toBeGreaterThan(0.95);
    }
  });
});
