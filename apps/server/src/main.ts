import { createServer } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/dataDirLock';
import { isLoopbackHost } from './http/loopback';

/** Shutdown gives requests in flight this long before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/** What an operator should know before other machines reach this server (issue 14, item 5). */
function startWarnings(config: Config): string[] {
  if (config.smtpUrl || isLoopbackHost(config.host)) return [];
  return [
    `HOST=${config.host} accepts other machines, but SMTP_URL is unset: verification and ` +
      'password-reset mails reach nobody; they wait in the outbox of this machine. Set SMTP_URL.',
  ];
}

function fail(message: string): never {
  console.error(`\nRelata could not start: ${message}\n`);
  process.exit(1);
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  for (const warning of startWarnings(config)) console.warn(`\nWarning: ${warning}\n`);
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    try {
      lock = lockDataDir(config.dataDir);
    } catch (err) {
      if (err instanceof DataDirLockedError) fail(err.message);
      throw err;
    }
  }
  const server = await createServer(config).catch((err: unknown) => {
    lock?.release();
    fail(err instanceof Error ? err.message : String(err));
  });
  const { app } = server;
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
  console.log(
    `\nRelata is running at ${config.publicUrl} (listening on ${config.host}:${port}, ${where})\n`,
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      console.error('Forced exit.');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      lock?.release();
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    server
      .close()
      .then(() => {
        lock?.release();
        app.log.info('stopped cleanly');
        process.exit(0);
      })
      .catch((err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        lock?.release();
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

await main();
