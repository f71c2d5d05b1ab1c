import type { CSSProperties } from 'react';
import { isHexColor, readableTextColor } from '../../../lib/theme/readableText';

/**
 * A colour of the tables' palette (issue 21, item 2): its name, and the `#rrggbb` stored when it
 * is picked, so exports (DBML `headercolor`, `TableGroup [color: …]`) stay plain hex.
 */
export interface PaletteColour {
  name: string;
  hex: string;
}

/**
 * The palette offered for table headers and areas. Each theme draws a colour in its own shade,
 * `--relata-table-<name>` with text `--relata-table-<name>-text` (lib/theme/tablePalette.css).
 */
export const TABLE_PALETTE: readonly PaletteColour[] = [
  { name: 'Blue', hex: '#1c7ed6' },
  { name: 'Teal', hex: '#0ca678' },
  { name: 'Green', hex: '#2f9e44' },
  { name: 'Orange', hex: '#f08c00' },
  { name: 'Red', hex: '#e03131' },
  { name: 'Pink', hex: '#c2255c' },
  { name: 'Violet', hex: '#7048e8' },
  { name: 'Gray', hex: '#868e96' },
];

/** The CSS variable of a palette colour's shade in the current theme. */
export const paletteVar = (colour: PaletteColour, part: '' | '-text' = '') =>
  `var(--relata-table-${colour.name.toLowerCase()}${part})`;

const byHex = new Map(TABLE_PALETTE.map((c) => [c.hex, c]));

/** The palette colour a stored colour is (its hex in any case), or none for another colour. */
export function paletteColour(color: string | null | undefined): PaletteColour | undefined {
  return color ? byHex.get(color.toLowerCase()) : undefined;
}

// One style object per palette colour, made once: a header's style is a lookup, not a computation.
const headerStyles = new Map<string, CSSProperties>(
  TABLE_PALETTE.map((c) => [c.hex, { background: paletteVar(c), color: paletteVar(c, '-text') }]),
);

/**
 * The header style of a table with a chosen colour. A palette colour is drawn in the theme's
 * shade with the theme's text for it, so a theme switch recolours it; another hex as it is, with
 * black or white text, whichever reads on it; a palette token the canvas cannot measure keeps the
 * theme's text colour.
 */
export function tableHeaderStyle(color: string | undefined): CSSProperties | undefined {
  if (!color) return undefined;
  const themed = headerStyles.get(color.toLowerCase());
  if (themed) return themed;
  return isHexColor(color)
    ? { background: color, color: readableTextColor(color) }
    : { background: color };
}

/** The colour an area is drawn in: a palette colour's theme shade, another colour as it is. */
export function areaColour(color: string | null | undefined): string {
  if (!color) return 'var(--relata-text-muted)';
  const themed = paletteColour(color);
  return themed ? paletteVar(themed) : color;
}
