import type { Attribute } from '@relata/core';
import { newColumn, newFirstColumn, newPrimaryKeyColumn, parallelOffsets } from '@relata/core';
import { describe, expect, it } from 'vitest';
import { LOW_DETAIL_ZOOM, VIEWPORT_STORAGE_KEY } from './constants';
import {
  capturePixelRatio,
  defaultExportFilename,
  EXPORT_TYPE_MESSAGE,
  validateExport,
} from './exportName';
import {
  boundsOf,
  centreOf,
  clampZoom,
  fitViewport,
  readableViewport,
  scaleAt,
  shownColumns,
  snapPoint,
  tableSize,
  wheelScale,
  zoomAt,
} from './geometry';
import { mergeNodes, tableHandles, viewEdges } from './flowElements';
import { detailForZoom } from './lod';
import { clampShare, shareAtPointer } from './panes';
import { dropRow, orderedColumns } from './pkBoundary';
import { loadViewport, saveViewport } from './viewportStorage';

const ids = (() => {
  let n = 0;
  return () => `c${++n}`;
})();

describe('geometry', () => {
  it('sizes a table at least 300 wide with a row per column and the add row', () => {
    expect(tableSize({ width: 200, attributes: [newFirstColumn(ids)] })).toEqual({
      width: 300,
      height: 96,
    });
  });
  it('sizes a table by what it shows: every column, the keys only, or the name only', () => {
    const table = {
      width: 300,
      attributes: [
        newFirstColumn(ids),
        { ...newColumn(ids), name: 'customer_id', isForeignKey: true },
        newColumn(ids),
        newColumn(ids),
      ],
    };
    expect(tableSize(table, 'all').height).toBe(40 + 4 * 28 + 28);
    expect(shownColumns(table.attributes, 'keys').map((a) => a.name)).toEqual([
      table.attributes[0]!.name,
      'customer_id',
    ]);
    expect(tableSize(table, 'keys').height).toBe(40 + 2 * 28);
    expect(tableSize(table, 'name').height).toBe(40);
  });
  it('snaps a point to the nearest point of the grid', () => {
    expect(snapPoint({ x: 657, y: 201 }, 50)).toEqual({ x: 650, y: 200 });
    expect(snapPoint({ x: -13, y: 12.5 }, 25)).toEqual({ x: -25, y: 25 });
  });
  it('fits bounds with 120 px padding and clamps the zoom to 0.1..3', () => {
    const v = fitViewport(
      { x: 0, y: 0, width: 10000, height: 10000 },
      { width: 1000, height: 800 },
      120,
    );
    expect(v.zoom).toBeCloseTo(0.1);
    expect(clampZoom(5)).toBe(3);
    expect(
      boundsOf([
        { x: 10, y: 20, width: 5, height: 5 },
        { x: -10, y: 0, width: 5, height: 5 },
      ]),
    ).toEqual({ x: -10, y: 0, width: 25, height: 25 });
  });
  it('opens a diagram whole when its tables stay readable, else readable around the focus', () => {
    const desktop = { width: 1280, height: 720 };
    const phone = { width: 390, height: 780 };
    const wide = [120, 24] as const;
    // Small on a desktop: exactly what Fit to screen shows.
    const small = { x: 0, y: 0, width: 800, height: 200 };
    expect(readableViewport(small, small, desktop, wide, LOW_DETAIL_ZOOM)).toEqual(
      fitViewport(small, desktop, 120),
    );
    // Wider: whole with the narrow margin when the spec's 120 px would cost the columns.
    const medium = { x: 0, y: 0, width: 2500, height: 600 };
    expect(fitViewport(medium, desktop, 120).zoom).toBeLessThan(LOW_DETAIL_ZOOM);
    expect(readableViewport(medium, small, desktop, wide, LOW_DETAIL_ZOOM)).toEqual(
      fitViewport(medium, desktop, 24),
    );
    // Twelve tables on a phone: at the readable zoom, the focus table in the middle across, and
    // the content fits top to bottom, so it is centred that way.
    const twelve = { x: 0, y: 0, width: 1800, height: 1180 };
    const focus = { x: 500, y: 0, width: 300, height: 180 };
    const v = readableViewport(twelve, focus, phone, [24], LOW_DETAIL_ZOOM);
    expect(v.zoom).toBe(LOW_DETAIL_ZOOM);
    expect(650 * v.zoom + v.x).toBeCloseTo(195);
    expect(590 * v.zoom + v.y).toBeCloseTo(390);
    // A focus at an edge: the content's edge stops at the margin, no empty canvas beyond it.
    const left = readableViewport(twelve, { ...focus, x: 0 }, phone, [24], LOW_DETAIL_ZOOM);
    expect(left.x).toBeCloseTo(24);
    const right = readableViewport(twelve, { ...focus, x: 1500 }, phone, [24], LOW_DETAIL_ZOOM);
    expect(1800 * right.zoom + right.x).toBeCloseTo(390 - 24);
  });
  it('places new items at the viewport centre with the spec offset', () => {
    expect(
      centreOf({ x: 0, y: 0, zoom: 1 }, { width: 1000, height: 600 }, { x: -185, y: -50 }),
    ).toEqual({ x: 315, y: 250 });
  });
  it('zooms by 0.001 per wheel delta unit around the pointer', () => {
    const v = zoomAt({ x: 0, y: 0, zoom: 1 }, { x: 100, y: 100 }, -100, 0.001);
    expect(v.zoom).toBeCloseTo(1.1);
    expect(v.x).toBeCloseTo(-10);
  });
  it('zooms by the wheel events of one frame at once as by each in turn', () => {
    const start = { x: 30, y: -20, zoom: 0.8 };
    const point = { x: 400, y: 300 };
    const oneByOne = [40, 40, -120].reduce((v, d) => zoomAt(v, point, d, 0.001), start);
    const combined = scaleAt(
      start,
      point,
      [40, 40, -120].reduce((s, d) => s * wheelScale(d, 0.001), 1),
    );
    expect(combined.zoom).toBeCloseTo(oneByOne.zoom);
    expect(combined.x).toBeCloseTo(oneByOne.x);
    expect(combined.y).toBeCloseTo(oneByOne.y);
  });
});

