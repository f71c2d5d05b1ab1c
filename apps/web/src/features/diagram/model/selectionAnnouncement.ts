import type { DiagramNode } from './flowElements';

/** The selected items as one comparable value: their ids in order. */
export function selectionKey(nodes: readonly DiagramNode[]): string {
  let key = '';
  for (const n of nodes) if (n.selected) key += `${n.id}\n`;
  return key;
}

/** A node as a screen reader names it: "table users", "view active_users", "comment". */
export function nodeLabel(n: DiagramNode): string {
  if (n.type === 'table') return `table ${nodeName(n)}`;
  if (n.type === 'area') return `area ${nodeName(n)}`;
  return n.type === 'view' ? `view ${nodeName(n)}` : 'comment';
}

/** A node's name: a table's or view's name, or "Comment". */
export function nodeName(n: DiagramNode): string {
  if (n.type === 'table') return n.data.table.name || 'Unnamed Table';
  if (n.type === 'area') return n.data.area.name;
  return n.type === 'view' ? n.data.view.name : 'Comment';
}

/**
 * What a screen reader hears when the selection changes (style guide 14: selections and moves
 * are announced): the one item by kind and name, or how many.
 */
export function describeSelection(nodes: readonly DiagramNode[]): string {
  const selected = nodes.filter((n) => n.selected);
  const [first] = selected;
  if (!first) return 'Selection cleared.';
  if (selected.length > 1) return `${selected.length} items selected.`;
  return `Selected ${nodeLabel(first)}.`;
}

/**
 * The announcement after a selection change, or undefined when the selection is what it was
 * (a drag, a measure, a click on the item already selected say nothing).
 */
export function selectionAnnouncement(
  before: readonly DiagramNode[],
  after: readonly DiagramNode[],
): string | undefined {
  return selectionKey(before) === selectionKey(after) ? undefined : describeSelection(after);
}
