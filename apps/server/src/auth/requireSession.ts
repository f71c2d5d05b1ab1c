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

/** The signed-in caller, or a 401 "User not authenticated" (spec 1 §8). */
export async function requireSession(auth: Auth, request: FastifyRequest): Promise<RequestSession> {
  const known = resolved.get(request);
  if (known) return known;
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
