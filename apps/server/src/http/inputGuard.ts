import { findUnsafeInput } from '@relata/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errors, issueFields, zodIssueWhere, type AppError } from './errors';
import { isCheckedBody } from './jsonBody';

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
 * (webhooks, avatars) are buffers and are checked by their own routes; a large body the body
 * worker read was checked there (jsonBody.ts).
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => done(unsafeInputError(request)));
}

/** The 400 for the first unsafe value of a request, or undefined when it is clean. */
function unsafeInputError(
  request: FastifyRequest,
  parts: ReadonlyArray<(typeof PARTS)[number]> = PARTS,
): AppError | undefined {
  for (const part of parts) {
    const value = partOf(request, part);
    if (part === 'body' && isCheckedBody(value)) continue;
    const found = findUnsafeInput(value);
    if (!found) continue;
    const field = found.path.join('.') || (part === 'querystring' ? 'query' : part);
    return errors.validationFailed({ [field]: found.message });
  }
  return undefined;
}

/**
 * The answer the input guard and then the route's schema would give a request's path parameters,
 * for a check that needs them before the body is read (the project gate, which looks the project
 * up by its id); undefined when they are valid.
 */
export function paramsError(request: FastifyRequest, schema: unknown): AppError | undefined {
  const unsafe = unsafeInputError(request, ['params']);
  if (unsafe || !(schema instanceof z.ZodType)) return unsafe;
  const result = schema.safeParse(request.params);
  if (result.success) return undefined;
  const issues = result.error.issues.map((i) => ({
    where: zodIssueWhere(i.path),
    message: i.message,
  }));
  return errors.validationFailed(issueFields(issues, 'params'));
}
