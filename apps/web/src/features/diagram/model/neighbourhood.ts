/** A relationship as the neighbourhood sees it: two tables it joins. */
interface Link {
  sourceTableId: string;
  targetTableId: string;
}

/**
 * A table and the tables at most `depth` relationships away from it, in either direction:
 * what "Show neighbourhood" keeps bright while the rest of the diagram is dimmed.
 */
export function neighbourhood(
  tableId: string,
  relationships: readonly Link[],
  depth: number,
): Set<string> {
  const next = new Map<string, string[]>();
  const link = (from: string, to: string) => {
    const list = next.get(from);
    if (list) list.push(to);
    else next.set(from, [to]);
  };
  for (const r of relationships) {
    link(r.sourceTableId, r.targetTableId);
    link(r.targetTableId, r.sourceTableId);
  }
  const reached = new Set([tableId]);
  let ring = [tableId];
  for (let step = 0; step < depth && ring.length > 0; step++) {
    const following: string[] = [];
    for (const id of ring)
      for (const other of next.get(id) ?? [])
        if (!reached.has(other)) {
          reached.add(other);
          following.push(other);
        }
    ring = following;
  }
  return reached;
}
