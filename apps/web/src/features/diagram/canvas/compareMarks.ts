import type { ChangeKind, DiagramChanges } from '@relata/core';
import { createContext, useContext } from 'react';

/**
 * What a comparison of two versions marks on the canvas (features/versions/compare): tables,
 * their columns, relationships and views added, removed or changed. Absent outside a comparison.
 */
export const CompareMarksContext = createContext<DiagramChanges | undefined>(undefined);

/** The words that say a mark, next to its colour (a mark is never colour alone). */
export const CHANGE_WORDS: Record<ChangeKind, string> = {
  added: 'Added',
  removed: 'Removed',
  changed: 'Changed',
};

/** How a table and its columns are marked in the comparison on screen, if any. */
export function useTableMark(tableId: string) {
  return useContext(CompareMarksContext)?.tables[tableId];
}

/** How a relationship line is marked in the comparison on screen, if any. */
export function useRelationshipMark(relationshipId: string): ChangeKind | undefined {
  return useContext(CompareMarksContext)?.relationships[relationshipId];
}

/** How a view is marked in the comparison on screen, if any. */
export function useViewMark(viewId: string): ChangeKind | undefined {
  return useContext(CompareMarksContext)?.views[viewId];
}
