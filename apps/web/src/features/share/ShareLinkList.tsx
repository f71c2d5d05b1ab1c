import { Button, Center, Group, Stack, Text } from '@mantine/core';
import type { ShareLink } from '@relata/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { confirm } from '../../lib/confirm/confirmStore';
import { Loading } from '../../ui/Loading';
import { CreateShareDialog } from './CreateShareDialog';
import { ShareLinkItem } from './ShareLinkItem';
import { useShareActions, useShareLinks } from './shareQueries';

/** Said when a project has no share links. */
export const NO_SHARE_LINKS =
  'No share links yet. Create one to show the diagram to people without an account.';

/**
 * A project's share links (issue 41): listed with their settings, revoked after a confirmation,
 * and made in a dialog that shows the link once.
 */
export function ShareLinkList({ projectId }: { projectId: string }) {
  const links = useShareLinks(projectId);
  const { revoke } = useShareActions(projectId);
  const [creating, setCreating] = useState(false);
  const now = new Date();

  const handleRevoke = async (link: ShareLink) => {
    const ok = await confirm({
      kind: 'delete',
      title: 'Revoke link',
      message: `"${link.name}" stops working at once: whoever has it open, or a page that embeds it, sees that it is gone.`,
      confirmLabel: 'Revoke',
    });
    if (ok) revoke.mutate(link.id);
  };

  let body;
  if (links.isPending)
    body = (
      <Center py="md">
        <Loading label="Loading share links" />
      </Center>
    );
  else if (links.isError)
    body = (
      <Text c="dimmed" size="sm">
        The share links could not be loaded. Please try again later.
      </Text>
    );
  else if (links.data.length === 0)
    body = (
      <Text c="dimmed" size="sm">
        {NO_SHARE_LINKS}
      </Text>
    );
  else
    body = (
      <Stack
        component="ul"
        gap="xs"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label="Share links"
      >
        {links.data.map((link) => (
          <ShareLinkItem
            key={link.id}
            link={link}
            now={now}
            revoking={revoke.isPending && revoke.variables === link.id}
            onRevoke={(l) => void handleRevoke(l)}
          />
        ))}
      </Stack>
    );

  return (
    <Stack gap="sm">
      {body}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => setCreating(true)}
        >
          Create link
        </Button>
      </Group>
      {creating && <CreateShareDialog projectId={projectId} onClose={() => setCreating(false)} />}
    </Stack>
  );
}
