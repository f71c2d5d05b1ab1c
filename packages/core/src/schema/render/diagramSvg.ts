/**
 * The whole diagram as one standalone SVG document (issue 41, item 4): what the web app's "Export
 * SVG" saves and renders to PNG, JPG and PDF, and what the CLI writes without a browser. Drawn as
 * the canvas draws it at zoom 1, with core's geometry (drawnSize.ts), in the light or dark theme.
 */
import type { LineStyle, Notation, TableDisplay } from '../../api/visualization';
import { DEFAULT_VISUALIZATION } from '../../api/visualization';
import { boxAround, type Box } from '../areas';
import { drawnTableSize, drawnViewSize } from '../drawnSize';
import type { DrawContext } from './drawContext';
import { relationshipsSvg, viewLinksSvg, type PlacedTable } from './edgeSvg';
import type { Point } from './edgeMarks';
import { fontFaceFamily } from './fontFace';
import { areaSvg, commentBox, commentSvg } from './noteSvg';
import type { SvgArea, SvgDiagram, SvgTable } from './svgInput';
import { svgStyle } from './svgStyle';
import { SVG_THEMES, type SvgThemeName } from './svgTheme';
import { tableSvg, textAt } from './tableSvg';
import { sansBold } from './textFit';
import { viewSvg } from './viewSvg';
import { num, oneLine, xmlText } from './xml';

/** How a diagram is drawn: the visualization settings, theme, font, title and margin. */
export interface DiagramSvgOptions {
  /** What a table shows: every column (default), key columns, or its name only. */
  display?: TableDisplay;
  /** The colours: the light theme (default) or the dark one. */
  theme?: SvgThemeName;
  /** Relationship ends (default: arrows) and lines (default: curved), as the canvas's settings. */
  notation?: Notation;
  lineStyle?: LineStyle;
  /** Whether rows show their types and NULL / NOT NULL (default: both). */
  showTypes?: boolean;
  showNullability?: boolean;
  /**
   * `@font-face` rules with `data:` URLs, embedded so the file renders the same everywhere; left
   * out unless well-formed (fontFaceFamily). Without it the canvas's font stack is named.
   */
  fontFaceCss?: string;
  /** A title written above the diagram and as the document's <title>. */
  title?: string;
  /** Room around the content in canvas pixels (default 40, at most 1000). */
  margin?: number;
  /** No background: for a PNG with a transparent canvas. */
  transparent?: boolean;
}

/** The room around the content when the options do not say. */
export const DEFAULT_SVG_MARGIN = 40;
/** The title's font size and the room it takes above the content. */
const TITLE_PX = 20;
const TITLE_ROOM = 44;
/** The note's shadow (`.comment`: 0 2px 6px rgb(0 0 0 / 0.2)). */
const NOTE_SHADOW =
  '<filter id="relata-note-shadow" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="2" stdDeviation="3" flood-color="#000000" flood-opacity="0.2"/></filter>';

/** The smallest box holding every box and point, or undefined for none. */
function boundsOf(boxes: readonly Box[], points: readonly Point[]): Box | undefined {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  const add = (x0: number, y0: number, x1: number, y1: number) => {
    if (![x0, y0, x1, y1].every(Number.isFinite)) return;
    left = Math.min(left, x0);
    top = Math.min(top, y0);
    right = Math.max(right, x1);
    bottom = Math.max(bottom, y1);
  };
  for (const b of boxes) add(b.x, b.y, b.x + b.width, b.y + b.height);
  for (const p of points) add(p.x, p.y, p.x, p.y);
  return left <= right ? { x: left, y: top, width: right - left, height: bottom - top } : undefined;
}

/** An area's box: its own, or drawn around its tables; undefined when it has neither. */
function areaBox(area: SvgArea, tables: ReadonlyMap<string, PlacedTable>): Box | undefined {
  const { x, y, width, height } = area;
  if (x !== undefined && y !== undefined && width !== undefined && height !== undefined)
    return { x, y, width, height };
  return boxAround((area.tables ?? []).flatMap((id) => tables.get(id)?.box ?? []));
}

/** The drawing settings of the options, each at the canvas's default when not given. */
function drawContext(options: DiagramSvgOptions): DrawContext {
  return {
    theme: SVG_THEMES[options.theme === 'dark' ? 'dark' : 'light'],
    display: options.display ?? DEFAULT_VISUALIZATION.tableDisplay,
    showTypes: options.showTypes ?? DEFAULT_VISUALIZATION.showTypes,
    showNullability: options.showNullability ?? DEFAULT_VISUALIZATION.showNullability,
  };
}

