import type { CreateShareBodyInput } from '@relata/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api/ApiError';
import { useChanges } from '../../lib/realtime/useRealtime';
import { toast } from '../../lib/toast/toast';
import { shareKeys } from './shareKeys';
import { shareLinksApi } from './shareLinksApi';

/**
 * A project's share links (never their tokens), newest first; the list refetches when a link is
 * made or revoked, here or by another Admin (`share_links` on `project:<id>`).
 */
export function useShareLinks(projectId: string) {
  const queryClient = useQueryClient();
  useChanges(`project:${projectId}`, (change) => {
    if (change.table === 'share_links')
      void queryClient.invalidateQueries({ queryKey: shareKeys.links(projectId), exact: true });
  });
  return useQuery({
    queryKey: shareKeys.links(projectId),
    queryFn: ({ signal }) => shareLinksApi.list(projectId, signal),
  });
}

/**
 * Making and revoking a project's links; the list refetches after. A create's failure is the
 * form's to show; a revoke's is a toast.
 */
export function useShareActions(projectId: string) {
  const queryClient = useQueryClient();
  const refetch = () =>
    void queryClient.invalidateQueries({ queryKey: shareKeys.links(projectId), exact: true });
  const quiet = { meta: { errorToast: false } } as const;
  const create = useMutation({
    ...quiet,
    mutationFn: (body: CreateShareBodyInput) => shareLinksApi.create(projectId, body),
    onSettled: refetch,
  });
  const revoke = useMutation({
    ...quiet,
    mutationFn: (shareId: string) => shareLinksApi.revoke(projectId, shareId),
    onSuccess: () =>
      toast.show({ title: 'Link revoked', message: 'Whoever opens it now sees that it is gone.' }),
    onError: (error) =>
      toast.show({
        title: 'Error',
        message: errorMessage(error) || 'The link could not be revoked.',
        type: 'error',
      }),
    onSettled: refetch,
  });
  return { create, revoke };
}
