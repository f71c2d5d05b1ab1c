import type { Diagram, DiagramChanges } from '@relata/core';

/**
 * The diagram a comparison draws: the newer state, with what the older one had and the newer one
 * lacks put back where it was, for the canvas to draw as ghosts (removed tables, and the removed
 * columns of changed tables after their others), and the removed relationships and views between
 * them. Comments, types and statements are the newer state's.
 */
export function compareDiagram(before: Diagram, after: Diagram, changes: DiagramChanges): Diagram {
  const removed = (kind: string | undefined) => kind === 'removed';
  const beforeTables = new Map(before.tables.map((t) => [t.id, t]));
  const tables = after.tables.map((table) => {
    const columns = changes.tables[table.id]?.columns;
    const old = beforeTables.get(table.id);
    if (!columns || !old) return table;
    const gone = old.attributes.filter((c) => removed(columns[c.id]));
    return gone.length > 0 ? { ...table, attributes: [...table.attributes, ...gone] } : table;
  });
  return {
    ...after,
    tables: [...tables, ...before.tables.filter((t) => removed(changes.tables[t.id]?.kind))],
    relationships: [
      ...after.relationships,
      ...before.relationships.filter((r) => removed(changes.relationships[r.id])),
    ],
    views: [...after.views, ...before.views.filter((v) => removed(changes.views[v.id]))],
  };
}
