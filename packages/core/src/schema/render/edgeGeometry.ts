/**
 * The relationship lines' paths in each line style as the canvas draws them (its
 * model/edgePath.ts, with React Flow's smooth-step path for orthogonal lines). Lines leave and
 * enter tables sideways only.
 */
import type { LineStyle } from '../../api/visualization';
import type { LineEnd, Point } from './edgeMarks';
import { num } from './xml';

/**
 * A line's two ends: the source leaves its table's right side (`side` 1) and the target is entered
 * from its left, or the other way round (-1), as the canvas picks the sides facing each other.
 */
export interface LineEnds {
  source: Point;
  target: Point;
  side: 1 | -1;
}

/** Bend of an orthogonal line's corners, and how far it runs straight out of a table first. */
const STEP_RADIUS = 8;
const STEP_OFFSET = 24;

/** The points of React Flow's smooth-step route between handles on opposite sides (getPoints). */
function stepPoints({ source, target, side }: LineEnds): Point[] {
  const sg = { x: source.x + side * STEP_OFFSET, y: source.y };
  const tg = { x: target.x - side * STEP_OFFSET, y: target.y };
  const dir = sg.x < tg.x ? 1 : -1;
  const cx = sg.x + (tg.x - sg.x) / 2;
  const cy = (sg.y + tg.y) / 2;
  // Facing each other: across at the middle; turned away (the tables overlap): along the middle.
  const middle =
    side === dir
      ? [
          { x: cx, y: sg.y },
          { x: cx, y: tg.y },
        ]
      : [
          { x: sg.x, y: cy },
          { x: tg.x, y: cy },
        ];
  const points: Point[] = [];
  for (const p of [source, sg, ...middle, tg, target]) {
    const a = points[points.length - 2];
    const b = points[points.length - 1];
    if (a && b && between(a, b, p)) points.pop();
    points.push(p);
  }
  return points;
}

/** Whether b lies on the straight segment from a to c (React Flow's isBetween). */
const between = (a: Point, b: Point, c: Point) =>
  (a.x === b.x && b.x === c.x && (b.y - a.y) * (c.y - b.y) >= 0) ||
  (a.y === b.y && b.y === c.y && (b.x - a.x) * (c.x - b.x) >= 0);

/** A rounded corner at b between a and c (React Flow's getBend). */
function bend(a: Point, b: Point, c: Point): string {
  const size = Math.min(Math.hypot(b.x - a.x, b.y - a.y) / 2, Math.hypot(c.x - b.x, c.y - b.y) / 2);
  const r = Math.min(size, STEP_RADIUS);
  if ((a.x === b.x && b.x === c.x) || (a.y === b.y && b.y === c.y))
    return `L${num(b.x)} ${num(b.y)}`;
  if (a.y === b.y) {
    const xDir = a.x < c.x ? -1 : 1;
    const yDir = a.y < c.y ? 1 : -1;
    return `L ${num(b.x + r * xDir)},${num(b.y)}Q ${num(b.x)},${num(b.y)} ${num(b.x)},${num(b.y + r * yDir)}`;
  }
  const xDir = a.x < c.x ? 1 : -1;
  const yDir = a.y < c.y ? -1 : 1;
  return `L ${num(b.x)},${num(b.y + r * yDir)}Q ${num(b.x)},${num(b.y)} ${num(b.x + r * xDir)},${num(b.y)}`;
}

/**
 * The path of a relationship line and the points that bound it: a cubic curve leaving and entering
 * the tables sideways, right-angled steps with rounded corners, or a straight line.
 */
export function relationshipPath(ends: LineEnds, style: LineStyle): { d: string; hull: Point[] } {
  const { source: s, target: t } = ends;
  if (style === 'straight')
    return { d: `M${num(s.x)},${num(s.y)} L${num(t.x)},${num(t.y)}`, hull: [s, t] };
  if (style === 'orthogonal') {
    const points = stepPoints(ends);
    const first = points[0] ?? s;
    const last = points[points.length - 1] ?? t;
    const parts = [`M${num(first.x)} ${num(first.y)}`];
    for (let i = 1; i < points.length - 1; i++)
      parts.push(bend(points[i - 1]!, points[i]!, points[i + 1]!));
    parts.push(`L${num(last.x)} ${num(last.y)}`);
    return { d: parts.join(''), hull: points };
  }
  const b = Math.max(60, Math.abs(t.x - s.x) / 2);
  const dir = t.x >= s.x ? 1 : -1;
  const c1 = { x: s.x + b * dir, y: s.y };
  const c2 = { x: t.x - b * dir, y: t.y };
  return {
    d: `M${num(s.x)},${num(s.y)} C${num(c1.x)},${num(c1.y)} ${num(c2.x)},${num(c2.y)} ${num(t.x)},${num(t.y)}`,
    hull: [s, c1, c2, t],
  };
}

/**
 * Both ends of a line with the direction each leaves its table: sideways for curves and steps,
 * along the line for straight ones.
 */
export function lineEnds(ends: LineEnds, style: LineStyle): { source: LineEnd; target: LineEnd } {
  const { source: s, target: t } = ends;
  if (style === 'straight') {
    const len = Math.hypot(t.x - s.x, t.y - s.y) || 1;
    const dx = (t.x - s.x) / len;
    const dy = (t.y - s.y) / len;
    return { source: { ...s, dx, dy }, target: { ...t, dx: -dx, dy: -dy } };
  }
  if (style === 'orthogonal')
    return { source: { ...s, dx: ends.side, dy: 0 }, target: { ...t, dx: -ends.side, dy: 0 } };
  const dir = t.x >= s.x ? 1 : -1;
  return { source: { ...s, dx: dir, dy: 0 }, target: { ...t, dx: -dir, dy: 0 } };
}
