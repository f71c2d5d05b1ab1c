import type { Detail } from './lod';

/** The ends of a relationship line on the screen, as React Flow gives them to an edge. */
export interface LineEnds {
  sourceX: number;
  sourceY: number;
  targetX: number;
  targetY: number;
}

/**
 * The SVG path of a relationship line, shifted by its parallel offset (spec 2 §9): a cubic curve
 * leaving and entering the tables sideways, or, when zoomed out, a straight line (cheaper to draw
 * by the thousand, and no curve can be made out at that size anyway).
 */
export function relationshipPath(ends: LineEnds, offset: number, detail: Detail): string {
  const { sourceX, targetX } = ends;
  const sy = ends.sourceY + offset;
  const ty = ends.targetY + offset;
  if (detail === 'box') return `M${sourceX},${sy} L${targetX},${ty}`;
  const bend = Math.max(60, Math.abs(targetX - sourceX) / 2);
  const dir = targetX >= sourceX ? 1 : -1;
  return `M${sourceX},${sy} C${sourceX + bend * dir},${sy} ${targetX - bend * dir},${ty} ${targetX},${ty}`;
}
