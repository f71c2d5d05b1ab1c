import type { Role } from '@relata/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api/ApiError';
import { toast } from '../../lib/toast/toast';
import { projectKeys } from '../../lib/project/projectKeys';
import { invitationFailedMessage, invitationSentMessage } from './model/inviteForm';
import { teamApi } from './teamApi';

const success = (message: string) => toast.show({ title: 'Success', message });
const failure = (message: string) => toast.show({ title: 'Error', message, type: 'error' });

/** The team page's actions with the toasts of spec 2 §8; each refetches what it changed. */
export function useTeamActions(projectId: string) {
  const queryClient = useQueryClient();
  const refetch = (...keys: (readonly unknown[])[]) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey, exact: true });
  };
  const quiet = { meta: { errorToast: false } } as const;

  const changeRole = useMutation({
    ...quiet,
    mutationFn: (input: { userId: string; name: string; role: Role }) =>
      teamApi.changeRole(projectId, input.userId, input.role),
    onSuccess: (_data, input) => success(`${input.name} is now ${input.role}.`),
    onError: (error) => failure(errorMessage(error) || 'Failed to change the role.'),
    onSettled: () => refetch(projectKeys.members(projectId), projectKeys.summary(projectId)),
  });

  const removeMember = useMutation({
    ...quiet,
    mutationFn: (userId: string) => teamApi.removeMember(projectId, userId),
    onSuccess: () => success('User removed successfully.'),
    onError: (error) => {
      console.error(error);
      failure('Failed to remove user.');
    },
    onSettled: () => refetch(projectKeys.members(projectId), projectKeys.summary(projectId)),
  });

  const invite = useMutation({
    ...quiet,
    mutationFn: (input: { email: string; role: Role }) =>
      teamApi.invite(projectId, { invitee_email: input.email.trim(), role: input.role }),
    onSuccess: (_data, input) => success(invitationSentMessage(input.email)),
    onError: (error) =>
      failure(invitationFailedMessage(errorMessage(error) || 'An error occurred')),
    onSettled: () => refetch(projectKeys.invites(projectId)),
  });

  const removeInvite = useMutation({
    ...quiet,
    mutationFn: (inviteId: string) => teamApi.removeInvite(projectId, inviteId),
    onSuccess: () => success('Invitation removed successfully.'),
    onError: (error) => {
      console.error(error);
      failure('Failed to remove invitation.');
    },
    onSettled: () => refetch(projectKeys.invites(projectId)),
  });

  return { changeRole, removeMember, invite, removeInvite };
}
