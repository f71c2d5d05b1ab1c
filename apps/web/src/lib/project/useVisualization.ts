import {
  effectiveVisualization,
  VISUALIZATION_KEY,
  type VisualizationOverrides,
  type VisualizationSettings,
} from '@relata/core';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useProjectSettings } from './useProjectSettings';
import { readOverrides, subscribeOverrides } from './visualizationOverrides';

/** One's own choices for a project, live across tabs. */
export function useOverrides(projectId: string): VisualizationOverrides {
  const read = useCallback(() => readOverrides(projectId), [projectId]);
  return useSyncExternalStore(subscribeOverrides, read, read);
}

/** The project's visualization defaults as stored, or undefined when an Admin never saved any. */
export function useProjectVisualization(projectId: string): unknown {
  const rows = useProjectSettings(projectId);
  return rows.data?.find((r) => r.key === VISUALIZATION_KEY)?.value;
}

/**
 * What this person's canvas draws with (issue 21, item 1): the project's defaults, their own
 * choices over them. Stable between renders while neither changes.
 */
export function useVisualization(projectId: string): VisualizationSettings {
  const project = useProjectVisualization(projectId);
  const own = useOverrides(projectId);
  return useMemo(() => effectiveVisualization(project, own), [project, own]);
}
