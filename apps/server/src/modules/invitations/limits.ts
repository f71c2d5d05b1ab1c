import type { Kysely } from 'kysely';
import { formatWait, hitLimits, RateLimitedError, type Limit } from '../../auth/rateLimit';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';

const HOUR = 60 * 60;

/**
 * Invitations one person may send per hour, across all their projects (issue 14, item 8): a
 * fresh account once mailed 40 strangers in a row with a phishing sentence as the project name.
 */
export const INVITES_PER_USER: Limit = { max: 20, windowSeconds: HOUR };
/** Invitations one project may send per hour, whoever of its Admins sends them. */
export const INVITES_PER_PROJECT: Limit = { max: 10, windowSeconds: HOUR };

/**
 * Counts an invitation against the sender's and the project's hourly limits, or refuses it with
 * 429, Retry-After and a message that says which limit it hit. Call it after the permission
 * check (a Viewer's refused attempts must not use up the project's allowance) and inside the
 * invitation's transaction, so that only invitations actually sent are counted.
 */
export async function hitInvitationLimits(
  trx: Kysely<Database>,
  userId: string,
  projectId: string,
): Promise<void> {
  await hitOne(
    trx,
    `invite:user:${userId}`,
    INVITES_PER_USER,
    'You have sent too many invitations in the last hour.',
  );
  await hitOne(
    trx,
    `invite:project:${projectId}`,
    INVITES_PER_PROJECT,
    'This project has sent too many invitations in the last hour.',
  );
}

async function hitOne(db: Kysely<Database>, key: string, limit: Limit, what: string) {
  try {
    await hitLimits(db, [{ key, limit }]);
  } catch (err) {
    if (!(err instanceof RateLimitedError)) throw err;
    const wait = err.retryAfterSeconds ?? limit.windowSeconds;
    throw new AppError(
      429,
      'rate_limited',
      `${what} Please try again in ${formatWait(wait)}.`,
      undefined,
      wait,
    );
  }
}
