/**
 * Comments and subject areas as the canvas draws them (CommentNode, AreaNode, diagram.module.css):
 * a yellow note with its text wrapped inside, and a translucent rounded rectangle named in a label
 * at its top-left corner.
 */
import type { Box } from '../areas';
import { baseline, roundedRect, type DrawContext } from './drawContext';
import type { SvgComment } from './svgInput';
import { areaColour, NOTE_COLOURS } from './svgTheme';
import { fitText, sans, sansBold, wrapLines } from './textFit';
import { num, oneLine, xmlText } from './xml';

/** A comment's least size (spec 2 §9), and the size of one a model gives without one. */
export const COMMENT_MIN_SIZE = { width: 200, height: 60 } as const;
/** The line height of the app's text (Mantine's 1.55). */
const LINE_HEIGHT = 1.55;
/** A note's text: its font size and padding (`.comment`). */
const NOTE_PX = 14;
const NOTE_PADDING = { x: 10, y: 8 } as const;
/** An area's border, corner radius and label (`.area`, `.areaLabel`, `.areaName`). */
const AREA_BORDER = 2;
const AREA_RADIUS = 12;
const LABEL_AT = { x: 10, y: 6 } as const;
const LABEL_PX = 15;
const LABEL_PADDING = { x: 10, y: 2 } as const;
const LABEL_BAR = 6;
const LABEL_RADIUS = 6;

/** The box a comment is drawn in: its stored size, at least the least one. */
export function commentBox(comment: SvgComment): Box {
  return {
    x: comment.x,
    y: comment.y,
    width: Math.max(COMMENT_MIN_SIZE.width, comment.width ?? 0),
    height: Math.max(COMMENT_MIN_SIZE.height, comment.height ?? 0),
  };
}

/** Draws a comment into `out`: the note, and the lines of its text that fit. */
export function commentSvg(out: string[], comment: SvgComment, box: Box): void {
  const { x, y, width: w, height: h } = box;
  const lineHeight = NOTE_PX * LINE_HEIGHT;
  const maxLines = Math.max(1, Math.floor((h - 2 * NOTE_PADDING.y) / lineHeight));
  const lines = wrapLines(comment.text, w - 2 * NOTE_PADDING.x, NOTE_PX, sans, maxLines);
  // One string: with xml:space="preserve" the line breaks between the lines' tspans would show.
  const spans = lines.map((line, i) => {
    const y0 = baseline(y + NOTE_PADDING.y + (i + 0.5) * lineHeight, NOTE_PX);
    return `<tspan x="${num(x + NOTE_PADDING.x)}" y="${num(y0)}">${xmlText(line)}</tspan>`;
  });
  out.push(
    '<g class="comment">',
    `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="6" fill="${NOTE_COLOURS.fill}" filter="url(#relata-note-shadow)"/>`,
    `<text class="nt" xml:space="preserve">${spans.join('')}</text>`,
    '</g>',
  );
}

/** Draws an area into `out`: its rectangle, and its name on a label in the area's colour. */
export function areaSvg(
  out: string[],
  name: string,
  color: string | undefined,
  box: Box,
  { theme }: DrawContext,
): void {
  const { x, y, width: w, height: h } = box;
  const colour = areaColour(color, theme);
  const half = AREA_BORDER / 2;
  out.push(
    '<g class="area">',
    `<rect x="${num(x + half)}" y="${num(y + half)}" width="${num(Math.max(0, w - AREA_BORDER))}" height="${num(Math.max(0, h - AREA_BORDER))}" rx="${AREA_RADIUS - half}" fill="${colour}" fill-opacity="0.1" stroke="${colour}" stroke-width="${AREA_BORDER}"/>`,
  );
  const text = oneLine(name) || 'Area';
  const maxLabel = w - 2 * AREA_BORDER - 2 * LABEL_AT.x;
  const fixed = LABEL_BAR + 2 * LABEL_PADDING.x;
  const shown = fitText(text, maxLabel - fixed, LABEL_PX, sansBold);
  if (shown) {
    const lx = x + AREA_BORDER + LABEL_AT.x;
    const ly = y + AREA_BORDER + LABEL_AT.y;
    const lw = Math.min(maxLabel, fixed + sansBold(shown, LABEL_PX));
    const lh = LABEL_PX * LINE_HEIGHT + 2 * LABEL_PADDING.y;
    const r = LABEL_RADIUS;
    out.push(
      `<path d="${roundedRect(lx, ly, lw, lh, [r, r, r, r])}" fill="${colour}"/>`,
      `<path d="${roundedRect(lx + LABEL_BAR, ly, lw - LABEL_BAR, lh, [0, r, r, 0])}" fill="${theme.surface}"/>`,
      `<text class="an" x="${num(lx + fixed - LABEL_PADDING.x)}" y="${num(baseline(ly + lh / 2, LABEL_PX))}">${xmlText(shown)}</text>`,
    );
  }
  out.push('</g>');
}
