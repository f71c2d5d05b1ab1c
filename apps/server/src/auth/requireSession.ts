import type { FastifyRequest, RouteOptions } from 'fastify';
import { SESSION_SCHEME } from '../http/apiOperation';
import { errors } from '../http/errors';
import { getRequestSession, type Auth, type RequestSession } from './auth';

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

/**
 * An onRoute hook that makes a route's declared security its enforcement: a route whose schema
 * declares the session scheme (apiOperations' `signedIn`) answers 401 without a session before
 * its input is validated, as the chain session -> validate goes.
 */
export function enforceDeclaredSession(auth: Auth) {
  return (route: RouteOptions): void => {
    const declared = (route.schema?.security ?? []).some((r) => SESSION_SCHEME in r);
    if (!declared) return;
    const gate = async (request: FastifyRequest) => {
      await requireSession(auth, request);
    };
    const own = route.preValidation;
    route.preValidation = [gate, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])];
  };
}
