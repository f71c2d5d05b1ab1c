import { inviteSchema, inviteTokenParamsSchema, okSchema } from '@relata/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import * as invitations from './service';
import type { InvitationDeps } from './service';
import { apiOperations } from '../../http/apiOperation';

const op = apiOperations('invitations');

/** The caller's invitations: list, read by token, accept, decline. */
export function registerInvitationRoutes(
  root: FastifyInstance,
  deps: InvitationDeps & { auth: Auth },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const params = inviteTokenParamsSchema;

  app.get(
    '/api/invitations',
    {
      schema: {
        ...op.signedIn('listInvitations', 'Lists the invitations addressed to the caller.'),
        response: { 200: z.array(inviteSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return invitations.listMine(deps, userId);
    },
  );

  app.get(
    '/api/invitations/:token',
    {
      schema: {
        ...op.signedIn('getInvitation', 'Reads the invitation behind an invitation link.'),
        params,
        response: { 200: inviteSchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return invitations.getByToken(deps, userId, request.params.token);
    },
  );

  app.post(
    '/api/invitations/:token/accept',
    {
      schema: {
        ...op.signedIn('acceptInvitation', 'Accepts an invitation and joins its project.', [409]),
        params,
        response: { 200: z.object({ project_id: z.string() }) },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return invitations.accept(deps, userId, request.params.token);
    },
  );

  app.post(
    '/api/invitations/:token/decline',
    {
      schema: {
        ...op.signedIn('declineInvitation', 'Declines an invitation.', [409]),
        params,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      await invitations.decline(deps, userId, request.params.token);
      return { ok: true as const };
    },
  );
}
