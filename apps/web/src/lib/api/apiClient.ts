import { readApiErrorBody } from '@relata/core';
import { ApiError } from './ApiError';
import { COMPRESS_MIN_CHARS, gzipText } from './gzip';

/** Shown when a request never reached the server (offline, server down). */
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Please check your connection.';

/**
 * Options of one API request; a plain object body is sent as JSON, FormData as multipart and a
 * Blob as its bytes under its own content type (an avatar upload).
 */
export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Sends a JSON body over COMPRESS_MIN_CHARS gzip-compressed (`Content-Encoding: gzip`) where the
   * browser can: only for routes that take it (an import of 10 000 tables is 24 MB of JSON, about
   * 1.5 MB compressed, which matters on a real uplink).
   */
  compress?: boolean;
  /** Runs once the request is handed to the browser, while the server works. */
  onSent?: () => void;
  /** Headers besides Accept and Content-Type (a share link's token and grant). */
  headers?: Readonly<Record<string, string>>;
  /**
   * Whether the session cookie goes along (default `same-origin`); a share page's reader has no
   * account, and `omit` keeps a signed-in member's cookie out of its requests.
   */
  credentials?: RequestCredentials;
}

/** A JSON body already written, sent as it is (an import's, around the model its worker wrote). */
export class JsonText {
  constructor(readonly text: string) {}
}

/**
 * A JSON body whose middle is already gzip-compressed (an import's model, compressed by its
 * worker): sent as three gzip members, which a gzip reader reads as one stream (RFC 1952).
 */
export class GzippedJson {
  constructor(
    readonly before: string,
    readonly middle: ArrayBuffer,
    readonly after: string,
  ) {}
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function hasMessage(data: unknown): data is { message: string; code?: unknown } {
  return (
    typeof data === 'object' &&
    data !== null &&
    'message' in data &&
    typeof data.message === 'string'
  );
}

/** Turns a failed response into an ApiError; also reads better-auth's own `{code, message}` shape. */
function toApiError(response: Response, data: unknown): ApiError {
  const body = readApiErrorBody(data);
  if (body) {
    const { code, message, fields } = body.error;
    return new ApiError({ status: response.status, code, message, ...(fields ? { fields } : {}) });
  }
  const code =
    hasMessage(data) && typeof data.code === 'string' ? data.code : `http_${response.status}`;
  const message = hasMessage(data) ? data.message : response.statusText;
  return new ApiError({ status: response.status, code, message });
}

/**
 * Calls the Relata API on this origin with the session cookie and returns the parsed JSON
 * (null for an empty body). Any failure is thrown as an ApiError.
 */
export async function apiRequest(path: string, options: ApiRequestOptions = {}): Promise<unknown> {
  const { method = 'GET', body, signal, compress = false, onSent } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body instanceof Blob) {
    headers['Content-Type'] = body.type || 'application/octet-stream';
    payload = body;
  } else if (body instanceof GzippedJson) {
    headers['Content-Type'] = 'application/json';
    headers['Content-Encoding'] = 'gzip';
    const [before, after] = await Promise.all([gzipText(body.before), gzipText(body.after)]);
    payload = new Blob([before, body.middle, after]);
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    const json = body instanceof JsonText ? body.text : JSON.stringify(body);
    if (compress && json.length >= COMPRESS_MIN_CHARS && typeof CompressionStream === 'function') {
      headers['Content-Encoding'] = 'gzip';
      payload = await gzipText(json);
    } else payload = json;
  }
  const sent = fetch(path, {
    method,
    headers,
    credentials: options.credentials ?? 'same-origin',
    ...(payload === undefined ? {} : { body: payload }),
    ...(signal ? { signal } : {}),
  });
  onSent?.();
  let response: Response;
  try {
    response = await sent;
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError({ status: 0, code: 'network', message: NETWORK_ERROR_MESSAGE });
  }
  const data = await readBody(response);
  if (!response.ok) throw toApiError(response, data);
  return data;
}

/** A parser of response bodies; every zod schema is one. */
export interface ResponseParser<T> {
  parse(data: unknown): T;
}

/**
 * The parser of an answer the server has checked against core's contract: a route with a response
 * schema encodes its answer through it before sending (fastify-type-provider-zod's serializer, a
 * 500 if the answer does not fit), so the answer is typed with the contract's type, not parsed a
 * second time. The modules every signed-in page loads first (the session's profile, projects,
 * invitations, notifications, the header's subscriptions) read their answers so, which keeps zod
 * out of that first load; the editors' modules, loaded with their pages, parse theirs with core's
 * schemas, and must for the answers the server sends without encoding (the stored diagram and a
 * version's model, written as plain JSON for their size).
 */
export function checkedByServer<T>(): ResponseParser<T> {
  return { parse: (data) => data as T };
}

/** Like apiRequest, with the body checked and typed by a parser (usually a zod schema from core). */
export async function apiJson<T>(
  path: string,
  parser: ResponseParser<T>,
  options?: ApiRequestOptions,
): Promise<T> {
  return parser.parse(await apiRequest(path, options));
}
