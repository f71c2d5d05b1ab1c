import { LiveError, withoutPassword } from './errors';
import { errorCode, errorText, type LiveLimits } from './limits';
import { describeTarget, type LiveTarget } from './url';

/** The part of the `mssql` package used here. */
interface MssqlPool {
  request(): { query(sql: string): Promise<{ recordset: Record<string, unknown>[] }> };
  close(): Promise<void>;
}
interface MssqlModule {
  connect(config: Record<string, unknown>): Promise<MssqlPool>;
}

/**
 * The `mssql` package when the user installed it. Relata does not depend on it (decision 0058):
 * the name is held in a variable so that no bundler or type check looks for it.
 */
async function loadMssql(): Promise<MssqlModule> {
  const name = 'mssql';
  try {
    const loaded = (await import(/* @vite-ignore */ name)) as MssqlModule & {
      default?: MssqlModule;
    };
    return loaded.default ?? loaded;
  } catch {
    throw new LiveError('unsupported', 'mssql:// needs the mssql package: npm install mssql');
  }
}

/**
 * Runs the catalog query on SQL Server through the `mssql` package, with a connection and a
 * request timeout and a read-only application intent. SQL Server splits a FOR JSON result over
 * rows of 2 033 characters, so the first column of every row is joined.
 */
export async function mssqlCatalogText(
  target: LiveTarget,
  query: string,
  limits: LiveLimits,
): Promise<unknown> {
  const mssql = await loadMssql();
  const where = describeTarget(target);
  let pool: MssqlPool;
  try {
    pool = await mssql.connect({
      server: target.host,
      port: target.port ?? 1433,
      database: target.database,
      user: target.user,
      password: target.password,
      connectionTimeout: limits.connectTimeoutMs,
      requestTimeout: limits.timeoutMs,
      options: {
        encrypt: target.tls ?? false,
        serverName: target.servername,
        readOnlyIntent: true,
      },
    });
  } catch (error) {
    const text = withoutPassword(errorText(error), target.password);
    throw new LiveError(
      errorCode(error) === 'ELOGIN' ? 'auth' : 'unreachable',
      `${where}: ${text}`,
    );
  }
  try {
    const { recordset } = await pool.request().query(query);
    return recordset
      .map((row) => {
        const value = Object.values(row)[0];
        return typeof value === 'string' ? value : '';
      })
      .join('');
  } catch (error) {
    if (errorCode(error) === 'ETIMEOUT')
      throw new LiveError(
        'timeout',
        `${where}: the catalog query did not finish within ${limits.timeoutMs} ms`,
      );
    throw new LiveError(
      'query',
      `${where}: the catalog query failed: ${withoutPassword(errorText(error), target.password)}`,
    );
  } finally {
    await pool.close().catch(() => undefined);
  }
}
