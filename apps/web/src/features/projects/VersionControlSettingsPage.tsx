import { Stack } from '@mantine/core';
import { useProjectContext } from '../../lib/project/useProjectContext';
import { VersionControl } from '../versions';
import { SettingsHeading } from './SettingsHeading';

/**
 * Project settings: Version Control (spec 2 §2 heading; issue 19, items 1 and 4): the project's
 * versions, saved, compared and restored.
 */
export function VersionControlSettingsPage() {
  const project = useProjectContext();
  return (
    <Stack gap="lg" maw={900}>
      <SettingsHeading title="Version Control" />
      <VersionControl project={project} />
    </Stack>
  );
}
