import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Where `npm run dev` finds the API server (scripts/dev.mjs starts it on port 3000). */
const API_TARGET = 'http://127.0.0.1:3000';

const proxy = {
  // The API, including the realtime WebSocket at /api/realtime.
  '/api': { target: API_TARGET, ws: true },
  // Development pages of the server, e.g. the mail outbox at /dev/mail.
  '/dev': { target: API_TARGET },
};

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Files worth compressing: text the browser loads (not source maps, images or fonts). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|wasm|txt)$/;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) twin beside every emitted text file of 1 KB or more,
 * at the highest levels, once per build: the server sends the twin the browser accepts
 * (@fastify/static's preCompressed), so no response is compressed at request time.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'relata-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.values(bundle).filter((file) => COMPRESSIBLE.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const raw = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          if (raw.length < 1024) return;
          const target = path.join(outDir, file.fileName);
          const [br, gz] = await Promise.all([
            brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipped(raw, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
        }),
      );
    },
  };
}

/** Vite config of the web app: React, the API proxy for dev and preview, output in apps/web/dist. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries every page uses change less often than the app: their chunks stay cached across
        // releases. No catch-all vendor group, so editor libraries stay in their lazy chunks.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            { name: 'start', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
