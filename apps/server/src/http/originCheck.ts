import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { errorBody } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origins whose pages may send state-changing requests: ours (and Vite's in development). */
export function allowedOrigins(config: Config): Set<string> {
  const origins = new Set([new URL(config.publicUrl).origin]);
  if (!config.production)
    for (const o of ['http://localhost:5173', 'http://127.0.0.1:5173']) origins.add(o);
  return origins;
}

/**
 * Whether a state-changing request comes from one of our pages or from a non-browser client. A
 * browser names the page's origin in `Origin`; under Referrer-Policy no-referrer Chromium posts
 * our own HTML forms with `Origin: null`, and then `Sec-Fetch-Site` still says where the form
 * was. A request with neither header comes from a non-browser client (CLI, webhooks), which
 * carries no ambient cookies of our users.
 */
export function isSameSiteRequest(request: FastifyRequest, allowed: Set<string>): boolean {
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  if (origin !== undefined && origin !== 'null') return allowed.has(origin);
  if (site === undefined) return origin === undefined;
  return site === 'same-origin';
}

/** Refuses state-changing API requests sent by another site's page (CSRF). */
export function registerOriginCheck(app: FastifyInstance, config: Config): void {
  const allowed = allowedOrigins(config);
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (!isSameSiteRequest(request, allowed)) {
      return reply
        .status(403)
        .send(errorBody('forbidden', 'Requests from another site are not allowed.'));
    }
  });
}
