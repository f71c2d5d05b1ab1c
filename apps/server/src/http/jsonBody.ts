import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  errorCodes,
  type FastifyInstance,
  type FastifyRequest,
  type FastifySchemaCompiler,
  type RouteOptions,
} from 'fastify';
import { TOO_DEEP_MESSAGE } from '@relata/core';
import { bodyWorker, type SharedBody } from './bodyWorkerPool';
import { errors } from './errors';
import { parseJsonText, scanJson } from './jsonText';
import { applySlice, unpackSlice, type PackedSlices } from './jsonSlices';
import {
  INLINE_BODY_LIMIT,
  LARGE_BODY_SCHEMAS,
  type LargeBodyResult,
  type LargeBodySchema,
} from './largeBodies';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The schema the body worker validates this route's bodies with (declareLargeBodies). */
    largeBody?: LargeBodySchema;
  }
}

/** Rebuilding a large body's value yields to other requests after this much work. */
const REBUILD_TURN_MS = 8;

/** Bodies the body worker read and validated: the input guard and the schema leave them be. */
const checkedBodies = new WeakSet<object>();

/** Whether a body was checked in the body worker (guard and schema), so is not checked again. */
export function isCheckedBody(body: unknown): boolean {
  return body !== null && typeof body === 'object' && checkedBodies.has(body);
}

/**
 * Replaces Fastify's JSON parser: the body is read up to its route's limit (decompressed bytes
 * counted as they come, the stream paused the moment they pass it) and its nesting measured
 * before it is parsed. On a route that takes more than INLINE_BODY_LIMIT, the body is parsed and
 * validated in the body worker and rebuilt here a slice at a time, so no single body holds the
 * event loop. It runs after the onRequest hooks: the session and the caller's rights are checked
 * before a byte is read. The worker starts with the server, as it takes its thread seconds.
 */
export function installJsonBodies(app: FastifyInstance): void {
  app.addHook('onReady', (done) => {
    bodyWorker().start();
    done();
  });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', (request, payload, done) => {
    readBody(request, payload)
      .then((bytes) => parseBody(request, bytes))
      .then(
        (body) => done(null, body),
        (err: Error) => done(err, undefined),
      );
  });
}

/**
 * An onRoute hook: a route that takes more than INLINE_BODY_LIMIT names its body schema for the
 * worker, which reads all its bodies, found in LARGE_BODY_SCHEMAS; a route that does not is an
 * error at start.
 */
export function declareLargeBodies(route: RouteOptions): void {
  if ((route.bodyLimit ?? 0) <= INLINE_BODY_LIMIT || !route.schema?.body) return;
  const names = Object.keys(LARGE_BODY_SCHEMAS) as LargeBodySchema[];
  const name = names.find((n) => LARGE_BODY_SCHEMAS[n] === route.schema?.body);
  if (!name) {
    throw new Error(
      `${String(route.method)} ${route.url} takes bodies over ${INLINE_BODY_LIMIT} bytes: add its body schema to LARGE_BODY_SCHEMAS (http/largeBodies.ts), which the body worker validates with.`,
    );
  }
  route.config = { ...route.config, largeBody: name };
}

/**
 * Wraps the schema compiler so that a body the worker validated (with the same schema) is taken
 * as it is instead of being validated again on the main thread.
 */
export function skipCheckedBodies<T>(compile: FastifySchemaCompiler<T>): FastifySchemaCompiler<T> {
  return (route) => {
    const validate = compile(route);
    if (route.httpPart !== 'body') return validate;
    const checked: ReturnType<FastifySchemaCompiler<T>> = (data: unknown) =>
      isCheckedBody(data) ? { value: data } : validate(data);
    return checked;
  };
}

/** A payload stream; @fastify/compress's decompressing one counts the bytes it was sent. */
type Payload = Readable & { receivedEncodedLength?: number };

/**
 * Reads a body up to its route's limit, with Fastify's errors (413, and 400 for a wrong length).
 * On a route whose bodies the worker reads, the bytes go into shared memory as they come
 * (SharedBody), for the worker to read where they are.
 */
function readBody(request: FastifyRequest, payload: Payload): Promise<Uint8Array> {
  const limit = request.routeOptions.bodyLimit;
  const toWorker = request.routeOptions.config.largeBody !== undefined;
  const contentLength = Number(request.headers['content-length']);
  if (contentLength > limit) return Promise.reject(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let shared: SharedBody | undefined;
    let received = 0;
    const stop = () => {
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', onError);
    };
    const onData = (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      if (received + bytes.length > limit || (payload.receivedEncodedLength ?? 0) > limit) {
        // Paused, a decompressing stream inflates nothing more: a small compressed body cannot
        // unfold past the limit while the 413 is sent.
        stop();
        payload.pause();
        reject(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
        return;
      }
      // Only what is written is backed by memory: the rest of the limit costs nothing.
      if (toWorker) shared ??= new Uint8Array(new SharedArrayBuffer(limit));
      if (shared) shared.set(bytes, received);
      else chunks.push(bytes);
      received += bytes.length;
    };
    const onEnd = () => {
      stop();
      const sent = payload.receivedEncodedLength || received;
      if (!Number.isNaN(contentLength) && sent !== contentLength)
        reject(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH());
      else resolve(shared ? shared.subarray(0, received) : Buffer.concat(chunks, received));
    };
    const onError = (err: Error & { statusCode?: number }) => {
      stop();
      if (!(typeof err.statusCode === 'number' && err.statusCode >= 400)) err.statusCode = 400;
      reject(err);
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
    payload.resume();
  });
}

const isShared = (bytes: Uint8Array): bytes is SharedBody =>
  bytes.buffer instanceof SharedArrayBuffer;

/** Parses a body read whole: in the body worker on a large-body route, here on the others. */
async function parseBody(request: FastifyRequest, bytes: Uint8Array): Promise<unknown> {
  if (bytes.length === 0) throw new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY();
  const schema = request.routeOptions.config.largeBody;
  if (!isShared(bytes) || !schema) {
    const { tooDeep } = scanJson(bytes);
    if (tooDeep) throw errors.validationFailed({ [tooDeep.join('.')]: TOO_DEEP_MESSAGE });
    try {
      return parseJsonText(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString());
    } catch {
      throw new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY();
    }
  }
  let result: LargeBodyResult;
  try {
    result = await bodyWorker().read(bytes, schema);
  } catch (err) {
    if ((err as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY')
      throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
    throw err;
  }
  if ('tooLarge' in result) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
  if ('invalidJson' in result) throw new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY();
  if ('fields' in result) throw errors.validationFailed(result.fields);
  const body = await rebuild(result.value);
  if (body !== null && typeof body === 'object') checkedBodies.add(body);
  return body;
}

/** Builds a value from its slices, letting other requests in every REBUILD_TURN_MS. */
async function rebuild(packed: PackedSlices): Promise<unknown> {
  let root: unknown;
  let turn = performance.now();
  for (let i = 0; i < packed.slices.length; i++) {
    if (performance.now() - turn > REBUILD_TURN_MS) {
      await nextTurn();
      turn = performance.now();
    }
    root = applySlice(root, unpackSlice(packed, i));
  }
  return root;
}
