import { Button, Group } from '@mantine/core';
import { effectiveVisualization, type VisualizationSettings } from '@relata/core';
import { useMemo } from 'react';
import { writeOverrides } from '../../lib/project/visualizationOverrides';
import { SettingsSection } from './SettingsSection';
import { useOverrides, useProjectVisualization } from '../../lib/project/useVisualization';
import { VisualizationFields } from './VisualizationFields';

/**
 * One's own visualization choices for a project (issue 21, item 1): kept in this browser, laid
 * over the project's defaults on this person's canvas only. A change applies at once.
 */
export function OwnVisualization({ projectId }: { projectId: string }) {
  const project = useProjectVisualization(projectId);
  const own = useOverrides(projectId);
  const value = useMemo(() => effectiveVisualization(project, own), [project, own]);
  const ownKeys = useMemo(
    () => new Set(Object.keys(own) as (keyof VisualizationSettings)[]),
    [own],
  );
  return (
    <SettingsSection
      title="On this browser"
      description={[
        'Your own choices for this project, kept in this browser. They change what you see, not what the other members see.',
      ]}
    >
      <VisualizationFields
        value={value}
        own={ownKeys}
        onChange={(patch) => writeOverrides(projectId, { ...own, ...patch })}
      />
      <Group justify="flex-end">
        <Button
          variant="default"
          disabled={ownKeys.size === 0}
          onClick={() => writeOverrides(projectId, {})}
        >
          Use the project’s defaults
        </Button>
      </Group>
    </SettingsSection>
  );
}
