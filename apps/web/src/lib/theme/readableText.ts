/** Text colours that read on a user-chosen background (tag chips, table headers). */

/** Whether a text is a hex colour: `#rgb` or `#rrggbb`. */
export function isHexColor(color: string): boolean {
  return /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(color);
}

/** Linear value of one sRGB channel given as 0..1. */
function linear(c: number): number {
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a colour, 0 (black) to 1 (white); a malformed colour counts as black. */
export function luminance(color: string): number {
  if (!isHexColor(color)) return 0;
  const hex = color.length === 4 ? [...color.slice(1)].map((c) => c + c).join('') : color.slice(1);
  const channel = (i: number) => linear(parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** Black or white, whichever has the higher contrast on a background colour, so its text reads. */
export function readableTextColor(color: string): '#000000' | '#ffffff' {
  const l = luminance(color);
  // Contrast with white is 1.05 / (l + 0.05); with black (l + 0.05) / 0.05.
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#000000';
}
