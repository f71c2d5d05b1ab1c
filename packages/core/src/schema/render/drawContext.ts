/** What every part of a drawing shares: the theme and the visualization settings it is drawn with. */
import type { TableDisplay } from '../../api/visualization';
import type { SvgTheme } from './svgTheme';
import { num } from './xml';

/** The settings one drawing is made with. */
export interface DrawContext {
  theme: SvgTheme;
  display: TableDisplay;
  showTypes: boolean;
  showNullability: boolean;
}

/**
 * The baseline of a line of text centred at `centre`, as CSS centres a line box: the sans-serif's
 * ascent and descent (0.905 and 0.212 em) put the baseline 0.35 em below the middle.
 */
export const baseline = (centre: number, px: number) => centre + 0.35 * px;

/**
 * A rectangle with its own radius at each corner (top-left, top-right, bottom-right, bottom-left),
 * as a path: what a CSS box with `overflow: hidden` clips a header or a label to.
 */
export function roundedRect(
  x: number,
  y: number,
  w: number,
  h: number,
  [tl, tr, br, bl]: readonly [number, number, number, number],
): string {
  const arc = (r: number, dx: number, dy: number) =>
    r > 0 ? `a${num(r)},${num(r)} 0 0 1 ${num(dx * r)},${num(dy * r)}` : '';
  return [
    `M${num(x + tl)},${num(y)}`,
    `h${num(w - tl - tr)}`,
    arc(tr, 1, 1),
    `v${num(h - tr - br)}`,
    arc(br, -1, 1),
    `h${num(-(w - br - bl))}`,
    arc(bl, -1, -1),
    `v${num(-(h - bl - tl))}`,
    arc(tl, 1, -1),
    'z',
  ].join('');
}
