import type { Invite } from '@relata/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import * as audit from '../audit/record';
import { INVITE_COLUMNS, presentInvite, type InviteRow } from './present';
import type { RealtimeHub } from '../../realtime/hub';
import { transact } from '../../realtime/transact';
import {
  addActivity,
  displayName,
  notify,
  projectChannel,
  toRecord,
  userChannel,
} from '../projects/events';

/** What the invitation services need. */
export interface InvitationDeps {
  db: Kysely<Database>;
  hub: RealtimeHub;
}

/** The message for an unknown token (spec 1 §8). */
export const INVITATION_NOT_FOUND = 'Invitation not found.';

const columns = [...INVITE_COLUMNS, 'project_invites.invite_token'] as const;

const present = (r: InviteRow & { invite_token: string }): Invite =>
  presentInvite(r, r.invite_token);

async function userEmail(db: Kysely<Database>, userId: string): Promise<string> {
  const row = await db
    .selectFrom('user')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.email.toLowerCase();
}

/** The pending invitations addressed to the caller's e-mail (the dashboard's section). */
export async function listMine(deps: InvitationDeps, userId: string): Promise<Invite[]> {
  const email = await userEmail(deps.db, userId);
  const rows = await deps.db
    .selectFrom('project_invites')
    .innerJoin('projects', 'projects.id', 'project_invites.project_id')
    .select(columns)
    .where(sql<string>`lower(project_invites.invitee_email)`, '=', email)
    .where('project_invites.status', '=', 'Pending')
    .orderBy('project_invites.created_at', 'desc')
    .execute();
  return rows.map(present);
}

/**
 * Reads an invitation by its token for the caller: unknown → 404 "Invitation not found.",
 * addressed to someone else → 403, already answered → 409, each with a message that says so.
 */
export async function getByToken(
  deps: InvitationDeps,
  userId: string,
  token: string,
): Promise<Invite> {
  const row = await deps.db
    .selectFrom('project_invites')
    .innerJoin('projects', 'projects.id', 'project_invites.project_id')
    .select(columns)
    .where('project_invites.invite_token', '=', token)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found', INVITATION_NOT_FOUND);
  const email = await userEmail(deps.db, userId);
  if (row.invitee_email.toLowerCase() !== email) {
    throw new AppError(
      403,
      'forbidden',
      `This invitation was sent to ${row.invitee_email}. Sign in with that address to answer it.`,
    );
  }
  if (row.status !== 'Pending')
    throw new AppError(
      409,
      'conflict',
      `This invitation has already been ${row.status.toLowerCase()}.`,
    );
  return present(row);
}

/** Accepts: the caller joins with the invited role; the inviter is told. Returns the project id. */
export async function accept(
  deps: InvitationDeps,
  userId: string,
  token: string,
): Promise<{ project_id: string }> {
  await getByToken(deps, userId, token);
  const projectId = await transact(deps.db, deps.hub, async (trx, emit) => {
    const invite = await trx
      .selectFrom('project_invites')
      .selectAll()
      .where('invite_token', '=', token)
      .where('status', '=', 'Pending')
      .forUpdate()
      .executeTakeFirst();
    if (!invite) throw new AppError(409, 'conflict', 'This invitation has already been answered.');
    await trx
      .updateTable('project_invites')
      .set({ status: 'Accepted', accepted_by: userId })
      .where('id', '=', invite.id)
      .execute();
    await audit.record(trx, {
      kind: 'invitation_accepted',
      projectId: invite.project_id,
      actorId: userId,
      targetId: userId,
      details: { email: invite.invitee_email, role: invite.role },
    });
    const existing = await trx
      .selectFrom('project_users')
      .select('role')
      .where('project_id', '=', invite.project_id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!existing) {
      const member = await trx
        .insertInto('project_users')
        .values({ project_id: invite.project_id, user_id: userId, role: invite.role })
        .returningAll()
        .executeTakeFirstOrThrow();
      const who = await displayName(trx, userId);
      await addActivity(
        trx,
        emit,
        invite.project_id,
        'user_joined',
        `${who} joined the project as ${invite.role}`,
        userId,
      );
      if (invite.invited_by) {
        await notify(trx, emit, invite.invited_by, {
          name: 'invitation_accepted',
          text: `${who} accepted your invitation to "${invite.project_name}".`,
          url: `/app/projects/${invite.project_id}/team`,
        });
      }
      const change = {
        table: 'project_users' as const,
        operation: 'INSERT' as const,
        record: toRecord(member),
        old_record: null,
      };
      emit(projectChannel(invite.project_id), change);
      emit(userChannel(userId), change);
    }
    emit(projectChannel(invite.project_id), {
      table: 'project_invites',
      operation: 'UPDATE',
      record: { id: invite.id, project_id: invite.project_id, status: 'Accepted' },
      old_record: null,
    });
    return invite.project_id;
  });
  return { project_id: projectId };
}

/** Declines the invitation. */
export async function decline(deps: InvitationDeps, userId: string, token: string): Promise<void> {
  await getByToken(deps, userId, token);
  await transact(deps.db, deps.hub, async (trx, emit) => {
    const invite = await trx
      .updateTable('project_invites')
      .set({ status: 'Declined' })
      .where('invite_token', '=', token)
      .where('status', '=', 'Pending')
      .returning(['id', 'project_id', 'invitee_email'])
      .executeTakeFirst();
    if (!invite) throw new AppError(409, 'conflict', 'This invitation has already been answered.');
    await audit.record(trx, {
      kind: 'invitation_declined',
      projectId: invite.project_id,
      actorId: userId,
      targetId: userId,
      details: { email: invite.invitee_email },
    });
    emit(projectChannel(invite.project_id), {
      table: 'project_invites',
      operation: 'UPDATE',
      record: { id: invite.id, project_id: invite.project_id, status: 'Declined' },
      old_record: null,
    });
  });
}
