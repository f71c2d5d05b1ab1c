import {
  isCommonPassword,
  type Profile,
  type SignUpBody,
  type SignInBody,
  type ChangePasswordBody,
  type UpdateProfileBody,
} from '@relata/core';
import { APIError } from 'better-auth/api';
import type { Kysely, Transaction } from 'kysely';
import { toHeaders, VERIFIED_CALLBACK, type Auth } from '../../auth/auth';
import type { Limit } from '../../auth/rateLimit';
import { endResetLinks } from '../../auth/resetLinks';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { BackgroundWork } from '../../http/backgroundWork';
import { AppError, errors } from '../../http/errors';
import { sniffImage, type AvatarStore } from '../../storage/avatarStore';

type RawHeaders = Record<string, string | string[] | undefined>;

const WINDOW = 10 * 60;

/**
 * Abuse limits of the account endpoints, per 10 minutes (issue 3, item 10): per e-mail address
 * they are fixed; per IP they follow AUTH_IP_LIMIT, since many people can share one address (an
 * office, a school) and an operator knows their users. Sign-in has no limit per account alone,
 * which would lock its owner out (issue 14, item 7): an IP is refused on one account after 10
 * attempts without success, and failures slow the account down (auth/signInThrottle.ts).
 */
export function accountLimits(perIp: number) {
  return {
    signInPerIp: { max: perIp, windowSeconds: WINDOW },
    signInPerAccountAndIp: { max: 10, windowSeconds: WINDOW },
    signUpPerIp: { max: perIp, windowSeconds: WINDOW },
    mailPerIp: { max: perIp, windowSeconds: WINDOW },
    mailPerEmail: { max: 5, windowSeconds: WINDOW },
  } satisfies Record<string, Limit>;
}

/**
 * Runs inside account deletion, in its transaction: other modules hand over or drop what the
 * user owned. What it returns runs after the commit (e.g. realtime rechecks).
 */
export type AccountDeletionStep = (
  trx: Transaction<Database>,
  userId: string,
) => Promise<(() => Promise<void>) | void>;

/** What the account service needs. */
export interface AccountDeps {
  auth: Auth;
  db: Kysely<Database>;
  config: Config;
  avatars: AvatarStore;
  /** Runs account mails after the answer, so its timing does not tell whether an account exists. */
  background: BackgroundWork;
  deletionSteps: AccountDeletionStep[];
  /** Announces that some of a user's sessions ended, so their realtime connections close. */
  sessionsEnded: (userId: string) => Promise<void>;
}

/** The result of a better-auth call that sets cookies. */
export interface WithCookies<T> {
  body: T;
  setCookie: string[];
}

const WEAK_PASSWORD = 'Password is too weak';

function mapAuthError(err: unknown): never {
  if (!(err instanceof APIError)) throw err;
  const code = String((err.body as { code?: string } | undefined)?.code ?? '');
  switch (code) {
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      throw new AppError(409, 'conflict', 'User with this email already exists');
    case 'INVALID_EMAIL':
      throw new AppError(400, 'validation_failed', 'Invalid email address', {
        email: 'Invalid email address',
      });
    case 'PASSWORD_TOO_SHORT':
    case 'PASSWORD_TOO_LONG':
      throw new AppError(400, 'validation_failed', WEAK_PASSWORD, { password: WEAK_PASSWORD });
    case 'INVALID_EMAIL_OR_PASSWORD':
      throw new AppError(401, 'unauthenticated', 'Invalid email or password.');
    case 'EMAIL_NOT_VERIFIED':
      throw new AppError(
        403,
        'email_not_verified',
        'Please verify your email address before logging in. Check your inbox for the link, or send a new one.',
      );
    case 'INVALID_PASSWORD':
      throw new AppError(400, 'validation_failed', 'Current password is incorrect.', {
        currentPassword: 'Current password is incorrect.',
      });
    default:
      throw new AppError(
        err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400,
        'bad_request',
        (err.body as { message?: string } | undefined)?.message ?? 'Request failed.',
      );
  }
}

function refuseCommon(password: string, field: string) {
  if (isCommonPassword(password)) {
    throw new AppError(400, 'validation_failed', WEAK_PASSWORD, {
      [field]: 'is one of the most common passwords; choose another',
    });
  }
}

