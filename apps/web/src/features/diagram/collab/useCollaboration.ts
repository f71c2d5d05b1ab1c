import { CURSOR_INTERVAL_MS, peerColour } from '@relata/core';
import { useReactFlow } from '@xyflow/react';
import { useEffect, useRef, useState } from 'react';
import { realtime } from '../../../lib/realtime/realtimeClient';
import { useChannel } from '../../../lib/realtime/useRealtime';
import { useSession } from '../../../lib/session/useSession';
import { personName } from '../../../ui/avatar/personAvatar';
import { PRESENCE_INTERVAL_MS } from '../model/constants';
import { moveCursor, type CursorMessage, type RemoteCursor } from '../model/cursors';

/** A member announced in the diagram. */
export interface Presence {
  userId: string;
  username: string;
  color: string;
  seenAt: number;
}

/**
 * Cursors and presence on `project:<id>`: announces oneself on join and every 10 s, sends the
 * pointer at most every 75 ms (never as a Viewer, spec 2 §6) and collects the others'. Who sent
 * a presence or cursor comes from the server, which stamps it from the sender's session.
 */
export function useCollaboration(projectId: string, readOnly: boolean) {
  const channel = `project:${projectId}`;
  const session = useSession().data;
  const flow = useReactFlow();
  const [cursors, setCursors] = useState<ReadonlyMap<string, RemoteCursor>>(new Map());
  const [present, setPresent] = useState<ReadonlyMap<string, Presence>>(new Map());
  const lastSent = useRef(0);
  const userId = session?.user.id ?? '';
  // The name the server stamps on our messages for the others (first and last name).
  const username = (session && personName(session.profile)) || 'Someone';
  // The server stamps our messages with the same colour, from our id.
  const colour = peerColour(userId);
  useChannel(channel, (message) => {
    if (message.type !== 'cursor' && message.type !== 'presence') return;
    const { from } = message;
    if (from.userId === userId) return;
    const now = Date.now();
    setPresent((p) => new Map(p).set(from.userId, { ...from, seenAt: now }));
    if (message.type === 'cursor') {
      const cursor: CursorMessage = { ...from, x: message.x, y: message.y };
      setCursors((c) => new Map(c).set(from.userId, moveCursor(c.get(from.userId), cursor, now)));
    }
  });
  useEffect(() => {
    if (!userId) return;
    const announce = () => realtime.announce(channel);
    announce();
    const t = setInterval(announce, PRESENCE_INTERVAL_MS);
    return () => clearInterval(t);
  }, [channel, userId]);
  const sendPointer = (clientX: number, clientY: number) => {
    const now = Date.now();
    if (readOnly || !userId || now - lastSent.current < CURSOR_INTERVAL_MS) return;
    lastSent.current = now;
    const p = flow.screenToFlowPosition({ x: clientX, y: clientY });
    realtime.sendCursor(channel, Math.round(p.x), Math.round(p.y));
  };
  return { cursors, present, sendPointer, self: { userId, username, color: colour } };
}
