import { EDGE_SPACING } from './constants';

/** The ends of a relationship line: its tables and, when it meets a column's row, where. */
export interface EdgeEnds {
  id: string;
  source: string;
  target: string;
  /** How far from the middle of its side the line meets each table (a column's row), if it does. */
  sourceAt?: number;
  targetAt?: number;
}

/**
 * Offsets of relationship lines so that links between the same two tables keep EDGE_SPACING
 * apart (spec 2 §9): the links of one pair that meet the tables at the same points (the same
 * rows, or the middle of the sides) are spread symmetrically around their line; links that meet
 * other rows are apart already. Runs once per change of the relationships, never per frame.
 */
export function parallelOffsets(edges: readonly EdgeEnds[]): Map<string, number> {
  const groups = new Map<string, string[]>();
  for (const e of edges) {
    const s = `${e.source}@${e.sourceAt ?? ''}`;
    const t = `${e.target}@${e.targetAt ?? ''}`;
    const key = s < t ? `${s}|${t}` : `${t}|${s}`;
    const group = groups.get(key);
    if (group) group.push(e.id);
    else groups.set(key, [e.id]);
  }
  const offsets = new Map<string, number>();
  for (const ids of groups.values()) {
    ids.forEach((id, i) => offsets.set(id, (i - (ids.length - 1) / 2) * EDGE_SPACING));
  }
  return offsets;
}
