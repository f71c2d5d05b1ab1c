import { UNNAMED_TABLE_LABEL } from '@relata/core';
import { nodeOverlaps } from '../model/culling';
import type { Rect } from '../model/geometry';
import { lineSegment, type OverviewEdge, type OverviewNode } from '../model/overview';

/** The theme's colours the overview draws with, resolved to what a canvas understands. */
export interface OverviewColours {
  surface: string;
  border: string;
  text: string;
  line: string;
  /** The app's font family, for the tables' names. */
  font: string;
}

/** The variables of a zoomed-out table box and line (diagram.module.css, RelationshipEdge). */
const COLOUR_VARIABLES: Record<Exclude<keyof OverviewColours, 'font'>, string> = {
  surface: '--relata-surface',
  border: '--relata-primary-6',
  text: '--relata-text',
  line: '--relata-gray-5',
};

/**
 * The theme's colours as computed under `element`: a variable may hold any CSS colour (a
 * `color-mix()` too), which a probe's computed `color` turns into `rgb()`.
 */
export function readColours(element: HTMLElement): OverviewColours {
  const probe = document.createElement('span');
  probe.style.display = 'none';
  element.append(probe);
  const read = (name: string) => {
    probe.style.color = `var(${name})`;
    return getComputedStyle(probe).color;
  };
  const colours = {
    surface: read(COLOUR_VARIABLES.surface),
    border: read(COLOUR_VARIABLES.border),
    text: read(COLOUR_VARIABLES.text),
    line: read(COLOUR_VARIABLES.line),
    font: getComputedStyle(element).fontFamily,
  };
  probe.remove();
  return colours;
}

/** React Flow's transform and the pane's size in CSS pixels. */
export interface OverviewView {
  x: number;
  y: number;
  zoom: number;
  width: number;
  height: number;
}

/** The box's border and the name's size, in canvas units, as TableNode draws a zoomed-out table. */
const BORDER = 3;
const LINE = 1.5;
/**
 * The thinnest border and line, in screen pixels: just under one, so that the canvas strokes them
 * as hairlines. At exactly 1 / zoom, Skia's float32 product came out a hair over one pixel, and
 * it stroked each of thousands of lines as a polygon instead: a zoom at 10 000 tables fell from
 * 60 to 47 frames a second.
 */
const HAIRLINE = 0.99;
const NAME_PX = 28;
const NAME_PADDING = 12;
/** Names are drawn only when they would be at least this tall on screen. */
const LEGIBLE_PX = 6;
/** What is not in "Show neighbourhood"'s bright part is drawn this faint, as CanvasEmphasis does. */
const DIM_TABLE = 0.15;
const DIM_LINE = 0.1;

/** Clears the canvas and sets its transform to the view's, for a backing store `ratio` times denser. */
export function beginFrame(ctx: CanvasRenderingContext2D, view: OverviewView, ratio: number): Rect {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  const scale = ratio * view.zoom;
  ctx.setTransform(scale, 0, 0, scale, ratio * view.x, ratio * view.y);
  return {
    x: -view.x / view.zoom,
    y: -view.y / view.zoom,
    width: view.width / view.zoom,
    height: view.height / view.zoom,
  };
}

/** The name shown in a box of this width: cut with an ellipsis to fit, measured once per name. */
function fitted(
  ctx: CanvasRenderingContext2D,
  cache: Map<string, string>,
  name: string,
  room: number,
) {
  const key = `${room}\u0000${name}`;
  let text = cache.get(key);
  if (text === undefined) {
    text = name;
    if (ctx.measureText(text).width > room) {
      let low = 0;
      let high = name.length;
      while (low < high) {
        const mid = Math.ceil((low + high) / 2);
        if (ctx.measureText(`${name.slice(0, mid)}…`).width <= room) low = mid;
        else high = mid - 1;
      }
      text = `${name.slice(0, low)}…`;
    }
    cache.set(key, text);
  }
  return text;
}

/** The name of a table node's table (its data is TableNodeData). */
function tableName(n: OverviewNode): string {
  const table = (n.data as { table?: { name?: string } } | undefined)?.table;
  return table?.name || UNNAMED_TABLE_LABEL;
}

/**
 * Draws the tables in view as TableNode draws them zoomed out: a box of the surface colour with a
 * thick border, its name in the middle once legible. One path per fill and per stroke whatever
 * their number, and a border never thinner than a screen pixel. Answers how many it drew.
 */
export function drawTables(
  ctx: CanvasRenderingContext2D,
  tables: readonly OverviewNode[],
  view: Rect,
  zoom: number,
  colours: OverviewColours,
  names: Map<string, string>,
  bright?: ReadonlySet<string>,
): number {
  const shown = tables.filter((n) => nodeOverlaps(n, view));
  const layers = bright
    ? [
        { alpha: DIM_TABLE, items: shown.filter((n) => !bright.has(n.id)) },
        { alpha: 1, items: shown.filter((n) => bright.has(n.id)) },
      ]
    : [{ alpha: 1, items: shown }];
  const legible = NAME_PX * zoom >= LEGIBLE_PX;
  for (const { alpha, items } of layers) {
    ctx.globalAlpha = alpha;
    ctx.beginPath();
    for (const n of items) ctx.rect(n.position.x, n.position.y, n.width ?? 0, n.height ?? 0);
    ctx.fillStyle = colours.surface;
    ctx.fill();
    ctx.lineWidth = Math.max(BORDER, HAIRLINE / zoom);
    ctx.strokeStyle = colours.border;
    ctx.stroke();
    if (!legible) continue;
    ctx.font = `700 ${NAME_PX}px ${colours.font}`;
    ctx.fillStyle = colours.text;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (const n of items) {
      const width = n.width ?? 0;
      const text = fitted(ctx, names, tableName(n), width - 2 * NAME_PADDING);
      ctx.fillText(text, n.position.x + width / 2, n.position.y + (n.height ?? 0) / 2);
    }
  }
  ctx.globalAlpha = 1;
  return shown.length;
}

/**
 * Draws lines as RelationshipEdge draws them zoomed out: straight, between the sides their handles
 * name, in one path, skipping those wholly outside the view.
 */
export function drawLines(
  ctx: CanvasRenderingContext2D,
  lines: readonly OverviewEdge[],
  nodeOf: (id: string) => OverviewNode | undefined,
  view: Rect,
  zoom: number,
  colours: OverviewColours,
  bright?: ReadonlySet<string>,
): void {
  const right = view.x + view.width;
  const bottom = view.y + view.height;
  const dim: OverviewEdge[] = [];
  ctx.lineWidth = Math.max(LINE, HAIRLINE / zoom);
  ctx.strokeStyle = colours.line;
  const path = (items: readonly OverviewEdge[], skip?: OverviewEdge[]) => {
    ctx.beginPath();
    for (const e of items) {
      const s = nodeOf(e.source);
      const t = nodeOf(e.target);
      if (!s || !t) continue;
      const { x1, y1, x2, y2 } = lineSegment(e, s, t);
      if (
        Math.max(x1, x2) < view.x ||
        Math.min(x1, x2) > right ||
        Math.max(y1, y2) < view.y ||
        Math.min(y1, y2) > bottom
      )
        continue;
      if (skip && !(bright?.has(e.source) && bright.has(e.target))) {
        skip.push(e);
        continue;
      }
      ctx.moveTo(x1, y1);
      ctx.lineTo(x2, y2);
    }
    ctx.stroke();
  };
  path(lines, bright ? dim : undefined);
  if (dim.length === 0) return;
  ctx.globalAlpha = DIM_LINE;
  path(dim);
  ctx.globalAlpha = 1;
}
