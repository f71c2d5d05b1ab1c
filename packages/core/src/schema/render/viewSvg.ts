/**
 * A view as the canvas draws it (ViewNode, diagram.module.css `.view`): a dashed box, a muted header
 * with a VIEW badge and the view's name, one row per column name (the rest as "+ n more").
 */
import type { Box } from '../areas';
import {
  TABLE_HEADER_HEIGHT,
  TABLE_ROW_HEIGHT,
  TABLE_TEXT_LAYOUT as L,
  VIEW_MAX_ROWS,
} from '../drawnSize';
import { baseline, roundedRect, type DrawContext } from './drawContext';
import type { SvgView } from './svgInput';
import { textAt } from './tableSvg';
import { fitText, sans, sansBold } from './textFit';
import { num, oneLine } from './xml';

/** The badge's font size, letter spacing (0.04 em), padding, its line's height and the gap after it. */
const BADGE_PX = 10;
const BADGE_SPACING = 0.4;
const BADGE_PADDING_X = 6;
const BADGE_HEIGHT = 17.5;
const BADGE_GAP = 8;

/** The rows a view shows: its first column names, the last row saying how many more there are. */
export function viewRows(names: readonly string[]): string[] {
  if (names.length <= VIEW_MAX_ROWS) return [...names];
  const kept = names.slice(0, VIEW_MAX_ROWS - 1);
  return [...kept, `+ ${names.length - kept.length} more`];
}

/** Draws a view into `out` at its drawn box. */
export function viewSvg(out: string[], view: SvgView, box: Box, { theme }: DrawContext): void {
  const { x, y, width: w, height: h } = box;
  const centre = y + 1 + (TABLE_HEADER_HEIGHT - 1) / 2;
  const badge = view.materialized ? 'MAT. VIEW' : 'VIEW';
  const badgeWidth = sansBold(badge, BADGE_PX) + BADGE_SPACING * badge.length + 2 * BADGE_PADDING_X;
  const badgeX = x + 1 + L.titlePaddingX;
  const name = oneLine(view.schema ? `${view.schema}.${view.name}` : view.name);
  const nameX = badgeX + badgeWidth + BADGE_GAP;
  const nameRoom = x + w - 1 - L.titlePaddingX - nameX;
  out.push(
    '<g class="view">',
    `<rect class="tb vb" x="${num(x + 0.5)}" y="${num(y + 0.5)}" width="${num(w - 1)}" height="${num(h - 1)}" rx="7.5"/>`,
    `<path d="${roundedRect(x + 1, y + 1, w - 2, TABLE_HEADER_HEIGHT - 1, [7, 7, 0, 0])}" fill="${theme.viewHeader}"/>`,
    `<rect x="${num(badgeX)}" y="${num(centre - BADGE_HEIGHT / 2)}" width="${num(badgeWidth)}" height="${BADGE_HEIGHT}" rx="4" fill="#ffffff" fill-opacity="0.2"/>`,
    textAt('vg', badgeX + BADGE_PADDING_X, baseline(centre, BADGE_PX), badge),
    textAt(
      'tt',
      nameX,
      baseline(centre, L.titlePx),
      fitText(name, nameRoom, L.titlePx, sansBold),
      '#ffffff',
    ),
  );
  const names = view.columnNames ?? [];
  const rows = names.length === 0 ? ['Columns not known'] : viewRows(names);
  const room = w - 2 * L.border - 2 * L.rowPaddingX;
  const lines: string[] = [];
  rows.forEach((row, i) => {
    const top = y + TABLE_HEADER_HEIGHT + i * TABLE_ROW_HEIGHT;
    lines.push(`M${num(x + 1)},${num(top + 0.5)}h${num(w - 2)}`);
    const text = fitText(oneLine(row), room, L.namePx, sans);
    const cls = names.length === 0 ? 'ce' : 'cn';
    out.push(
      textAt(
        cls,
        x + 1 + L.rowPaddingX,
        baseline(top + 1 + (TABLE_ROW_HEIGHT - 1) / 2, L.namePx),
        text,
      ),
    );
  });
  out.push(`<path class="rl" d="${lines.join('')}"/>`, '</g>');
}
