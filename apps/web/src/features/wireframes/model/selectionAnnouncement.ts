import type { Wire } from './types';

/**
 * What a screen reader hears when the selection changes by pointer (style guide 14: selections
 * and moves are announced): the one component by name, how many, or that nothing is selected.
 */
export function describeWireSelection(
  selection: readonly string[],
  components: readonly Wire[],
): string {
  if (selection.length === 0) return 'Selection cleared.';
  if (selection.length > 1) return `${selection.length} selected.`;
  const only = components.find((c) => c.id === selection[0]);
  return `${only?.name ?? 'Component'} selected.`;
}

/** The announcement for a new selection, or none when it is the one there was. */
export function wireSelectionAnnouncement(
  before: readonly string[],
  after: readonly string[],
  components: readonly Wire[],
): { announcement: string } | Record<string, never> {
  const same = before.length === after.length && before.every((id, i) => after[i] === id);
  return same ? {} : { announcement: describeWireSelection(after, components) };
}
