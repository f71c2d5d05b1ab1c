import {
  accountEventPageSchema,
  accountSessionListSchema,
  auditPageQuerySchema,
  endedSessionsSchema,
  okSchema,
  projectEventPageSchema,
  projectParamsSchema,
  sessionParamsSchema,
} from '@relata/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import type { Database } from '../../db/schema';
import * as audit from './service';
import { apiOperations } from '../../http/apiOperation';

/** What the audit routes need. */
export interface AuditDeps {
  auth: Auth;
  db: Kysely<Database>;
  /** Announces that some of a user's sessions ended, so their realtime connections close. */
  sessionsEnded: (userId: string) => Promise<void>;
}

/**
 * The audit trail (issue 14, item 9): the caller's security events and sessions (ending one or
 * all others), and a project's membership events for its Admins.
 */
export function registerAuditRoutes(root: FastifyInstance, deps: AuditDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const op = apiOperations('audit');

  app.get(
    '/api/account/security',
    {
      schema: {
        ...op.signedIn(
          'listAccountEvents',
          "Lists the security events of the signed-in user's account.",
        ),
        querystring: auditPageQuerySchema,
        response: { 200: accountEventPageSchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return audit.listAccountEvents(db, userId, request.query);
    },
  );

  app.get(
    '/api/account/sessions',
    {
      schema: {
        ...op.signedIn('listSessions', "Lists the signed-in user's sessions."),
        response: { 200: accountSessionListSchema },
      },
    },
    async (request) => {
      const { userId, sessionId } = await requireSession(deps.auth, request);
      return { sessions: await audit.listSessions(db, userId, sessionId) };
    },
  );

  app.delete(
    '/api/account/sessions/:sessionId',
    {
      schema: {
        ...op.signedIn('endSession', "Ends one of the signed-in user's sessions."),
        params: sessionParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { userId, sessionId } = await requireSession(deps.auth, request);
      await audit.endSession(db, userId, sessionId, request.params.sessionId);
      // The ended session's realtime connections close now, and its tabs sign out.
      await deps.sessionsEnded(userId);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/account/sessions/end-others',
    {
      schema: {
        ...op.signedIn('endOtherSessions', 'Ends every session but the current one.'),
        response: { 200: endedSessionsSchema },
      },
    },
    async (request) => {
      const { userId, sessionId } = await requireSession(deps.auth, request);
      const ended = await audit.endOtherSessions(db, userId, sessionId);
      if (ended > 0) await deps.sessionsEnded(userId);
      return { ended };
    },
  );

  app.get(
    '/api/projects/:projectId/audit',
    {
      schema: {
        ...op.signedIn('listProjectEvents', "Lists a project's audit log (Admins)."),
        params: projectParamsSchema,
        querystring: auditPageQuerySchema,
        response: { 200: projectEventPageSchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return audit.listProjectEvents(db, userId, request.params.projectId, request.query);
    },
  );
}
