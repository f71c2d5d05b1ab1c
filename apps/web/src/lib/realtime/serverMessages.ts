import { serverMessageSchema, type ServerMessage } from '@relata/core';

/**
 * Reads one message from the server against the contract (throws when it is off it). Its own
 * module because it brings zod and every record schema: the realtime client loads it with the
 * first connection, so pages without a session never do.
 */
export function readServerMessage(text: string): ServerMessage {
  return serverMessageSchema.parse(JSON.parse(text));
}
