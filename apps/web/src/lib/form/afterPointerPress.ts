/**
 * Issue 17: a click is never lost to a moving button. Pressing the pointer on a button blurs the
 * field being edited; if that blur revealed the field's error at once, the form would grow and the
 * button move away before mouseup, so the click would land elsewhere. Errors revealed by a blur
 * therefore go through `afterPointerPress`: at once when no pointer is pressed (Tab away), else
 * once the press ended and its click was delivered (pointerup, then the next task).
 */

/** Runs a reveal now, or after the pointer press under way (if any) and its click. */
export type AfterPointerPress = (reveal: () => void) => void;

/** Tracks pointer presses on `target` (capture phase, before any blur they cause). */
export function pointerPressTracker(target: EventTarget): AfterPointerPress {
  let pressed = false;
  let waiting: (() => void)[] = [];
  const press = () => {
    pressed = true;
  };
  const release = () => {
    if (!pressed) return;
    pressed = false;
    const due = waiting;
    waiting = [];
    // The click follows pointerup in the same task: reveal only in the next one.
    setTimeout(() => due.forEach((reveal) => reveal()), 0);
  };
  target.addEventListener('pointerdown', press, true);
  target.addEventListener('pointerup', release, true);
  target.addEventListener('pointercancel', release, true);
  return (reveal) => {
    if (pressed) waiting.push(reveal);
    else reveal();
  };
}

/**
 * The app's tracker, listening on the window from the moment this module loads, so that it has
 * seen the press that causes the first blur.
 */
export const afterPointerPress: AfterPointerPress =
  typeof window === 'undefined' ? (reveal) => reveal() : pointerPressTracker(window);
