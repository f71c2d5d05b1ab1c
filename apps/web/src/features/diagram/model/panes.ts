/** The smallest share of a pane when resizing (spec 2 §5: each neighbouring pane at least 10%). */
export const MIN_PANE_SHARE = 10;
/** An enabled side pane's share (spec 2 §4: 30%, the others 70%). */
export const DEFAULT_PANE_SHARE = 30;
/** Below this width the side pane is shown full screen (spec 2 §4). */
export const FULLSCREEN_BELOW_PX = 600;

/** Clamps a side pane share (percent) so both panes keep at least 10%. */
export function clampShare(share: number): number {
  return Math.min(100 - MIN_PANE_SHARE, Math.max(MIN_PANE_SHARE, share));
}

/** The side pane's share after dragging the divider to `pointerX` in a container [left, left + width]. */
export function shareAtPointer(pointerX: number, left: number, width: number): number {
  return clampShare(((left + width - pointerX) / Math.max(1, width)) * 100);
}

/** Where a container's share is saved in local storage (one entry per container, spec 2 §4). */
export function shareKey(container: string): string {
  return `relata-panes:${container}`;
}

/** One arrow key press on the divider moves it by this many percent. */
export const KEYBOARD_SHARE_STEP = 5;

/** Reads the share saved for a container, or the default. */
export function loadShare(storage: Pick<Storage, 'getItem'>, container: string): number {
  const n = Number(storage.getItem(shareKey(container)));
  return Number.isFinite(n) && n > 0 ? clampShare(n) : DEFAULT_PANE_SHARE;
}
