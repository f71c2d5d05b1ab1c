import { CURSOR_HIDE_MS, CURSOR_MOVE_MIN, PRESENCE_EXPIRE_MS } from './constants';

/** A cursor broadcast (spec 2 §3 "Cursor broadcast"): canvas position, who, colour. */
export interface CursorMessage {
  x: number;
  y: number;
  userId: string;
  username: string;
  color: string;
}

/** A remote cursor as drawn: the message plus when it last moved by 5 px or more. */
export interface RemoteCursor extends CursorMessage {
  movedAt: number;
}

/** Updates a cursor: the hide timer restarts only on a move of at least 5 px (spec 2 §9). */
export function moveCursor(
  previous: RemoteCursor | undefined,
  message: CursorMessage,
  now: number,
): RemoteCursor {
  if (!previous) return { ...message, movedAt: now };
  const moved = Math.hypot(message.x - previous.x, message.y - previous.y) >= CURSOR_MOVE_MIN;
  return moved ? { ...message, movedAt: now } : { ...previous, username: message.username };
}

/** Whether a cursor is shown: it hides 2 s after its last real move (spec 2 §9). */
export function cursorVisible(cursor: RemoteCursor, now: number): boolean {
  return now - cursor.movedAt < CURSOR_HIDE_MS;
}

/** The members still present: announced within the last 25 s. */
export function activePresence<T extends { seenAt: number }>(
  present: ReadonlyMap<string, T>,
  now: number,
): T[] {
  return [...present.values()].filter((p) => now - p.seenAt < PRESENCE_EXPIRE_MS);
}
