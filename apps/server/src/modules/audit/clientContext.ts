import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A user agent is kept to this many characters (a header can be 8 KB; no device needs more). */
export const USER_AGENT_MAX = 512;

/** Where a request came from, as the audit trail records it. */
export interface RequestClient {
  /** request.ip: the socket's address, or the forwarded one when TRUST_PROXY trusts the proxy. */
  ip: string;
  userAgent: string | null;
}

const current = new AsyncLocalStorage<RequestClient>();

/** The client of a request: its address (honouring TRUST_PROXY) and its truncated user agent. */
export function clientOf(request: FastifyRequest): RequestClient {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: agent ? agent.slice(0, USER_AGENT_MAX) : null };
}

/**
 * Makes each request's client known to whatever runs on its behalf: our services and also
 * better-auth's database hooks (a session created, an identity linked), which never see the
 * Fastify request. Runs as the last step before the handler, after the body is parsed, so that
 * the context holds for the whole handler.
 */
export function registerClientContext(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    current.run(clientOf(request), done);
  });
}

/** The client of the request being served, or undefined outside a request (startup, timers). */
export function currentClient(): RequestClient | undefined {
  return current.getStore();
}
