import mysql from 'mysql2/promise';
import { LiveError, withoutPassword } from './errors';
import { errorCode, errorText, NETWORK_CODES, type LiveLimits } from './limits';
import { describeTarget, type LiveTarget } from './url';

/** Login refused: bad user or password, or no right to the database. */
const AUTH_CODES = new Set([
  'ER_ACCESS_DENIED_ERROR',
  'ER_DBACCESS_DENIED_ERROR',
  'ER_ACCESS_DENIED_NO_PASSWORD_ERROR',
]);
/**
 * The statement timeout: MySQL's max_execution_time (ER_QUERY_TIMEOUT, 3024), MariaDB's
 * max_statement_time (1969, which mysql2 has no name for), the driver's own timeout.
 */
const TIMEOUT_CODES = new Set(['ER_QUERY_TIMEOUT', 'PROTOCOL_SEQUENCE_TIMEOUT']);
const MARIADB_STATEMENT_TIMEOUT = 1969;

const isTimeout = (error: unknown): boolean =>
  TIMEOUT_CODES.has(errorCode(error) ?? '') ||
  (error as { errno?: unknown } | null)?.errno === MARIADB_STATEMENT_TIMEOUT;

/** A failed connection as a LiveError: refused login, unknown database, or no answer. */
function connectError(error: unknown, target: LiveTarget, limits: LiveLimits): LiveError {
  const code = errorCode(error) ?? '';
  const where = describeTarget(target);
  const text = withoutPassword(errorText(error), target.password);
  if (AUTH_CODES.has(code))
    return new LiveError('auth', `${where}: the server refused the login: ${text}`);
  if (code === 'ETIMEDOUT')
    return new LiveError(
      'unreachable',
      `${where}: the server did not answer within ${limits.connectTimeoutMs} ms`,
    );
  if (NETWORK_CODES.has(code))
    return new LiveError('unreachable', `${where}: cannot connect: ${text}`);
  return new LiveError('unreachable', `${where}: ${text}`);
}

/** A failed catalog query as a LiveError: the statement timeout, or the server's message. */
function queryError(error: unknown, target: LiveTarget, limits: LiveLimits): LiveError {
  if (isTimeout(error))
    return new LiveError(
      'timeout',
      `${describeTarget(target)}: the catalog query did not finish within ${limits.timeoutMs} ms`,
    );
  const text = withoutPassword(errorText(error), target.password);
  return new LiveError('query', `${describeTarget(target)}: the catalog query failed: ${text}`);
}

/**
 * The query's statements: the leading `SET SESSION ...;` settings (MariaDB cuts JSON_ARRAYAGG at
 * group_concat_max_len) apart from the query itself, since one call runs one statement.
 */
function splitSettings(query: string): string[] {
  const statements: string[] = [];
  let rest = query.trim();
  for (let m = /^SET\s[^;]*;/i.exec(rest); m; m = /^SET\s[^;]*;/i.exec(rest)) {
    statements.push(m[0].slice(0, -1));
    rest = rest.slice(m[0].length).trim();
  }
  return [...statements, rest.replace(/;\s*$/, '')];
}

/**
 * Makes the session read-only and bounds its statements: MariaDB's max_statement_time (seconds)
 * or MySQL's max_execution_time (milliseconds, which bounds SELECTs, all the catalog query is).
 */
async function restrictSession(conn: mysql.Connection, limits: LiveLimits): Promise<void> {
  const [rows] = await conn.query<mysql.RowDataPacket[]>('SELECT VERSION() AS v');
  const mariadb = /mariadb/i.test(String(rows[0]?.v ?? ''));
  await conn.query(
    mariadb
      ? `SET SESSION max_statement_time = ${limits.timeoutMs / 1000}`
      : `SET SESSION max_execution_time = ${Math.ceil(limits.timeoutMs)}`,
  );
  await conn.query('SET SESSION TRANSACTION READ ONLY');
}

/**
 * Runs the catalog query on MySQL or MariaDB in a read-only session with a statement timeout,
 * and returns the one value it gives (JSON kept as text).
 */
export async function mysqlCatalogText(
  target: LiveTarget,
  query: string,
  limits: LiveLimits,
): Promise<unknown> {
  let conn: mysql.Connection;
  try {
    conn = await mysql.createConnection({
      host: target.host,
      port: target.port ?? 3306,
      database: target.database,
      user: target.user,
      password: target.password,
      ssl: target.tls ? ({ servername: target.servername } as mysql.SslOptions) : undefined,
      connectTimeout: limits.connectTimeoutMs,
      jsonStrings: true,
    });
  } catch (error) {
    throw connectError(error, target, limits);
  }
  // A dropped connection is reported through the failing query; the event must still be heard.
  conn.on('error', () => undefined);
  try {
    await restrictSession(conn, limits);
    let value: unknown;
    for (const sql of splitSettings(query)) {
      const [rows] = await conn.query<mysql.RowDataPacket[]>({
        sql,
        rowsAsArray: true,
        timeout: limits.timeoutMs + limits.connectTimeoutMs,
      });
      value = (rows as unknown as unknown[][])[0]?.[0];
    }
    return Buffer.isBuffer(value) ? value.toString('utf8') : value;
  } catch (error) {
    throw queryError(error, target, limits);
  } finally {
    await conn.end().catch(() => undefined);
  }
}
