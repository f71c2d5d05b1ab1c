import {
  TABLE_HEADER_HEIGHT,
  TABLE_ROW_HEIGHT,
  type Attribute,
  type LineEnd,
  type LineStyle,
  type TableDisplay,
} from '@relata/core';
import { getSmoothStepPath, Position } from '@xyflow/react';
import type { Detail } from './lod';

/** The ends of a relationship line on the screen, as React Flow gives them to an edge. */
export interface LineEnds {
  sourceX: number;
  sourceY: number;
  targetX: number;
  targetY: number;
  /** The table sides the line leaves and enters (right and left when not given). */
  sourcePosition?: Position;
  targetPosition?: Position;
}

/** Bend of an orthogonal line's corners, and how far it runs straight out of a table first. */
const STEP_RADIUS = 8;
const STEP_OFFSET = 24;

/**
 * The SVG path of a relationship line, shifted by its parallel offset (spec 2 §9): a cubic curve
 * leaving and entering the tables sideways, right-angled steps, or a straight line. Zoomed out it
 * is always straight (cheaper to draw by the thousand, and no curve can be made out at that size).
 */
export function relationshipPath(
  ends: LineEnds,
  offset: number,
  detail: Detail,
  style: LineStyle = 'curved',
): string {
  const { sourceX, targetX } = ends;
  const sy = ends.sourceY + offset;
  const ty = ends.targetY + offset;
  if (detail === 'box' || style === 'straight') return `M${sourceX},${sy} L${targetX},${ty}`;
  if (style === 'orthogonal') {
    const [path] = getSmoothStepPath({
      sourceX,
      sourceY: sy,
      sourcePosition: ends.sourcePosition ?? Position.Right,
      targetX,
      targetY: ty,
      targetPosition: ends.targetPosition ?? Position.Left,
      borderRadius: STEP_RADIUS,
      offset: STEP_OFFSET,
    });
    return path;
  }
  const bend = Math.max(60, Math.abs(targetX - sourceX) / 2);
  const dir = targetX >= sourceX ? 1 : -1;
  return `M${sourceX},${sy} C${sourceX + bend * dir},${sy} ${targetX - bend * dir},${ty} ${targetX},${ty}`;
}

/**
 * Both ends of a drawn line with the direction each leaves its table: sideways for curves and
 * steps (they leave and enter horizontally), along the line for straight ones.
 */
export function lineEnds(
  ends: LineEnds,
  offset: number,
  detail: Detail,
  style: LineStyle,
): { source: LineEnd; target: LineEnd } {
  const s = { x: ends.sourceX, y: ends.sourceY + offset };
  const t = { x: ends.targetX, y: ends.targetY + offset };
  if (detail === 'box' || style === 'straight') {
    const len = Math.hypot(t.x - s.x, t.y - s.y) || 1;
    const dx = (t.x - s.x) / len;
    const dy = (t.y - s.y) / len;
    return { source: { ...s, dx, dy }, target: { ...t, dx: -dx, dy: -dy } };
  }
  if (style === 'orthogonal') {
    const side = (p: Position | undefined, fallback: number) =>
      p === undefined ? fallback : p === Position.Left ? -1 : 1;
    return {
      source: { ...s, dx: side(ends.sourcePosition, 1), dy: 0 },
      target: { ...t, dx: side(ends.targetPosition, -1), dy: 0 },
    };
  }
  const dir = t.x >= s.x ? 1 : -1;
  return { source: { ...s, dx: dir, dy: 0 }, target: { ...t, dx: -dir, dy: 0 } };
}

type RowColumn = Pick<Attribute, 'id' | 'isPrimaryKey' | 'isForeignKey'>;

/** The drawn row of each shown column, per column list and display. Lists are replaced, never changed. */
const rowsOf = new WeakMap<
  readonly RowColumn[],
  Partial<Record<TableDisplay, Map<string, number>>>
>();

/**
 * The row of each column a table shows, top to bottom as TableNode draws them: the primary keys
 * first, then the others, each in its order; only the key columns under 'keys', none under 'name'.
 * Computed once per column list and display: moving a table keeps its list.
 */
export function columnRows(
  attributes: readonly RowColumn[],
  display: TableDisplay,
): ReadonlyMap<string, number> {
  let known = rowsOf.get(attributes);
  if (!known) rowsOf.set(attributes, (known = {}));
  let rows = known[display];
  if (!rows) {
    rows = new Map();
    if (display !== 'name') {
      const shown = (a: RowColumn) => display === 'all' || a.isPrimaryKey || a.isForeignKey;
      for (const a of attributes) if (a.isPrimaryKey && shown(a)) rows.set(a.id, rows.size);
      for (const a of attributes) if (!a.isPrimaryKey && shown(a)) rows.set(a.id, rows.size);
    }
    known[display] = rows;
  }
  return rows;
}

/**
 * Where a relationship line meets a table, from the table's top (issue 36, item B9): the middle of
 * its column's row (the header, the rows above, half a row), or undefined when the table does not
 * show that column (the line then meets the middle of the side, as before).
 */
export function columnRowY(
  attributes: readonly RowColumn[],
  columnId: string,
  display: TableDisplay,
): number | undefined {
  const row = columnRows(attributes, display).get(columnId);
  return row === undefined
    ? undefined
    : TABLE_HEADER_HEIGHT + row * TABLE_ROW_HEIGHT + TABLE_ROW_HEIGHT / 2;
}
