import { Badge, Group, Paper, Text } from '@mantine/core';
import type { ShareLink } from '@relata/core';
import { IconLink } from '@tabler/icons-react';
import { isExpired, shareFacts } from './model/shareWords';
import { RevokeButton } from '../../ui/RevokeButton';

/** Props of ShareLinkItem. */
export interface ShareLinkItemProps {
  link: ShareLink;
  now: Date;
  revoking: boolean;
  onRevoke: (link: ShareLink) => void;
}

/**
 * One share link: its name, prefix, who made it and when, when it expires, whether it needs a
 * password, shows the SQL, is live and may be embedded, when it was last opened; Revoke.
 */
export function ShareLinkItem({ link, now, revoking, onRevoke }: ShareLinkItemProps) {
  const { made, settings } = shareFacts(link, now);
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="share-link">
      <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
        <div style={{ minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            {/* The icon stays beside the name's first line when a long name wraps at 390 px. */}
            <Group gap={6} wrap="nowrap" align="flex-start" miw={0}>
              <IconLink size={16} aria-hidden="true" style={{ flex: 'none', marginTop: 2 }} />
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {link.name}
              </Text>
            </Group>
            {link.live && (
              <Badge size="xs" variant="light" color="teal">
                Live
              </Badge>
            )}
            {isExpired(link, now) && (
              <Badge size="xs" variant="light" color="red">
                Expired
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {made.join(' · ')}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {settings.join(' · ')}
          </Text>
        </div>
        <RevokeButton name={link.name} revoking={revoking} onRevoke={() => onRevoke(link)} />
      </Group>
    </Paper>
  );
}
