import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../http/errors';
import { clearHits, countHit, hitLimits, readHits, type Limit } from './rateLimit';

/**
 * The per-account slow-down (OWASP's login throttling rather than an account lockout): the first
 * failures in the window cost nothing, then each further one makes every attempt on the account,
 * from any address, wait this much longer, up to the ceiling. The right password is never
 * refused for failures that came from elsewhere (issue 14, item 7).
 */
export const SIGN_IN_SLOWDOWN = { freeFailures: 5, stepMs: 250, maxMs: 5000 } as const;

/** How long an attempt on an account with this many recent failures waits before it is checked. */
export function slowDownMs(failures: number): number {
  const { freeFailures, stepMs, maxMs } = SIGN_IN_SLOWDOWN;
  return Math.min(Math.max(0, failures - freeFailures) * stepMs, maxMs);
}

/** What one sign-in attempt is throttled by. */
export interface SignInAttempt {
  email: string;
  /** The client address (request.ip, which follows X-Forwarded-For only under TRUST_PROXY). */
  ip: string;
  /** Attempts one client address may make on one account per window without a success. */
  perClient: Limit;
}

const accountKey = (email: string) => `sign-in:fail:${email}`;
const clientKey = (a: SignInAttempt) => `sign-in:fail:${a.email}:ip:${a.ip}`;

/**
 * Runs a password check under the account's throttle: an address that made too many attempts
 * on this account without success is refused with 429 (others are not), every attempt waits the
 * account's slow-down first, and a wrong password (401) counts as a failure on the account.
 */
export async function throttledSignIn<T>(
  db: Kysely<Database>,
  attempt: SignInAttempt,
  check: () => Promise<T>,
): Promise<T> {
  // Counted before the check, so that parallel attempts from one address cannot pass the limit.
  await hitLimits(db, [{ key: clientKey(attempt), limit: attempt.perClient }]);
  const failures = await readHits(db, accountKey(attempt.email));
  const wait = slowDownMs(failures.count);
  if (wait > 0) await sleep(wait);
  try {
    const result = await check();
    await clearHits(db, clientKey(attempt));
    return result;
  } catch (err) {
    if (err instanceof AppError && err.status === 401)
      await countHit(db, accountKey(attempt.email), attempt.perClient.windowSeconds);
    throw err;
  }
}
