import { Badge, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import type { VersionSummary } from '@relata/core';
import { IconArrowsDiff, IconRestore } from '@tabler/icons-react';
import { Link } from 'react-router';
import { UserAvatar } from '../../ui/avatar/UserAvatar';
import { personAvatar } from '../../ui/avatar/personAvatar';
import { compareWithCurrentPath } from './model/compareChoice';
import type { VersionRights } from './model/versionRights';
import {
  authorName,
  expiryText,
  reasonText,
  savedAgo,
  savedAt,
  tableCount,
} from './model/versionText';
import { VersionMenu } from './VersionMenu';

/** Props of VersionItem. */
export interface VersionItemProps {
  version: VersionSummary;
  projectId: string;
  rights: VersionRights;
  now: Date;
  chosen: boolean;
  /** True when two others are chosen already: this one cannot be chosen too. */
  choiceFull: boolean;
  onToggleChoice: () => void;
  onRestore: () => void;
  onEdit: () => void;
  onTogglePin: () => void;
  onDelete: () => void;
}

/**
 * One version in the list (issue 19, item 1): name, description, author avatar, relative time,
 * the "Automatic" badge with its reason and expiry; compare for everyone, and the writes the
 * role allows.
 */
export function VersionItem({
  version,
  projectId,
  rights,
  now,
  chosen,
  choiceFull,
  onToggleChoice,
  onRestore,
  onEdit,
  onTogglePin,
  onDelete,
}: VersionItemProps) {
  const author = authorName(version);
  const reason = reasonText(version);
  const expiry = expiryText(version, now);
  const hasMenu = rights.write || rights.remove;
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={version.name}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Checkbox
          mt={10}
          aria-label={`Choose ${version.name} for comparison`}
          checked={chosen}
          disabled={!chosen && choiceFull}
          onChange={onToggleChoice}
        />
        <UserAvatar
          src={version.author?.image}
          alt={author}
          {...personAvatar(author)}
          size="xsmall"
        />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {version.name}
            </Text>
            {version.automatic && (
              <Badge variant="light" color="gray" size="sm" tt="none">
                Automatic
              </Badge>
            )}
            {version.pinned && (
              <Badge variant="light" size="sm" tt="none">
                Pinned
              </Badge>
            )}
          </Group>
          {version.description !== '' && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {version.description}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {author} ·{' '}
            <time dateTime={version.created_at} title={savedAt(version)}>
              {savedAgo(version, now)}
            </time>{' '}
            · {tableCount(version.table_count)}
          </Text>
          {reason && (
            <Text size="xs" c="dimmed">
              {[reason, expiry].filter(Boolean).join(' · ')}
            </Text>
          )}
          <Group gap="xs" mt={4} wrap="wrap">
            <Button
              component={Link}
              to={compareWithCurrentPath(projectId, version.id)}
              size="compact-sm"
              variant="default"
              // A button standing alone, not a link in running text (global.css underlines those).
              td="none"
              leftSection={<IconArrowsDiff size={14} aria-hidden="true" />}
            >
              Compare with current
            </Button>
            {rights.write && (
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconRestore size={14} aria-hidden="true" />}
                onClick={onRestore}
              >
                Restore
              </Button>
            )}
            {hasMenu && (
              <VersionMenu
                version={version}
                rights={rights}
                onEdit={onEdit}
                onTogglePin={onTogglePin}
                onDelete={onDelete}
              />
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
