import { z } from 'zod';

/** Heartbeat interval of the realtime connection (spec 1, §9). */
export const REALTIME_HEARTBEAT_MS = 30_000;
/** A heartbeat not answered within this time means the connection is dead (spec 1, §9). */
export const REALTIME_HEARTBEAT_TIMEOUT_MS = 10_000;
/** Delays between reconnection attempts; the last one repeats (spec 1, §9). */
export const REALTIME_RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

/** A channel name: `<kind>:<id>`, e.g. `project:42` or `user:abc`. */
export const channelSchema = z
  .string()
  .max(200)
  .regex(/^[a-z][a-z_]*:[A-Za-z0-9_-]{1,128}$/, 'must look like kind:id');

/** A data change after commit, as published on a project's channel (architecture, Realtime). */
export const changeEventSchema = z.object({
  table: z.string(),
  operation: z.enum(['INSERT', 'UPDATE', 'DELETE']),
  record: z.record(z.string(), z.unknown()).nullable(),
  old_record: z.record(z.string(), z.unknown()).nullable(),
});

/** A data change event. */
export type ChangeEvent = z.infer<typeof changeEventSchema>;

/** What a client sends over the realtime WebSocket. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), channel: channelSchema }),
  z.object({ type: z.literal('unsubscribe'), channel: channelSchema }),
  z.object({ type: z.literal('ping') }),
  z.object({
    type: z.literal('broadcast'),
    channel: channelSchema,
    event: z.string().min(1).max(64),
    payload: z.unknown(),
  }),
]);

/** A message from client to server. */
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** What the server sends over the realtime WebSocket. */
export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribed'), channel: z.string() }),
  z.object({ type: z.literal('unsubscribed'), channel: z.string(), reason: z.string().optional() }),
  z.object({ type: z.literal('pong') }),
  z.object({
    type: z.literal('event'),
    channel: z.string(),
    event: z.string(),
    payload: z.unknown(),
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
