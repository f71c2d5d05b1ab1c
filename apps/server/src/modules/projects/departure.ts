/** Leaving projects: a member leaves, or an account's deletion hands its projects on or deletes them. */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { RealtimeHub } from '../../realtime/hub';
import { transact, type Emit } from '../../realtime/transact';
import * as audit from '../audit/record';
import { requireRole } from './access';
import { addActivity, announceDeparture, displayName, projectChannel } from './events';
import { type ProjectDeps, deleteProjectRows } from './projects';

/** The message when the last Admin tries to leave. */
export const LAST_ADMIN_MESSAGE =
  'You are the last Admin of this project. Make another member Admin before leaving, or delete the project.';

/** Leaves a project; the last Admin may not (architecture, Permissions). */
export async function leaveProject(
  deps: ProjectDeps,
  userId: string,
  projectId: string,
): Promise<void> {
  await transact(deps.db, deps.hub, async (trx, emit) => {
    const me = await requireRole(trx, projectId, userId, 'Viewer');
    if (me.role === 'Admin') {
      const admins = await trx
        .selectFrom('project_users')
        .select('user_id')
        .where('project_id', '=', projectId)
        .where('role', '=', 'Admin')
        .forUpdate()
        .execute();
      if (admins.length === 1) throw new AppError(409, 'conflict', LAST_ADMIN_MESSAGE);
    }
    const who = await displayName(trx, userId);
    const removed = await trx
      .deleteFrom('project_users')
      .where('project_id', '=', projectId)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    announceDeparture(emit, removed);
    await addActivity(trx, emit, projectId, 'user_left', `${who} left the project`, userId);
    await audit.record(trx, {
      kind: 'member_left',
      projectId,
      actorId: userId,
      targetId: userId,
      details: { role: removed.role },
    });
  });
  await deps.hub.recheck(projectChannel(projectId));
}

/**
 * Account deletion's part for projects (issue 3, item 9): a project whose only member was the
 * user is deleted; where the user was the last Admin, the longest-standing remaining member
 * becomes Admin. The memberships themselves go with the user.
 */
export function projectsAccountDeletionStep(hub: RealtimeHub) {
  return async (trx: Transaction<Database>, userId: string) => {
    const memberships = await trx
      .selectFrom('project_users')
      .select(['project_id', 'role'])
      .where('user_id', '=', userId)
      .execute();
    const channels: string[] = [];
    const noEmit: Emit = () => undefined;
    for (const m of memberships) {
      const others = await trx
        .selectFrom('project_users')
        .select(['user_id', 'role'])
        .where('project_id', '=', m.project_id)
        .where('user_id', '!=', userId)
        .orderBy('created_at')
        .orderBy('user_id')
        .execute();
      if (others.length === 0) {
        const project = await trx
          .selectFrom('projects')
          .select(['id', 'name'])
          .where('id', '=', m.project_id)
          .executeTakeFirstOrThrow();
        await deleteProjectRows(trx, noEmit, project);
      } else if (m.role === 'Admin' && !others.some((o) => o.role === 'Admin')) {
        await trx
          .updateTable('project_users')
          .set({ role: 'Admin' })
          .where('project_id', '=', m.project_id)
          .where('user_id', '=', others[0]!.user_id)
          .execute();
      }
      channels.push(projectChannel(m.project_id));
    }
    // Subscribers are re-checked once the deletion has committed.
    return async () => {
      await Promise.all(channels.map((c) => hub.recheck(c)));
    };
  };
}
