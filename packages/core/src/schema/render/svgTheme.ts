/**
 * The canvas's colours as constants, for a document that carries no CSS variables: the light and
 * dark themes (apps/web/src/lib/theme/themes.css), the tables' palette in each
 * (tablePalette.css), the type colours (diagram.module.css), and how a stored colour maps to them.
 */

import type { TypeColour } from './typeColour';

/** The two themes a drawing is made in. */
export type SvgThemeName = 'light' | 'dark';

/** The colours one theme draws a diagram with. */
export interface SvgTheme {
  /** The canvas (--relata-bg), a table's body (--relata-surface) and the rows' lines. */
  background: string;
  surface: string;
  rowLine: string;
  text: string;
  muted: string;
  /** A table's border (gray-6), the relationship lines (gray-5), a view's header (gray-7). */
  tableBorder: string;
  line: string;
  viewHeader: string;
  /** A table's header without a colour of its own (primary-8), and the key area's end (primary-5). */
  header: string;
  keyAreaEnd: string;
  /** The PK / FK / UQ marks: primary-3 on dark, primary-7 on light. */
  keys: string;
  /** The tables' palette: a header's or area's fill and the header's text on it, by name. */
  palette: Readonly<Record<PaletteName, { fill: string; text: string }>>;
  types: Readonly<Record<TypeColour, string>>;
}

/** The palette's colours (apps/web/src/features/diagram/model/palette.ts). */
export const PALETTE_NAMES = [
  'blue',
  'teal',
  'green',
  'orange',
  'red',
  'pink',
  'violet',
  'gray',
] as const;
/** A colour of the tables' palette. */
export type PaletteName = (typeof PALETTE_NAMES)[number];

/** The `#rrggbb` stored when a palette colour is picked, by name (palette.ts's TABLE_PALETTE). */
const PALETTE_HEX: Readonly<Record<PaletteName, string>> = {
  blue: '#1c7ed6',
  teal: '#0ca678',
  green: '#2f9e44',
  orange: '#f08c00',
  red: '#e03131',
  pink: '#c2255c',
  violet: '#7048e8',
  gray: '#868e96',
};

const WHITE = '#ffffff';
const shade = (fill: string, text = WHITE) => ({ fill, text });

/** The dark theme (`:root.theme-dark`, the default). */
const DARK: SvgTheme = {
  background: '#1e2029',
  surface: '#2c2f3b',
  rowLine: '#4a4e60',
  text: '#dfe1ea',
  muted: '#a6aabb',
  tableBorder: '#868e96',
  line: '#adb5bd',
  viewHeader: '#495057',
  header: '#3749bd',
  keyAreaEnd: '#6278f5',
  keys: '#97a8ff',
  palette: {
    blue: shade('#1b6ec2'),
    teal: shade('#0a7c5e'),
    green: shade('#2a7d3a'),
    orange: shade('#f0900a', '#1e2029'),
    red: shade('#c92f2f'),
    pink: shade('#c0265f'),
    violet: shade('#6a47d8'),
    gray: shade('#636a7e'),
  },
  types: {
    uuid: '#c792fc',
    integer: '#6dacfa',
    text: '#34d399',
    varchar: '#2dd4bf',
    boolean: '#fb923c',
    datetime: '#f584bf',
  },
};

/** The light theme (`:root.theme-light`; its primary shades are the default's). */
const LIGHT: SvgTheme = {
  background: '#ffffff',
  surface: '#ffffff',
  rowLine: '#c5cbd4',
  text: '#1f2329',
  muted: '#5b6370',
  tableBorder: '#6b7380',
  line: '#9aa2ae',
  viewHeader: '#4b525d',
  header: '#3749bd',
  keyAreaEnd: '#6278f5',
  keys: '#4257d6',
  palette: {
    blue: shade('#1971c2'),
    teal: shade('#087f5b'),
    green: shade('#2b7a3b'),
    orange: shade('#f08c00', '#1f2329'),
    red: shade('#c92a2a'),
    pink: shade('#c2255c'),
    violet: shade('#6741d9'),
    gray: shade('#5c636e'),
  },
  types: {
    uuid: '#7e22ce',
    integer: '#1d4ed8',
    text: '#047857',
    varchar: '#0f766e',
    boolean: '#c2410c',
    datetime: '#be185d',
  },
};

/** Both themes' colours, by name. */
export const SVG_THEMES: Readonly<Record<SvgThemeName, SvgTheme>> = { light: LIGHT, dark: DARK };

/** A comment's note: the same yellow in every theme (diagram.module.css `.comment`). */
export const NOTE_COLOURS = { fill: '#fef3c7', text: '#1f2937' } as const;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const byHex = new Map(Object.entries(PALETTE_HEX).map(([name, hex]) => [hex, name as PaletteName]));
const isPaletteName = (c: string): c is PaletteName =>
  (PALETTE_NAMES as readonly string[]).includes(c);

/**
 * A stored colour, checked: a palette colour (by name or by its stored hex), another `#rgb` or
 * `#rrggbb` (lower-cased), or undefined for anything else (absent, a token the canvas does not
 * know, text that is no colour), which draws in the theme's default.
 */
export function storedColour(
  color: string | null | undefined,
): { palette: PaletteName } | { hex: string } | undefined {
  if (!color) return undefined;
  const c = color.trim().toLowerCase();
  if (isPaletteName(c)) return { palette: c };
  const named = byHex.get(c);
  if (named) return { palette: named };
  return HEX.test(c) ? { hex: c } : undefined;
}

/** Linear value of one sRGB channel given as 0..1. */
const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

/** Black or white, whichever reads better on a `#rgb` / `#rrggbb` (as readableText.ts chooses). */
export function readableOn(hex: string): string {
  const h = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  const channel = (i: number) => linear(parseInt(h.slice(i, i + 2), 16) / 255);
  const l = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? WHITE : '#000000';
}

/** A table header's fill and text: the theme's shade of a palette colour, a hex as it is, or the default. */
export function headerColours(
  color: string | undefined,
  theme: SvgTheme,
): { fill: string; text: string } {
  const c = storedColour(color);
  if (!c) return { fill: theme.header, text: WHITE };
  return 'palette' in c ? theme.palette[c.palette] : { fill: c.hex, text: readableOn(c.hex) };
}

/** An area's colour: the theme's shade of a palette colour, a hex as it is, or the muted text's. */
export function areaColour(color: string | undefined, theme: SvgTheme): string {
  const c = storedColour(color);
  if (!c) return theme.muted;
  return 'palette' in c ? theme.palette[c.palette].fill : c.hex;
}
