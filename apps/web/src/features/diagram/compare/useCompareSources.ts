import { versionSchema, type Diagram, type Version } from '@relata/core';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api/apiClient';
import { useDiagram } from '../api/useDiagram';
import { withForeignKeysAgreed } from '../model/foreignKeyFlags';

/** The cache key of one version with its snapshot (a version never changes: fetched once). */
export const versionKey = (projectId: string, versionId: string) =>
  ['projects', projectId, 'version', versionId] as const;

/** A version whose snapshot's columns are foreign keys as its relationships say (decision 0049). */
const agreedVersion = (v: Version): Version => ({
  ...v,
  snapshot: withForeignKeysAgreed(v.snapshot),
});

/** One version with its snapshot. */
function useVersion(projectId: string, versionId: string | undefined) {
  return useQuery({
    queryKey: versionKey(projectId, versionId ?? ''),
    queryFn: ({ signal }) =>
      apiJson(`/api/projects/${projectId}/versions/${versionId}`, versionSchema, { signal }),
    enabled: versionId !== undefined,
    staleTime: Infinity,
    select: agreedVersion,
  });
}

/** One side of a comparison: a version, or the diagram as it is now. */
export interface CompareSide {
  diagram: Diagram;
  /** The version's name, or "Current diagram". */
  label: string;
  /** When the version was saved; absent for the current diagram. */
  savedAt?: string;
}

/** What a comparison shows, once both sides have loaded, or why it cannot. */
export type CompareSources =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; before: CompareSide; after: CompareSide };

/** The label of the diagram as it is now, as one side of a comparison. */
export const CURRENT_DIAGRAM = 'Current diagram';

/**
 * The two sides of a comparison: the versions `fromId` and `toId`, the older one first, or the
 * version `fromId` and the current diagram (live) when there is no `toId`.
 */
export function useCompareSources(
  projectId: string,
  fromId: string,
  toId: string | undefined,
): CompareSources {
  const from = useVersion(projectId, fromId);
  const to = useVersion(projectId, toId);
  const current = useDiagram(projectId);
  const failed = [from, toId ? to : current].find((q) => q.isError);
  if (failed) return { status: 'error', message: failed.error?.message ?? 'Version not found' };
  if (!from.data) return { status: 'loading' };
  const before = {
    diagram: from.data.snapshot,
    label: from.data.name,
    savedAt: from.data.created_at,
  };
  if (toId) {
    if (!to.data) return { status: 'loading' };
    const other = { diagram: to.data.snapshot, label: to.data.name, savedAt: to.data.created_at };
    // The older version is the one before, whichever order the two were picked in.
    return other.savedAt < before.savedAt
      ? { status: 'ready', before: other, after: before }
      : { status: 'ready', before, after: other };
  }
  if (!current.data) return { status: 'loading' };
  return { status: 'ready', before, after: { diagram: current.data, label: CURRENT_DIAGRAM } };
}
