/**
 * One read of a live database's catalog from the server: the target checked against the
 * operator's lists (LIVE_DB_HOSTS, LIVE_DB_FILES), then core's readLiveCatalog on the checked
 * address with the configured timeout and size cap. Every failure is a 422 with the reason.
 */
import type { LiveDbCatalog, LiveDbEngine } from '@relata/core';
import { LiveError, readLiveCatalog, type LiveTarget } from '@relata/core/connect';
import type { LiveDbConfig } from '../../config';
import { AppError } from '../../http/errors';
import { allowList, checkedHost } from './allowList';
import { checkedSqliteFile } from './sqliteFiles';

/** A connection's details with its password in clear, for the moment of one read. */
export interface LiveDbDetails {
  engine: LiveDbEngine;
  host?: string | null | undefined;
  port?: number | null | undefined;
  database?: string | null | undefined;
  user?: string | null | undefined;
  password?: string | null | undefined;
  tls?: boolean | null | undefined;
  file?: string | null | undefined;
}

/** A read that reached the database and failed there, with core's reason (LiveErrorCode). */
class LiveReadError extends AppError {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(422, 'unprocessable', message);
  }
}

/** How long connecting may take at most, within the read's whole time. */
const CONNECT_TIMEOUT_MS = 10_000;

/** The operator turned connections on: LIVE_DB_HOSTS or LIVE_DB_FILES lists something. */
export const liveDbEnabled = (config: LiveDbConfig) =>
  config.hosts.length > 0 || config.files.length > 0;

/**
 * The driver's target for the details: a server's host resolved once to a checked address (the
 * name kept for TLS), a SQLite file's checked real path.
 */
export async function checkedTarget(config: LiveDbConfig, d: LiveDbDetails): Promise<LiveTarget> {
  if (d.engine === 'sqlite')
    return { engine: 'sqlite', file: await checkedSqliteFile(config.files, d.file ?? '') };
  const { address, servername } = await checkedHost(allowList(config.hosts), d.host ?? '');
  return {
    engine: d.engine,
    host: address,
    ...(d.port ? { port: d.port } : {}),
    ...(d.database ? { database: d.database } : {}),
    ...(d.user ? { user: d.user } : {}),
    ...(d.password ? { password: d.password } : {}),
    tls: d.tls ?? false,
    ...(servername ? { servername } : {}),
  };
}

/** A message with the password masked, should a driver have echoed it. */
const masked = (message: string, password: string | null | undefined) =>
  password ? message.split(password).join('***') : message;

/**
 * Reads the catalog of the database the details name. Answers the dump; throws a 422 AppError
 * (refused address or file, wrong password, unreachable, timeout, too large, a failed query),
 * whose message never holds the password.
 */
export async function readCatalog(config: LiveDbConfig, d: LiveDbDetails): Promise<LiveDbCatalog> {
  const target = await checkedTarget(config, d);
  try {
    return await readLiveCatalog(target, {
      timeoutMs: config.timeoutMs,
      maxBytes: config.maxBytes,
      connectTimeoutMs: Math.min(CONNECT_TIMEOUT_MS, config.timeoutMs),
    });
  } catch (err) {
    if (err instanceof LiveError)
      throw new LiveReadError(err.code, masked(err.message, d.password));
    // Anything else a driver throws is still the database's answer, not the server's fault.
    const text = err instanceof Error ? err.message : String(err);
    throw new LiveReadError('query', `The database could not be read: ${masked(text, d.password)}`);
  }
}

/**
 * What an audit event records of a failed try or read: core's reason (`auth`, `unreachable`,
 * `timeout`, `too-large`, `query`), `refused` for an address or file the lists refuse (or a
 * password the server can no longer open), else the error's code.
 */
export function outcomeOf(err: unknown): string {
  if (err instanceof LiveReadError) return err.reason;
  if (err instanceof AppError) return err.status === 422 ? 'refused' : err.code;
  return 'error';
}
