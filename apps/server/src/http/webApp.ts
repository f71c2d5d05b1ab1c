import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from './errors';

/** sha256 sources of the inline scripts of the built index.html, for the CSP's script-src. */
export function inlineScriptHashes(indexHtml: string): string[] {
  const hashes: string[] = [];
  for (const match of indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/** Reads the built index.html, or undefined when the web app was not built. */
export function readIndexHtml(webDist: string): string | undefined {
  const file = path.join(webDist, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

/** Answers the app's index.html (never cached), or a 503 that says how to build it. */
export function sendIndexHtml(reply: FastifyReply, indexHtml: string | undefined): FastifyReply {
  return indexHtml
    ? reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(indexHtml)
    : reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(
          'The web app is not built. Run `npm start` (it builds it) or `npm run build -w apps/web`.',
        );
}

/**
 * Serves the built SPA: hashed assets cached for a year and sent as the build's brotli or gzip
 * twin when the client accepts one (apps/web/vite.config.ts writes them), index.html never cached,
 * and every unknown non-API GET answered with index.html (history fallback). Unknown /api/* paths
 * get a JSON 404 instead.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  indexHtml: string | undefined,
): Promise<void> {
  app.all('/api/*', { schema: { hide: true } }, (request, reply) => sendNotFound(request, reply));
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      cacheControl: false,
      wildcard: true,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // The same URL is sent as brotli, gzip or plain by the request's Accept-Encoding: a shared
        // cache must keep them apart (@fastify/static does not say so itself).
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  const sendIndex = (reply: FastifyReply) => sendIndexHtml(reply, indexHtml);
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (!isApi && (request.method === 'GET' || request.method === 'HEAD')) return sendIndex(reply);
    return sendNotFound(request, reply);
  });
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
}