/** Registers with e-mail and password; a verification mail goes out, no session is opened yet. */
export async function signUp(
  deps: AccountDeps,
  body: Pick<SignUpBody, 'email' | 'password'>,
): Promise<void> {
  refuseCommon(body.password, 'password');
  // The spec wants the duplicate said plainly ("User with this email already exists").
  const existing = await deps.db
    .selectFrom('user')
    .select('id')
    .where('email', '=', body.email)
    .executeTakeFirst();
  if (existing) throw new AppError(409, 'conflict', 'User with this email already exists');
  try {
    await deps.auth.api.signUpEmail({
      body: {
        email: body.email,
        password: body.password,
        name: '',
        callbackURL: VERIFIED_CALLBACK,
      },
    });
  } catch (err) {
    mapAuthError(err);
  }
}

/** Signs in with e-mail and password; the session cookie comes back to set. */
export async function signIn(
  deps: AccountDeps,
  body: SignInBody,
  headers: RawHeaders,
): Promise<WithCookies<{ userId: string }>> {
  try {
    const { headers: out, response } = await deps.auth.api.signInEmail({
      body: { email: body.email, password: body.password, callbackURL: VERIFIED_CALLBACK },
      headers: toHeaders(headers),
      returnHeaders: true,
    });
    return { body: { userId: response.user.id }, setCookie: out.getSetCookie() };
  } catch (err) {
    return mapAuthError(err);
  }
}

/**
 * Sends the verification mail again when the address belongs to an unverified account. The
 * lookup and the mail run after the answer, so the answer is the same, and as fast, for an
 * unverified, a verified or an unknown address (no enumeration, issue 14 item 7).
 */
