import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useChanges } from '../../../lib/realtime/useRealtime';
import { applyWireChange, readWireChange, toWires } from '../model/componentCache';
import type { Wire } from '../model/types';
import { wireframesApi, wireframesKey } from './wireframesApi';

/**
 * A project's wireframe components, kept live: changes on `project:<id>` replace or remove
 * components by id, older versions ignored; unknown element types are skipped with a warning.
 */
export function useWireframes(projectId: string) {
  const queryClient = useQueryClient();
  useChanges(`project:${projectId}`, (event) => {
    const change = readWireChange(event);
    if (!change) return;
    queryClient.setQueryData<Wire[]>(wireframesKey(projectId), (list) =>
      list ? applyWireChange(list, change) : list,
    );
  });
  return useQuery({
    queryKey: wireframesKey(projectId),
    queryFn: async ({ signal }) => toWires(await wireframesApi(projectId).list(signal)),
    staleTime: Infinity,
  });
}
