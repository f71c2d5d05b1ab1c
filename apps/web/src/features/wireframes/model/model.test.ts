import { describe, expect, it, vi } from 'vitest';
import { columnsFromText, fitRows, rowsFromText, rowsToText } from './tableText';
import { paletteFor, PALETTE } from './catalog';
import { applyWireChange, readWireChange, toWires } from './componentCache';
import { idsInArea, resizeRect, roundRect, surfaceAt } from './geometry';
import {
  copyDrafts,
  nextSurfacePosition,
  pastePosition,
  placeOnSurface,
  reorder,
  withChildren,
} from './placement';
import { snapMove, snapResize } from './snapping';
import type { Wire } from './types';
import { fitRect, toCanvas, zoomAt } from './viewport';

function wire(id: string, over: Partial<Wire> = {}): Wire {
  return {
    id,
    project_id: 'p',
    parent_id: null,
    type: 'button',
    name: id,
    category: 'Buttons',
    x: 0,
    y: 0,
    width: 100,
    height: 42,
    z: 1,
    properties: {},
    version: 1,
    ...over,
  };
}

describe('resizing', () => {
  it('never shrinks below 20 x 20 and keeps the opposite edges', () => {
    const r = resizeRect({ x: 10, y: 10, width: 100, height: 42 }, 'nw', 500, 500);
    expect(r).toEqual({ x: 90, y: 32, width: 20, height: 20 });
    expect(resizeRect({ x: 0, y: 0, width: 100, height: 42 }, 'se', -200, 8)).toEqual({
      x: 0,
      y: 0,
      width: 20,
      height: 50,
    });
  });
  it('rounds coordinates', () => {
    expect(roundRect({ x: 1.4, y: 1.6, width: 20.5, height: 19.49 })).toEqual({
      x: 1,
      y: 2,
      width: 21,
      height: 19,
    });
  });
});

describe('snapping', () => {
  const other = { x: 200, y: 100, width: 100, height: 50 };
  it('snaps an edge within 5 units and draws a guide', () => {
    const s = snapMove({ x: 96, y: 0, width: 100, height: 42 }, [other]);
    expect(s.dx).toBe(4);
    expect(s.dy).toBe(0);
    expect(s.guides).toEqual([{ axis: 'x', at: 200, from: 0, to: 150 }]);
  });
  it('does not snap from further than 5 units', () => {
    expect(snapMove({ x: 94, y: 300, width: 100, height: 42 }, [other]).guides).toEqual([]);
  });
  it('snaps a resized edge but keeps the minimum size', () => {
    const s = snapResize({ x: 0, y: 0, width: 197, height: 42 }, 'e', [other], 20);
    expect(s.rect.width).toBe(200);
    expect(snapResize({ x: 190, y: 0, width: 20, height: 42 }, 'w', [other], 20).rect.x).toBe(190);
  });
});

describe('placement, paste and stacking', () => {
  it('puts a new surface to the right of the rightmost one', () => {
    expect(nextSurfacePosition([])).toEqual({ x: 0, y: 0 });
    expect(nextSurfacePosition([{ x: 0, y: 0, width: 1920, height: 1080 }])).toEqual({
      x: 2000,
      y: 0,
    });
  });
  it('offsets a pasted copy by 10 and a surface by its width plus 10', () => {
    expect(pastePosition({ type: 'button', x: 5, y: 5, width: 100 })).toEqual({ x: 15, y: 15 });
    expect(pastePosition({ type: 'surface', x: 0, y: 0, width: 375 })).toEqual({ x: 385, y: 0 });
  });
  it('copies a surface with its children in place on the new surface', () => {
    const all = [wire('s', { type: 'surface', width: 375 }), wire('b', { parent_id: 's', x: 7 })];
    const drafts = copyDrafts(withChildren(['s'], all), true);
    expect(drafts.map((d) => [d.sourceId, d.parentSourceId, d.draft.x])).toEqual([
      ['s', undefined, 385],
      ['b', 's', 7],
    ]);
  });
  it('swaps a component with its neighbour on the same surface', () => {
    const all = [wire('a', { z: 1 }), wire('b', { z: 2 }), wire('c', { z: 3 })];
    expect(reorder(all, 'a', 'forward')).toEqual([
      { id: 'b', z: 1 },
      { id: 'a', z: 2 },
    ]);
    expect(reorder(all, 'a', 'backward')).toEqual([]);
  });
});

