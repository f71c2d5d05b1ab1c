import { useQueryClient } from '@tanstack/react-query';
import { useChanges } from '../../lib/realtime/useRealtime';
import { useSession } from '../../lib/session/useSession';
import { invitationKeys } from '../invitations';
import { lostProjectId, membershipProjectId } from './model/projectChanges';
import { projectKeys } from '../../lib/project/projectKeys';

/**
 * Follows the user's own memberships and invitations on `user:<id>`: refetches the project list,
 * the project concerned and the pending invitations; `onLost` hears of a project the user was
 * removed from, left, or saw deleted.
 */
export function useMembershipSync(onLost?: (projectId: string) => void): void {
  const queryClient = useQueryClient();
  const userId = useSession().data?.user.id;
  useChanges(userId ? `user:${userId}` : undefined, (change) => {
    if (!userId) return;
    if (change.table === 'project_invites') {
      void queryClient.invalidateQueries({ queryKey: invitationKeys.mine, exact: true });
      return;
    }
    const projectId = membershipProjectId(change);
    if (!projectId) return;
    void queryClient.invalidateQueries({ queryKey: projectKeys.list, exact: true });
    const lost = lostProjectId(change, userId);
    if (lost) onLost?.(lost);
    else void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) });
  });
}
