import { Button, Group, Stack } from '@mantine/core';
import {
  effectiveVisualization,
  VISUALIZATION_KEY,
  type VisualizationSettings,
} from '@relata/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api/ApiError';
import { projectKeys } from '../../lib/project/projectKeys';
import { roleOf } from '../../lib/project/roles';
import { useProjectContext } from '../../lib/project/useProjectContext';
import { toast } from '../../lib/toast/toast';
import { useProjectVisualization } from '../../lib/project/useVisualization';
import { OwnVisualization, SettingsSection, VisualizationFields } from '../visualization';
import { VISUALIZATION_SAVED } from './messages';
import { projectsApi } from './projectsApi';
import { SettingsHeading } from './SettingsHeading';

const same = (a: VisualizationSettings, b: VisualizationSettings) =>
  (Object.keys(a) as (keyof VisualizationSettings)[]).every((k) => a[k] === b[k]);

/**
 * Project settings: Visualization (spec 2 §2 heading; issue 21, item 1). Admins set how the
 * project's diagram is drawn for everyone; every member may choose otherwise for themselves.
 */
export function VisualizationSettingsPage() {
  const project = useProjectContext();
  const isAdmin = roleOf(project) === 'Admin';
  const queryClient = useQueryClient();
  const saved = effectiveVisualization(useProjectVisualization(project.id), undefined);
  const [draft, setDraft] = useState<VisualizationSettings | undefined>();
  const shown = draft ?? saved;
  const changed = draft !== undefined && !same(draft, saved);
  const save = useMutation({
    mutationFn: () => projectsApi.putSetting(project.id, VISUALIZATION_KEY, shown),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: projectKeys.settings(project.id) });
      setDraft(undefined);
      toast.show({ title: 'Success', message: VISUALIZATION_SAVED });
    },
    onError: (error) => toast.show({ title: 'Error', type: 'error', message: errorMessage(error) }),
  });
  return (
    <Stack gap="lg" maw={760}>
      <SettingsHeading title="Visualization" />
      <SettingsSection
        title="Project defaults"
        description={[
          'How every member’s canvas draws this project’s diagram, unless they choose otherwise below.',
          !isAdmin && 'Only Admins can change the project’s defaults.',
        ]}
      >
        <VisualizationFields
          value={shown}
          onChange={(patch) => setDraft({ ...shown, ...patch })}
          readOnly={!isAdmin}
        />
        {isAdmin && (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={!changed} onClick={() => setDraft(undefined)}>
              Cancel
            </Button>
            <Button disabled={!changed} loading={save.isPending} onClick={() => save.mutate()}>
              Save
            </Button>
          </Group>
        )}
      </SettingsSection>
      <OwnVisualization projectId={project.id} />
    </Stack>
  );
}