/**
 * The diagram as a standalone SVG document: areas, relationship lines, tables, comments and views
 * where the canvas puts them, sized as it draws them; the viewBox is their bounds with the margin
 * around, and the width and height are that at scale 1. Every text is escaped, every colour from
 * the diagram checked, so a hostile name can neither break the document nor run in it.
 */
export function diagramSvg(diagram: SvgDiagram, options: DiagramSvgOptions = {}): string {
  const ctx = drawContext(options);
  const tables = new Map<string, PlacedTable>();
  for (const table of diagram.tables) {
    const size = drawnTableSize(sizeInput(table), ctx.display);
    tables.set(table.id, { table, box: { x: table.x, y: table.y, ...size } });
  }
  const views = (diagram.views ?? []).map((view) => ({
    view,
    box: { x: view.x, y: view.y, ...drawnViewSize(view) },
    tableIds: view.tableIds ?? [],
  }));
  const areas = (diagram.areas ?? []).flatMap((area) => {
    const box = areaBox(area, tables);
    return box ? [{ area, box }] : [];
  });
  const comments = (diagram.comments ?? []).map((comment) => ({
    comment,
    box: commentBox(comment),
  }));

  const body: string[] = [];
  for (const { area, box } of areas) areaSvg(body, area.name, area.color, box, ctx);
  const hull: Point[] = [];
  const lines = {
    notation: options.notation ?? DEFAULT_VISUALIZATION.notation,
    lineStyle: options.lineStyle ?? DEFAULT_VISUALIZATION.lineStyle,
  };
  relationshipsSvg(body, diagram.relationships, tables, lines, ctx, hull);
  viewLinksSvg(body, views, tables, (t) => drawnTableSize(sizeInput(t), 'all').width);
  for (const { table, box } of tables.values()) tableSvg(body, table, box, ctx);
  for (const { comment, box } of comments) commentSvg(body, comment, box);
  for (const { view, box } of views) viewSvg(body, view, box, ctx);

  const boxes = [
    ...areas.map((a) => a.box),
    ...[...tables.values()].map((t) => t.box),
    ...comments.map((c) => c.box),
    ...views.map((v) => v.box),
  ];
  let bounds = boundsOf(boxes, hull) ?? { x: 0, y: 0, width: 0, height: 0 };
  const title = oneLine(options.title ?? '');
  if (title) {
    const titleWidth = sansBold(title, TITLE_PX);
    body.push(textAt('ti', bounds.x, bounds.y - TITLE_ROOM + TITLE_PX, title));
    bounds = {
      x: bounds.x,
      y: bounds.y - TITLE_ROOM,
      width: Math.max(bounds.width, titleWidth),
      height: bounds.height + TITLE_ROOM,
    };
  }
  return document(body, bounds, ctx, options, title);
}

/** What drawnTableSize reads of a table (a model's table may leave its stored width out). */
const sizeInput = (t: SvgTable) => ({
  width: t.width ?? 0,
  name: t.name,
  attributes: t.attributes,
});

/** The document around the drawing: prolog, root element, title, style, background. */
function document(
  body: string[],
  bounds: Box,
  ctx: DrawContext,
  options: DiagramSvgOptions,
  title: string,
): string {
  const margin =
    options.margin !== undefined && Number.isFinite(options.margin)
      ? Math.min(1000, Math.max(0, options.margin))
      : DEFAULT_SVG_MARGIN;
  const x = Math.floor(bounds.x - margin);
  const y = Math.floor(bounds.y - margin);
  const width = Math.ceil(bounds.x + bounds.width + margin) - x;
  const height = Math.ceil(bounds.y + bounds.height + margin) - y;
  const css = options.fontFaceCss;
  const family = css === undefined ? undefined : fontFaceFamily(css);
  const head = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}" height="${num(height)}" viewBox="${num(x)} ${num(y)} ${num(width)} ${num(height)}" role="img">`,
    `<title>${xmlText(title || 'Diagram')}</title>`,
    '<defs>',
    svgStyle(ctx.theme, css !== undefined && family ? { css, family } : undefined),
    NOTE_SHADOW,
    '</defs>',
    options.transparent
      ? ''
      : `<rect x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}" fill="${ctx.theme.background}"/>`,
  ];
  return `${head.join('\n')}\n${body.join('\n')}\n</svg>\n`;
}
