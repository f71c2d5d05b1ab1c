import { randomBytes } from 'node:crypto';
import type pg from 'pg';

/**
 * Returns the session-signing secret: AUTH_SECRET when set, else one generated on first start
 * and kept in the database, so that every node of a cluster (and every restart) signs alike.
 */
export async function resolveAuthSecret(
  pool: pg.Pool,
  configured: string | undefined,
): Promise<string> {
  if (configured) return configured;
  await pool.query(
    'insert into app_secrets (name, value) values ($1, $2) on conflict (name) do nothing',
    ['auth_secret', randomBytes(32).toString('base64url')],
  );
  const { rows } = await pool.query<{ value: string }>(
    'select value from app_secrets where name = $1',
    ['auth_secret'],
  );
  const value = rows[0]?.value;
  if (!value) throw new Error('Could not read the generated auth secret.');
  return value;
}
