import type { ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A TCP port nobody listens on right now, for a server the bench starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

/**
 * Waits until a started server answers /api/health with 200, asking every `pollMs`; fails when
 * the process exits first or `timeoutMs` passes.
 */
export async function waitHealthy(
  child: ChildProcess,
  url: string,
  { pollMs, timeoutMs }: { pollMs: number; timeoutMs: number },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited during start');
    if (Date.now() > deadline) throw new Error('server did not start');
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
}
