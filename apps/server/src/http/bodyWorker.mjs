// The body worker's entry (bodyWorkerPool.ts starts it): the worker is TypeScript, compiled by tsx
// here as the server itself is under `npm start`, `npm run dev` and the tests.
import { tsImport } from 'tsx/esm/api';

await tsImport('./bodyWorker.ts', import.meta.url);
