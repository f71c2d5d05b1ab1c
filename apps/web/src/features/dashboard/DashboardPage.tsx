import { Button, Center, Stack, Text, TextInput, Title } from '@mantine/core';
import { Loading } from '../../ui/Loading';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useFirstName } from '../../lib/session/useFirstName';
import { useMembershipSync, useProjects, visibleProjects } from '../projects';
import classes from './Dashboard.module.css';
import { InvitationsSection } from './InvitationsSection';
import { ProjectCard } from './ProjectCard';
import { WelcomeBanner } from './WelcomeBanner';

/** The dashboard at /app (spec 1 §2): banner, invitations, and the user's projects with search. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  useMembershipSync();
  const firstName = useFirstName();
  const [search, setSearch] = useState('');
  const { data: projects, isPending } = useProjects();
  const shown = visibleProjects(projects ?? [], search);
  return (
    <Stack gap="xl">
      <WelcomeBanner firstName={firstName} />
      <InvitationsSection />
      <section aria-labelledby="projects-title">
        <Stack gap="md">
          <div className={classes.toolbar}>
            <Title order={2} id="projects-title" size="h3">
              Projects
            </Title>
            <TextInput
              className={classes.search}
              placeholder="Search projects"
              aria-label="Search projects"
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              type="search"
            />
            <Button
              component={Link}
              to="/app/projects/create"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
            >
              Create Project
            </Button>
          </div>
          {isPending ? (
            <Center py="xl">
              <Loading label="Loading projects" />
            </Center>
          ) : shown.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              No projects found
            </Text>
          ) : (
            <div className={classes.grid}>
              {shown.map((project) => (
                <ProjectCard key={project.id} project={project} />
              ))}
            </div>
          )}
        </Stack>
      </section>
    </Stack>
  );
}
