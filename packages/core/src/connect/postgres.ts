import pg from 'pg';
import { LiveError, withoutPassword } from './errors';
import { errorCode, errorText, NETWORK_CODES, type LiveLimits } from './limits';
import { describeTarget, type LiveTarget } from './url';

/** json and jsonb: kept as the server's text, so the size cap measures what was sent. */
const JSON_TYPES = new Set([114, 3802]);

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
    if (JSON_TYPES.has(oid)) return (value) => value;
    return pg.types.getTypeParser(oid, format ?? 'text') as (value: string) => unknown;
  },
};

/** A failed connection as a LiveError: refused login, unknown database, or no answer. */
function connectError(error: unknown, target: LiveTarget, limits: LiveLimits): LiveError {
  const code = errorCode(error);
  const where = describeTarget(target);
  const text = withoutPassword(errorText(error), target.password);
  if (code === '28P01' || code === '28000')
    return new LiveError('auth', `${where}: the server refused the login: ${text}`);
  if (code === '3D000') return new LiveError('unreachable', `${where}: ${text}`);
  if ((code !== undefined && NETWORK_CODES.has(code)) || /timeout|terminated/i.test(text))
    return new LiveError(
      'unreachable',
      /timeout/i.test(text)
        ? `${where}: the server did not answer within ${limits.connectTimeoutMs} ms`
        : `${where}: cannot connect: ${text}`,
    );
  return new LiveError('unreachable', `${where}: ${text}`);
}

/** A failed catalog query as a LiveError: the statement timeout, or the server's message. */
function queryError(error: unknown, target: LiveTarget, limits: LiveLimits): LiveError {
  const text = withoutPassword(errorText(error), target.password);
  if (errorCode(error) === '57014' || /query read timeout/i.test(text))
    return new LiveError(
      'timeout',
      `${describeTarget(target)}: the catalog query did not finish within ${limits.timeoutMs} ms`,
    );
  return new LiveError('query', `${describeTarget(target)}: the catalog query failed: ${text}`);
}

/**
 * Runs the catalog query on PostgreSQL in a read-only session (default_transaction_read_only=on
 * set at login, so no statement of the session can write) with a statement timeout, and returns
 * the one value it gives.
 */
export async function postgresCatalogText(
  target: LiveTarget,
  query: string,
  limits: LiveLimits,
): Promise<unknown> {
  const client = new pg.Client({
    host: target.host,
    port: target.port ?? 5432,
    database: target.database,
    user: target.user,
    // As a function, so pg neither falls back to its own PGPASSWORD or ~/.pgpass (a server must
    // never send its own credentials to a saved connection's host) nor shows it in a stack trace.
    password: () => target.password ?? '',
    // Explicit, so PGSSLMODE in the environment does not change what the target asked for.
    ssl: target.tls ? { servername: target.servername } : false,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    statement_timeout: limits.timeoutMs,
    // The server's timeout ends the query; this one also ends a connection that stopped answering.
    query_timeout: limits.timeoutMs + limits.connectTimeoutMs,
    options: '-c default_transaction_read_only=on',
    application_name: 'relata',
    types,
  });
  // A dropped connection is reported through the failing query; the event must still be heard.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    throw connectError(error, target, limits);
  }
  try {
    // The catalog query is large enough for PostgreSQL to JIT-compile it, which costs the server
    // more than running it; PostgreSQL before 11 has no such setting, and reads the same without.
    await client.query('SET jit = off').catch(() => undefined);
    const result = await client.query({ text: query, rowMode: 'array' });
    return (result.rows[0] as unknown[] | undefined)?.[0];
  } catch (error) {
    throw queryError(error, target, limits);
  } finally {
    await client.end().catch(() => undefined);
  }
}
