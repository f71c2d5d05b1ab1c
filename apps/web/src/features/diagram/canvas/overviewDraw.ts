import { UNNAMED_TABLE_LABEL } from '@relata/core';
import { nodeOverlaps } from '../model/culling';
import type { Rect } from '../model/geometry';
import { BOX_NAME_LINE_HEIGHT, BOX_NAME_LINES, boxNameFont, boxNamePadding } from '../model/lod';
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
  surface: '--relata-table-box',
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

/** The box's border and its lines' width, in canvas units, as TableNode draws a zoomed-out table. */
const BORDER = 3;
const LINE = 1.5;
/**
 * The thinnest border and line, in screen pixels: just under one, so that the canvas strokes them
 * as hairlines. At exactly 1 / zoom, Skia's float32 product came out a hair over one pixel, and
 * it stroked each of thousands of lines as a polygon instead: a zoom at 10 000 tables fell from
 * 60 to 47 frames a second.
 */
const HAIRLINE = 0.99;
/**
 * A name is drawn only when it is at least this tall on screen: smaller, it reads as noise, and
 * the most zoomed-out views of thousands of tables (a name capped at a fifth of a 300-wide table
 * is 6 px tall at zoom 0.1) draw no text at all.
 */
export const LEGIBLE_PX = 9;
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

/** Where a name breaks best: after a word of it. */
const SEPARATORS = ['_', ' ', '.', '-'];

/**
 * A name on at most `lines` lines of at most `room` wide, as `measure` measures text: each line as
 * long as fits, broken after a space, `_`, `.` or `-` when one keeps at least half of the line
 * (one just past the line is dropped), else anywhere; the last line cut with an ellipsis when the name goes on.
 */
export function wrapName(
  name: string,
  room: number,
  lines: number,
  measure: (text: string) => number,
): string[] {
  const out: string[] = [];
  let rest = name;
  while (rest !== '') {
    if (measure(rest) <= room) {
      out.push(rest);
      break;
    }
    const last = out.length === lines - 1;
    // The longest start of `rest` that fits, with an ellipsis on the last line.
    let low = last ? 0 : 1;
    let high = rest.length - 1;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (measure(last ? `${rest.slice(0, mid)}…` : rest.slice(0, mid)) <= room) low = mid;
      else high = mid - 1;
    }
    if (last) {
      out.push(`${rest.slice(0, low)}…`);
      break;
    }
    // A separator right after the line ends it too, and is dropped as a space at a break is.
    const head = rest.slice(0, low + 1);
    const at = Math.max(...SEPARATORS.map((c) => head.lastIndexOf(c)));
    const end = at >= 0 && (at + 1) * 2 >= low ? Math.min(at + 1, low) : low;
    out.push(rest.slice(0, end).trimEnd());
    rest = rest.slice(end === at ? end + 1 : end).trimStart();
  }
  return out;
}

/** The lines of a name in a box, at the context's font of `size`: measured once per name and size. */
function nameLines(
  ctx: CanvasRenderingContext2D,
  cache: Map<string, string[]>,
  name: string,
  room: number,
  size: number,
): string[] {
  const key = `${size}\u0000${room}\u0000${name}`;
  let lines = cache.get(key);
  if (lines === undefined) {
    // Each size a zoom gesture passes adds its entries: bounded, as a view of 10 000 tables
    // passes through several sizes.
    if (cache.size > 50_000) cache.clear();
    lines = wrapName(name, room, BOX_NAME_LINES, (text) => ctx.measureText(text).width);
    cache.set(key, lines);
  }
  return lines;
}

/** The name of a table node's table (its data is TableNodeData). */
function tableName(n: OverviewNode): string {
  const table = (n.data as { table?: { name?: string } } | undefined)?.table;
  return table?.name || UNNAMED_TABLE_LABEL;
}

/** What drawTables drew: the tables in view, and how many of them with their name. */
export interface DrawnTables {
  tables: number;
  names: number;
}

/**
 * Draws the tables in view as TableNode draws them zoomed out: a box of the zoomed-out fill with
 * a thick border, its name in the middle, at least 11 px tall on screen up to a part of the box
 * (model/lod), once legible. One path per fill and per stroke whatever their number, and a border
 * never thinner than a screen pixel.
 */
export function drawTables(
  ctx: CanvasRenderingContext2D,
  tables: readonly OverviewNode[],
  view: Rect,
  zoom: number,
  colours: OverviewColours,
  names: Map<string, string[]>,
  bright?: ReadonlySet<string>,
): DrawnTables {
  const shown = tables.filter((n) => nodeOverlaps(n, view));
  const layers = bright
    ? [
        { alpha: DIM_TABLE, items: shown.filter((n) => !bright.has(n.id)) },
        { alpha: 1, items: shown.filter((n) => bright.has(n.id)) },
      ]
    : [{ alpha: 1, items: shown }];
  let named = 0;
  for (const { alpha, items } of layers) {
    ctx.globalAlpha = alpha;
    ctx.beginPath();
    for (const n of items) ctx.rect(n.position.x, n.position.y, n.width ?? 0, n.height ?? 0);
    ctx.fillStyle = colours.surface;
    ctx.fill();
    ctx.lineWidth = Math.max(BORDER, HAIRLINE / zoom);
    ctx.strokeStyle = colours.border;
    ctx.stroke();
    ctx.fillStyle = colours.text;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    let font = 0;
    for (const n of items) {
      const width = n.width ?? 0;
      const height = n.height ?? 0;
      const size = boxNameFont(zoom, width, height);
      if (size * zoom < LEGIBLE_PX) continue;
      // Tables of one size share a font: it is set again only where the size changes.
      if (size !== font) {
        ctx.font = `700 ${size}px ${colours.font}`;
        font = size;
      }
      const room = width - 2 * boxNamePadding(size);
      const lines = nameLines(ctx, names, tableName(n), room, size);
      const step = size * BOX_NAME_LINE_HEIGHT;
      const top = n.position.y + height / 2 - ((lines.length - 1) * step) / 2;
      lines.forEach((line, i) => ctx.fillText(line, n.position.x + width / 2, top + i * step));
      named++;
    }
  }
  ctx.globalAlpha = 1;
  return { tables: shown.length, names: named };
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
