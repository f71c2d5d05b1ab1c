import { Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { DATABASE_TYPE_LABELS } from '@relata/core';
import { Link } from 'react-router';
import type { ProjectWithRole } from '../projects';
import { projectPath } from '../../lib/project/projectPath';
import { RoleBadge } from '../../ui/RoleBadge';
import classes from './Dashboard.module.css';

/** Props of ProjectCard. */
export interface ProjectCardProps {
  project: ProjectWithRole;
}

/** A project on the dashboard: colour band, name, description and the user's role (spec 1 §2). */
export function ProjectCard({ project }: ProjectCardProps) {
  return (
    <UnstyledButton component={Link} to={projectPath(project.id)} className={classes.cardLink}>
      <Paper withBorder radius="md" className={classes.card} data-testid="project-card">
        <div className={classes.band} style={{ backgroundColor: project.color }} />
        <div className={classes.cardBody}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Text fw={650} size="lg" lh={1.3} className={classes.cardTitle}>
              {project.name}
            </Text>
            <RoleBadge role={project.role} />
          </Group>
          <Text size="sm" c="dimmed" lineClamp={3} className={classes.description}>
            {project.description || 'No description'}
          </Text>
          <Text size="xs" c="dimmed">
            {DATABASE_TYPE_LABELS[project.database_type]}
          </Text>
        </div>
      </Paper>
    </UnstyledButton>
  );
}
