import { canvasTablesOf, type TableDisplay } from '@relata/core';
import type { Diagram } from '../model/diagramCache';
import { diagramBounds } from '../model/geometry';
import type { ImportTarget } from './readScript';

/** What a replacing import, or one added to an empty canvas, is read for: no canvas at all. */
export const NO_TARGET: ImportTarget = Object.freeze({});

/**
 * The canvas an "Add to diagram" import goes to (issue 36, items 3 and 4): its tables, which the
 * script's references may name, and the rectangle of all it holds (as drawn with `display`), which
 * the import is placed beside. One pass over the diagram.
 */
export function importTarget(diagram: Diagram | undefined, display: TableDisplay): ImportTarget {
  const beside = diagramBounds(diagram, display);
  if (!diagram || !beside) return NO_TARGET;
  return {
    ...(diagram.tables.length > 0 ? { canvas: canvasTablesOf(diagram.tables) } : {}),
    beside,
  };
}
