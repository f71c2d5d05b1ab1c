import type { Profile } from '@relata/core';
import { hashKey, useQuery, type QueryClient } from '@tanstack/react-query';
import { fetchSession, withProfile, type SessionData } from './session';

/** TanStack Query key of the session; set it to null to sign the app out locally. */
export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

/** The current session with the profile (null when signed out), kept for the whole app. */
export function useSession() {
  return useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: 60_000,
    retry: 1,
  });
}

/** The signed-in user's profile, or undefined while signed out or unknown. */
export function useProfile(): Profile | undefined {
  return useSession().data?.profile;
}

/** Replaces the cached profile (after an update), keeping the guard's onboarding flag in step. */
export function setCachedProfile(queryClient: QueryClient, profile: Profile): void {
  queryClient.setQueryData<SessionData | null>(SESSION_QUERY_KEY, (data) =>
    data ? withProfile(data, profile) : data,
  );
}

/** The cached profile, for optimistic updates and their rollback. */
export function getCachedProfile(queryClient: QueryClient): Profile | undefined {
  return queryClient.getQueryData<SessionData | null>(SESSION_QUERY_KEY)?.profile;
}

/**
 * Forgets the signed-in user locally: the session becomes null first, so every observer (the
 * guards, the realtime connection) sees the sign-out at once, then the rest of the cache goes.
 * (`queryClient.clear()` would drop the session query from under its observers, which would
 * keep the old user until they happen to re-render.)
 */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  const sessionHash = hashKey(SESSION_QUERY_KEY);
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== sessionHash });
}
