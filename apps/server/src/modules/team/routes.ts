import {
  createInviteBodySchema,
  inviteParamsSchema,
  inviteSchema,
  memberParamsSchema,
  memberSchema,
  okSchema,
  projectParamsSchema,
  updateMemberBodySchema,
} from '@relata/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import * as team from './service';
import type { TeamDeps } from './service';
import { apiOperations } from '../../http/apiOperation';
import { needsRole } from '../projects/accessGate';

const op = apiOperations('team');

/** A project's members and invitations. */
export function registerTeamRoutes(root: FastifyInstance, deps: TeamDeps & { auth: Auth }): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/projects/:projectId/members',
    {
      schema: {
        ...op.signedIn('listMembers', "Lists a project's members and their roles."),
        params: projectParamsSchema,
        response: { 200: z.array(memberSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return team.listMembers(deps, userId, request.params.projectId);
    },
  );

  app.patch(
    '/api/projects/:projectId/members/:userId',
    {
      config: needsRole('Admin', 'change roles'),
      schema: {
        ...op.signedIn('updateMember', "Changes a member's role (Admins).", [409]),
        params: memberParamsSchema,
        body: updateMemberBodySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      await team.changeRole(
        deps,
        userId,
        request.params.projectId,
        request.params.userId,
        request.body.role,
      );
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/projects/:projectId/members/:userId',
    {
      config: needsRole('Admin', 'remove members'),
      schema: {
        ...op.signedIn('removeMember', 'Removes a member from a project (Admins).', [409]),
        params: memberParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      await team.removeMember(deps, userId, request.params.projectId, request.params.userId);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/projects/:projectId/invites',
    {
      schema: {
        ...op.signedIn('listInvites', "Lists a project's invitations."),
        params: projectParamsSchema,
        response: { 200: z.array(inviteSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return team.listInvites(deps, userId, request.params.projectId);
    },
  );

  app.post(
    '/api/projects/:projectId/invites',
    {
      config: needsRole('Admin', 'invite people'),
      schema: {
        ...op.signedIn('createInvite', 'Invites someone to a project by e-mail.', [409, 429]),
        params: projectParamsSchema,
        body: createInviteBodySchema,
        response: { 201: inviteSchema },
      },
    },
    async (request, reply) => {
      const { userId } = await requireSession(deps.auth, request);
      return reply
        .status(201)
        .send(
          await team.invite(
            deps,
            userId,
            request.params.projectId,
            request.body.invitee_email,
            request.body.role,
          ),
        );
    },
  );

  app.delete(
    '/api/projects/:projectId/invites/:inviteId',
    {
      config: needsRole('Admin', 'remove invitations'),
      schema: {
        ...op.signedIn('deleteInvite', 'Withdraws a pending invitation.', [409]),
        params: inviteParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      await team.removeInvite(deps, userId, request.params.projectId, request.params.inviteId);
      return { ok: true as const };
    },
  );
}
