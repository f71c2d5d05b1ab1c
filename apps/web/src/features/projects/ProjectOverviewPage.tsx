import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DATABASE_TYPE_LABELS } from '@relata/core';
import { IconTable, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useMembers } from '../team';
import { ActivityList } from './ActivityList';
import { CountTile } from './CountTile';
import { MemberStrip } from './MemberStrip';
import { projectPath } from '../../lib/project/projectPath';
import { useProjectSummary } from './projectQueries';
import { RoleBadge } from '../../ui/RoleBadge';
import { roleOf } from '../../lib/project/roles';
import { useProjectContext } from '../../lib/project/useProjectContext';

/** The project overview (spec 2 §2): name, description, members, activities and counts. */
export function ProjectOverviewPage() {
  const project = useProjectContext();
  useDocumentTitle(project.name);
  const summary = useProjectSummary(project.id);
  const { data: members = [] } = useMembers(project.id);
  const teamPath = `${projectPath(project.id)}/team`;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        {/* At least 280 px for the text: on phones the avatars wrap below it. */}
        <Stack gap={6} style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Group gap="sm">
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {project.name}
            </Title>
            <RoleBadge role={roleOf(project)} />
          </Group>
          <Text c={project.description ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
            {project.description || 'No description'}
          </Text>
          <Text size="sm" c="dimmed">
            {DATABASE_TYPE_LABELS[project.database_type]}
          </Text>
        </Stack>
        <MemberStrip members={members} teamPath={teamPath} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <CountTile label="Team Members" count={summary.data?.project_users_count} icon={IconUsers}>
          <Anchor component={Link} to={teamPath} size="sm">
            Open team
          </Anchor>
        </CountTile>
        <CountTile label="DB Tables" count={summary.data?.db_entities_count} icon={IconTable}>
          <Anchor component={Link} to={`${projectPath(project.id)}/visualizer`} size="sm">
            Open visualizer
          </Anchor>
        </CountTile>
      </SimpleGrid>
      <Paper withBorder p="md" radius="md" bg="var(--relata-surface)">
        <Title order={2} size="h4" mb="md">
          Activities
        </Title>
        {summary.isPending ? (
          <Text size="sm" c="dimmed">
            Loading activities…
          </Text>
        ) : (
          <ActivityList activities={summary.data?.activities ?? []} />
        )}
      </Paper>
    </Stack>
  );
}
