import { Stack } from '@mantine/core';
import type { VersionSummary } from '@relata/core';
import { COMPARE_COUNT } from './model/compareChoice';
import type { VersionRights } from './model/versionRights';
import { VersionItem } from './VersionItem';

/** Props of VersionList. */
export interface VersionListProps {
  versions: readonly VersionSummary[];
  projectId: string;
  rights: VersionRights;
  now: Date;
  chosen: readonly VersionSummary[];
  onToggleChoice: (version: VersionSummary) => void;
  onRestore: (version: VersionSummary) => void;
  onEdit: (version: VersionSummary) => void;
  onTogglePin: (version: VersionSummary) => void;
  onDelete: (version: VersionSummary) => void;
}

/** The versions, newest first, as a list (issue 19, item 1). */
export function VersionList({ versions, chosen, ...props }: VersionListProps) {
  const full = chosen.length >= COMPARE_COUNT;
  return (
    <Stack component="ul" aria-label="Versions" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {versions.map((version) => (
        <VersionItem
          key={version.id}
          version={version}
          projectId={props.projectId}
          rights={props.rights}
          now={props.now}
          chosen={chosen.some((c) => c.id === version.id)}
          choiceFull={full}
          onToggleChoice={() => props.onToggleChoice(version)}
          onRestore={() => props.onRestore(version)}
          onEdit={() => props.onEdit(version)}
          onTogglePin={() => props.onTogglePin(version)}
          onDelete={() => props.onDelete(version)}
        />
      ))}
    </Stack>
  );
}
