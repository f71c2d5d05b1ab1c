/**
 * How large the canvas draws tables and views (what layouts, fits and areas measure), and the
 * screen layouts are made for. Without the layout's code (dagre), so the canvas can load it.
 */
import type { TableDisplay } from '../api/visualization';
import { UNNAMED_ATTRIBUTE_LABEL, UNNAMED_TABLE_LABEL } from './defaults';
import type { Attribute } from './model';

/** Tables are at least this wide on the canvas (spec 2 §9). */
export const TABLE_MIN_WIDTH = 300;
/**
 * A table grows with its names and types up to this width (issue 36, item B8): room for a name of
 * about 22 characters beside `timestamp(6) without time zone`. Longer text is cut with an
 * ellipsis and shown whole on hover.
 */
export const TABLE_MAX_WIDTH = 560;
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
 * Width of each printable ASCII character (space to tilde) in hundredths of an em, in the canvas's
 * sans-serif: Arial's metrics (Liberation Sans, what the default font stack -apple-system, Segoe
 * UI, Roboto, Helvetica, Arial falls to on Linux) and 8% to spare for the slightly wider system
 * fonts of macOS, Windows and Android. Measured in Chromium; DejaVu Sans, a last resort, is wider
 * still and may cut a long name a little.
 */
const SANS_EM = Uint8Array.from([
  31, 31, 39, 61, 61, 97, 73, 21, 36, 36, 43, 64, 31, 36, 31, 31, 61, 61, 61, 61, 61, 61, 61, 61,
  61, 61, 31, 31, 64, 64, 64, 61, 110, 73, 73, 78, 78, 73, 66, 85, 78, 31, 54, 73, 61, 90, 78, 85,
  73, 85, 78, 73, 66, 78, 73, 102, 73, 73, 66, 31, 31, 31, 51, 61, 36, 61, 61, 54, 61, 61, 31, 61,
  61, 24, 24, 54, 24, 90, 61, 61, 61, 61, 36, 54, 31, 61, 54, 78, 54, 54, 54, 37, 29, 37, 64,
]);
/** A character beyond ASCII: wide (CJK, full-width forms) or of a Latin letter's width. */
const WIDE_EM = 100;
const OTHER_EM = 70;
/** The widest character of any (`@`, or a wide one): a bound no text's width exceeds. */
const SANS_MAX_EM = WIDE_EM + 10;
/** The monospace font of types (ui-monospace, DejaVu Sans Mono, Menlo: 0.6 em a character). */
const MONO_EM = 61;
/** The title is bold: about this much wider than the regular face (Liberation Sans: 1.10). */
const BOLD_FACTOR = 1.15;

/**
 * How the canvas lays a table's text out (diagram.module.css, which a test holds to these): the
 * font sizes of the title, column names and types; the table's border; the header's and a row's
 * side padding and the gap between a row's cells; the NULL / NOT NULL cell; and the key marks'
 * least width (three marks such as PK FK IX; a row with more squeezes its texts a little).
 */
export const TABLE_TEXT_LAYOUT = {
  titlePx: 14,
  namePx: 13,
  typePx: 12,
  border: 1,
  titlePaddingX: 12,
  rowPaddingX: 10,
  rowGap: 6,
  nullWidth: 74,
  keysWidth: 48,
} as const;

const L = TABLE_TEXT_LAYOUT;
/** What a row holds besides its name and type: border, padding, three gaps, NULL and the keys. */
const ROW_FIXED = 2 * L.border + 2 * L.rowPaddingX + 3 * L.rowGap + L.nullWidth + L.keysWidth;
/** What the header holds besides the name: the border and the padding. */
const TITLE_FIXED = 2 * L.border + 2 * L.titlePaddingX;

/** The width of a text in the canvas's sans-serif at `px`, estimated character by character. */
export function sansTextWidth(text: string, px: number): number {
  let em = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // A typed array answers 0 past its end, never undefined: ASCII's 95 are all there.
    em += c >= 32 && c < 127 ? SANS_EM[c - 32]! : isWide(c) ? WIDE_EM : OTHER_EM;
  }
  return (em / 100) * px;
}

/** Hangul, CJK and full-width forms: drawn a whole em wide. */
function isWide(c: number): boolean {
  return (
    (c >= 0x1100 && c <= 0x115f) ||
    (c >= 0x2e80 && c <= 0xa4cf) ||
    (c >= 0xac00 && c <= 0xd7a3) ||
    (c >= 0xf900 && c <= 0xfaff) ||
    (c >= 0xfe30 && c <= 0xfe4f) ||
    (c >= 0xff00 && c <= 0xff60) ||
    (c >= 0xffe0 && c <= 0xffe6)
  );
}

