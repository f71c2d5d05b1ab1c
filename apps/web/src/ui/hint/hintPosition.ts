/** Where a hint sits beside its control: above it (flipped below near the top), or to its left. */
export type HintSide = 'top' | 'left';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Space between the control and its hint, and between a hint and the edge of the window. */
const GAP = 6;
const MARGIN = 4;

/**
 * The hint's top-left corner in the window, for a control's box and the hint's size: on the
 * preferred side when it fits, else on the opposite one, and always inside the window.
 */
export function hintPosition(
  side: HintSide,
  control: Box,
  hint: { width: number; height: number },
  viewport: { width: number; height: number },
): { left: number; top: number } {
  const clamp = (value: number, size: number, room: number) =>
    Math.max(MARGIN, Math.min(value, room - size - MARGIN));
  // Before the control on the hint's side when it fits, else after it; centred across.
  const beside = (start: number, size: number, hintSize: number) => {
    const before = start - GAP - hintSize;
    return before >= MARGIN ? before : start + size + GAP;
  };
  const centred = (start: number, size: number, hintSize: number) => start + (size - hintSize) / 2;
  const left =
    side === 'left'
      ? beside(control.left, control.width, hint.width)
      : centred(control.left, control.width, hint.width);
  const top =
    side === 'left'
      ? centred(control.top, control.height, hint.height)
      : beside(control.top, control.height, hint.height);
  return {
    left: clamp(left, hint.width, viewport.width),
    top: clamp(top, hint.height, viewport.height),
  };
}
