import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const SERVER_MAIN = path.resolve(import.meta.dirname, '../../src/main.ts');

/** A server running in its own process, as `npm start` runs it. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves when /api/health answers 200. */
  healthy(timeoutMs?: number): Promise<void>;
  /** Resolves with the exit code and signal once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Spawns the real server entry point (`src/main.ts` through tsx) with the given environment. */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const port = env.PORT ?? '3000';
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_MAIN], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  return {
    child,
    url,
    output: () => out,
    exited,
    async healthy(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      let ended = false;
      void exited.then(() => (ended = true));
      while (Date.now() < deadline) {
        if (ended) throw new Error(`server exited before becoming healthy:\n${out}`);
        try {
          const res = await fetch(`${url}/api/health`);
          if (res.status === 200) return;
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`server not healthy within ${timeoutMs} ms:\n${out}`);
    },
  };
}
