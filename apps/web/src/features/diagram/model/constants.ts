/** Zoom limits of the canvas (spec 2 §9: 0.1 to 3). */
export const MIN_ZOOM = 0.1;
export const MAX_ZOOM = 3;
/** Zoom change per wheel delta unit (spec 2 §9). */
export const WHEEL_ZOOM_FACTOR = 0.001;
/** Grid cell of the background (spec 2 §9). */
export const GRID_SIZE = 125;
/** Padding around the content when fitting it to the screen (spec 2 §9). */
export const FIT_PADDING = 120;
/** The margin of a first view that cannot afford FIT_PADDING and still draw columns (issue 17). */
export const NARROW_FIT_PADDING = 24;
/** Size used for an item not measured yet when fitting (spec 2 §9). */
export const FALLBACK_TABLE_SIZE = { width: 300, height: 200 } as const;
/** The drawn sizes of tables and views are core's (spec 2 §9: tables at least 300 wide). */
export {
  TABLE_ADD_ROW_HEIGHT,
  TABLE_HEADER_HEIGHT,
  TABLE_MIN_WIDTH,
  TABLE_ROW_HEIGHT,
  VIEW_MAX_ROWS,
  VIEW_WIDTH,
} from '@relata/core';
/** Offset of a new table from the viewport centre (spec 2 §9). */
export const NEW_TABLE_OFFSET = { x: -185, y: -50 } as const;
/** Offset of a new comment from the viewport centre (spec 2 §9). */
export const NEW_COMMENT_OFFSET = { x: -160, y: -50 } as const;
/** Minimum comment size when resizing (spec 2 §9). */
export const COMMENT_MIN_SIZE = { width: 200, height: 60 } as const;
/** A second click within this time edits a comment (spec 2 §4). */
export const COMMENT_DOUBLE_CLICK_MS = 500;
/** Column edits in the side panel are saved after this pause (spec 2 §9). */
export const EDITOR_SAVE_DELAY_MS = 500;
/** Copy feedback duration (spec 2 §9). */
export const COPY_FEEDBACK_MS = 3000;
/** A remote cursor hides after this long without a move of at least CURSOR_MOVE_MIN px (spec 2 §9). */
export const CURSOR_HIDE_MS = 2000;
export const CURSOR_MOVE_MIN = 5;
/** Presence is announced this often and expires after PRESENCE_EXPIRE_MS (issue 6). */
export const PRESENCE_INTERVAL_MS = 10_000;
export const PRESENCE_EXPIRE_MS = 25_000;
/** Relationship paths show a spinner for this long after loading (spec 2 §9). */
export const PATH_LOADING_MS = 1000;
/** localStorage key of the viewport (spec 2 §4). */
export const VIEWPORT_STORAGE_KEY = 'visualizer-pan';
/** localStorage key of the Parser tab's dialect. */
export const PARSER_STORAGE_KEY = 'visualizer-parser';
/** Below this zoom, tables are drawn as boxes with their name only (level of detail). */
export const LOW_DETAIL_ZOOM = 0.45;
/**
 * Zoomed out past LOW_DETAIL_ZOOM where React Flow would hold at least this many nodes (the tables
 * in view and at the ends of the lines crossing it), the canvas draws its tables on one `<canvas>`
 * (model/overview). 500: a compact layout (Arrange, imports) puts about 650 tables of 10 columns
 * in a 1280 x 800 view at zoom 0.1; as React Flow elements they took a drag to 57 ms a move and a
 * zoom's p95 frame to 33 ms, on the canvas 36 and 17 (diagram benchmark, 1000 tables).
 */
export const OVERVIEW_MIN_NODES = 500;
/** Screenshot limits (spec 2 §9). */
export const SCREENSHOT_SIZE = { width: 1920, height: 1080 } as const;
export const SCREENSHOT_WAIT_MS = 100;
export const CANVAS_LIMIT_PX = 16384;
/**
 * The most tables a PNG or JPG is copied from the page's elements for (exactly as the canvas
 * shows them, in every theme); larger diagrams are painted from the SVG drawing, in seconds
 * rather than minutes (useScreenshot).
 */
export const ELEMENT_CAPTURE_MAX_TABLES = 150;
/** Index access methods offered in the side panel (the default is the engine's own, B-tree). */
export const INDEX_METHODS = ['btree', 'hash', 'gin', 'gist', 'brin'] as const;
