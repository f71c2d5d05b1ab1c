/**
 * Follows the pointer from a press until release on the window: `move` gets the offset from the
 * press in screen pixels, `end` whether the pointer moved past the click tolerance.
 */
export function followPointer(
  start: { clientX: number; clientY: number },
  move: (dx: number, dy: number) => void,
  end: (moved: boolean) => void,
): void {
  let moved = false;
  const onMove = (e: PointerEvent) => {
    const dx = e.clientX - start.clientX;
    const dy = e.clientY - start.clientY;
    // A few pixels of jitter still count as a click.
    if (!moved && Math.hypot(dx, dy) < 3) return;
    moved = true;
    move(dx, dy);
  };
  const onUp = () => {
    window.removeEventListener('pointermove', onMove);
    window.removeEventListener('pointerup', onUp);
    window.removeEventListener('pointercancel', onUp);
    end(moved);
  };
  window.addEventListener('pointermove', onMove);
  window.addEventListener('pointerup', onUp);
  window.addEventListener('pointercancel', onUp);
}
