import { describe, expect, it } from 'vitest';
import { drawLines, drawTables, LEGIBLE_PX, wrapName, type OverviewColours } from './overviewDraw';
import type { OverviewEdge, OverviewNode } from '../model/overview';

const colours: OverviewColours = {
  surface: '#fff',
  border: '#00f',
  text: '#000',
  line: '#888',
  font: 'sans-serif',
};

/** A 2D context that keeps the line width each stroke was made with, and the text it wrote. */
function recordingContext() {
  const widths: number[] = [];
  const texts: { text: string; font: string }[] = [];
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
    fillText: (text: string) => texts.push({ text, font: ctx.font }),
    // Each letter as wide as 0.6 of the font's size, as a bold sans-serif's are about.
    measureText: (text: string) => ({ width: text.length * 0.6 * fontSize(ctx.font) }),
    stroke: () => widths.push(ctx.lineWidth),
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, widths, texts };
}

/** The size in a canvas font such as `700 28px sans-serif`. */
const fontSize = (font: string) => Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? 0);

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

describe("the overview's names zoomed out (issue 36, item B10)", () => {
  const named = (id: string, name: string, x: number): OverviewNode => ({
    ...table(id, x),
    height: 320,
    data: { table: { name } },
  });
  const view = { x: -100, y: -100, width: 50_000, height: 50_000 };

  it.each([0.2, 0.25, 0.3, 0.4])('are at least 11 px tall on screen at zoom %f', (zoom) => {
    const { ctx, texts } = recordingContext();
    const nodes = [named('a', 'film', 0), named('b', 'customer_addresses', 600)];
    const drawn = drawTables(ctx, nodes, view, zoom, colours, new Map());
    expect(drawn).toEqual({ tables: 2, names: 2 });
    // About eight letters a line at 11 to 13 px in a 300-wide box (60 to 120 px on screen).
    expect(texts.map((t) => t.text)).toEqual(
      zoom < 0.25 ? ['film', 'customer', 'address…'] : ['film', 'customer_', 'addresses'],
    );
    for (const { font } of texts) expect(fontSize(font) * zoom).toBeGreaterThanOrEqual(11);
  });

  it('stay inside their box, and are left out where even the box-sized name would not read', () => {
    const { ctx, texts } = recordingContext();
    // At 0.1 a 300-wide box holds a 60-unit name: 6 px, under LEGIBLE_PX.
    const at01 = drawTables(ctx, [named('a', 'film', 0)], view, 0.1, colours, new Map());
    expect(at01).toEqual({ tables: 1, names: 0 });
    expect(texts).toEqual([]);
    expect(60 * 0.1).toBeLessThan(LEGIBLE_PX);
    // At 0.17 the cap holds (10.2 px): drawn at the cap, each line within the box.
    drawTables(ctx, [named('a', 'payment_p2007_01', 0)], view, 0.17, colours, new Map());
    expect(texts.length).toBeGreaterThan(0);
    for (const { text, font } of texts) {
      expect(fontSize(font)).toBe(60);
      expect(text.length * 0.6 * 60).toBeLessThanOrEqual(300);
    }
  });
});

describe('wrapName', () => {
  const measure = (text: string) => text.length * 10;

  it('keeps a name that fits on one line', () => {
    expect(wrapName('film', 100, 2, measure)).toEqual(['film']);
  });

  it('breaks after an underscore, space, dot or dash that keeps half of the line', () => {
    expect(wrapName('customer_addresses', 100, 2, measure)).toEqual(['customer_', 'addresses']);
    expect(wrapName('sales.order_lines', 100, 2, measure)).toEqual(['sales.', 'order_lin…']);
    expect(wrapName('ab_cdefghijklm', 100, 2, measure)).toEqual(['ab_cdefghi', 'jklm']);
  });

  it('cuts the last line with an ellipsis, and always moves on', () => {
    expect(wrapName('abcdefghijklmnopqrstuvwxyz', 100, 2, measure)).toEqual([
      'abcdefghij',
      'klmnopqrs…',
    ]);
    expect(wrapName('abcdef', 5, 1, measure)).toEqual(['…']);
    expect(wrapName('abc', 10, 3, measure)).toEqual(['a', 'b', 'c']);
    expect(wrapName('customer_addresses', 80, 2, measure)).toEqual(['customer', 'address…']);
  });
});
