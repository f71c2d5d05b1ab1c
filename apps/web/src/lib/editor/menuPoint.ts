import type { Point } from './geometry';

/**
 * Where a context menu opened from the keyboard appears: the middle of the visible part of the
 * focused element (a table, a relationship line, a component, the canvas), or of the window when
 * nothing of the editor has the focus. A pointer-opened menu appears at the pointer instead.
 */
export function menuPoint(element: EventTarget | null | undefined): Point {
  const width = window.innerWidth;
  const height = window.innerHeight;
  if (!(element instanceof Element) || element === document.body) {
    return { x: Math.round(width / 2), y: Math.round(height / 2) };
  }
  const box = element.getBoundingClientRect();
  const left = Math.max(0, box.left);
  const top = Math.max(0, box.top);
  const right = Math.min(width, box.right);
  const bottom = Math.min(height, box.bottom);
  return { x: Math.round((left + right) / 2), y: Math.round((top + bottom) / 2) };
}
