import type { DiagramNode } from './flowElements';

/** The selected items as one comparable value: their ids in order. */
export function selectionKey(nodes: readonly DiagramNode[]): string {
  let key = '';
  for (const n of nodes) if (n.selected) key += `${n.id}\n`;
  return key;
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
  return first.type === 'table'
    ? `Selected table ${first.data.table.name || 'Unnamed Table'}.`
    : 'Selected comment.';
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
