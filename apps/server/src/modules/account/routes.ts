import {
  changePasswordBodySchema,
  deleteAccountBodySchema,
  emailBodySchema,
  okSchema,
  profileSchema,
  setPasswordBodySchema,
  signInBodySchema,
  signUpBodySchema,
  socialSignInBodySchema,
  socialStartSchema,
  updateProfileBodySchema,
} from '@relata/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getRequestSession } from '../../auth/auth';
import { requireSession as requireSessionOf } from '../../auth/requireSession';
import { hitLimits } from '../../auth/rateLimit';
import { throttledSignIn } from '../../auth/signInThrottle';
import { errors } from '../../http/errors';
import { AVATAR_MAX_BYTES } from '../../storage/avatarStore';
import * as audit from '../audit/record';
import * as account from './service';
import { accountLimits, type AccountDeps } from './service';
import { apiOperations } from '../../http/apiOperation';

const op = apiOperations('account');

const requireSession = (deps: AccountDeps, request: FastifyRequest) =>
  requireSessionOf(deps.auth, request);

function withCookies(reply: FastifyReply, setCookie: string[]) {
  if (setCookie.length > 0) void reply.header('set-cookie', setCookie);
  return reply;
}

/** The account endpoints under /api/account: sign-up, sign-in, recovery, profile, avatar, deletion. */
export function registerAccountRoutes(root: FastifyInstance, deps: AccountDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const ACCOUNT_LIMITS = accountLimits(deps.config.authIpLimit);
  const ok = { 200: okSchema };

  app.post(
    '/api/account/sign-up',
    {
      schema: {
        ...op.open('signUp', 'Creates an account and mails a verification link.', [409, 429]),
        body: signUpBodySchema,
        response: { 201: okSchema },
      },
    },
    async (request, reply) => {
      await hitLimits(db, [{ key: `sign-up:ip:${request.ip}`, limit: ACCOUNT_LIMITS.signUpPerIp }]);
      await account.signUp(deps, request.body);
      request.log.info({ email: request.body.email }, 'account created; verification mail sent');
      return reply.status(201).send({ ok: true });
    },
  );

  app.post(
    '/api/account/sign-in',
    {
      schema: {
        ...op.open(
          'signIn',
          'Signs in with e-mail and password and sets the session cookie.',
          [401, 429],
        ),
        body: signInBodySchema,
        response: ok,
      },
    },
    async (request, reply) => {
      await hitLimits(db, [{ key: `sign-in:ip:${request.ip}`, limit: ACCOUNT_LIMITS.signInPerIp }]);
      const attempt = {
        email: request.body.email,
        ip: request.ip,
        perClient: ACCOUNT_LIMITS.signInPerAccountAndIp,
      };
      try {
        const result = await throttledSignIn(db, attempt, () =>
          account.signIn(deps, request.body, request.headers),
        );
        request.log.info({ email: request.body.email, outcome: 'success' }, 'sign-in attempt');
        return withCookies(reply, result.setCookie).send({ ok: true });
      } catch (err) {
        request.log.info({ email: request.body.email, outcome: 'refused' }, 'sign-in attempt');
        await audit.signInFailed(db, request.body.email, err);
        throw err;
      }
    },
  );

  app.post(
    '/api/account/sign-out',
    {
      schema: {
        ...op.open('signOut', 'Ends the current session, if any, and clears its cookie.'),
        response: ok,
      },
    },
    async (request, reply) => {
      const session = await getRequestSession(deps.auth, request.headers);
      const { headers } = await deps.auth.api.signOut({
        headers: new Headers({ cookie: request.headers.cookie ?? '' }),
        returnHeaders: true,
      });
      // The session's realtime connections (other tabs) close now, and those tabs sign out.
      if (session) await deps.sessionsEnded(session.userId);
      return withCookies(reply, headers.getSetCookie()).send({ ok: true });
    },
  );

  const mailLimits = (ip: string, email: string, what: string) => [
    { key: `${what}:ip:${ip}`, limit: ACCOUNT_LIMITS.mailPerIp },
    { key: `${what}:email:${email}`, limit: ACCOUNT_LIMITS.mailPerEmail },
  ];

  app.post(
    '/api/account/resend-verification',
    {
      schema: {
        ...op.open('resendVerification', 'Mails a new e-mail verification link.', [429]),
        body: emailBodySchema,
        response: ok,
      },
    },
    async (request) => {
      await hitLimits(db, mailLimits(request.ip, request.body.email, 'verify'));
      account.resendVerification(deps, request.body.email);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/account/request-reset',
    {
      schema: {
        ...op.open('requestPasswordReset', 'Mails a password reset link.', [429]),
        body: emailBodySchema,
        response: ok,
      },
    },
    async (request) => {
      await hitLimits(db, mailLimits(request.ip, request.body.email, 'reset'));
      account.requestReset(deps, request.body.email);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/account/set-password',
    {
      schema: {
        ...op.signedIn('setPassword', 'Sets a new password in a session opened by a reset link.'),
        body: setPasswordBodySchema,
        response: ok,
      },
    },
    async (request, reply) => {
      const session = await requireSession(deps, request);
      await account.setPasswordAfterRecovery(deps, session, request.body.newPassword);
      await audit.record(db, { kind: 'password_reset', userId: session.userId });
      // Every session ended, this one too: the browser forgets its cookie and signs in again.
      const { headers } = await deps.auth.api
        .signOut({
          headers: new Headers({ cookie: request.headers.cookie ?? '' }),
          returnHeaders: true,
        })
        .catch(() => ({ headers: new Headers() }));
      await deps.sessionsEnded(session.userId);
      return withCookies(reply, headers.getSetCookie()).send({ ok: true });
    },
  );

  app.post(
    '/api/account/change-password',
    {
      schema: {
        ...op.signedIn('changePassword', 'Changes the password, ending the other sessions.'),
        body: changePasswordBodySchema,
        response: ok,
      },
    },
    async (request, reply) => {
      const session = await requireSession(deps, request);
      const result = await account.changePassword(deps, session, request.headers, request.body);
      await audit.record(db, { kind: 'password_changed', userId: session.userId });
      await deps.sessionsEnded(session.userId); // the other sessions ended
      return withCookies(reply, result.setCookie).send({ ok: true });
    },
  );

  app.post(
    '/api/account/social',
    {
      schema: {
        ...op.open(
          'startSocialSignIn',
          'Starts a Google or GitHub sign-in and returns the URL to visit.',
          [502],
        ),
        body: socialSignInBodySchema,
        response: { 200: socialStartSchema },
      },
    },
    async (request, reply) => {
      if (request.body.intent === 'register' && request.body.acceptTerms !== true) {
        throw errors.badRequest('You must accept the terms and conditions.', {
          acceptTerms: 'You must accept the terms and conditions.',
        });
      }
      const result = await account.startSocial(
        deps,
        request.body.provider,
        request.body.intent,
        request.headers,
      );
      return withCookies(reply, result.setCookie).send(result.body);
    },
  );

  app.get(
    '/api/account/profile',
    {
      schema: {
        ...op.signedIn('getProfile', "Reads the signed-in user's profile."),
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const session = await requireSession(deps, request);
      return account.getProfile(deps, session.userId);
    },
  );

  app.patch(
    '/api/account/profile',
    {
      schema: {
        ...op.signedIn('updateProfile', "Changes the signed-in user's profile."),
        body: updateProfileBodySchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const session = await requireSession(deps, request);
      return account.updateProfile(deps, session.userId, request.body);
    },
  );

  app.delete(
    '/api/account',
    {
      schema: {
        ...op.signedIn(
          'deleteAccount',
          "Deletes the signed-in user's account and everything only they own.",
          [409],
        ),
        body: deleteAccountBodySchema,
        response: ok,
      },
    },
    async (request, reply) => {
      const session = await requireSession(deps, request);
      await account.deleteAccount(deps, session.userId);
      await deps.sessionsEnded(session.userId);
      const cookieName = deps.config.publicUrl.startsWith('https:')
        ? '__Secure-better-auth.session_token'
        : 'better-auth.session_token';
      return reply
        .header('set-cookie', `${cookieName}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`)
        .send({ ok: true });
    },
  );

  void root.register((scope, _opts, done) => {
    scope.addContentTypeParser(
      /^(image\/.*|application\/octet-stream)$/,
      { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
      (_req, body, next) => next(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/api/account/avatar',
      {
        bodyLimit: AVATAR_MAX_BYTES,
        schema: {
          ...op.signedIn(
            'uploadAvatar',
            "Replaces the signed-in user's avatar image.",
            [400, 413, 415],
          ),
          response: { 200: profileSchema },
        },
      },
      async (request) => {
        const session = await requireSession(deps, request);
        if (!Buffer.isBuffer(request.body))
          throw errors.badRequest('Send the image as the request body.');
        return account.uploadAvatar(deps, session.userId, request.body);
      },
    );
    scope.get(
      '/api/avatars/:file',
      { schema: { hide: true, params: z.object({ file: z.string().max(120) }) } },
      async (request, reply) => {
        const found = await deps.avatars.read((request.params as { file: string }).file);
        if (!found) throw errors.notFound('Avatar not found.');
        return reply
          .type(found.contentType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(found.bytes);
      },
    );
    done();
  });
}
