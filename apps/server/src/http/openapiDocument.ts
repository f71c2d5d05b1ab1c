import { isDeepStrictEqual } from 'node:util';
import type { FastifySchema, RouteOptions } from 'fastify';
import { SESSION_SCHEME, SHARE_SCHEME } from './apiOperation';
import { ERROR_COMPONENT } from './openapiSchemas';

/** What each error status means to a client, as the document describes it. */
const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is invalid: `error.fields` names the fields at fault.',
  401: 'Not signed in: no valid session cookie (when signing in: a wrong e-mail or password).',
  403: 'Signed in, but not allowed to do this (or a cross-site request).',
  404: 'Nothing with this id that the caller may see.',
  409: 'The request conflicts with the current state.',
  413: 'The request body is too large.',
  415: 'The body is not JSON.',
  422: 'The request is well formed but cannot be carried out.',
  429: 'Too many attempts: wait as long as the Retry-After header says.',
  500: 'An unexpected error.',
  502: 'A provider the server relies on failed.',
};

/** Whether an operation's schema declares the session security scheme. */
const needsSession = (schema: FastifySchema) =>
  (schema.security ?? []).some((requirement) => SESSION_SCHEME in requirement);

/** Whether an operation's schema declares a share link's token (issue 41). */
const needsShare = (schema: FastifySchema) =>
  (schema.security ?? []).some((requirement) => SHARE_SCHEME in requirement);

/**
 * The error statuses an operation answers with the error shape: derived from what it takes (input:
 * 400; a body: 413, 415; path parameters: 404), whether it needs the session (401, 403) or a share
 * link (404 for a link that is gone, 429 for too many unknown tokens), what it declares
 * (`errors`), and 500 for all.
 */
export function errorStatuses(schema: FastifySchema): number[] {
  const statuses = new Set<number>([500, ...(schema.errors ?? [])]);
  if (schema.body || schema.params || schema.querystring) statuses.add(400);
  if (schema.body) [413, 415].forEach((s) => statuses.add(s));
  if (schema.params) statuses.add(404);
  if (needsSession(schema)) [401, 403].forEach((s) => statuses.add(s));
  if (needsShare(schema)) [404, 429].forEach((s) => statuses.add(s));
  return [...statuses].sort((a, b) => a - b);
}

/** The responses for an operation's error statuses, each referring to the error component. */
export function errorResponses(schema: FastifySchema): Record<string, unknown> {
  const ref = { $ref: `#/components/schemas/${ERROR_COMPONENT}` };
  return Object.fromEntries(
    errorStatuses(schema).map((status) => [
      String(status),
      {
        description: ERROR_DESCRIPTIONS[status] ?? 'An error.',
        content: { 'application/json': { schema: ref } },
      },
    ]),
  );
}

/**
 * Refuses, at startup, an /api route that is neither hidden from the document nor fully described:
 * one tag, an operationId, a summary and its security (a session, or none).
 */
export function assertDocumented(route: Pick<RouteOptions, 'url' | 'method' | 'schema'>): void {
  if (!route.url.startsWith('/api/') || route.schema?.hide) return;
  const schema: FastifySchema = route.schema ?? {};
  const missing = [
    schema.tags?.length === 1 ? undefined : 'exactly one tag',
    schema.operationId ? undefined : 'an operationId',
    schema.summary ? undefined : 'a summary',
    schema.security ? undefined : 'security (a session, or [])',
  ].filter((m) => m !== undefined);
  if (missing.length > 0) {
    const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
    throw new Error(
      `${method} ${route.url} needs ${missing.join(', ')} for the OpenAPI document (apiOperations), or schema.hide.`,
    );
  }
}

/** An OpenAPI document, as far as tidying its components needs. */
interface Document {
  components?: { schemas?: Record<string, unknown> };
}

const REF_PREFIX = '#/components/schemas/';

/** Every component name a part of the document refers to. */
function refsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) refsIn(v, into);
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string' && v.startsWith(REF_PREFIX))
        into.add(v.slice(REF_PREFIX.length));
      else refsIn(v, into);
    }
  return into;
}

/** The document with its `$ref`s to the components in `renames` pointed at their new names. */
function renameRefs<T>(doc: T, renames: Map<string, string>): T {
  return JSON.parse(JSON.stringify(doc), (key, value: unknown) =>
    key === '$ref' && typeof value === 'string' && value.startsWith(REF_PREFIX)
      ? `${REF_PREFIX}${renames.get(value.slice(REF_PREFIX.length)) ?? value.slice(REF_PREFIX.length)}`
      : value,
  ) as T;
}

/** The components the paths use, and those these use in turn. */
function reachable(doc: Document): Set<string> {
  const schemas = doc.components?.schemas ?? {};
  const keep = refsIn({ ...doc, components: {} });
  for (let size = 0; size !== keep.size;) {
    size = keep.size;
    for (const name of [...keep]) refsIn(schemas[name], keep);
  }
  return keep;
}

/**
 * Tidies the components fastify-type-provider-zod writes (each named schema twice, as `X` for
 * responses and `XInput` for requests): an input form equal to its output form, or whose output
 * form nothing uses, takes the plain name, and components nothing refers to are dropped.
 */
export function tidyComponents<T extends object>(doc: T): T {
  // Only `components.schemas` and `$ref`s are read; the rest passes through unchanged.
  let current = doc as Document;
  // A rename can make two forms that referred to renamed ones equal: repeat until nothing changes.
  for (;;) {
    const schemas = current.components?.schemas ?? {};
    const used = reachable(current);
    const renames = new Map<string, string>();
    const next: Record<string, unknown> = {};
    for (const name of Object.keys(schemas).filter((n) => used.has(n))) {
      const plain = name.replace(/Input$/, '');
      if (plain !== name && !used.has(plain)) {
        renames.set(name, plain);
        next[plain] = schemas[name];
      } else if (plain !== name && isDeepStrictEqual(schemas[name], schemas[plain])) {
        renames.set(name, plain);
      } else next[name] = schemas[name];
    }
    current = renameRefs(
      { ...current, components: { ...current.components, schemas: next } },
      renames,
    );
    if (renames.size === 0) return current as T;
  }
}
