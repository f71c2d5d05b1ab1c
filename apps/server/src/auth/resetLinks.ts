import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** How better-auth names a password-reset token in its `verification` table (value: user id). */
const RESET_PREFIX = 'reset-password:';

/**
 * Ends every outstanding password-reset link of a user but the one named (the link just mailed).
 * Issuing a link, using one, changing or resetting the password each call it, so that only the
 * newest link ever works and none outlives a password change (issue 14, item 4).
 */
export async function endResetLinks(
  db: Kysely<Database>,
  userId: string,
  exceptToken?: string,
): Promise<void> {
  let q = db
    .deleteFrom('verification')
    .where('identifier', 'like', `${RESET_PREFIX}%`)
    .where('value', '=', userId);
  if (exceptToken !== undefined) q = q.where('identifier', '<>', `${RESET_PREFIX}${exceptToken}`);
  await q.execute();
}
