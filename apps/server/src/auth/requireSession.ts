import type { FastifyRequest } from 'fastify';
import { errors } from '../http/errors';
import { getRequestSession, type Auth, type RequestSession } from './auth';

/** The signed-in caller, or a 401 "User not authenticated" (spec 1 §8). */
export async function requireSession(auth: Auth, request: FastifyRequest): Promise<RequestSession> {
  const session = await getRequestSession(auth, request.headers);
  if (!session) throw errors.unauthenticated();
  return session;
}
