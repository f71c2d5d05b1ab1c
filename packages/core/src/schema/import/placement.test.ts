import { describe, expect, it } from 'vitest';
import type { Box } from '../areas';
import { drawnTableSize } from '../drawnSize';
import type { DiagramModel } from '../model';
import { importDdl } from '.';
import { besideContent, IMPORT_GAP, importBounds, placeBeside } from './placement';

const screen = { width: 1000, height: 500 };

/** Whether two boxes share any point. */
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The drawn box of each table of a model. */
const boxes = (m: DiagramModel): Box[] =>
  m.tables.map((t) => ({ x: t.x, y: t.y, ...drawnTableSize(t) }));

/** The rectangle around boxes, or undefined for none. */
function union(all: Box[]): Box | undefined {
  if (all.length === 0) return undefined;
  const x = Math.min(...all.map((b) => b.x));
  const y = Math.min(...all.map((b) => b.y));
  const right = Math.max(...all.map((b) => b.x + b.width));
  const bottom = Math.max(...all.map((b) => b.y + b.height));
  return { x, y, width: right - x, height: bottom - y };
}

const script = (prefix: string, n: number) =>
  Array.from(
    { length: n },
    (_, i) => `CREATE TABLE ${prefix}${i} (id int PRIMARY KEY, a text, b text);`,
  ).join('\n');

describe('placing an import beside the canvas content', () => {
  it('goes to the right of content that leaves room beside it, top edges aligned', () => {
    const content = { x: -50, y: 20, width: 400, height: 600 };
    expect(besideContent(content, { width: 300, height: 200 }, screen)).toEqual({
      x: -50 + 400 + IMPORT_GAP,
      y: 20,
    });
  });

  it('goes below content that is already wide for the screen, left edges aligned', () => {
    const content = { x: 10, y: 30, width: 3000, height: 400 };
    expect(besideContent(content, { width: 1200, height: 300 }, screen)).toEqual({
      x: 10,
      y: 30 + 400 + IMPORT_GAP,
    });
  });

  it('moves every item by one offset, so the layout is kept and nothing lands on the content', () => {
    const { model } = importDdl(script('t', 12), 'postgresql');
    const content = { x: 0, y: 0, width: 2000, height: 900 };
    const placed = placeBeside(model, content, { screen });
    const dx = (placed.tables[0]?.x ?? 0) - (model.tables[0]?.x ?? 0);
    const dy = (placed.tables[0]?.y ?? 0) - (model.tables[0]?.y ?? 0);
    expect(dx !== 0 || dy !== 0).toBe(true);
    expect(placed.tables.map((t) => [t.x - dx, t.y - dy])).toEqual(
      model.tables.map((t) => [t.x, t.y]),
    );
    expect(boxes(placed).filter((b) => overlap(b, content))).toEqual([]);
  });

  it('measures an import by its tables as drawn with what they show, its views and comments', () => {
    const { model } = importDdl(script('t', 1), 'postgresql');
    const [table] = model.tables;
    if (!table) throw new Error('no table');
    const at = { ...table, x: 100, y: 50 };
    const comment = { id: 'c', text: '', x: 700, y: 0 };
    expect(importBounds({ tables: [at], comments: [comment] })).toEqual({
      x: 100,
      y: 0,
      width: 800,
      height: 50 + drawnTableSize(at).height,
    });
    expect(importBounds({ tables: [at], comments: [] }, 'name')).toEqual({
      x: 100,
      y: 50,
      ...drawnTableSize(at, 'name'),
    });
    expect(importBounds({ tables: [], comments: [] })).toBeUndefined();
  });

  it('leaves an import where its layout put it when the canvas is empty', () => {
    const { model } = importDdl(script('t', 3), 'postgresql');
    expect(placeBeside(model, undefined)).toBe(model);
  });

  it('places each of several imports in free space: none overlaps what came before', () => {
    let canvas: Box[] = [];
    for (const prefix of ['a', 'b', 'c', 'd']) {
      const content = union(canvas);
      const { model } = importDdl(script(prefix, 5), 'postgresql', {
        layout: { screen, ...(content ? { beside: content } : {}) },
      });
      const added = boxes(model);
      expect(added.filter((b) => canvas.some((c) => overlap(b, c)))).toEqual([]);
      canvas = [...canvas, ...added];
    }
  });
});
