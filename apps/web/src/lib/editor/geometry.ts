/** A point in canvas units. */
export interface Point {
  x: number;
  y: number;
}

/** A rectangle in canvas units. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Pan and zoom of a canvas: a canvas point p is drawn at p * zoom + (x, y) on screen. */
export interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

/** The zoom range of one editor. */
export interface ZoomLimits {
  min: number;
  max: number;
}

/** The smallest rectangle holding every given one, or undefined for none (fit, surface placement). */
export function boundsOf(rects: readonly Rect[]): Rect | undefined {
  if (rects.length === 0) return undefined;
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const r of rects) {
    left = Math.min(left, r.x);
    top = Math.min(top, r.y);
    right = Math.max(right, r.x + r.width);
    bottom = Math.max(bottom, r.y + r.height);
  }
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** Whether `inner` lies wholly inside `outer` (rectangle selection of both editors). */
export function encloses(outer: Rect, inner: Rect): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  );
}

/** Whether two rectangles overlap. */
export function intersects(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Whether a point lies inside a rectangle (edges included). */
export function containsPoint(r: Rect, p: Point): boolean {
  return p.x >= r.x && p.y >= r.y && p.x <= r.x + r.width && p.y <= r.y + r.height;
}

/** Keeps a zoom within an editor's limits. */
export function clampZoom(zoom: number, limits: ZoomLimits): number {
  return Math.min(limits.max, Math.max(limits.min, zoom));
}

/** The canvas point under a screen point (relative to the canvas element). */
export function toCanvas(vp: Viewport, screen: Point): Point {
  return { x: (screen.x - vp.x) / vp.zoom, y: (screen.y - vp.y) / vp.zoom };
}

/** Scales the view by `scale` keeping the canvas point under `screen` in place, within the limits. */
export function scaleAt(vp: Viewport, screen: Point, scale: number, limits: ZoomLimits): Viewport {
  const zoom = clampZoom(vp.zoom * scale, limits);
  const p = toCanvas(vp, screen);
  return { zoom, x: screen.x - p.x * zoom, y: screen.y - p.y * zoom };
}
