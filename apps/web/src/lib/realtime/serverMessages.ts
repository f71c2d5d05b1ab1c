import { serverMessageSchema, type ServerMessage } from '@relata/core';

/**
 * Reads one message from the server (its parsed JSON) against the contract; throws when it is off
 * it. Its own module because it brings zod and every record schema: the realtime client loads it
 * when the first message that needs reading arrives, so pages that only listen never wait for it.
 */
export function readServerMessage(value: unknown): ServerMessage {
  return serverMessageSchema.parse(value);
}
