import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `npm run dev` finds the API server (scripts/dev.mjs starts it on port 3000). */
const API_TARGET = 'http://127.0.0.1:3000';

const proxy = {
  // The API, including the realtime WebSocket at /api/realtime.
  '/api': { target: API_TARGET, ws: true },
  // Development pages of the server, e.g. the mail outbox at /dev/mail.
  '/dev': { target: API_TARGET },
};

/** Vite config of the web app: React, the API proxy for dev and preview, output in apps/web/dist. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
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
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll)/,
            },
          ],
        },
      },
    },
  },
});
