import type { Selectable, Transaction } from 'kysely';
import type { Database, ProjectUserTable } from '../../db/schema';
import type { Emit } from '../../realtime/transact';

/** The realtime channel of a project. */
export const projectChannel = (projectId: string) => `project:${projectId}`;
/** The realtime channel of a user (notifications, own memberships). */
export const userChannel = (userId: string) => `user:${userId}`;

/** A row as JSON carries it: its dates as ISO strings. */
export type JsonRow<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

/**
 * Turns a database row into plain JSON for realtime payloads (dates as ISO strings), keeping
 * its type, so that `emit` checks it against the change union of its kind.
 */
export function toRecord<T extends object>(row: T): JsonRow<T> {
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
  ) as JsonRow<T>; // the same keys, each Date replaced by its ISO string, as the type says
}

/** A display name: first and last name, else the e-mail address. */
export async function displayName(trx: Transaction<Database>, userId: string): Promise<string> {
  const row = await trx
    .selectFrom('user')
    .innerJoin('profiles', 'profiles.id', 'user.id')
    .select(['user.email', 'profiles.firstname', 'profiles.lastname'])
    .where('user.id', '=', userId)
    .executeTakeFirst();
  return row ? formatName(row) : 'Someone';
}

/** The display name of a user row: first and last name, else the e-mail address. */
export function formatName(row: {
  email: string;
  firstname: string;
  lastname: string | null;
}): string {
  const name = [row.firstname, row.lastname]
    .filter((p) => p && p.trim())
    .join(' ')
    .trim();
  return name || row.email;
}

/**
 * Publishes the end of a membership (a removal or a departure) on the project's channel and the
 * member's own. Call it before emitting the changes it causes: the member's screens stop reading
 * the project on hearing it, instead of asking for what they may no longer read.
 */
export function announceDeparture(emit: Emit, removed: Selectable<ProjectUserTable>): void {
  const change = {
    table: 'project_users' as const,
    operation: 'DELETE' as const,
    record: null,
    old_record: toRecord(removed),
  };
  emit(projectChannel(removed.project_id), change);
  emit(userChannel(removed.user_id), change);
}

/** Records a line in the project's activity list and publishes it. */
export async function addActivity(
  trx: Transaction<Database>,
  emit: Emit,
  projectId: string,
  type: string,
  title: string,
  actorId: string | null,
): Promise<void> {
  const row = await trx
    .insertInto('project_activities')
    .values({ project_id: projectId, type, title, actor_id: actorId })
    .returningAll()
    .executeTakeFirstOrThrow();
  emit(projectChannel(projectId), {
    table: 'project_activities',
    operation: 'INSERT',
    record: toRecord(row),
    old_record: null,
  });
}

/** Creates a notification for a user and publishes it on their channel. */
export async function notify(
  trx: Transaction<Database>,
  emit: Emit,
  userId: string,
  n: { name: string; text: string; url: string | null },
): Promise<void> {
  const row = await trx
    .insertInto('notifications')
    .values({ user_id: userId, name: n.name, notification_text: n.text, url: n.url })
    .returningAll()
    .executeTakeFirstOrThrow();
  emit(userChannel(userId), {
    table: 'notifications',
    operation: 'INSERT',
    record: toRecord(row),
    old_record: null,
  });
}
