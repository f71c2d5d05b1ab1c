/**
 * Texts cut to the room the canvas gives them, measured with core's character widths
 * (drawnSize.ts), as the canvas cuts them with `text-overflow: ellipsis`.
 */
import { monoTextWidth, sansTextWidth } from '../drawnSize';

/** The width of a text at a font size. */
export type Measure = (text: string, px: number) => number;

/** The regular sans-serif, its bold (about 15% wider, as drawnSize.ts counts a title) and the types' monospace. */
export const sans: Measure = sansTextWidth;
export const sansBold: Measure = (text, px) => 1.15 * sansTextWidth(text, px);
export const mono: Measure = monoTextWidth;

const ELLIPSIS = '\u2026';

/** The end of the longest start of `text` of `n` code units that does not split a surrogate pair. */
function cutAt(text: string, n: number): number {
  const c = text.charCodeAt(n - 1);
  return c >= 0xd800 && c <= 0xdbff ? n - 1 : n;
}

/**
 * The text as drawn in `width` pixels: whole when it fits, else its longest start that fits with an
 * ellipsis after it (only the ellipsis, or nothing, in a very narrow room). With `ellipsis` false
 * the text is only cut, as content clipped by `overflow: hidden`.
 */
export function fitText(
  text: string,
  width: number,
  px: number,
  measure: Measure,
  ellipsis = true,
): string {
  if (measure(text, px) <= width) return text;
  const tail = ellipsis ? ELLIPSIS : '';
  if (measure(tail, px) > width) return '';
  // The longest start that fits, by bisection: each measure is linear in the text.
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(text.slice(0, mid) + tail, px) <= width) lo = mid;
    else hi = mid - 1;
  }
  return text.slice(0, cutAt(text, lo)).trimEnd() + tail;
}

/**
 * A note's text in lines of at most `width` pixels, as `white-space: pre-wrap` lays it out: its own
 * line breaks kept, long lines broken after a space; a word longer than the line is cut, as the
 * note's `overflow: hidden` clips it. At most `maxLines` lines.
 */
export function wrapLines(
  text: string,
  width: number,
  px: number,
  measure: Measure,
  maxLines: number,
): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r\n|\r|\n/)) {
    let line = '';
    for (const word of paragraph.split(/(?<= )/)) {
      if (lines.length >= maxLines) return lines;
      const next = line + word;
      if (line === '' || measure(next.trimEnd(), px) <= width) {
        line = next;
        continue;
      }
      lines.push(fitText(line.trimEnd(), width, px, measure, false));
      line = word;
    }
    if (lines.length >= maxLines) return lines;
    lines.push(fitText(line.trimEnd(), width, px, measure, false));
  }
  return lines.slice(0, maxLines);
}
