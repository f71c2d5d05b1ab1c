import type { ChangeEvent } from '@relata/core';

/** What a change on a project's channel means for the screens that show the project. */
export type ProjectChangeEffect =
  | { kind: 'refetch'; parts: ProjectPart[] }
  | { kind: 'deleted' }
  | { kind: 'removed' }
  | { kind: 'none' };

/** The cached parts of a project that a change can make stale. */
export type ProjectPart = 'project' | 'list' | 'summary' | 'members' | 'invites' | 'settings';

/**
 * Maps a change on `project:<id>` to what must be refetched (spec 2 §7, architecture Realtime);
 * the project's deletion and the removal of `userId` itself are told apart.
 */
export function projectChangeEffect(change: ChangeEvent, userId: string): ProjectChangeEffect {
  if (lostProjectId(change, userId)) return { kind: 'removed' };
  switch (change.table) {
    case 'projects':
      return change.operation === 'DELETE'
        ? { kind: 'deleted' }
        : { kind: 'refetch', parts: ['project', 'list'] };
    case 'project_users':
      return { kind: 'refetch', parts: ['project', 'list', 'members', 'summary'] };
    case 'project_invites':
      return { kind: 'refetch', parts: ['invites'] };
    case 'project_activities':
      return { kind: 'refetch', parts: ['summary'] };
    case 'project_settings':
      return { kind: 'refetch', parts: ['settings'] };
    default:
      return { kind: 'none' };
  }
}

/** The project a change on the user's channel took the user out of (removed, left, deleted). */
export function lostProjectId(change: ChangeEvent, userId: string): string | null {
  if (change.table !== 'project_users' || change.operation !== 'DELETE') return null;
  const old = change.old_record;
  return old?.user_id === userId ? old.project_id : null;
}

/** The project a membership change on the user's channel concerns, if any. */
export function membershipProjectId(change: ChangeEvent): string | null {
  if (change.table !== 'project_users') return null;
  return change.record?.project_id ?? change.old_record?.project_id ?? null;
}
