import type { TokenScope } from '@relata/core';
import { betterAuth } from 'better-auth';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { errorBody } from '../http/errors';
import { allowedOrigins } from '../http/originCheck';
import type { Mailer } from '../mail/mailer';
import { resetPasswordMail, verificationMail } from '../mail/templates';
import { RESET_LINK_SECONDS, VERIFICATION_LINK_SECONDS } from './linkLifetimes';
import { hashPassword, verifyPassword } from './password';
import { genericOAuth } from 'better-auth/plugins';
import { oauthProviders } from './oauthProviders';
import { recoveryPlugin } from './recoveryPlugin';
import { endResetLinks } from './resetLinks';
import { auditAuthHooks } from '../modules/audit/authHooks';

/** Where the e-mail verification link lands after verifying (spec 1 §2). */
export const VERIFIED_CALLBACK = '/verify-email?state=confirmed';

/** Creates better-auth on the shared pool, with our mail, hashing and recovery flow. */
export function createAuth(opts: {
  config: Config;
  pool: pg.Pool;
  db: Kysely<Database>;
  secret: string;
  mailer: Mailer;
}) {
  const { config, pool, db, secret, mailer } = opts;
  const audit = auditAuthHooks(db);
  return betterAuth({
    appName: 'Relata',
    database: pool,
    secret,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    // Under `npm run dev` the Vite dev server (scripts/dev.mjs names it) serves the pages.
    trustedOrigins: [...allowedOrigins(config)],
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      // Sign-up's minimum of 8 (spec 1 §9) is checked by our route; 6 is the minimum when changing.
      minPasswordLength: 6,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        // better-auth stored this token just before: it alone stays valid.
        await endResetLinks(db, user.id, token);
        await mailer.send(
          resetPasswordMail(
            user.email,
            `${config.publicUrl}/api/auth/recover?token=${encodeURIComponent(token)}`,
            RESET_LINK_SECONDS,
          ),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationMail(user.email, url, VERIFICATION_LINK_SECONDS));
      },
      afterEmailVerification: audit.afterEmailVerification,
    },
    databaseHooks: audit.databaseHooks,
    account: { accountLinking: { enabled: true, trustedProviders: ['google', 'github'] } },
    plugins: [
      genericOAuth({ config: oauthProviders(config) }),
      recoveryPlugin({
        endResetLinks: (userId) => endResetLinks(db, userId),
        markRecovery: async (sessionId, expiresAt) => {
          await db
            .insertInto('recovery_sessions')
            .values({ session_id: sessionId, expires_at: expiresAt })
            .execute();
        },
      }),
    ],
    telemetry: { enabled: false },
    logger: { disabled: config.logLevel === 'silent', level: 'error' },
    // Abuse limits are ours (database counters, per IP and per address): see modules/account.
    rateLimit: { enabled: false },
  });
}

/** The better-auth instance's type. */
export type Auth = ReturnType<typeof createAuth>;

/** What a request made with an access token may reach, beside its user's rights (issue 39). */
export interface TokenGrant {
  id: string;
  scope: TokenScope;
  /** null: every project of the user. */
  projectIds: string[] | null;
}

/** The signed-in user and session behind a request, or null. */
export interface RequestSession {
  userId: string;
  /** The browser session's id; `token:<id>` for a request made with an access token. */
  sessionId: string;
  email: string;
  /** Set when the request authenticated with an access token rather than a session cookie. */
  token?: TokenGrant;
}

/** Converts Node request headers into fetch Headers. */
export function toHeaders(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(raw)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  return headers;
}

/** Resolves the session from request headers (the session cookie). */
export async function getRequestSession(
  auth: Auth,
  headers: Record<string, string | string[] | undefined>,
): Promise<RequestSession | null> {
  const result = await auth.api.getSession({ headers: toHeaders(headers) });
  if (!result) return null;
  return { userId: result.user.id, sessionId: result.session.id, email: result.user.email };
}

/**
 * The better-auth endpoints browsers reach directly: session lookup, the links in e-mails,
 * OAuth callbacks and sign-out. Everything else goes through /api/account, which validates,
 * rate-limits and answers in our error shape; the rest of better-auth's routes are not exposed.
 */
const EXPOSED = [
  { method: 'GET', path: /^\/api\/auth\/get-session$/ },
  { method: 'GET', path: /^\/api\/auth\/verify-email$/ },
  { method: 'GET', path: /^\/api\/auth\/recover$/ },
  { method: 'GET', path: /^\/api\/auth\/callback\/(google|github)$/ },
  { method: 'POST', path: /^\/api\/auth\/sign-out$/ },
];

/** Mounts the exposed part of better-auth under /api/auth/*, answering errors in our shape. */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth, config: Config): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, config.publicUrl);
      if (!EXPOSED.some((e) => e.method === request.method && e.path.test(url.pathname))) {
        return reply
          .status(404)
          .send(errorBody('not_found', `No API route ${request.method} ${url.pathname}.`));
      }
      const hasBody =
        request.method !== 'GET' && request.body !== undefined && request.body !== null;
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers: toHeaders(request.headers),
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      return sendAuthResponse(reply, response);
    },
  });
}

/** Copies a better-auth Response onto a Fastify reply, rewriting JSON errors into our shape. */
export async function sendAuthResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') void reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) void reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status >= 400 && (response.headers.get('content-type') ?? '').includes('json')) {
    let parsed: { code?: string; message?: string } = {};
    try {
      parsed = JSON.parse(text) as { code?: string; message?: string };
    } catch {
      // Not JSON after all: fall through with the status text.
    }
    return reply
      .type('application/json; charset=utf-8')
      .send(
        errorBody(
          (parsed.code ?? 'bad_request').toLowerCase(),
          parsed.message ?? 'Request failed.',
        ),
      );
  }
  return reply.send(text);
}
