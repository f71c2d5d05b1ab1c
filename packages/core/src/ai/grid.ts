/** Columns of the grid that generated tables are laid out in (spec 2 §5). */
export const AI_GRID_COLUMNS = 4;
/** Distance between the grid's cells, in canvas units (spec 2 §5). */
export const AI_GRID_SPACING = 500;
/** Generated tables start with width and height 0; the canvas measures them (spec 2 §5). */
export const AI_TABLE_SIZE = { width: 0, height: 0 } as const;

/** A point on the canvas. */
export interface GridPoint {
  x: number;
  y: number;
}

/**
 * Where the grid starts: the canvas origin on an empty canvas; else one grid row below the lowest
 * table (or below its measured bottom when that is further down), so nothing is covered.
 */
export function aiGridOrigin(
  existing: ReadonlyArray<{ x: number; y: number; height: number }>,
): GridPoint {
  if (existing.length === 0) return { x: 0, y: 0 };
  return {
    x: Math.min(...existing.map((t) => t.x)),
    y: Math.max(...existing.map((t) => t.y + Math.max(t.height, AI_GRID_SPACING))),
  };
}

/** The position of the index-th generated table: 4 per row, 500 apart (spec 2 §5). */
export function aiGridPosition(index: number, origin: GridPoint = { x: 0, y: 0 }): GridPoint {
  return {
    x: origin.x + (index % AI_GRID_COLUMNS) * AI_GRID_SPACING,
    y: origin.y + Math.floor(index / AI_GRID_COLUMNS) * AI_GRID_SPACING,
  };
}
