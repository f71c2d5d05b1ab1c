/**
 * The relationship lines' ends: each notation's end marks and the parallel lines' offsets, for the
 * canvas and the SVG alike (a module of its own, so that the canvas's first load carries these
 * and not the SVG's paths).
 */
import type { Cardinality } from '../model';

/** A point on the canvas. */
export interface Point {
  x: number;
  y: number;
}

/** Where a line meets a table, and the unit direction in which it leaves it. */
export interface LineEnd extends Point {
  dx: number;
  dy: number;
}

/** What one end of a relationship is: exactly one row, at most one, or any number. */
export type EndKind = 'one' | 'zeroOrOne' | 'many';

/** The ends of a relationship by its cardinality; the parent is `zeroOrOne` when its key may be null. */
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

/** The ends that carry an arrowhead: the referenced (parent) table's, both for many-to-many. */
export function arrowEnds(cardinality: Cardinality): { source: boolean; target: boolean } {
  if (cardinality === 'MANY_TO_MANY') return { source: true, target: true };
  return cardinality === 'MANY_TO_ONE'
    ? { source: false, target: true }
    : { source: true, target: false };
}

/** UML multiplicities of each end kind. */
export const MULTIPLICITY: Readonly<Record<EndKind, string>> = {
  one: '1',
  zeroOrOne: '0..1',
  many: '*',
};

const f = (n: number) => Math.round(n * 10) / 10;

/** A point `u` along the end's direction and `v` across it. */
function at(end: LineEnd, u: number, v: number): string {
  return `${f(end.x + end.dx * u - end.dy * v)},${f(end.y + end.dy * u + end.dx * v)}`;
}

/** A circle as a path (two arcs), centred `u` along the end's direction. */
function ring(end: LineEnd, u: number, r: number): string {
  return `M${at(end, u - r, 0)} A${r},${r} 0 1 0 ${at(end, u + r, 0)} A${r},${r} 0 1 0 ${at(end, u - r, 0)}`;
}

/** The crow's-foot mark of one end: two bars for one, a bar and a ring for at most one, a foot and a ring for many. */
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

/** Where a UML multiplicity is written: just off the end, above the line. */
export function multiplicityPlace(end: LineEnd): Point & { anchor: 'start' | 'end' } {
  return {
    x: f(end.x + end.dx * 10),
    y: f(end.y + end.dy * 10 - 7),
    anchor: end.dx < 0 ? 'end' : 'start',
  };
}

/** Spacing between parallel relationship lines (spec 2 §9). */
export const EDGE_SPACING = 40;

/** A line (by any id) and its tables and, when it meets a column's row, how far from the middle of the side. */
export interface EdgeEnds<Id> {
  id: Id;
  source: string;
  target: string;
  sourceAt?: number | undefined;
  targetAt?: number | undefined;
}

/**
 * Offsets of relationship lines so that links between the same two tables keep EDGE_SPACING
 * apart (spec 2 §9): the links of one pair that meet the tables at the same points (the same
 * rows, or the middle of the sides) are spread symmetrically around their line; links that meet
 * other rows are apart already. The canvas runs it once per change of the relationships.
 */
export function parallelOffsets<Id>(edges: readonly EdgeEnds<Id>[]): Map<Id, number> {
  const groups = new Map<string, Id[]>();
  for (const e of edges) {
    const s = `${e.source}@${e.sourceAt ?? ''}`;
    const t = `${e.target}@${e.targetAt ?? ''}`;
    const key = s < t ? `${s}|${t}` : `${t}|${s}`;
    const group = groups.get(key);
    if (group) group.push(e.id);
    else groups.set(key, [e.id]);
  }
  const offsets = new Map<Id, number>();
  for (const ids of groups.values())
    ids.forEach((id, i) => offsets.set(id, (i - (ids.length - 1) / 2) * EDGE_SPACING));
  return offsets;
}
