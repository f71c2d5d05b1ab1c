/**
 * How large the canvas draws tables and views (what layouts, fits and areas measure), and the
 * screen layouts are made for. Without the layout's code (dagre), so the canvas can load it.
 */
import type { TableDisplay } from '../api/visualization';
import type { Attribute } from './model';

/** Tables are at least this wide on the canvas (spec 2 §9). */
export const TABLE_MIN_WIDTH = 300;
/** A table's header, each column row and the add row, in canvas pixels. */
export const TABLE_HEADER_HEIGHT = 40;
export const TABLE_ROW_HEIGHT = 28;
export const TABLE_ADD_ROW_HEIGHT = 28;
/** A view's width, and the most column rows it shows (the rest as "+ n more"). */
export const VIEW_WIDTH = 240;
export const VIEW_MAX_ROWS = 12;

/** A width and a height. */
export interface Size {
  width: number;
  height: number;
}

/**
 * The columns a table shows under the project's or one's own "what a table shows" (issue 21,
 * item 1): every column, the key columns (primary and foreign), or none (the name only).
 */
export function shownColumns<A extends Pick<Attribute, 'isPrimaryKey' | 'isForeignKey'>>(
  attributes: readonly A[],
  display: TableDisplay,
): readonly A[] {
  if (display === 'all') return attributes;
  if (display === 'name') return [];
  return attributes.filter((a) => a.isPrimaryKey || a.isForeignKey);
}

/**
 * The drawn size of a table: at least 300 wide, a header, one row per shown column and, when
 * every column shows, the add row.
 */
export function drawnTableSize(
  table: { width: number; attributes: readonly Pick<Attribute, 'isPrimaryKey' | 'isForeignKey'>[] },
  display: TableDisplay = 'all',
): Size {
  const rows = shownColumns(table.attributes, display).length;
  return {
    width: Math.max(TABLE_MIN_WIDTH, table.width),
    height:
      TABLE_HEADER_HEIGHT +
      rows * TABLE_ROW_HEIGHT +
      (display === 'all' ? TABLE_ADD_ROW_HEIGHT : 0),
  };
}

/** The drawn size of a view: a header and one row per column (at least one), no add row. */
export function drawnViewSize(view: { columnNames?: readonly string[] | undefined }): Size {
  const rows = Math.min(VIEW_MAX_ROWS, Math.max(1, view.columnNames?.length ?? 0));
  return { width: VIEW_WIDTH, height: TABLE_HEADER_HEIGHT + rows * TABLE_ROW_HEIGHT };
}

/** The zoom the fitted view of an arranged diagram should not need to go under (spec 2: 0.1 to 3). */
export const LAYOUT_MIN_ZOOM = 0.1;

/**
 * The screen a layout is made for when the caller does not say: a 1280 x 800 window's canvas, less
 * the fit's padding of 120 px a side.
 */
export const DEFAULT_LAYOUT_SCREEN = { width: 1040, height: 500 } as const;
