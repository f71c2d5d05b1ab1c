import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useChanges } from '../../lib/realtime/useRealtime';
import { useSession } from '../../lib/session/useSession';
import { useCurrentProject } from './currentProject';
import { projectChangeEffect, type ProjectPart } from './model/projectChanges';
import { projectKeys } from '../../lib/project/projectKeys';

function keyOf(part: ProjectPart, projectId: string): QueryKey {
  switch (part) {
    case 'project':
      return projectKeys.detail(projectId);
    case 'list':
      return projectKeys.list;
    case 'summary':
      return projectKeys.summary(projectId);
    case 'members':
      return projectKeys.members(projectId);
    case 'invites':
      return projectKeys.invites(projectId);
    case 'settings':
      return projectKeys.settings(projectId);
  }
}

/** Why the user can no longer see a project they are looking at. */
export type ProjectGoneReason = 'deleted' | 'removed';

/** How long changes are gathered before refetching; one transaction's changes arrive together. */
const BATCH_MS = 50;

/**
 * Keeps a project's screens live (issue 4, item 9): changes on `project:<id>` refetch what they
 * make stale, so role changes apply without reload; `onGone` hears of the project's deletion and
 * of the user's own removal. Changes are gathered for a moment, so that a removal arriving with
 * the changes of the same transaction cancels refetches the user may no longer make; the server
 * sends a removal before the changes it causes, and those are then ignored.
 */
export function useProjectChannel(
  projectId: string | undefined,
  onGone: (reason: ProjectGoneReason) => void,
): void {
  const queryClient = useQueryClient();
  const userId = useSession().data?.user.id ?? '';
  const pending = useRef(new Set<ProjectPart>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Once the project is gone for this user, its later changes are not theirs to read.
  const gone = useRef(false);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      pending.current.clear();
      gone.current = false;
    },
    [projectId],
  );

  useChanges(projectId ? `project:${projectId}` : undefined, (change) => {
    if (!projectId || gone.current) return;
    const effect = projectChangeEffect(change, userId);
    if (effect.kind === 'deleted' || effect.kind === 'removed') {
      gone.current = true;
      clearTimeout(timer.current);
      pending.current.clear();
      onGone(effect.kind);
      return;
    }
    if (effect.kind !== 'refetch') return;
    for (const part of effect.parts) pending.current.add(part);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const parts = [...pending.current];
      pending.current.clear();
      if (useCurrentProject.getState().departingId === projectId) return;
      for (const part of parts) {
        void queryClient.invalidateQueries({ queryKey: keyOf(part, projectId), exact: true });
      }
    }, BATCH_MS);
  });
}
