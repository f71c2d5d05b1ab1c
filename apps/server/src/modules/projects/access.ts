import type { Role } from '@relata/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { errors } from '../../http/errors';

/** How much each role may do; a role may do everything a lower one may. */
const RANK: Record<Role, number> = { Viewer: 1, Editor: 2, Admin: 3 };

/** What the caller is in a project. */
export interface Membership {
  projectId: string;
  userId: string;
  role: Role;
}

/** The message of spec 2 §8 when a project cannot be loaded; also what non-members get (404). */
export const PROJECT_NOT_FOUND = 'Could not find project.';

/**
 * Locks a project's row until the transaction ends: writes that count a project's items before
 * adding one (versions, saved queries) take turns, so two at once cannot pass a limit.
 */
export async function lockProject(trx: Transaction<Database>, projectId: string): Promise<void> {
  await trx
    .selectFrom('projects')
    .select('id')
    .where('id', '=', projectId)
    .forUpdate()
    .executeTakeFirst();
}

/** Reads the caller's membership, or undefined for a non-member. */
export async function findMembership(
  db: Kysely<Database> | Transaction<Database>,
  projectId: string,
  userId: string,
): Promise<Membership | undefined> {
  const row = await db
    .selectFrom('project_users')
    .select('role')
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { projectId, userId, role: row.role } : undefined;
}

/**
 * The permission check of every project-scoped action (architecture, Permissions): a
 * non-member gets 404 so that existence does not leak; a member below the needed role gets 403.
 */
export async function requireRole(
  db: Kysely<Database> | Transaction<Database>,
  projectId: string,
  userId: string,
  atLeast: Role,
  action = 'do this',
): Promise<Membership> {
  const membership = await findMembership(db, projectId, userId);
  if (!membership) throw errors.notFound(PROJECT_NOT_FOUND);
  if (RANK[membership.role] < RANK[atLeast]) {
    throw errors.forbidden(
      `Only ${atLeast === 'Admin' ? 'Admins' : 'Editors and Admins'} can ${action}.`,
    );
  }
  return membership;
}

/** Whether a role may edit the diagram, tasks and wireframes, and send cursors. */
export function canEdit(role: Role): boolean {
  return RANK[role] >= RANK.Editor;
}
