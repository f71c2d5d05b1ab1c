import { z } from 'zod';
import { changeEventSchema } from './changes';
import { CURSOR_EVENT } from './timing';

/** A channel name: `<kind>:<id>`, e.g. `project:42` or `user:abc`. */
export const channelSchema = z
  .string()
  .max(200)
  .regex(/^[a-z][a-z_]*:[A-Za-z0-9_-]{1,128}$/, 'must look like kind:id');

/** A canvas coordinate: a finite number of sensible size (no NaN, no 1e308). */
const coordinateSchema = z.number().finite().min(-1e7).max(1e7);

/**
 * What a client may send over the realtime WebSocket: subscriptions, heartbeats, and its own
 * presence and cursor on a channel. Nothing else, and nothing but these fields: who sends a
 * cursor or presence is stamped by the server from the session, never read from the message,
 * and data changes are never sent by clients.
 */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('subscribe'), channel: channelSchema }),
  z.strictObject({ type: z.literal('unsubscribe'), channel: channelSchema }),
  z.strictObject({ type: z.literal('ping') }),
  z.strictObject({ type: z.literal('presence'), channel: channelSchema }),
  z.strictObject({
    type: z.literal('cursor'),
    channel: channelSchema,
    x: coordinateSchema,
    y: coordinateSchema,
  }),
]);

/** A message from client to server. */
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** Who sent a presence or cursor message, as the server knows them from the session. */
export const peerSchema = z.object({
  userId: z.string().max(128),
  username: z.string().max(120),
  color: z.string().max(40),
});

/** The sender of a presence or cursor message. */
export type Peer = z.infer<typeof peerSchema>;

/** What the server sends over the realtime WebSocket. */
export const serverMessageSchema = z.discriminatedUnion('type', [
  /** Subscribed, and what this connection may send there; sent again when that changes. */
  z.object({
    type: z.literal('subscribed'),
    channel: z.string(),
    access: z.object({ presence: z.boolean(), cursor: z.boolean() }).optional(),
  }),
  z.object({ type: z.literal('unsubscribed'), channel: z.string(), reason: z.string().optional() }),
  z.object({ type: z.literal('pong') }),
  /** A committed data change; only the server authors these, after the commit. */
  z.object({ type: z.literal('change'), channel: z.string(), change: changeEventSchema }),
  /** Another connection is present on the channel. */
  z.object({ type: z.literal('presence'), channel: z.string(), from: peerSchema }),
  /** Another connection's pointer moved (spec 2 §3 "Cursor broadcast": x, y, userId, username, color). */
  z.object({
    type: z.literal('cursor'),
    channel: z.string(),
    event: z.literal(CURSOR_EVENT),
    from: peerSchema,
    x: z.number(),
    y: z.number(),
    timestamp: z.number(),
  }),
  z.object({
    type: z.literal('error'),
    channel: z.string().optional(),
    code: z.string(),
    message: z.string(),
  }),
]);

/** A message from server to client. */
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** A message a channel's listeners receive: a data change, a presence or a cursor. */
export type ChannelMessage = Extract<ServerMessage, { type: 'change' | 'presence' | 'cursor' }>;

/** The colour of a user's cursor and presence badge: a hue from their id (spec 2 §9: hsl). */
export function peerColour(userId: string): string {
  let hash = 0;
  for (const ch of userId) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return `hsl(${hash % 360}, 75%, 55%)`;
}
