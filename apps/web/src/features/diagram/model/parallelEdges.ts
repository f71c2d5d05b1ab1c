import { EDGE_SPACING } from './constants';

/** The ends of a relationship line. */
export interface EdgeEnds {
  id: string;
  source: string;
  target: string;
}

/**
 * Offsets of relationship lines so that links between the same two tables keep EDGE_SPACING
 * apart (spec 2 §9): the links of one pair are spread symmetrically around the centre line.
 * Runs once per change of the relationships, never per frame.
 */
export function parallelOffsets(edges: readonly EdgeEnds[]): Map<string, number> {
  const groups = new Map<string, string[]>();
  for (const e of edges) {
    const key = e.source < e.target ? `${e.source}|${e.target}` : `${e.target}|${e.source}`;
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
