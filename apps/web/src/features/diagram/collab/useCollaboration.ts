import { useReactFlow } from '@xyflow/react';
import { useEffect, useRef, useState } from 'react';
import { realtime } from '../../../lib/realtime/realtimeClient';
import { useChannel } from '../../../lib/realtime/useRealtime';
import { useSession } from '../../auth/useSession';
import { CURSOR_THROTTLE_MS, PRESENCE_INTERVAL_MS } from '../model/constants';
import {
  moveCursor,
  randomCursorColour,
  readCursor,
  type CursorMessage,
  type RemoteCursor,
} from '../model/cursors';

/** A member announced in the diagram. */
export interface Presence {
  userId: string;
  username: string;
  color: string;
  seenAt: number;
}

/**
 * Cursors and presence on `project:<id>`: announces oneself on join and every 10 s, sends the
 * pointer at most every 75 ms (never as a Viewer, spec 2 §6) and collects the others'.
 */
export function useCollaboration(projectId: string, readOnly: boolean) {
  const channel = `project:${projectId}`;
  const session = useSession().data;
  const flow = useReactFlow();
  const [colour] = useState(() => randomCursorColour());
  const [cursors, setCursors] = useState<ReadonlyMap<string, RemoteCursor>>(new Map());
  const [present, setPresent] = useState<ReadonlyMap<string, Presence>>(new Map());
  const lastSent = useRef(0);
  const userId = session?.user.id ?? '';
  const username = session?.profile.firstname || session?.user.email || 'Someone';
  useChannel(channel, (event, payload) => {
    if (event !== 'realtime-cursor-move' && event !== 'presence') return;
    const message = readCursor(payload);
    if (!message || message.userId === userId) return;
    const now = Date.now();
    setPresent((p) => new Map(p).set(message.userId, { ...message, seenAt: now }));
    if (event === 'realtime-cursor-move')
      setCursors((c) =>
        new Map(c).set(message.userId, moveCursor(c.get(message.userId), message, now)),
      );
  });
  useEffect(() => {
    if (!userId) return;
    const announce = () =>
      realtime.broadcast(channel, 'presence', { userId, username, color: colour });
    announce();
    const t = setInterval(announce, PRESENCE_INTERVAL_MS);
    return () => clearInterval(t);
  }, [channel, userId, username, colour]);
  const sendPointer = (clientX: number, clientY: number) => {
    const now = Date.now();
    if (readOnly || !userId || now - lastSent.current < CURSOR_THROTTLE_MS) return;
    lastSent.current = now;
    const p = flow.screenToFlowPosition({ x: clientX, y: clientY });
    const message: CursorMessage = {
      x: Math.round(p.x),
      y: Math.round(p.y),
      userId,
      username,
      color: colour,
    };
    realtime.broadcast(channel, 'realtime-cursor-move', message);
  };
  return { cursors, present, sendPointer, self: { userId, username, color: colour } };
}
