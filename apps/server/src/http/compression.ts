import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses responses of 1 KB and more (JSON, index.html, any asset without a precompressed
 * twin) with brotli or gzip, whichever the client accepts first in our order; the hashed assets
 * are served precompressed by the web app's static handler instead. Registered before the
 * routes, as the plugin attaches itself to each route as it is declared.
 *
 * Request bodies are never inflated: no client of ours sends compressed bodies, and inflating
 * them would let a small upload unfold into a large one before any check had seen it.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Brotli at quality 1 instead of the plugin's 4: the stored diagram of 10 000 tables (25 MB of
    // JSON) takes about 80 ms instead of 500 ms and more, and comes out 7 % larger (issue 21 item 5).
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
    globalDecompression: false,
  });
}
