import pg from 'pg';

/** The PostgreSQL server tests use: TEST_DATABASE_URL, else the local one CI runs. */
export const POSTGRES_ADMIN_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether CI demands every suite (nothing may be skipped). */
export const IN_CI = process.env.CI === 'true' || process.env.CI === '1';

/** Answers whether the PostgreSQL server accepts connections within two seconds. */
export async function postgresReachable(url: string = POSTGRES_ADMIN_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Replaces the database name of a PostgreSQL URL. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
