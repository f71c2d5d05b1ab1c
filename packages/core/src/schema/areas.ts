/** Subject areas as geometry: the rectangle around tables, and which items lie inside one. */
import { drawnTableSize } from './drawnSize';
import type { Area, DiagramModel, Table } from './model';

/** Space between an area's border and the tables it is drawn around (issue 21, item 2). */
export const AREA_PADDING = 40;
/** Room above the tables for the area's name. */
export const AREA_LABEL_ROOM = 24;

/** A rectangle on the canvas. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A table's box with every column drawn: at least 300 wide, a row per column. */
export function estimatedTableBox(table: Table): Box {
  const size = drawnTableSize(table);
  return {
    x: table.x,
    y: table.y,
    width: Math.max(size.width, table.width),
    height: Math.max(size.height, table.height),
  };
}

/** The area's rectangle around boxes: their bounds with padding and room for the name. */
export function boxAround(boxes: readonly Box[], padding = AREA_PADDING): Box | undefined {
  if (boxes.length === 0) return undefined;
  const left = Math.min(...boxes.map((b) => b.x));
  const top = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return {
    x: left - padding,
    y: top - padding - AREA_LABEL_ROOM,
    width: right - left + 2 * padding,
    height: bottom - top + 2 * padding + AREA_LABEL_ROOM,
  };
}

/** Whether `inner` lies entirely inside `outer` (edges included). */
export function boxInside(inner: Box, outer: Box): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  );
}

/** An area with a geometry. */
export type PlacedArea = Area & Box;

/** Whether an area has its rectangle. */
const isPlaced = (a: Area): a is PlacedArea =>
  a.x !== undefined && a.y !== undefined && a.width !== undefined && a.height !== undefined;

/**
 * The model's areas, each with its rectangle: kept where it has one, else drawn around its tables
 * (by id) as laid out. An area with neither keeps no place and is left out.
 */
export function placeAreas(model: Pick<DiagramModel, 'tables' | 'areas'>): PlacedArea[] {
  const tables = new Map(model.tables.map((t) => [t.id, t]));
  const placed: PlacedArea[] = [];
  for (const area of model.areas ?? []) {
    if (isPlaced(area)) {
      placed.push(area);
      continue;
    }
    const boxes = (area.tables ?? []).flatMap((id) => {
      const t = tables.get(id);
      return t ? [estimatedTableBox(t)] : [];
    });
    const box = boxAround(boxes);
    if (box) placed.push({ ...area, ...box });
  }
  return placed;
}

/** The ids of the tables lying entirely inside each area (for an export's TableGroups). */
export function tablesOfAreas(
  areas: readonly Box[],
  tables: readonly (Box & { id: string })[],
): string[][] {
  return areas.map((a) => tables.filter((t) => boxInside(t, a)).map((t) => t.id));
}
