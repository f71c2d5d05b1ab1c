import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { bearerToken } from '../auth/requireSession';
import { errorBody } from './errors';
import { isLoopbackHost } from './loopback';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The names of this machine a browser may use for a loopback PUBLIC_URL. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins whose pages may send state-changing requests: ours, and in development the Vite
 * dev server's, which only `npm run dev` names (DEV_WEB_ORIGINS). When PUBLIC_URL is a loopback
 * address, the same scheme and port under each name of this machine is ours too: a newcomer who
 * opens http://127.0.0.1:3000 where the default says localhost reaches the same server, and no
 * other machine's page can be served from those names.
 */
export function allowedOrigins(config: Config): Set<string> {
  const publicUrl = new URL(config.publicUrl);
  const origins = [publicUrl.origin, ...config.devWebOrigins];
  if (isLoopbackHost(publicUrl.hostname)) {
    const port = publicUrl.port ? `:${publicUrl.port}` : '';
    origins.push(...LOOPBACK_NAMES.map((name) => `${publicUrl.protocol}//${name}${port}`));
  }
  return new Set(origins);
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

/**
 * Whether a WebSocket upgrade may go on: browsers always name the page's origin there, so it
 * must be one of ours or the origin of the host the browser asked (our own page reached by
 * another name, or through the Vite proxy). No Origin means a non-browser client; an opaque
 * (`null`) or unparsable one is refused, never an error.
 */
export function isAllowedSocketOrigin(request: FastifyRequest, allowed: Set<string>): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (allowed.has(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return url.origin !== 'null' && url.host !== '' && url.host === request.headers.host;
}

/**
 * Refuses state-changing requests sent by another site's page (CSRF). Every method but GET, HEAD
 * and OPTIONS is checked whatever its path: the router decodes percent-escapes (`/%61pi/...`
 * reaches `/api/...`), so a test on the raw path would be walked around. A request with a bearer
 * token and no cookie has nothing ambient to forge: the token, checked before (auth/accessTokens),
 * is all it carries, and no page of another site can set the header without our CORS consent.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config): void {
  const allowed = allowedOrigins(config);
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (bearerToken(request) !== undefined && request.headers.cookie === undefined) return;
    if (!isSameSiteRequest(request, allowed)) {
      return reply
        .status(403)
        .send(errorBody('forbidden', 'Requests from another site are not allowed.'));
    }
  });
}
