import type { LiveEngine } from '../schema/live';

/** Where a live database is and how to log in. */
export interface LiveTarget {
  engine: LiveEngine;
  host?: string;
  port?: number;
  database?: string;
  user?: string;
  password?: string;
  tls?: boolean;
  /** TLS server name when host is an address. */
  servername?: string;
  /** SQLite: the file's path. */
  file?: string;
}

/** The engine each URL scheme names. */
const SCHEMES: Record<string, LiveEngine> = {
  postgres: 'postgresql',
  postgresql: 'postgresql',
  mysql: 'mysql',
  mariadb: 'mysql',
  mssql: 'mssql',
  sqlserver: 'mssql',
  sqlite: 'sqlite',
};

/** The variable each engine's own clients read the password from. */
const PASSWORD_VARIABLES: Record<LiveEngine, string | null> = {
  postgresql: 'PGPASSWORD',
  mysql: 'MYSQL_PWD',
  mssql: 'MSSQL_PASSWORD',
  sqlite: null,
};

/** `sqlite:<file>`, `sqlite://<file>` or `sqlite:///abs/file`: the file's path. */
function sqliteTarget(rest: string): LiveTarget | { error: string } {
  const file = decodeURIComponent(rest.replace(/^\/\//, '').replace(/\?.*$/, ''));
  return file === ''
    ? { error: 'sqlite: needs a file, as sqlite:path/to/file.db' }
    : { engine: 'sqlite', file };
}

/** Whether the query string asks for TLS (`sslmode=require|verify-ca|verify-full`, `ssl=true`). */
function wantsTls(params: URLSearchParams): boolean | undefined {
  const mode = params.get('sslmode') ?? params.get('ssl-mode');
  if (mode !== null) return !['disable', 'allow', 'prefer'].includes(mode.toLowerCase());
  const ssl = params.get('ssl') ?? params.get('encrypt');
  return ssl === null ? undefined : ['true', '1', 'yes', 'require'].includes(ssl.toLowerCase());
}

/** A decoded URL part, or undefined when empty. */
const part = (value: string): string | undefined =>
  value === '' ? undefined : decodeURIComponent(value);

/**
 * Reads a database URL: postgres://, postgresql://, mysql://, mariadb://, mssql://, sqlite:<file>.
 * The password comes from the URL, else from the engine's usual variable in `env` (PGPASSWORD,
 * MYSQL_PWD, MSSQL_PASSWORD); `?sslmode=require` or `?ssl=true` asks for TLS, `?servername=`
 * names the certificate's host when the URL gives an address. Error messages never repeat the URL,
 * which may hold a password.
 */
export function parseDatabaseUrl(
  url: string,
  env: Record<string, string | undefined> = {},
): LiveTarget | { error: string } {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim())?.[1]?.toLowerCase();
  const engine = scheme === undefined ? undefined : SCHEMES[scheme];
  if (scheme === undefined || engine === undefined)
    return {
      error: `a database URL starts with ${Object.keys(SCHEMES)
        .map((s) => (s === 'sqlite' ? 'sqlite:' : `${s}://`))
        .join(', ')}`,
    };
  if (engine === 'sqlite') return sqliteTarget(url.trim().slice(scheme.length + 1));
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return {
      error: `the ${scheme}:// URL cannot be read; write it as ${scheme}://user:password@host:port/database`,
    };
  }
  if (parsed.hostname === '') return { error: `the ${scheme}:// URL needs a host` };
  const port = parsed.port === '' ? undefined : Number(parsed.port);
  const variable = PASSWORD_VARIABLES[engine];
  return {
    engine,
    host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
    port,
    database: part(parsed.pathname.replace(/^\//, '')),
    user: part(parsed.username),
    password: part(parsed.password) ?? (variable === null ? undefined : env[variable]),
    tls: wantsTls(parsed.searchParams),
    servername: parsed.searchParams.get('servername') ?? undefined,
  };
}

/** The target as a user may see it: the URL without the password. */
export function describeTarget(target: LiveTarget): string {
  if (target.engine === 'sqlite') return `sqlite:${target.file ?? ''}`;
  const user = target.user === undefined ? '' : `${target.user}@`;
  const port = target.port === undefined ? '' : `:${target.port}`;
  return `${target.engine}://${user}${target.host ?? ''}${port}/${target.database ?? ''}`;
}