describe('level of detail', () => {
  it('draws boxes below the threshold and full tables above', () => {
    expect(detailForZoom(LOW_DETAIL_ZOOM - 0.01)).toBe('box');
    expect(detailForZoom(LOW_DETAIL_ZOOM)).toBe('full');
  });
});

describe('table anchors', () => {
  it('declares the four anchors on the middle of both sides, so no table is rendered just to be measured', () => {
    const handles = tableHandles({ width: 300, height: 348 });
    expect(handles.map((h) => [h.id, h.type, h.position, h.x, h.y])).toEqual([
      ['sl', 'source', 'left', -0.5, 173.5],
      ['sr', 'source', 'right', 299.5, 173.5],
      ['tl', 'target', 'left', -0.5, 173.5],
      ['tr', 'target', 'right', 299.5, 173.5],
    ]);
  });
});

describe('parallel edges', () => {
  it('keeps links between the same two tables 40 px apart, in both directions', () => {
    const o = parallelOffsets([
      { id: 'a', source: 's', target: 't' },
      { id: 'b', source: 't', target: 's' },
      { id: 'c', source: 's', target: 'x' },
    ]);
    expect(Math.abs((o.get('a') ?? 0) - (o.get('b') ?? 0))).toBe(40);
    expect(o.get('c')).toBe(0);
  });
});

describe('primary-key boundary', () => {
  const pk = newPrimaryKeyColumn(ids);
  const a = newColumn(ids);
  const b = newColumn(ids);
  const cols: Attribute[] = [a, pk, b];
  it('draws key columns above the others', () => {
    expect(orderedColumns(cols).map((c) => c.id)).toEqual([pk.id, a.id, b.id]);
  });
  it('makes a row dragged into the key area a not-null key', () => {
    expect(dropRow(cols, b.id, 0)).toEqual({
      index: 0,
      changes: { isPrimaryKey: true, isNullable: false },
    });
  });
  it('drops the key of a row dragged below the boundary', () => {
    expect(dropRow(cols, pk.id, 2)).toEqual({ index: 2, changes: { isPrimaryKey: false } });
  });
  it('keeps flags when a row stays on its side', () => {
    expect(dropRow(cols, b.id, 1)).toEqual({ index: 1 });
  });
  it('never drops a row below the add row', () => {
    expect(dropRow(cols, a.id, 99)?.index).toBe(2);
  });
});

describe('export', () => {
  it('names files export-{date-time} and accepts only png and jpg', () => {
    const now = new Date(2024, 4, 1, 13, 45, 10);
    expect(defaultExportFilename(now)).toBe('export-2024-05-01-13-45-10');
    expect(validateExport('png', '  shot  ', now)).toEqual({
      ok: true,
      type: 'png',
      filename: 'shot.png',
    });
    expect(validateExport('jpg', '   ', now)).toEqual({
      ok: true,
      type: 'jpg',
      filename: 'export-2024-05-01-13-45-10.jpg',
    });
    expect(validateExport('pdf', 'x', now)).toEqual({ ok: false, message: EXPORT_TYPE_MESSAGE });
  });
  it('keeps the capture within the 16384 px canvas limit', () => {
    expect(capturePixelRatio(1000, 500, 1, 16384)).toBe(2);
    expect(capturePixelRatio(20000, 500, 1, 16384) * 20000).toBeLessThanOrEqual(16384);
  });
});

describe('viewport persistence and panes', () => {
  it("saves the viewport under 'visualizer-pan' per project and restores it", () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
    saveViewport(storage, 'p1', { x: 5, y: 6, zoom: 2 });
    expect(JSON.parse(data.get(VIEWPORT_STORAGE_KEY) ?? '')).toEqual({
      p1: { scale: 2, translateX: 5, translateY: 6 },
    });
    expect(loadViewport(storage, 'p1')).toEqual({ x: 5, y: 6, zoom: 2 });
    expect(loadViewport(storage, 'p2')).toBeUndefined();
  });
  it('keeps each pane at least 10%', () => {
    expect(clampShare(2)).toBe(10);
    expect(shareAtPointer(0, 0, 1000)).toBe(90);
  });
});

describe('view nodes', () => {
  const view = {
    id: 'v1',
    project_id: 'p',
    version: 1,
    name: 'expensive',
    query: 'SELECT 1',
    dialect: 'postgresql',
    columnNames: ['id', 'name'],
    tableIds: ['t1', 'gone', 't1'],
    x: 0,
    y: 0,
  };
  const table = {
    id: 't1',
    project_id: 'p',
    name: 't',
    attributes: [],
    x: 500,
    y: 0,
    width: 300,
    height: 100,
    version: 1,
  };

  it('draws a view as a node beside the tables and a dashed line to each table it reads', () => {
    const nodes = mergeNodes([], [table], [], [view]);
    expect(nodes.map((n) => n.type)).toEqual(['table', 'view']);
    // One line per table it still reads, leaving the side that faces it; none can be selected.
    expect(viewEdges([view], [table])).toEqual([
      expect.objectContaining({
        source: 'v1',
        target: 't1',
        type: 'viewLink',
        sourceHandle: 'sr',
        targetHandle: 'tl',
        selectable: false,
      }),
    ]);
  });
});
