import { randomBytes } from 'node:crypto';
import { OWN_ROLE_MESSAGE, type Invite, type Member, type Role } from '@relata/core';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { invitationMail } from '../../mail/templates';
import type { RealtimeHub } from '../../realtime/hub';
import { transact } from '../../realtime/transact';
import * as audit from '../audit/record';
import { hitInvitationLimits } from '../invitations/limits';
import { INVITE_COLUMNS, presentInvite } from '../invitations/present';
import { requireRole } from '../projects/access';
import {
  addActivity,
  announceDeparture,
  displayName,
  notify,
  projectChannel,
  toRecord,
  userChannel,
} from '../projects/events';

/** What the team services need. */
export interface TeamDeps {
  db: Kysely<Database>;
  hub: RealtimeHub;
  mailer: Mailer;
  config: Config;
}

/** The members of a project with their public fields, ordered by role then joining time (spec 2 §7). */
export async function listMembers(
  deps: TeamDeps,
  userId: string,
  projectId: string,
): Promise<Member[]> {
  await requireRole(deps.db, projectId, userId, 'Viewer');
  const rows = await deps.db
    .selectFrom('project_users')
    .innerJoin('user', 'user.id', 'project_users.user_id')
    .innerJoin('profiles', 'profiles.id', 'project_users.user_id')
    .select([
      'project_users.project_id',
      'project_users.user_id',
      'project_users.role',
      'project_users.created_at',
      'user.email',
      'profiles.firstname',
      'profiles.lastname',
      'profiles.avatar_url',
    ])
    .where('project_users.project_id', '=', projectId)
    .orderBy('project_users.role')
    .orderBy('project_users.created_at')
    .execute();
  return rows.map((r) => ({
    project_id: r.project_id,
    user_id: r.user_id,
    role: r.role,
    created_at: r.created_at.toISOString(),
    user: {
      firstname: r.firstname,
      lastname: r.lastname,
      email: r.email,
      avatar_url: r.avatar_url,
    },
  }));
}

