import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applyDiagramChange,
  readDiagramChange,
  withForeignKeysAgreed,
  type Diagram,
} from '../diagram';
import { sharedDiagramApi } from './sharedDiagramApi';
import { hasStatus, retryUnlessRefused } from './shareErrors';
import { shareKeys } from './shareKeys';
import { useShareEvents } from './useShareEvents';

/** What an open link's page is told of its link by its diagram's reads and events. */
export interface SharedDiagramHandlers {
  /** The link was revoked or expired. */
  onGone: () => void;
  /** The grant was refused: the password is needed again. */
  onLocked: () => void;
}

/**
 * An open link's diagram (issue 41), kept live from the link's event stream as the members'
 * visualizer keeps theirs (useDiagram): changes applied by id, a reload refetched, and what was
 * missed while the stream was down read again. A 404 or a `gone` event says the link is gone.
 */
export function useSharedDiagram(
  token: string,
  grant: string | undefined,
  live: boolean,
  handlers: SharedDiagramHandlers,
) {
  const queryClient = useQueryClient();
  const key = shareKeys.diagram(token, grant);
  const diagram = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      try {
        return await sharedDiagramApi.diagram(token, grant, signal);
      } catch (error) {
        if (hasStatus(error, 404)) handlers.onGone();
        else if (hasStatus(error, 401)) handlers.onLocked();
        throw error;
      }
    },
    staleTime: Infinity,
    retry: retryUnlessRefused,
    select: withForeignKeysAgreed,
  });
  const refetch = () => void queryClient.invalidateQueries({ queryKey: key, exact: true });
  useShareEvents(token, grant, true, {
    onChange: (event) => {
      const change = readDiagramChange(event);
      if (!change) return;
      if (change.kind === 'refetch') return refetch();
      queryClient.setQueryData<Diagram>(key, (d) => (d ? applyDiagramChange(d, change) : d));
    },
    onGone: handlers.onGone,
    onLocked: handlers.onLocked,
    onReconnect: () => {
      if (live) refetch();
    },
  });
  return {
    diagram: diagram.data,
    failed: diagram.isError && !hasStatus(diagram.error, 404) && !hasStatus(diagram.error, 401),
    retry: () => void diagram.refetch(),
  };
}
