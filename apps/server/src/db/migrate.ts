import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

/** The folder of SQL migrations, applied in file-name order. */
export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/** An arbitrary constant: the advisory lock that serialises migrations across nodes. */
const MIGRATION_LOCK_ID = 7_274_720_001;

/**
 * Applies the pending SQL migrations, each in its own transaction, and records them in
 * schema_migrations so they are never re-applied. Several nodes starting at once take turns on
 * an advisory lock. Returns the names it applied.
 */
export async function migrate(pool: pg.Pool, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await client.query(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    for (const name of files) {
      await client.query('begin');
      try {
        const done = await client.query('select 1 from schema_migrations where name = $1', [name]);
        if (done.rowCount === 0) {
          await client.query(fs.readFileSync(path.join(dir, name), 'utf8'));
          await client.query('insert into schema_migrations (name) values ($1)', [name]);
          applied.push(name);
        }
        await client.query('commit');
      } catch (err) {
        await client.query('rollback');
        throw new Error(`Migration ${name} failed: ${(err as Error).message}`, { cause: err });
      }
    }
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
  return applied;
}