describe('hit-testing', () => {
  const all = [
    wire('s', { type: 'surface', x: 100, y: 100, width: 375, height: 667 }),
    wire('b', { parent_id: 's', x: 10, y: 10 }),
  ];
  it('takes touched components and only wholly held surfaces', () => {
    expect(idsInArea(all, { x: 105, y: 105, width: 20, height: 20 })).toEqual(['b']);
    expect(idsInArea(all, { x: 0, y: 0, width: 1000, height: 1000 })).toEqual(['s', 'b']);
    expect(surfaceAt(all, { x: 200, y: 200 })?.id).toBe('s');
  });
});

describe('server data', () => {
  it('skips unknown element types with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const list = toWires([wire('a'), { ...wire('b'), type: 'hologram' }]);
    expect(list.map((c) => c.id)).toEqual(['a']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('hologram'), 'b');
    warn.mockRestore();
  });
  it('applies realtime changes by id and ignores older versions', () => {
    const list = [wire('a', { version: 3 })];
    const stale = readWireChange({
      table: 'wireframe_components',
      operation: 'UPDATE',
      record: wire('a', { x: 9, version: 2 }),
      old_record: null,
    });
    expect(stale && applyWireChange(list, stale)[0]?.x).toBe(0);
    const removed = readWireChange({
      table: 'wireframe_components',
      operation: 'DELETE',
      record: null,
      old_record: wire('a'),
    });
    expect(removed && applyWireChange(list, removed)).toEqual([]);
    expect(
      readWireChange({ table: 'tasks', operation: 'DELETE', record: null, old_record: null }),
    ).toBeUndefined();
  });
});

describe('palette and viewport', () => {
  it('has real components in every category with the spec default sizes', () => {
    expect(paletteFor('All')).toHaveLength(PALETTE.length);
    const sizes = (t: string) =>
      PALETTE.filter((e) => e.type === t).map((e) => [e.width, e.height]);
    expect(sizes('button')[0]).toEqual([100, 42]);
    expect(sizes('input')[0]).toEqual([130, 42]);
    expect(sizes('image')[0]).toEqual([75, 75]);
    expect(paletteFor('Charts').length).toBeGreaterThan(0);
  });
  it('zooms around the pointer and fits a rectangle', () => {
    const vp = zoomAt({ x: 0, y: 0, zoom: 1 }, 2, { x: 100, y: 100 });
    expect(toCanvas(vp, { x: 100, y: 100 })).toEqual({ x: 100, y: 100 });
    expect(
      fitRect({ x: 0, y: 0, width: 1920, height: 1080 }, { width: 1000, height: 800 }).zoom,
    ).toBeCloseTo(920 / 1920, 5);
  });
});

describe('placing palette items', () => {
  it('centres on the drop point and stays inside the surface', () => {
    const surface = { x: 100, y: 100, width: 375, height: 667 };
    expect(placeOnSurface({ width: 100, height: 42 }, surface, { x: 200, y: 200 })).toEqual({
      x: 50,
      y: 79,
    });
    expect(placeOnSurface({ width: 100, height: 42 }, surface, { x: 2000, y: 0 })).toEqual({
      x: 275,
      y: 0,
    });
    expect(placeOnSurface({ width: 100, height: 42 }, surface, undefined)).toEqual({
      x: 40,
      y: 40,
    });
  });
});

describe('data table text', () => {
  it('reads columns and rows and fits rows to the columns', () => {
    expect(columnsFromText(' id \n\nname')).toEqual(['id', 'name']);
    expect(rowsFromText('1 | Ada | extra\n\n2', 2)).toEqual([
      ['1', 'Ada'],
      ['2', ''],
    ]);
    expect(rowsToText([['1', 'Ada']])).toBe('1 | Ada');
    expect(fitRows([['1']], 2)).toEqual([['1', '']]);
  });
});
