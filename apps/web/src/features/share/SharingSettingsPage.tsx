import { Stack, Text, Title } from '@mantine/core';
import { roleOf } from '../../lib/project/roles';
import { useProjectContext } from '../../lib/project/useProjectContext';
import { SettingsHeading } from '../projects';
import { ShareLinkList } from './ShareLinkList';

/**
 * Project settings: Sharing (issue 41), for Admins: the project's share links, which let people
 * without an account look at the diagram read-only, made, listed and revoked here.
 */
export function SharingSettingsPage() {
  const project = useProjectContext();
  const isAdmin = roleOf(project) === 'Admin';
  return (
    <Stack gap="lg" maw={760}>
      <SettingsHeading title="Sharing" />
      <Text size="sm" c="dimmed">
        A share link shows this project&apos;s diagram, read-only, to anyone who has it: no account
        needed. It shows no member, task or activity; revoke it and it stops working at once.
      </Text>
      {isAdmin ? (
        <Stack gap="sm" component="section">
          <Title order={2} size="h4">
            Share links
          </Title>
          <ShareLinkList projectId={project.id} />
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          Only Admins can make and revoke share links.
        </Text>
      )}
    </Stack>
  );
}
