import type { VersionSummary } from '@relata/core';
import { projectPath } from '../../../lib/project/projectPath';

/** How many versions a comparison takes. */
export const COMPARE_COUNT = 2;

/** The chosen versions after a click on one's check box: on or off, at most two. */
export function toggleChoice<T extends { id: string }>(chosen: readonly T[], item: T): T[] {
  if (chosen.some((c) => c.id === item.id)) return chosen.filter((c) => c.id !== item.id);
  if (chosen.length >= COMPARE_COUNT) return [...chosen];
  return [...chosen, item];
}

/**
 * The chosen versions that are still there: without the project's whole list (still loading, or
 * a search showing part of it) the choice stays as it is.
 */
export function stillListed<T extends { id: string }>(
  chosen: T[],
  all: readonly { id: string }[] | undefined,
): T[] {
  if (!all) return chosen;
  const kept = chosen.filter((c) => all.some((v) => v.id === c.id));
  return kept.length === chosen.length ? chosen : kept;
}

/** The visualizer comparing a version with the current diagram. */
export function compareWithCurrentPath(projectId: string, versionId: string): string {
  return `${projectPath(projectId)}/visualizer?compare=${encodeURIComponent(versionId)}`;
}

/**
 * The visualizer comparing two versions, the older first (`compare`) and the newer as `to`, so
 * that the comparison reads as what changed since. Versions saved at the same time keep the order
 * they were chosen in.
 */
export function comparePairPath(
  projectId: string,
  first: Pick<VersionSummary, 'id' | 'created_at'>,
  second: Pick<VersionSummary, 'id' | 'created_at'>,
): string {
  const [older, newer] =
    new Date(second.created_at).getTime() < new Date(first.created_at).getTime()
      ? [second, first]
      : [first, second];
  return (
    `${projectPath(projectId)}/visualizer?compare=${encodeURIComponent(older.id)}` +
    `&to=${encodeURIComponent(newer.id)}`
  );
}
