import {
  clampZoom as clampTo,
  scaleAt,
  type Point,
  type Rect,
  type Viewport,
} from '../../../lib/editor/geometry';

export type { Viewport } from '../../../lib/editor/geometry';
export { toCanvas } from '../../../lib/editor/geometry';

/** Zoom limits: a desktop surface fits a phone screen at the lower one. */
export const MIN_ZOOM = 0.05;
export const MAX_ZOOM = 4;

/** The view before anything is fitted. */
export const INITIAL_VIEWPORT: Viewport = { x: 40, y: 60, zoom: 0.5 };

const LIMITS = { min: MIN_ZOOM, max: MAX_ZOOM };
const clampZoom = (z: number) => clampTo(z, LIMITS);

/** Zooms by a factor keeping the canvas point under `screen` in place. */
export function zoomAt(vp: Viewport, factor: number, screen: Point): Viewport {
  return scaleAt(vp, screen, factor, LIMITS);
}

/** Room kept free above fitted content for the toolbar that floats over the canvas. */
const TOOLBAR_ROOM = 60;

/** The view that shows a rectangle whole and centred below the toolbar in a screen of the given size. */
export function fitRect(
  r: Rect,
  screen: { width: number; height: number },
  padding = 40,
): Viewport {
  const zoom = clampZoom(
    Math.min(
      (screen.width - padding * 2) / Math.max(r.width, 1),
      (screen.height - padding * 2 - TOOLBAR_ROOM) / Math.max(r.height, 1),
      1,
    ),
  );
  return {
    zoom,
    x: (screen.width - r.width * zoom) / 2 - r.x * zoom,
    y: TOOLBAR_ROOM + (screen.height - TOOLBAR_ROOM - r.height * zoom) / 2 - r.y * zoom,
  };
}
