import { LOW_DETAIL_ZOOM } from './constants';

/** How much of a table is drawn: the whole table, or a box with its name (level of detail). */
export type Detail = 'full' | 'box';

/** The level of detail for a zoom: boxes below LOW_DETAIL_ZOOM, so large diagrams stay fluid. */
export function detailForZoom(zoom: number): Detail {
  return zoom < LOW_DETAIL_ZOOM ? 'box' : 'full';
}

/** A zoomed-out table's name, in canvas units, where that is tall enough on screen. */
export const BOX_NAME_PX = 28;
/** A zoomed-out table's name stays at least this tall on screen (issue 36, item B10)... */
export const BOX_NAME_MIN_SCREEN_PX = 11;
/**
 * ...up to a part of its box: a name is at most a fifth of the table's width tall (about eight
 * letters a line) and fits its two lines in the table's height.
 */
export const BOX_NAME_WIDTH_SHARE = 0.2;
export const BOX_NAME_HEIGHT_SHARE = 0.35;
/** A name is drawn on at most this many lines, cut with an ellipsis after. */
export const BOX_NAME_LINES = 2;
/** The line height of a name, in its size. */
export const BOX_NAME_LINE_HEIGHT = 1.2;
/**
 * The counter-scaled size changes in steps 2^(1/4) apart (so 11 to 13 px on screen): a zoom
 * gesture changes it a few times, and tables are laid out again only then, never at every frame.
 */
const STEPS_PER_DOUBLING = 4;

/**
 * The size of zoomed-out tables' names at a zoom, in canvas units, before a table's own cap
 * (boxNameCap): BOX_NAME_PX where that is at least BOX_NAME_MIN_SCREEN_PX on screen, else
 * counter-scaled in steps so that it stays that tall.
 */
export function boxNameSize(zoom: number): number {
  const wanted = BOX_NAME_MIN_SCREEN_PX / Math.max(zoom, 1e-6);
  if (wanted <= BOX_NAME_PX) return BOX_NAME_PX;
  const step = Math.ceil(STEPS_PER_DOUBLING * Math.log2(wanted / BOX_NAME_PX) - 1e-9);
  return BOX_NAME_PX * 2 ** (step / STEPS_PER_DOUBLING);
}

/** The largest name a table's box holds, in canvas units (see BOX_NAME_WIDTH_SHARE). */
export function boxNameCap(width: number, height: number): number {
  return Math.min(width * BOX_NAME_WIDTH_SHARE, height * BOX_NAME_HEIGHT_SHARE);
}

/** The size of a zoomed-out table's name at a zoom, in canvas units. */
export function boxNameFont(zoom: number, width: number, height: number): number {
  return Math.min(boxNameSize(zoom), boxNameCap(width, height));
}

/** The room beside a name in its box, in canvas units, for a name of `size`. */
export function boxNamePadding(size: number): number {
  return Math.max(12, 0.15 * size);
}
