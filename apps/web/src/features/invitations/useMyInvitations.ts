import { useQuery } from '@tanstack/react-query';
import { invitationKeys } from './invitationKeys';
import { invitationsApi } from './invitationsApi';

/** The caller's pending invitations; a failure counts as none (spec 1 §7). */
export function useMyInvitations() {
  return useQuery({
    queryKey: invitationKeys.mine,
    queryFn: async ({ signal }) => {
      try {
        return await invitationsApi.mine(signal);
      } catch (error) {
        if (signal.aborted) throw error;
        console.warn('Could not load the invitations', error);
        return [];
      }
    },
  });
}
