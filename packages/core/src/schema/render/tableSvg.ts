/**
 * A table as the canvas draws it at zoom 1 (TableNode, TableRow, diagram.module.css): a rounded
 * box, the header in the table's colour with its name, and one row per shown column with its
 * name, type, NULL / NOT NULL and key marks; primary keys first, the key area's end underlined.
 */
import { UNNAMED_ATTRIBUTE_LABEL, UNNAMED_TABLE_LABEL } from '../defaults';
import {
  columnTextWidths,
  shownColumns,
  TABLE_HEADER_HEIGHT,
  TABLE_ROW_HEIGHT,
  TABLE_TEXT_LAYOUT as L,
} from '../drawnSize';
import type { Box } from '../areas';
import { columnMarks, keyMarks } from './columnMarks';
import { baseline, roundedRect, type DrawContext } from './drawContext';
import type { SvgColumn, SvgTable } from './svgInput';
import { headerColours } from './svgTheme';
import { typeColourOf } from './typeColour';
import { fitText, mono, sans, sansBold } from './textFit';
import { num, oneLine, xmlText } from './xml';

/** The table's corner radius (`.table`), and the header's inside its 1 px border. */
const RADIUS = 8;
/** The gap between two key marks (`.colKeys`), and their font size. */
const MARK_GAP = 4;
const MARK_PX = 10;
const NULL_PX = 11;
/**
 * How far an estimated width may pass its cell before the text is cut: the estimate keeps 8% to
 * spare for wider system fonts (drawnSize.ts) and the share of a cell is rounded, so a text the
 * canvas shows whole can come out a pixel or two over; half the gap to the next cell absorbs that.
 */
const FIT_SLACK = L.rowGap / 2;

/** A text element of a class at a point, its content escaped. */
export function textAt(cls: string, x: number, y: number, text: string, fill?: string): string {
  const paint = fill === undefined ? '' : ` fill="${fill}"`;
  return `<text class="${cls}" x="${num(x)}" y="${num(y)}"${paint}>${xmlText(text)}</text>`;
}

/** Columns in drawn order: the primary keys above the others, each in its order. */
export function orderedColumns<C extends Pick<SvgColumn, 'isPrimaryKey'>>(
  columns: readonly C[],
): C[] {
  return [...columns.filter((c) => c.isPrimaryKey), ...columns.filter((c) => !c.isPrimaryKey)];
}

/** The widths of a row's name and type cells (the row's grid), and where its NULL and marks start. */
function rowCells(
  width: number,
  marksWidth: number,
  fr: { name: number; type: number },
  ctx: DrawContext,
) {
  const keys = Math.max(L.keysWidth, marksWidth);
  const inner = width - 2 * L.border - 2 * L.rowPaddingX;
  const cells = 1 + Number(ctx.showTypes) + Number(ctx.showNullability) + 1;
  const free = Math.max(
    0,
    inner - (cells - 1) * L.rowGap - keys - (ctx.showNullability ? L.nullWidth : 0),
  );
  const name = ctx.showTypes ? (free * fr.name) / (fr.name + fr.type) : free;
  const type = ctx.showTypes ? free - name : 0;
  const nameX = L.border + L.rowPaddingX;
  const nullX = nameX + name + L.rowGap + (ctx.showTypes ? type + L.rowGap : 0);
  const keysX = nullX + (ctx.showNullability ? L.nullWidth + L.rowGap : 0);
  return { name, type, nameX, typeX: nameX + name + L.rowGap, nullX, keysX };
}

/** Draws a table into `out` at its drawn box. */
export function tableSvg(out: string[], table: SvgTable, box: Box, ctx: DrawContext): void {
  const { theme } = ctx;
  const { x, y, width: w, height: h } = box;
  const header = headerColours(table.color, theme);
  out.push(
    '<g class="table">',
    `<rect class="tb" x="${num(x + 0.5)}" y="${num(y + 0.5)}" width="${num(w - 1)}" height="${num(h - 1)}" rx="${RADIUS - 0.5}"/>`,
    `<path d="${roundedRect(x + 1, y + 1, w - 2, TABLE_HEADER_HEIGHT - 1, [RADIUS - 1, RADIUS - 1, 0, 0])}" fill="${header.fill}"/>`,
  );
  const name = oneLine(table.name) || UNNAMED_TABLE_LABEL;
  const titleRoom = w - 2 * L.border - 2 * L.titlePaddingX;
  const titleY = baseline(y + 1 + (TABLE_HEADER_HEIGHT - 1) / 2, L.titlePx);
  out.push(
    textAt(
      'tt',
      x + 1 + L.titlePaddingX,
      titleY,
      fitText(name, titleRoom + FIT_SLACK, L.titlePx, sansBold),
      header.text,
    ),
  );
  const columns = shownColumns(orderedColumns(table.attributes), ctx.display);
  if (columns.length > 0) rowsSvg(out, table, columns, box, ctx);
  out.push('</g>');
}

