import { findUnsafeInput } from '@relata/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** The parts of a request a client controls, by the name an error's `fields` falls back to. */
const PARTS = ['params', 'querystring', 'body'] as const;

function partOf(request: FastifyRequest, part: (typeof PARTS)[number]): unknown {
  if (part === 'params') return request.params;
  if (part === 'querystring') return request.query;
  return request.body;
}

/**
 * Refuses, before any schema runs, a request whose path parameters, query or JSON body hold a
 * control character (NUL above all: PostgreSQL refuses it in text and jsonb, which answered 500
 * on two dozen routes), a lone surrogate, or nesting deeper than the limit. One hook for every
 * route, including `z.unknown()` values and object keys no field schema sees. Raw bodies
 * (webhooks, avatars) are buffers and are checked by their own routes.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => done(unsafeInputError(request)));
}

/** The 400 for the first unsafe value of a request, or undefined when it is clean. */
function unsafeInputError(request: FastifyRequest): AppError | undefined {
  for (const part of PARTS) {
    const found = findUnsafeInput(partOf(request, part));
    if (!found) continue;
    const field = found.path.join('.') || (part === 'querystring' ? 'query' : part);
    return new AppError(400, 'validation_failed', 'The request is invalid.', {
      [field]: found.message,
    });
  }
  return undefined;
}
