import type { BetterAuthPlugin } from 'better-auth';
import { createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';

/** How long a recovery session may set a new password (the reset link's own lifetime). */
export const RECOVERY_WINDOW_MS = 60 * 60 * 1000;

/**
 * The password-recovery link of spec 1 (§2 "the recovery link signs the user in"): GET
 * /api/auth/recover?token= consumes the single-use reset token atomically, opens a session
 * marked as a recovery session, and sends the browser to /reset-password; every other reset link
 * of the user ends. An unknown, used, superseded or expired token goes to /login?reset=invalid.
 */
export function recoveryPlugin(opts: {
  /** Ends the user's other reset links: using one ends them all. */
  endResetLinks(userId: string): Promise<void>;
  markRecovery(sessionId: string, expiresAt: Date): Promise<void>;
}) {
  return {
    id: 'relata-recovery',
    endpoints: {
      recoverWithResetToken: createAuthEndpoint(
        '/recover',
        { method: 'GET', query: z.object({ token: z.string().min(1).max(200) }) },
        async (ctx) => {
          const verification = await ctx.context.internalAdapter.consumeVerificationValue(
            `reset-password:${ctx.query.token}`,
          );
          const user = verification
            ? await ctx.context.internalAdapter.findUserById(verification.value)
            : null;
          if (!user) throw ctx.redirect('/login?reset=invalid');
          await opts.endResetLinks(user.id);
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await opts.markRecovery(session.id, new Date(Date.now() + RECOVERY_WINDOW_MS));
          await setSessionCookie(ctx, { session, user });
          throw ctx.redirect('/reset-password');
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
