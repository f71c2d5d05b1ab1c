import { MAX_IMPORT_BYTES } from '../schema/import';

/** How long and how much a catalog read may take. */
export interface LiveLimits {
  /** The catalog query's statement timeout, in milliseconds (default 30 000). */
  timeoutMs: number;
  /** The most bytes the dump's JSON text may have (default MAX_IMPORT_BYTES). */
  maxBytes: number;
  /** How long connecting (and logging in) may take, in milliseconds (default 10 000). */
  connectTimeoutMs: number;
}

/** The limits when the caller gives none. */
export const DEFAULT_LIMITS: LiveLimits = {
  timeoutMs: 30_000,
  maxBytes: MAX_IMPORT_BYTES,
  connectTimeoutMs: 10_000,
};

/** Node's codes for a host that cannot be reached or did not answer. */
export const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'EPIPE',
]);

/** A driver error's code (`28P01`, `ECONNREFUSED`, `ER_ACCESS_DENIED_ERROR` ...), if any. */
export const errorCode = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** A driver error's message. */
export const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
