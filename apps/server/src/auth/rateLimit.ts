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

/**
 * Counts a hit on each key (fixed windows, counters in the database so that they hold across
 * nodes) and throws RateLimitedError when any key is over its limit.
 */
export async function hitLimits(
  db: Kysely<Database>,
  hits: Array<{ key: string; limit: Limit }>,
): Promise<void> {
  let wait = 0;
  for (const { key, limit } of hits) {
    const row = await sql<{ count: number; retry: number }>`
      insert into rate_limit_buckets (key, count, reset_at)
      values (${key}, 1, now() + make_interval(secs => ${limit.windowSeconds}))
      on conflict (key) do update set
        count = case when rate_limit_buckets.reset_at <= now() then 1 else rate_limit_buckets.count + 1 end,
        reset_at = case when rate_limit_buckets.reset_at <= now() then excluded.reset_at else rate_limit_buckets.reset_at end
      returning count, ceil(extract(epoch from (reset_at - now())))::int as retry`.execute(db);
    const r = row.rows[0];
    if (r && r.count > limit.max) wait = Math.max(wait, Math.max(1, r.retry));
  }
  if (wait > 0) throw new RateLimitedError(wait);
}

/** Removes expired buckets; called now and then. */
export async function pruneLimits(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('rate_limit_buckets').where('reset_at', '<', new Date()).execute();
}
