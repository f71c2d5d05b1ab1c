/** Test helpers for editors built on the kernel: key presses, pointer events, server answers. */

/** Modifier keys of a key press. */
export interface Modifiers {
  ctrl?: boolean;
  shift?: boolean;
  alt?: boolean;
  meta?: boolean;
}

/** A key press as the browser reports it, e.g. `keyPress('z', { ctrl: true })`. */
export function keyPress(key: string, mods: Modifiers = {}, code?: string): KeyboardEvent {
  return new KeyboardEvent('keydown', {
    key,
    ...(code ? { code } : {}),
    ctrlKey: mods.ctrl ?? false,
    shiftKey: mods.shift ?? false,
    altKey: mods.alt ?? false,
    metaKey: mods.meta ?? false,
    bubbles: true,
    cancelable: true,
  });
}

/** Presses a key on an element (the window by default) and answers whether it was taken. */
export function press(key: string, mods: Modifiers = {}, target: EventTarget = window): boolean {
  const event = keyPress(key, mods);
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

/** A pointer event at a screen point (jsdom has no PointerEvent: a MouseEvent with the fields). */
export function pointerAt(
  type: 'pointerdown' | 'pointermove' | 'pointerup',
  at: { x: number; y: number },
  button = 0,
): MouseEvent {
  const event = new MouseEvent(type, {
    clientX: at.x,
    clientY: at.y,
    button,
    bubbles: true,
    cancelable: true,
  });
  Object.defineProperty(event, 'pointerId', { value: 1 });
  return event;
}

/** A drag from one point to another in `steps` moves, as a sequence of pointer events. */
export function dragPath(
  from: { x: number; y: number },
  to: { x: number; y: number },
  steps = 3,
): MouseEvent[] {
  const moves = Array.from({ length: steps }, (_, i) =>
    pointerAt('pointermove', {
      x: from.x + ((to.x - from.x) * (i + 1)) / steps,
      y: from.y + ((to.y - from.y) * (i + 1)) / steps,
    }),
  );
  return [pointerAt('pointerdown', from), ...moves, pointerAt('pointerup', to)];
}

/** A server answer that comes when the test calls `answer` (a write still under way). */
export function answerLater<T = void>() {
  let answer: (value: T) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const answered = new Promise<T>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { answered, answer, fail };
}

/** Lets every queued promise reaction run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
