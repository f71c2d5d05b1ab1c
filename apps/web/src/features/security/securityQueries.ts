import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api/ApiError';
import { toast } from '../../lib/toast/toast';
import { securityApi } from './securityApi';

/** TanStack Query keys of the audit trail; a project's history lives below the project's key. */
export const securityKeys = {
  events: ['account', 'security'] as const,
  sessions: ['account', 'sessions'] as const,
  tokens: ['account', 'tokens'] as const,
  projectEvents: (projectId: string) => ['projects', projectId, 'audit'] as const,
};

/** The caller's security events, newest first, a page at a time ("Show older events"). */
export function useSecurityEvents() {
  return useInfiniteQuery({
    queryKey: securityKeys.events,
    queryFn: ({ pageParam, signal }) => securityApi.events(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
}

/** The caller's signed-in sessions, the current one first. */
export function useSessions() {
  return useQuery({
    queryKey: securityKeys.sessions,
    queryFn: ({ signal }) => securityApi.sessions(signal),
  });
}

/** A project's membership history; only its Admins may read it, so only their page asks. */
export function useProjectEvents(projectId: string) {
  return useInfiniteQuery({
    queryKey: securityKeys.projectEvents(projectId),
    queryFn: ({ pageParam, signal }) => securityApi.projectEvents(projectId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
}

/** Ending one other session or all of them, with a toast each; the lists refetch after. */
export function useSessionActions() {
  const queryClient = useQueryClient();
  const refetch = () => {
    void queryClient.invalidateQueries({ queryKey: securityKeys.sessions, exact: true });
    void queryClient.invalidateQueries({ queryKey: securityKeys.events, exact: true });
  };
  const failure = (error: unknown) =>
    toast.show({
      title: 'Error',
      message: errorMessage(error) || 'The session could not be signed out.',
      type: 'error',
    });
  const quiet = { meta: { errorToast: false } } as const;

  const endSession = useMutation({
    ...quiet,
    mutationFn: securityApi.endSession,
    onSuccess: () => toast.show({ title: 'Signed out', message: 'That session was signed out.' }),
    onError: failure,
    onSettled: refetch,
  });

  const endOthers = useMutation({
    ...quiet,
    mutationFn: securityApi.endOtherSessions,
    onSuccess: (ended) =>
      toast.show({
        title: 'Signed out',
        message:
          ended === 1
            ? 'One other session was signed out.'
            : `${ended} other sessions were signed out.`,
      }),
    onError: failure,
    onSettled: refetch,
  });

  return { endSession, endOthers };
}

/** The caller's personal access tokens (never the tokens themselves), newest first. */
export function useAccessTokens() {
  return useQuery({
    queryKey: securityKeys.tokens,
    queryFn: ({ signal }) => securityApi.tokens(signal),
  });
}

/**
 * Creating and revoking tokens; the list and the security events (both audit them) refetch
 * after. A create's failure is the form's to show; a revoke's is a toast.
 */
export function useTokenActions() {
  const queryClient = useQueryClient();
  const refetch = () => {
    void queryClient.invalidateQueries({ queryKey: securityKeys.tokens, exact: true });
    void queryClient.invalidateQueries({ queryKey: securityKeys.events, exact: true });
  };
  const quiet = { meta: { errorToast: false } } as const;
  const create = useMutation({ ...quiet, mutationFn: securityApi.createToken, onSettled: refetch });
  const revoke = useMutation({
    ...quiet,
    mutationFn: securityApi.revokeToken,
    onSuccess: () => toast.show({ title: 'Token revoked', message: 'It no longer works.' }),
    onError: (error) =>
      toast.show({
        title: 'Error',
        message: errorMessage(error) || 'The token could not be revoked.',
        type: 'error',
      }),
    onSettled: refetch,
  });
  return { create, revoke };
}
