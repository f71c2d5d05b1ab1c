import { z } from 'zod';

/** Machine-readable error codes of the API; the message is the human text (the spec's where it has one). */
export const apiErrorCodes = [
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'unprocessable',
  'rate_limited',
  'internal',
  'unavailable',
  'email_not_verified',
  'not_configured',
] as const;

/** One of the API's error codes. */
export type ApiErrorCode = (typeof apiErrorCodes)[number];

/** Every API error body: `{ error: { code, message, fields? } }` (architecture, Errors). */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Per-field messages for form errors, keyed by the field's path joined with dots. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/** The JSON body of an API error response. */
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** The health answer of `GET /api/health`. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  databaseReachable: z.boolean(),
  version: z.string(),
});

/** The health answer's type. */
export type Health = z.infer<typeof healthSchema>;