/** A character drawn a whole em wide (isWide's ranges), found by the engine's own scan. */
const WIDE_CHARACTER =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;

/** The width of a type in the canvas's monospace font at `px`. */
export function monoTextWidth(text: string, px: number): number {
  let em = text.length * MONO_EM;
  if (WIDE_CHARACTER.test(text))
    for (let i = 0; i < text.length; i++) if (isWide(text.charCodeAt(i))) em += WIDE_EM - MONO_EM;
  return (em / 100) * px;
}

/** The widest column name and the widest type among a table's rows, in canvas pixels. */
export interface ColumnTextWidths {
  name: number;
  type: number;
}

type TextColumn = Pick<Attribute, 'isPrimaryKey' | 'isForeignKey'> &
  Partial<Pick<Attribute, 'name' | 'type'>>;

/**
 * What a column list's text needs, kept per list (lists are replaced, never changed): the widest
 * name and type of every row and of the key rows, how many key rows there are, and the title's
 * width for the name it was last read with.
 */
interface TextWidths {
  all: ColumnTextWidths;
  keys: ColumnTextWidths;
  keyRows: number;
  titleOf: string | undefined;
  title: number;
}
const widthsOf = new WeakMap<readonly TextColumn[], TextWidths>();

/** The text widths of a column list, read once: moving a table keeps its list. */
function textWidthsOf(attributes: readonly TextColumn[]): TextWidths {
  const known = widthsOf.get(attributes);
  if (known) return known;
  const all = { name: 0, type: 0 };
  const keys = { name: 0, type: 0 };
  let keyRows = 0;
  for (const a of attributes) {
    const key = a.isPrimaryKey || a.isForeignKey;
    if (key) keyRows++;
    const text = a.name || UNNAMED_ATTRIBUTE_LABEL;
    // A name no wider than the widest so far even in its widest letters is not read (most are
    // not: imports read thousands of tables at once).
    const most = (text.length * SANS_MAX_EM * L.namePx) / 100;
    const name = most > all.name || (key && most > keys.name) ? sansTextWidth(text, L.namePx) : 0;
    const type = monoTextWidth(a.type || 'type', L.typePx);
    all.name = Math.max(all.name, name);
    all.type = Math.max(all.type, type);
    if (key) {
      keys.name = Math.max(keys.name, name);
      keys.type = Math.max(keys.type, type);
    }
  }
  const widths = { all, keys, keyRows, titleOf: undefined, title: 0 };
  widthsOf.set(attributes, widths);
  return widths;
}

/**
 * The widest name and type among the shown columns of a table (a row shows its placeholder when
 * the name or type is empty).
 */
export function columnTextWidths(
  attributes: readonly TextColumn[],
  display: TableDisplay = 'all',
): ColumnTextWidths {
  if (display === 'name') return { name: 0, type: 0 };
  const known = textWidthsOf(attributes);
  return display === 'all' ? known.all : known.keys;
}

/**
 * The width a table's text needs (issue 36, item B8): its name in the header, and the widest name
 * and type of its shown rows side by side, each estimated from its characters (no measuring).
 */
export function tableContentWidth(
  table: { name?: string; attributes: readonly TextColumn[] },
  display: TableDisplay = 'all',
): number {
  const known = textWidthsOf(table.attributes);
  const name = table.name || UNNAMED_TABLE_LABEL;
  if (known.titleOf !== name) {
    known.titleOf = name;
    known.title = TITLE_FIXED + BOLD_FACTOR * sansTextWidth(name, L.titlePx);
  }
  if (display === 'name') return Math.ceil(known.title);
  const rows = display === 'all' ? known.all : known.keys;
  return Math.ceil(Math.max(known.title, ROW_FIXED + rows.name + rows.type));
}

/**
 * The drawn size of a table: as wide as its text needs, at least 300 (or its stored width) and at
 * most TABLE_MAX_WIDTH; a header, one row per shown column and, when every column shows, the add
 * row.
 */
export function drawnTableSize(
  table: { width: number; name?: string; attributes: readonly TextColumn[] },
  display: TableDisplay = 'all',
): Size {
  const rows =
    display === 'all'
      ? table.attributes.length
      : display === 'name'
        ? 0
        : textWidthsOf(table.attributes).keyRows;
  const content = Math.min(TABLE_MAX_WIDTH, tableContentWidth(table, display));
  return {
    width: Math.max(TABLE_MIN_WIDTH, table.width, content),
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
