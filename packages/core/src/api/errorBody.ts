import type { ApiErrorBody } from './errors';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isTextRecord(value: unknown): value is Record<string, string> {
  return isObject(value) && Object.values(value).every((entry) => typeof entry === 'string');
}

/**
 * Reads an API error body (`{error: {code, message, fields?}}`) exactly as `apiErrorBodySchema`
 * accepts it, or null, without zod: the web app reads every failed answer with it, so a page's
 * first load does not carry the schema library for that. `errorBody.test.ts` holds it to the schema.
 */
export function readApiErrorBody(data: unknown): ApiErrorBody | null {
  if (!isObject(data) || !isObject(data.error)) return null;
  const { code, message, fields } = data.error;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  if (fields === undefined) return { error: { code, message } };
  return isTextRecord(fields) ? { error: { code, message, fields: { ...fields } } } : null;
}
