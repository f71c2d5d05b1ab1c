/** Relative luminance of a #rgb or #rrggbb colour (WCAG 2.x). */
export function relativeLuminance(hex: string): number {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(hex);
  const full = short
    ? `#${short
        .slice(1)
        .map((d) => d + d)
        .join('')}`
    : hex;
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(full);
  if (!match) throw new Error(`not a hex colour: ${hex}`);
  const [r = 0, g = 0, b = 0] = match.slice(1).map((part) => {
    const c = parseInt(part, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two hex colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light = 0, dark = 0] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
