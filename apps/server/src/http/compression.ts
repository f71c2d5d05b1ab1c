import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses responses of 1 KB and more (JSON, index.html, any asset without a precompressed
 * twin) with brotli or gzip, whichever the client accepts first in our order; the hashed assets
 * are served precompressed by the web app's static handler instead. Registered before the
 * routes, as the plugin attaches itself to each route as it is declared.
 *
 * Request bodies are inflated only where a route asks (`decompress: requestDecompression`: the
 * import), after the session and the caller's role are checked (onRequest), and counted against
 * the route's limit as they are (jsonBody.ts).
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

/** zlib's chunk of inflated bytes is 16 KB; a request body's is this. */
const INFLATE_CHUNK_BYTES = 256 * 1024;

/**
 * The `decompress` option of a route that takes a compressed body (the import): its bytes are
 * inflated in chunks of 256 KB, so a 39 MB body is 150 chunks on the main thread instead of 2400,
 * and about 30 ms of inflating instead of 470 (issue 35). The body's limit still holds for what it
 * inflates to (jsonBody.ts counts each chunk).
 */
export const requestDecompression = {
  zlib: {
    createGunzip: () => zlib.createGunzip({ chunkSize: INFLATE_CHUNK_BYTES }),
    createInflate: () => zlib.createInflate({ chunkSize: INFLATE_CHUNK_BYTES }),
    createBrotliDecompress: () => zlib.createBrotliDecompress({ chunkSize: INFLATE_CHUNK_BYTES }),
  },
};
