import {
  TABLE_HEADER_HEIGHT,
  TABLE_ROW_HEIGHT,
  type Attribute,
  type Cardinality,
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

/** What one end of a relationship is: exactly one row, at most one, or any number. */
export type EndKind = 'one' | 'zeroOrOne' | 'many';

/**
 * The ends of a relationship by its cardinality. The parent (the side the foreign key points
 * at) is `one`, or `zeroOrOne` when the key may be null; the side holding the key is `many`, or
 * `zeroOrOne` for ONE_TO_ONE (a parent need not have a child).
 */
export function relationshipEnds(
  cardinality: Cardinality,
  optional: boolean,
): { source: EndKind; target: EndKind } {
  const parent: EndKind = optional ? 'zeroOrOne' : 'one';
  switch (cardinality) {
    case 'ONE_TO_MANY':
      return { source: parent, target: 'many' };
    case 'MANY_TO_ONE':
      return { source: 'many', target: parent };
    case 'ONE_TO_ONE':
      return { source: parent, target: 'zeroOrOne' };
    case 'MANY_TO_MANY':
      return { source: 'many', target: 'many' };
  }
}

/** UML multiplicities of each end kind. */
export const MULTIPLICITY: Record<EndKind, string> = { one: '1', zeroOrOne: '0..1', many: '*' };

/** A point on the canvas. */
interface Point {
  x: number;
  y: number;
}

/** Where a line meets a table, and the unit direction in which it leaves it. */
export interface LineEnd extends Point {
  dx: number;
  dy: number;
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

const f = (n: number) => Math.round(n * 10) / 10;

/** A point `u` along the end's direction and `v` across it. */
function at(end: LineEnd, u: number, v: number): string {
  return `${f(end.x + end.dx * u - end.dy * v)},${f(end.y + end.dy * u + end.dx * v)}`;
}

/** A circle as a path (two arcs), centred `u` along the end's direction. */
function ring(end: LineEnd, u: number, r: number): string {
  return `M${at(end, u - r, 0)} A${r},${r} 0 1 0 ${at(end, u + r, 0)} A${r},${r} 0 1 0 ${at(end, u - r, 0)}`;
}

/**
 * The crow's-foot mark of one end, as an SVG path drawn in the line's colour: two bars for
 * exactly one, a bar and a ring for at most one, a three-pronged foot and a ring for any number.
 * Drawn as plain paths (no `<marker>` definitions) so that an exported image carries them.
 */
export function crowsFootMark(end: LineEnd, kind: EndKind): { strokes: string; ring?: string } {
  const bar = (u: number) => `M${at(end, u, -7)} L${at(end, u, 7)}`;
  if (kind === 'one') return { strokes: `${bar(8)} ${bar(14)}` };
  if (kind === 'zeroOrOne') return { strokes: bar(8), ring: ring(end, 18, 4.5) };
  const foot = `M${at(end, 0, -8)} L${at(end, 13, 0)} L${at(end, 0, 8)} M${at(end, 0, 0)} L${at(end, 13, 0)}`;
  return { strokes: foot, ring: ring(end, 18, 4.5) };
}

/** A filled arrowhead whose tip touches the table at the end. */
export function arrowMark(end: LineEnd): string {
  return `M${at(end, 0, 0)} L${at(end, 12, -5.5)} L${at(end, 12, 5.5)} Z`;
}

/** Where a UML multiplicity is written: just off the end, above the line (below when it runs up). */
export function multiplicityPlace(end: LineEnd): Point & { anchor: 'start' | 'end' } {
  const x = end.x + end.dx * 10;
  const y = end.y + end.dy * 10 - 7;
  return { x: f(x), y: f(y), anchor: end.dx < 0 ? 'end' : 'start' };
}

/**
 * The ends that carry an arrowhead in the arrows notation: the referenced (parent) table's, both
 * for many-to-many.
 */
export function arrowEnds(cardinality: Cardinality): { source: boolean; target: boolean } {
  if (cardinality === 'MANY_TO_MANY') return { source: true, target: true };
  return cardinality === 'MANY_TO_ONE'
    ? { source: false, target: true }
    : { source: true, target: false };
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
