import { Paper, Text } from '@mantine/core';

/** Props of VersionsEmpty. */
export interface VersionsEmptyProps {
  /** The search that found nothing, or '' when the project has no version at all. */
  search: string;
  canSave: boolean;
}

/** What the list shows without versions: none yet, or none matching the search. */
export function VersionsEmpty({ search, canSave }: VersionsEmptyProps) {
  return (
    <Paper withBorder radius="md" p="lg">
      {search !== '' ? (
        <Text fw={600}>{`No version matches "${search}"`}</Text>
      ) : (
        <>
          <Text fw={600}>No versions yet</Text>
          <Text size="sm" c="dimmed" mt={4}>
            {canSave
              ? 'Save a version to keep a snapshot of the whole diagram that you can compare with and restore.'
              : 'Editors and Admins save versions of the diagram here; you will see them as they are saved.'}
          </Text>
        </>
      )}
    </Paper>
  );
}