/** Changes another member's role (Admins); nobody changes their own. */
export async function changeRole(
  deps: TeamDeps,
  userId: string,
  projectId: string,
  targetId: string,
  role: Role,
): Promise<void> {
  await transact(deps.db, deps.hub, async (trx, emit) => {
    await requireRole(trx, projectId, userId, 'Admin', 'change roles');
    if (targetId === userId) throw new AppError(403, 'forbidden', OWN_ROLE_MESSAGE);
    const before = await trx
      .selectFrom('project_users')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('user_id', '=', targetId)
      .forUpdate()
      .executeTakeFirst();
    if (!before)
      throw new AppError(404, 'not_found', 'This person is not a member of the project.');
    if (before.role === role) return;
    const after = await trx
      .updateTable('project_users')
      .set({ role })
      .where('project_id', '=', projectId)
      .where('user_id', '=', targetId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const project = await trx
      .selectFrom('projects')
      .select('name')
      .where('id', '=', projectId)
      .executeTakeFirstOrThrow();
    await addActivity(
      trx,
      emit,
      projectId,
      'user_role_changed',
      `${await displayName(trx, targetId)} is now ${role}`,
      userId,
    );
    await audit.record(trx, {
      kind: 'member_role_changed',
      projectId,
      actorId: userId,
      targetId,
      details: { role, previous_role: before.role },
    });
    await notify(trx, emit, targetId, {
      name: 'role_changed',
      text: `Your role in "${project.name}" is now ${role}.`,
      url: `/app/projects/${projectId}`,
    });
    const change = {
      table: 'project_users' as const,
      operation: 'UPDATE' as const,
      record: toRecord(after),
      old_record: toRecord(before),
    };
    emit(projectChannel(projectId), change);
    emit(userChannel(targetId), change);
  });
  // What the member may send on the channel follows the role (a Viewer sends no cursors).
  await deps.hub.recheck(projectChannel(projectId));
}

/** Removes another member (Admins); nobody removes themselves (they leave instead). */
export async function removeMember(
  deps: TeamDeps,
  userId: string,
  projectId: string,
  targetId: string,
): Promise<void> {
  await transact(deps.db, deps.hub, async (trx, emit) => {
    await requireRole(trx, projectId, userId, 'Admin', 'remove members');
    if (targetId === userId) throw new AppError(403, 'forbidden', OWN_ROLE_MESSAGE);
    const name = await displayName(trx, targetId);
    const removed = await trx
      .deleteFrom('project_users')
      .where('project_id', '=', projectId)
      .where('user_id', '=', targetId)
      .returningAll()
      .executeTakeFirst();
    if (!removed)
      throw new AppError(404, 'not_found', 'This person is not a member of the project.');
    announceDeparture(emit, removed);
    const project = await trx
      .selectFrom('projects')
      .select('name')
      .where('id', '=', projectId)
      .executeTakeFirstOrThrow();
    await addActivity(
      trx,
      emit,
      projectId,
      'user_left',
      `${name} was removed from the project`,
      userId,
    );
    await audit.record(trx, {
      kind: 'member_removed',
      projectId,
      actorId: userId,
      targetId,
      details: { role: removed.role },
    });
    await notify(trx, emit, targetId, {
      name: 'removed_from_project',
      text: `You were removed from "${project.name}".`,
      url: '/app',
    });
  });
  await deps.hub.recheck(projectChannel(projectId));
}

/** The invitations of a project, newest first (spec 2 §7). Tokens are never listed. */
export async function listInvites(
  deps: TeamDeps,
  userId: string,
  projectId: string,
): Promise<Invite[]> {
  await requireRole(deps.db, projectId, userId, 'Viewer');
  const rows = await deps.db
    .selectFrom('project_invites')
    .innerJoin('projects', 'projects.id', 'project_invites.project_id')
    .select(INVITE_COLUMNS)
    .where('project_invites.project_id', '=', projectId)
    .orderBy('project_invites.created_at', 'desc')
    .execute();
  return rows.map((r) => presentInvite(r));
}

/** Invites an address (Admins): mails the link, and notifies the invitee when they have an account. */
export async function invite(
  deps: TeamDeps,
  userId: string,
  projectId: string,
  email: string,
  role: Role,
): Promise<Invite> {
  const token = randomBytes(24).toString('base64url');
  const created = await transact(deps.db, deps.hub, async (trx, emit) => {
    await requireRole(trx, projectId, userId, 'Admin', 'invite people');
    await hitInvitationLimits(trx, userId, projectId);
    const project = await trx
      .selectFrom('projects')
      .select(['id', 'name', 'description'])
      .where('id', '=', projectId)
      .executeTakeFirstOrThrow();
    const member = await trx
      .selectFrom('project_users')
      .innerJoin('user', 'user.id', 'project_users.user_id')
      .select('user.id')
      .where('project_users.project_id', '=', projectId)
      .where('user.email', '=', email)
      .executeTakeFirst();
    if (member)
      throw new AppError(409, 'conflict', 'This person is already a member of the project.');
    const pending = await trx
      .selectFrom('project_invites')
      .select('id')
      .where('project_id', '=', projectId)
      .where('invitee_email', '=', email)
      .where('status', '=', 'Pending')
      .executeTakeFirst();
    if (pending)
      throw new AppError(
        409,
        'conflict',
        'An invitation to this email address is already pending.',
      );
    const row = await trx
      .insertInto('project_invites')
      .values({
        project_id: projectId,
        invitee_email: email,
        role,
        project_name: project.name,
        invite_token: token,
        invited_by: userId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit.record(trx, {
      kind: 'invitation_sent',
      projectId,
      actorId: userId,
      details: { email, role },
    });
    const inviter = await displayName(trx, userId);
    const invitee = await trx
      .selectFrom('user')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    if (invitee) {
      await notify(trx, emit, invitee.id, {
        name: 'invitation_received',
        text: `${inviter} invited you to "${project.name}" as ${role}.`,
        url: `/app/projects/accept-invite/${token}`,
      });
      emit(userChannel(invitee.id), {
        table: 'project_invites',
        operation: 'INSERT',
        record: { id: row.id, project_id: projectId },
        old_record: null,
      });
    }
    emit(projectChannel(projectId), {
      table: 'project_invites',
      operation: 'INSERT',
      record: toRecord({ ...row, invite_token: undefined }),
      old_record: null,
    });
    return { row, project, inviter };
  });
  await deps.mailer.send(
    invitationMail(
      email,
      created.inviter,
      created.project.name,
      role,
      `${deps.config.publicUrl}/app/projects/accept-invite/${token}`,
    ),
  );
  return presentInvite({
    ...created.row,
    name: created.project.name,
    description: created.project.description,
  });
}

/** Removes an invitation (Admins); only pending ones can be removed (spec 2 §4). */
export async function removeInvite(
  deps: TeamDeps,
  userId: string,
  projectId: string,
  inviteId: string,
): Promise<void> {
  await transact(deps.db, deps.hub, async (trx, emit) => {
    await requireRole(trx, projectId, userId, 'Admin', 'remove invitations');
    const row = await trx
      .selectFrom('project_invites')
      .selectAll()
      .where('id', '=', inviteId)
      .where('project_id', '=', projectId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'not_found', 'Invitation not found.');
    if (row.status !== 'Pending')
      throw new AppError(409, 'conflict', 'Only pending invitations can be removed.');
    await trx.deleteFrom('project_invites').where('id', '=', inviteId).execute();
    await audit.record(trx, {
      kind: 'invitation_removed',
      projectId,
      actorId: userId,
      details: { email: row.invitee_email, role: row.role },
    });
    emit(projectChannel(projectId), {
      table: 'project_invites',
      operation: 'DELETE',
      record: null,
      old_record: { id: row.id, project_id: projectId },
    });
  });
}
