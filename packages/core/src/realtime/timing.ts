/*
 * The realtime connection's timing and limits, apart from the message schemas so that the web
 * client's connection code loads without zod (the schemas load with the first connection).
 */

/** Heartbeat interval of the realtime connection (spec 1, §9). */
export const REALTIME_HEARTBEAT_MS = 30_000;
/** A heartbeat not answered within this time means the connection is dead (spec 1, §9). */
export const REALTIME_HEARTBEAT_TIMEOUT_MS = 10_000;
/** Delays between reconnection attempts; the last one repeats (spec 1, §9). */
export const REALTIME_RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;
/** A cursor is sent at most this often (spec 2 §6); the server drops what comes faster. */
export const CURSOR_INTERVAL_MS = 75;
/**
 * The largest client message the server reads, in bytes. Every client message is a flat object
 * of a channel name and at most two numbers, well under this; anything larger closes the socket.
 */
export const MAX_CLIENT_MESSAGE_BYTES = 1024;
/** The event name of a cursor broadcast (spec 2 §6). */
export const CURSOR_EVENT = 'realtime-cursor-move';