/** The width of each key mark in bold at MARK_PX, measured once. */
const MARK_WIDTHS = new Map(['PK', 'FK', 'UQ', 'IX', 'CK'].map((m) => [m, sansBold(m, MARK_PX)]));

/** The width a row's key marks take side by side. */
function marksWidth(marks: readonly string[]): number {
  let width = MARK_GAP * Math.max(0, marks.length - 1);
  for (const m of marks) width += MARK_WIDTHS.get(m) ?? 0;
  return width;
}

/** The rows of a table's shown columns, their lines and the key area's end. */
function rowsSvg(
  out: string[],
  table: SvgTable,
  columns: readonly SvgColumn[],
  { x, y, width: w, height: h }: Box,
  ctx: DrawContext,
): void {
  const widths = columnTextWidths(table.attributes, ctx.display);
  // The canvas sets each share in whole pixels, at least 1 (TableNode's textColumns).
  const fr = {
    name: Math.max(1, Math.round(widths.name)),
    type: Math.max(1, Math.round(widths.type)),
  };
  const marks = columnMarks(table);
  // Rows of up to three marks (most) share one grid: their marks' cell is its least width.
  const usual = rowCells(w, 0, fr, ctx);
  const lines: string[] = [];
  let keys = 0;
  columns.forEach((column, i) => {
    const top = y + TABLE_HEADER_HEIGHT + i * TABLE_ROW_HEIGHT;
    if (column.isPrimaryKey) keys++;
    lines.push(`M${num(x + 1)},${num(top + 0.5)}h${num(w - 2)}`);
    const texts = keyMarks(column, marks.get(column.id));
    const wide = marksWidth(texts);
    const cells = wide > L.keysWidth ? rowCells(w, wide, fr, ctx) : usual;
    const centre = top + 1 + (TABLE_ROW_HEIGHT - 1) / 2;
    const name = oneLine(column.name) || UNNAMED_ATTRIBUTE_LABEL;
    let row = textAt(
      'cn',
      x + cells.nameX,
      baseline(centre, L.namePx),
      fitText(name, cells.name + FIT_SLACK, L.namePx, sans),
    );
    if (ctx.showTypes) {
      const type = oneLine(column.type) || 'type';
      const colour = typeColourOf(column.type);
      row += textAt(
        colour ? `ct ty-${colour}` : 'ct',
        x + cells.typeX,
        baseline(centre, L.typePx),
        fitText(type, cells.type + FIT_SLACK, L.typePx, mono),
      );
    }
    if (ctx.showNullability)
      row += textAt(
        'cl',
        x + cells.nullX,
        baseline(centre, NULL_PX),
        column.isNullable ? 'NULL' : 'NOT NULL',
      );
    let markX = x + cells.keysX;
    for (const t of texts) {
      row += textAt('ck', markX, baseline(centre, MARK_PX), t);
      markX += (MARK_WIDTHS.get(t) ?? 0) + MARK_GAP;
    }
    out.push(row);
  });
  out.push(`<path class="rl" d="${lines.join('')}"/>`);
  // Drawn over the boundary, as the canvas does (a border would move the rows below), and clipped
  // as the table clips it: under the last row of a table it is hidden.
  const end = y + TABLE_HEADER_HEIGHT + keys * TABLE_ROW_HEIGHT;
  const bottom = Math.min(end + 1, y + h - L.border);
  if (keys > 0 && bottom > end - 1)
    out.push(
      `<rect x="${num(x + 1)}" y="${num(end - 1)}" width="${num(w - 2)}" height="${num(bottom - end + 1)}" fill="${ctx.theme.keyAreaEnd}"/>`,
    );
}
