import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../http/errors';

/** A limit: at most `max` hits per `windowSeconds` for one key. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

/** Thrown when a limit is exceeded; the handler answers 429 with Retry-After. */
export class RateLimitedError extends AppError {
  constructor(retryAfterSeconds: number) {
    const message = `Too many attempts. Please try again in ${formatWait(retryAfterSeconds)}.`;
    super(429, 'rate_limited', message, undefined, retryAfterSeconds);
  }
}

/** "45 seconds", "3 minutes": a wait as a 429 message says it. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** A key's count in its current window, and the seconds until that window ends. */
export interface Hits {
  count: number;
  retryAfterSeconds: number;
}

/**
 * Counts one hit on a key (fixed windows, counters in the database so that they hold across
 * nodes) and answers the count so far in the key's window.
 */
export async function countHit(
  db: Kysely<Database>,
  key: string,
  windowSeconds: number,
): Promise<Hits> {
  const row = await sql<{ count: number; retry: number }>`
    insert into rate_limit_buckets (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limit_buckets.reset_at <= now() then 1 else rate_limit_buckets.count + 1 end,
      reset_at = case when rate_limit_buckets.reset_at <= now() then excluded.reset_at else rate_limit_buckets.reset_at end
    returning count, ceil(extract(epoch from (reset_at - now())))::int as retry`.execute(db);
  const r = row.rows[0];
  return { count: r?.count ?? 1, retryAfterSeconds: Math.max(1, r?.retry ?? windowSeconds) };
}

/** Reads a key's count in its current window without counting a hit (0 when none). */
export async function readHits(db: Kysely<Database>, key: string): Promise<Hits> {
  const row = await sql<{ count: number; retry: number }>`
    select count, ceil(extract(epoch from (reset_at - now())))::int as retry
    from rate_limit_buckets where key = ${key} and reset_at > now()`.execute(db);
  const r = row.rows[0];
  return r
    ? { count: r.count, retryAfterSeconds: Math.max(1, r.retry) }
    : { count: 0, retryAfterSeconds: 0 };
}

/** Forgets a key's hits (a success that proves the earlier failures were the owner's). */
export async function clearHits(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limit_buckets').where('key', '=', key).execute();
}

/** Counts a hit on each key and throws RateLimitedError when any key is over its limit. */
export async function hitLimits(
  db: Kysely<Database>,
  hits: Array<{ key: string; limit: Limit }>,
): Promise<void> {
  let wait = 0;
  for (const { key, limit } of hits) {
    const r = await countHit(db, key, limit.windowSeconds);
    if (r.count > limit.max) wait = Math.max(wait, r.retryAfterSeconds);
  }
  if (wait > 0) throw new RateLimitedError(wait);
}

/** Removes expired buckets; called now and then. */
export async function pruneLimits(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('rate_limit_buckets').where('reset_at', '<', new Date()).execute();
}