export function resendVerification(deps: AccountDeps, email: string): void {
  deps.background.run('resend verification mail', async () => {
    const user = await deps.db
      .selectFrom('user')
      .select(['id', 'emailVerified'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (!user || user.emailVerified) return;
    await deps.auth.api.sendVerificationEmail({ body: { email, callbackURL: VERIFIED_CALLBACK } });
  });
}

/**
 * Mails a recovery link when the address has an account, after the answer (as above): the
 * answer is the same, and as fast, either way. The new link ends the older ones (auth.ts).
 */
export function requestReset(deps: AccountDeps, email: string): void {
  deps.background.run('password reset mail', async () => {
    await deps.auth.api.requestPasswordReset({ body: { email, redirectTo: '/reset-password' } });
  });
}

/** Sets a new password from a recovery session, then ends every session of the user. */
export async function setPasswordAfterRecovery(
  deps: AccountDeps,
  session: { userId: string; sessionId: string },
  newPassword: string,
): Promise<void> {
  refuseCommon(newPassword, 'newPassword');
  const recovery = await deps.db
    .selectFrom('recovery_sessions')
    .select('session_id')
    .where('session_id', '=', session.sessionId)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (!recovery)
    throw errors.forbidden(
      'This page needs the link from a password reset email. Request a new one.',
    );
  const ctx = await deps.auth.$context;
  const hash = await ctx.password.hash(newPassword);
  const credential = await ctx.internalAdapter.findCredentialAccount(session.userId);
  if (credential) await ctx.internalAdapter.updatePassword(session.userId, hash);
  else
    await ctx.internalAdapter.linkAccount({
      userId: session.userId,
      providerId: 'credential',
      accountId: session.userId,
      password: hash,
    });
  // A reset by mail also proves the address.
  await deps.db
    .updateTable('user')
    .set({ emailVerified: true })
    .where('id', '=', session.userId)
    .execute();
  await endResetLinks(deps.db, session.userId);
  await ctx.internalAdapter.deleteUserSessions(session.userId);
}

/** Changes the password with the current one; the user's other sessions and reset links end. */
export async function changePassword(
  deps: AccountDeps,
  session: { userId: string },
  headers: RawHeaders,
  body: Pick<ChangePasswordBody, 'currentPassword' | 'newPassword'>,
): Promise<WithCookies<{ ok: true }>> {
  refuseCommon(body.newPassword, 'newPassword');
  let setCookie: string[];
  try {
    const { headers: out } = await deps.auth.api.changePassword({
      body: {
        currentPassword: body.currentPassword,
        newPassword: body.newPassword,
        revokeOtherSessions: true,
      },
      headers: toHeaders(headers),
      returnHeaders: true,
    });
    setCookie = out.getSetCookie();
  } catch (err) {
    return mapAuthError(err);
  }
  await endResetLinks(deps.db, session.userId);
  return { body: { ok: true }, setCookie };
}

/** The user's profile with e-mail and identities. */
export async function getProfile(deps: AccountDeps, userId: string): Promise<Profile> {
  const row = await deps.db
    .selectFrom('user')
    .innerJoin('profiles', 'profiles.id', 'user.id')
    .select([
      'user.id',
      'user.email',
      'profiles.firstname',
      'profiles.lastname',
      'profiles.avatar_url',
      'profiles.onboarding_finished',
      'profiles.onboarding_step',
      'profiles.theme',
    ])
    .where('user.id', '=', userId)
    .executeTakeFirst();
  if (!row) throw errors.unauthenticated();
  const accounts = await deps.db
    .selectFrom('account')
    .select('providerId')
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
  return {
    ...row,
    theme: row.theme as Profile['theme'],
    identities: accounts.map((a) => ({
      provider: a.providerId === 'credential' ? 'email' : a.providerId,
    })),
  };
}

/** Updates the editable profile fields. */
export async function updateProfile(
  deps: AccountDeps,
  userId: string,
  patch: UpdateProfileBody,
): Promise<Profile> {
  if (Object.keys(patch).length > 0) {
    await deps.db
      .updateTable('profiles')
      .set({ ...patch, updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
  }
  return getProfile(deps, userId);
}

/** Stores a new avatar after checking its content; returns the profile with the versioned URL. */
export async function uploadAvatar(
  deps: AccountDeps,
  userId: string,
  bytes: Buffer,
): Promise<Profile> {
  const kind = sniffImage(bytes);
  if (!kind)
    throw new AppError(
      415,
      'unsupported_media_type',
      'Only PNG, JPEG, WebP or GIF images can be used as avatars.',
    );
  const name = await deps.avatars.save(userId, kind, bytes);
  const url = `/api/avatars/${name}?v=${Date.now()}`;
  await deps.db
    .updateTable('profiles')
    .set({ avatar_url: url, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
  return getProfile(deps, userId);
}

/** Deletes the account: sessions, identities, profile, avatar, and (through the steps) memberships. */
export async function deleteAccount(deps: AccountDeps, userId: string): Promise<void> {
  const afterCommit = await deps.db.transaction().execute(async (trx) => {
    const later: Array<() => Promise<void>> = [];
    for (const step of deps.deletionSteps) {
      const then = await step(trx, userId);
      if (then) later.push(then);
    }
    await trx.deleteFrom('user').where('id', '=', userId).execute();
    return later;
  });
  await deps.avatars.remove(userId);
  for (const then of afterCommit) await then();
}

/** Starts an OAuth flow; answers the provider's URL and the state cookie to set. */
export async function startSocial(
  deps: AccountDeps,
  provider: 'google' | 'github',
  intent: 'login' | 'register',
  headers: RawHeaders,
): Promise<WithCookies<{ url: string }>> {
  const configured = provider === 'google' ? deps.config.google : deps.config.github;
  const label = provider === 'google' ? 'Google' : 'GitHub';
  if (!configured)
    throw new AppError(400, 'not_configured', `${label} sign-in is not configured on this server`);
  try {
    const { headers: out, response } = await deps.auth.api.signInSocial({
      body: {
        provider,
        callbackURL: '/app',
        newUserCallbackURL: '/onboarding?step=0',
        errorCallbackURL: intent === 'register' ? '/register' : '/login',
        requestSignUp: intent === 'register',
      },
      headers: toHeaders(headers),
      returnHeaders: true,
    });
    if (!response.url)
      throw new AppError(502, 'unavailable', `${label} sign-in could not be started.`);
    return { body: { url: response.url }, setCookie: out.getSetCookie() };
  } catch (err) {
    return mapAuthError(err);
  }
}
