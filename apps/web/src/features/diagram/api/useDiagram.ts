import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useChanges } from '../../../lib/realtime/useRealtime';
import { applyDiagramChange, readDiagramChange, type Diagram } from '../model/diagramCache';
import { withForeignKeysAgreed } from '../model/foreignKeyFlags';
import { diagramApi } from './diagramApi';
import { diagramKey } from './diagramOps';
import { isOwnImport } from './ownImports';

/**
 * The stored diagram of a project, kept live: INSERT/UPDATE/DELETE on `project:<id>` replace or
 * remove items by id (older versions ignored); an import's 'diagram' event refetches, unless
 * this tab sent the import (its answer is in the cache already). Columns are foreign keys as the
 * relationships present say (decision 0049).
 */
export function useDiagram(projectId: string) {
  const queryClient = useQueryClient();
  useChanges(`project:${projectId}`, (event) => {
    const change = readDiagramChange(event);
    if (!change) return;
    if (change.kind === 'refetch') {
      if (isOwnImport(change.importId)) return;
      void queryClient.invalidateQueries({ queryKey: diagramKey(projectId), exact: true });
      return;
    }
    queryClient.setQueryData<Diagram>(diagramKey(projectId), (d) =>
      d ? applyDiagramChange(d, change) : d,
    );
  });
  return useQuery({
    queryKey: diagramKey(projectId),
    queryFn: ({ signal }) => diagramApi(projectId).load(signal),
    staleTime: Infinity,
    select: withForeignKeysAgreed,
  });
}
