import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
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
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|wasm|data|txt)$/;

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

/** PGlite's version, in the name of its data directory (a new version brings a new one). */
const PGLITE_VERSION = (
  JSON.parse(
    readFileSync(
      // The package exports no package.json: found beside its entry (dist/index.js).
      path.join(
        path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
        '..',
        'package.json',
      ),
      'utf8',
    ),
  ) as { version: string }
).version;
/** Where the SQL editor's PostgreSQL finds the data directory made at build time. */
const PGLITE_DATA_DIR = `assets/pglite-datadir-${PGLITE_VERSION}.tar.gz`;

/**
 * Runs PGlite's initdb once at build time and ships the data directory (gzip, about 4.5 MB):
 * the SQL editor's PostgreSQL starts from it in under a second instead of running initdb in the
 * browser for several.
 */
function pgliteDataDir(): Plugin {
  return {
    name: 'relata-pglite-datadir',
    apply: 'build',
    async generateBundle() {
      const { PGlite } = await import('@electric-sql/pglite');
      const db = await PGlite.create();
      const dump = await db.dumpDataDir('gzip');
      await db.close();
      this.emitFile({
        type: 'asset',
        fileName: PGLITE_DATA_DIR,
        source: new Uint8Array(await dump.arrayBuffer()),
      });
    },
  };
}

/** Vite config of the web app: React, the API proxy for dev and preview, output in apps/web/dist. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress(), pgliteDataDir()],
  server: { port: 5173, strictPort: true, proxy },
  // The SQL editor's engines run in module workers, each its own chunk with its WebAssembly.
  worker: { format: 'es' },
  define: { __PGLITE_DATA_DIR__: JSON.stringify(`/${PGLITE_DATA_DIR}`) },
  // Both engines find their .wasm beside their own module; pre-bundling for dev would move it.
  optimizeDeps: { exclude: ['@electric-sql/pglite', '@sqlite.org/sqlite-wasm'] },
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
