import type { BetterAuthOptions } from 'better-auth';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { currentClient } from './clientContext';
import { record } from './record';

type DatabaseHooks = NonNullable<BetterAuthOptions['databaseHooks']>;
type EndpointContext = { path?: string; params?: Record<string, string | undefined> } | null;

/** How a better-auth endpoint signs people in or up, by its path (ours: see auth/auth.ts). */
const METHODS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/sign-in/email': 'password',
  '/verify-email': 'verification_link',
  '/recover': 'recovery_link',
};

/** The sign-in method of an endpoint, or undefined for endpoints that only renew a session. */
function methodOf(ctx: EndpointContext): string | undefined {
  if (!ctx?.path) return undefined;
  if (ctx.path === '/callback/:id') return ctx.params?.id;
  return METHODS[ctx.path];
}

/**
 * The audit trail's view into better-auth (issue 14, item 9): sign-ups, sign-ins of every kind
 * (password, Google, GitHub, the verification and recovery links), sign-outs, linked identities,
 * reset requests and verified addresses are recorded where better-auth makes them, so no flow
 * is missed. Sessions also get the client address and user agent the audit trail uses (request.ip
 * honours TRUST_PROXY; better-auth would believe any X-Forwarded-For).
 */
export function auditAuthHooks(db: Kysely<Database>) {
  const databaseHooks: DatabaseHooks = {
    user: {
      create: {
        after: async (user, ctx) => {
          await record(db, {
            kind: 'sign_up',
            userId: user.id,
            details: { method: methodOf(ctx) ?? 'password' },
          });
        },
      },
    },
    session: {
      create: {
        before: (session) => {
          const client = currentClient();
          if (!client) return Promise.resolve();
          return Promise.resolve({
            data: { ...session, ipAddress: client.ip, userAgent: client.userAgent },
          });
        },
        after: async (session, ctx) => {
          const method = methodOf(ctx);
          if (method)
            await record(db, { kind: 'sign_in', userId: session.userId, details: { method } });
        },
      },
      delete: {
        after: async (session, ctx) => {
          if (ctx?.path === '/sign-out')
            await record(db, { kind: 'sign_out', userId: session.userId });
        },
      },
    },
    account: {
      create: {
        after: async (account) => {
          if (account.providerId === 'credential') return;
          // An identity added to an account that had another one; a new account's first is its sign-up.
          const other = await db
            .selectFrom('account')
            .select('id')
            .where('userId', '=', account.userId)
            .where('id', '!=', account.id)
            .executeTakeFirst();
          if (other)
            await record(db, {
              kind: 'identity_linked',
              userId: account.userId,
              details: { provider: account.providerId },
            });
        },
      },
    },
    verification: {
      create: {
        after: async (verification) => {
          // A reset link was mailed: the recovery flow's token (see auth/recoveryPlugin.ts).
          if (verification.identifier.startsWith('reset-password:'))
            await record(db, {
              kind: 'password_reset_requested',
              userId: verification.value,
              actorId: null,
            });
        },
      },
    },
  };
  return {
    databaseHooks,
    /** better-auth's emailVerification.afterEmailVerification: the address was proven. */
    afterEmailVerification: async (user: { id: string }) => {
      await record(db, { kind: 'email_verified', userId: user.id });
    },
  };
}
