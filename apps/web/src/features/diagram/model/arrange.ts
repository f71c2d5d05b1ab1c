import { autoLayout, type LayoutEdge, type LayoutNode, type TableDisplay } from '@relata/core';
import type { Diagram } from './diagramCache';
import { layoutScreen, tableSize, viewSize } from './geometry';

/** A new top-left corner for each arranged table or view, by id. */
export type Arrangement = Map<string, { x: number; y: number }>;

/**
 * "Arrange" (issue 21): the tables and views of the diagram, or only those in `scope`, laid out
 * by the layout imports use (core's `autoLayout`: each group of related tables layered so that
 * a relationship's tables sit side by side, the groups packed in rows), as drawn (each table's
 * real size), for a canvas of `screen` (its fitted view at zoom 0.1 or more when the tables can fit
 * there). The arranged block keeps the top-left corner the items had, so arranging a selection
 * leaves it where it was; comments and everything outside the scope stay.
 */
export function arrange(
  diagram: Diagram,
  scope?: ReadonlySet<string>,
  display: TableDisplay = 'all',
  screen: { width: number; height: number } = { width: 0, height: 0 },
): Arrangement {
  const inScope = (id: string) => !scope || scope.has(id);
  const tables = diagram.tables.filter((t) => inScope(t.id));
  const views = diagram.views.filter((v) => inScope(v.id));
  const nodes: LayoutNode[] = [
    ...tables.map((t) => ({ id: t.id, ...tableSize(t, display) })),
    ...views.map((v) => ({ id: v.id, ...viewSize(v) })),
  ];
  if (nodes.length === 0) return new Map();
  const ids = new Set(nodes.map((n) => n.id));
  const edges: LayoutEdge[] = [
    ...diagram.relationships.map((r) => ({ source: r.sourceTableId, target: r.targetTableId })),
    ...views.flatMap((v) => (v.tableIds ?? []).map((t) => ({ source: t, target: v.id }))),
  ].filter((e) => ids.has(e.source) && ids.has(e.target));
  const left = Math.min(...tables.map((t) => t.x), ...views.map((v) => v.x));
  const top = Math.min(...tables.map((t) => t.y), ...views.map((v) => v.y));
  const laid = autoLayout(nodes, edges, { screen: layoutScreen(screen) });
  const out: Arrangement = new Map();
  for (const [id, p] of laid) out.set(id, { x: Math.round(p.x + left), y: Math.round(p.y + top) });
  return out;
}
