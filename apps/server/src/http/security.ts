import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Security headers with a CSP the app really runs under: scripts only from our origin (plus the
 * hashed inline theme script of index.html), no frames, no plugins. 'wasm-unsafe-eval' lets the
 * SQL editor's engines (PGlite, SQLite) compile their WebAssembly; it allows no JavaScript eval.
 * Mantine injects its CSS variables in style tags, hence 'unsafe-inline' for styles only.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  scriptHashes: string[],
): Promise<void> {
  const origin = new URL(config.publicUrl);
  const wsOrigin = `${origin.protocol === 'https:' ? 'wss:' : 'ws:'}//${origin.host}`;
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...scriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", wsOrigin],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(origin.protocol === 'https:' ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The app loads nothing cross-origin that would need COEP; keep it off so avatars from S3 still load.
    crossOriginEmbedderPolicy: false,
    hsts: origin.protocol === 'https:',
  });
}
