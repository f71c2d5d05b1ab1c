import type { UnresolvedReference } from '@relata/core';
import { count } from '../../../lib/text/count';

/** How many unresolved references the toast names; the dialog lists them all. */
const NAMED_IN_TOAST = 3;

/** "2 references could not be resolved": the heading of the unresolved references. */
export function unresolvedHeading(unresolved: readonly UnresolvedReference[]): string {
  return `${count(unresolved.length, 'reference', 'references')} could not be resolved`;
}

/**
 * The toast after an import: what it stored, and the references it could not resolve (issue 36,
 * item 3), the first few by name: "1 table and 0 relationships imported. 1 reference could not
 * be resolved: orders.customer_id → customers(id)."
 */
export function importSummary(
  counts: { tables: number; relationships: number },
  unresolved: readonly UnresolvedReference[],
): string {
  const imported = `${count(counts.tables, 'table', 'tables')} and ${count(counts.relationships, 'relationship', 'relationships')} imported.`;
  if (unresolved.length === 0) return imported;
  const named = unresolved
    .slice(0, NAMED_IN_TOAST)
    .map((u) => u.reference)
    .join('; ');
  const more =
    unresolved.length > NAMED_IN_TOAST ? `, and ${unresolved.length - NAMED_IN_TOAST} more` : '';
  return `${imported} ${unresolvedHeading(unresolved)}: ${named}${more}.`;
}
