import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDoorExit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { confirm } from '../../lib/confirm/confirmStore';
import { DeleteProjectDialog } from './DeleteProjectDialog';
import { GeneralSettingsForm } from './GeneralSettingsForm';
import { roleOf } from '../../lib/project/roles';
import { SettingsHeading } from './SettingsHeading';
import { useProjectContext } from '../../lib/project/useProjectContext';
import { useProjectDeparture } from './useProjectDeparture';

/** Project settings: general (spec 2 §2): name and description, Leave Project, Delete Project. */
export function GeneralSettingsPage() {
  const project = useProjectContext();
  const isAdmin = roleOf(project) === 'Admin';
  const { leave, remove } = useProjectDeparture(project.id);
  const [deleting, setDeleting] = useState(false);

  const handleLeave = async () => {
    const ok = await confirm({
      kind: 'leave',
      title: 'Leave Project',
      message: `Do you really want to leave "${project.name}"? You will need a new invitation to come back.`,
    });
    if (ok) leave.mutate();
  };

  return (
    <Stack gap="lg" maw={760}>
      <SettingsHeading title="General" />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" bg="var(--relata-surface)">
        {/* Remounted when the stored project changes (a save here, or another Admin's), so the form starts from it. */}
        <GeneralSettingsForm
          key={`${project.name}\n${project.description}`}
          project={project}
          isAdmin={isAdmin}
        />
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" bg="var(--relata-surface)">
        <Title order={2} size="h4" mb="xs">
          Leave or delete
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          Leaving removes you from the team. Deleting removes the project for everyone.
        </Text>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconDoorExit size={16} aria-hidden="true" />}
            onClick={() => void handleLeave()}
            loading={leave.isPending}
          >
            Leave Project
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={() => setDeleting(true)}
          >
            Delete Project
          </Button>
        </Group>
      </Paper>
      <DeleteProjectDialog
        opened={deleting}
        projectName={project.name}
        deleting={remove.isPending}
        onClose={() => setDeleting(false)}
        onDelete={(typed) => remove.mutate(typed)}
      />
    </Stack>
  );
}
