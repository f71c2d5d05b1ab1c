import type { ApiErrorBody, ApiErrorCode } from '@relata/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error a service throws on purpose; the handler turns it into the API's JSON shape. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** For 429 answers: when to try again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Shorthands for the errors services throw most. */
export const errors = {
  badRequest: (message: string, fields?: Record<string, string>) =>
    new AppError(400, 'bad_request', message, fields),
  unauthenticated: (message = 'User not authenticated') =>
    new AppError(401, 'unauthenticated', message),
  forbidden: (message = 'You do not have permission to do this.') =>
    new AppError(403, 'forbidden', message),
  notFound: (message = 'Not found.') => new AppError(404, 'not_found', message),
  conflict: (message: string) => new AppError(409, 'conflict', message),
  /** The 400 of input a schema or the input guard refuses, with what is wrong where. */
  validationFailed: (fields: Record<string, string>) =>
    new AppError(400, 'validation_failed', 'The request is invalid.', fields),
};

/**
 * The `fields` of a 400 for a schema's issues: the first message at each place, written with dots
 * (`model.tables.3.name`), and the request part's name (`body`, `params`) for the part itself.
 */
export function issueFields(
  issues: Iterable<{ where: string; message?: string | undefined }>,
  part: string,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.where || part] ??= issue.message ?? 'is invalid';
  return fields;
}

/** Where a zod issue is, as the error handler writes a validation error's `instancePath`. */
export const zodIssueWhere = (path: ReadonlyArray<PropertyKey>) =>
  path.map(String).join('/').replaceAll('/', '.');

/** Builds the JSON body of an API error. */
export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string>,
): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

const STATUS_CODES: Record<number, ApiErrorCode> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'bad_request',
  406: 'bad_request',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
  503: 'unavailable',
};

function send(reply: FastifyReply, status: number, body: ApiErrorBody) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Installs the error and not-found handlers so that every failure answers
 * `{error: {code, message, fields?}}` with a fitting status, and nothing leaks a stack trace.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      if (err.retryAfterSeconds !== undefined)
        void reply.header('retry-after', String(err.retryAfterSeconds));
      return send(reply, err.status, errorBody(err.code, err.message, err.fields));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((issue) => ({
        where: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message,
      }));
      const fields = issueFields(issues, err.validationContext || 'body');
      return send(reply, 400, errorBody('validation_failed', 'The request is invalid.', fields));
    }
    const status =
      typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500
        ? err.statusCode
        : 500;
    if (status === 500) {
      request.log.error({ err }, 'request failed');
      return send(
        reply,
        500,
        errorBody('internal', 'An unexpected error occurred. Please try again later.'),
      );
    }
    const message = status === 413 ? 'The request body is too large.' : err.message;
    return send(reply, status, errorBody(STATUS_CODES[status] ?? 'bad_request', message));
  });
}

/** Answers an unknown API path with a JSON 404. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(
    reply,
    404,
    errorBody('not_found', `No API route ${request.method} ${request.url.split('?')[0] ?? ''}.`),
  );
}
