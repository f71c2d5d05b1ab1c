import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { DATABASE_TYPE_LABELS, DATABASE_TYPES, DEFAULT_TABLE_DATA_KEY } from '@relata/core';
import { IconTable } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api/ApiError';
import { toast } from '../../lib/toast/toast';
import { DefaultTableDataDialog } from './DefaultTableDataDialog';
import { LiveConnectionsSection } from './LiveConnectionsSection';
import { DEFAULT_TABLE_DATA_SAVED, PROJECT_UPDATED } from './messages';
import { readDefaultTableData, type DefaultTableData } from './model/defaultTableData';
import { isDatabaseType } from './model/projectForm';
import { projectKeys } from '../../lib/project/projectKeys';
import { useProjectSettings } from '../../lib/project/useProjectSettings';
import { projectsApi } from './projectsApi';
import { roleOf } from '../../lib/project/roles';
import { SettingsHeading } from './SettingsHeading';
import { useProjectContext } from '../../lib/project/useProjectContext';

const DATABASE_OPTIONS = DATABASE_TYPES.map((t) => ({ value: t, label: DATABASE_TYPE_LABELS[t] }));

/**
 * Project settings: database (spec 2 §2), for Admins: the database type with Save and Cancel,
 * the default table data new tables start from, and the project's live database connections.
 */
export function DatabaseSettingsPage() {
  const project = useProjectContext();
  const isAdmin = roleOf(project) === 'Admin';
  const queryClient = useQueryClient();
  const settings = useProjectSettings(project.id);
  const defaults = readDefaultTableData(settings.data);
  const [type, setType] = useState<string>(project.database_type);
  const [editing, setEditing] = useState(false);
  const changed = type !== project.database_type;

  const saveType = useMutation({
    mutationFn: () =>
      projectsApi.update(project.id, { database_type: isDatabaseType(type) ? type : 'mysql' }),
    onSuccess: (saved) => {
      queryClient.setQueryData(projectKeys.detail(project.id), saved);
      toast.show({ title: 'Success', message: PROJECT_UPDATED });
    },
  });

  const saveDefaults = async (value: DefaultTableData) => {
    try {
      await projectsApi.putSetting(project.id, DEFAULT_TABLE_DATA_KEY, value);
    } catch (error) {
      throw new Error(errorMessage(error) || 'An error occurred');
    }
    await queryClient.invalidateQueries({ queryKey: projectKeys.settings(project.id) });
    toast.show({ title: 'Success', message: DEFAULT_TABLE_DATA_SAVED });
    setEditing(false);
  };

  return (
    <Stack gap="lg" maw={760}>
      <SettingsHeading title="Database" />
      {!isAdmin && (
        <Text size="sm" c="dimmed">
          Only Admins can change the database settings.
        </Text>
      )}
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" bg="var(--relata-surface)">
        <Stack gap="md">
          <Select
            label="Database Type"
            required
            data={DATABASE_OPTIONS}
            value={type}
            onChange={(value) => value && setType(value)}
            allowDeselect={false}
            readOnly={!isAdmin}
            maw={320}
          />
          <div>
            <Text size="sm" fw={500}>
              Default Table Data
            </Text>
            <Text size="sm" c="dimmed" mb="xs">
              New tables start as “{defaults.name}” with {defaults.attributes.length}{' '}
              {defaults.attributes.length === 1 ? 'column' : 'columns'}.
            </Text>
            <Button
              variant="light"
              leftSection={<IconTable size={16} aria-hidden="true" />}
              onClick={() => setEditing(true)}
              disabled={!isAdmin || settings.isPending}
            >
              Default Table Data
            </Button>
          </div>
          {isAdmin && (
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                disabled={!changed}
                onClick={() => setType(project.database_type)}
              >
                Cancel
              </Button>
              <Button
                disabled={!changed}
                loading={saveType.isPending}
                onClick={() => saveType.mutate()}
              >
                Save
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
      {isAdmin && <LiveConnectionsSection projectId={project.id} />}
      {editing && (
        <DefaultTableDataDialog
          opened
          initial={defaults}
          onClose={() => setEditing(false)}
          onSave={saveDefaults}
        />
      )}
    </Stack>
  );
}
