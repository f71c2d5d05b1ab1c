import {
  savedQuerySummary,
  type ChangeOf,
  type CreateSavedQueryBodyInput,
  type SavedQuery,
  type SavedQuerySummary,
  type UpdateSavedQueryBodyInput,
} from '@relata/core';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { projectKeys } from '../../lib/project/projectKeys';
import { useChanges } from '../../lib/realtime/useRealtime';
import { queriesApi } from './queriesApi';

/** The server's order: the most recently changed first, then the newest saved, then by id. */
function newestFirst(a: SavedQuerySummary, b: SavedQuerySummary): number {
  return (
    b.updated_at.localeCompare(a.updated_at) ||
    b.created_at.localeCompare(a.created_at) ||
    a.id.localeCompare(b.id)
  );
}

/**
 * The list with one query as the server now has it: added or replaced, unless the list already
 * holds a later state of it (an answer arriving after another member's change), and re-sorted.
 */
export function withSavedQuery(
  list: SavedQuerySummary[],
  query: SavedQuerySummary,
): SavedQuerySummary[] {
  const current = list.find((q) => q.id === query.id);
  if (current && current.updated_at > query.updated_at) return list;
  return [...list.filter((q) => q.id !== query.id), query].sort(newestFirst);
}

/** The list without one query. */
export function withoutSavedQuery(list: SavedQuerySummary[], queryId: string): SavedQuerySummary[] {
  return list.some((q) => q.id === queryId) ? list.filter((q) => q.id !== queryId) : list;
}

/** A `saved_queries` change applied to a cached list; each change carries the query's summary. */
export function applySavedQueryChange(
  list: SavedQuerySummary[],
  change: ChangeOf<'saved_queries'>,
): SavedQuerySummary[] {
  if (change.operation === 'DELETE') {
    const id = change.old_record?.id;
    return id === undefined ? list : withoutSavedQuery(list, id);
  }
  return change.record ? withSavedQuery(list, change.record) : list;
}

/** Writes into the cached list of the project's saved queries, when one is cached. */
function updateCache(
  queryClient: QueryClient,
  projectId: string,
  update: (list: SavedQuerySummary[]) => SavedQuerySummary[],
): void {
  queryClient.setQueryData<SavedQuerySummary[]>(projectKeys.savedQueries(projectId), (list) =>
    list ? update(list) : list,
  );
}

/**
 * A project's saved SQL queries, each with a preview of its text (the texts come one at a time,
 * `fetchSavedQuery`), the most recently changed first, kept live for every member (issue 20,
 * item 5): a `saved_queries` change on `project:<id>` (another member's save, rename, edit or
 * delete) is applied to the cached list from the change itself, without a refetch. Viewers read
 * the list too; only Editors and Admins write it.
 */
export function useSavedQueries(projectId: string) {
  const queryClient = useQueryClient();
  useChanges(`project:${projectId}`, (change) => {
    if (change.table !== 'saved_queries') return;
    updateCache(queryClient, projectId, (list) => applySavedQueryChange(list, change));
  });
  return useQuery({
    queryKey: projectKeys.savedQueries(projectId),
    queryFn: ({ signal }) => queriesApi.list(projectId, signal),
  });
}

/** A saved query renamed and/or given a new text: which one, and the changed fields. */
export interface SavedQueryUpdate {
  queryId: string;
  patch: UpdateSavedQueryBodyInput;
}

/**
 * The saved query writes (Editors and Admins), each putting the server's answer into the cached
 * list at once (the realtime echo that follows changes nothing more). A refusal shows as the
 * toast "Error" with the server's message (the app's mutation policy, spec 1 §8); the callers
 * may add their own toasts through `mutate`'s options.
 */
export function useSavedQueryActions(projectId: string) {
  const queryClient = useQueryClient();
  const put = (query: SavedQuery) =>
    updateCache(queryClient, projectId, (list) => withSavedQuery(list, savedQuerySummary(query)));

  const create = useMutation({
    mutationFn: (body: CreateSavedQueryBodyInput) => queriesApi.create(projectId, body),
    onSuccess: put,
  });

  const update = useMutation({
    mutationFn: ({ queryId, patch }: SavedQueryUpdate) =>
      queriesApi.update(projectId, queryId, patch),
    onSuccess: put,
  });

  const remove = useMutation({
    mutationFn: (queryId: string) => queriesApi.remove(projectId, queryId),
    onSuccess: (_ok, queryId) =>
      updateCache(queryClient, projectId, (list) => withoutSavedQuery(list, queryId)),
  });

  return { create, update, remove };
}

/**
 * One saved query's whole text, to open it: fetched when opened (a changed query is fetched
 * again: the key holds its last change time), else the one read before.
 */
export function fetchSavedQuery(
  queryClient: QueryClient,
  projectId: string,
  query: SavedQuerySummary,
): Promise<SavedQuery> {
  return queryClient.fetchQuery({
    queryKey: [...projectKeys.savedQueries(projectId), query.id, query.updated_at],
    queryFn: ({ signal }) => queriesApi.get(projectId, query.id, signal),
    staleTime: Infinity,
  });
}
