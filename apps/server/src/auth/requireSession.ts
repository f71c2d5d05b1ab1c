import { TOKEN_INVALID } from '@relata/core';
import type { FastifyRequest, RouteOptions } from 'fastify';
import { SESSION_SCHEME } from '../http/apiOperation';
import { errors } from '../http/errors';
import { getRequestSession, type Auth, type RequestSession } from './auth';

/**
 * The most a route open to anybody reads (sign-up, sign-in, reset links, OAuth, webhooks, the
 * built-in billing pages): their bodies are a few fields, and nobody is known yet when they are
 * read. A route may declare its own limit (the Stripe webhook does).
 */
export const OPEN_BODY_LIMIT = 16 * 1024;

/** Sessions already resolved for a request (by the gate), so the handler does not look twice. */
const resolved = new WeakMap<FastifyRequest, RequestSession>();

/** Makes a request's caller known (an access token's user: auth/accessTokens.ts). */
export function setRequestSession(request: FastifyRequest, session: RequestSession): void {
  resolved.set(request, session);
}

/** The bearer token a request sends in `Authorization`, or undefined when it sends none. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer(?:[ \t]+(\S*))?[ \t]*$/i.exec(header);
  return match ? (match[1] ?? '') : undefined;
}

/**
 * The signed-in caller, or a 401 "User not authenticated" (spec 1 §8). A request that sends a
 * bearer token is its token's user, or nobody: it never falls back to a cookie it also carries.
 */
export async function requireSession(auth: Auth, request: FastifyRequest): Promise<RequestSession> {
  const known = resolved.get(request);
  if (known) return known;
  if (bearerToken(request) !== undefined) throw errors.unauthenticated(TOKEN_INVALID);
  const session = await getRequestSession(auth, request.headers);
  if (!session) throw errors.unauthenticated();
  resolved.set(request, session);
  return session;
}

/** Whether a route's schema declares the session scheme (apiOperations' `signedIn`). */
export function declaresSession(route: RouteOptions): boolean {
  return (route.schema?.security ?? []).some((r) => SESSION_SCHEME in r);
}

/**
 * An onRoute hook that makes a route's declared security its enforcement, before anything heavy
 * (issue 35): a route declared signed-in answers 401 without a session in its first onRequest
 * hook, before its body is read, decompressed or parsed; a route open to anybody reads at most
 * OPEN_BODY_LIMIT bytes unless it declares its own limit.
 */
export function enforceDeclaredSession(auth: Auth) {
  return (route: RouteOptions): void => {
    if (!declaresSession(route)) {
      route.bodyLimit ??= OPEN_BODY_LIMIT;
      return;
    }
    const gate = async (request: FastifyRequest) => {
      await requireSession(auth, request);
    };
    const own = route.onRequest;
    route.onRequest = [gate, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])];
  };
}
