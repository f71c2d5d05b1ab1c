import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { timeAgo, type AccessToken } from '@relata/core';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { confirm } from '../../lib/confirm/confirmStore';
import { CreateTokenDialog, dayOf } from './CreateTokenDialog';
import { QueryList } from './QueryList';
import { useAccessTokens, useTokenActions } from './securityQueries';
import { RevokeButton } from '../../ui/RevokeButton';

/** Props of AccessTokenItem. */
interface AccessTokenItemProps {
  token: AccessToken;
  now: Date;
  revoking: boolean;
  onRevoke: (token: AccessToken) => void;
}

/** One token: name, scope, projects, when made, when it expires, its last use; Revoke. */
function AccessTokenItem({ token, now, revoking, onRevoke }: AccessTokenItemProps) {
  const projects = token.projects
    ? token.projects.map((p) => p.name).join(', ') || 'No projects left'
    : 'All projects';
  const used = token.last_used_at
    ? `Last used ${timeAgo(token.last_used_at, now).toLowerCase()}${token.last_used_ip ? ` from ${token.last_used_ip}` : ''}`
    : 'Never used';
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="access-token">
      <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
        <div style={{ minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            {/* The key stays beside the name's first line when a long name wraps at 390 px. */}
            <Group gap={6} wrap="nowrap" align="flex-start" miw={0}>
              <IconKey size={16} aria-hidden="true" style={{ flex: 'none', marginTop: 2 }} />
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {token.name}
              </Text>
            </Group>
            <Badge size="xs" variant="light" color={token.scope === 'write' ? 'orange' : 'blue'}>
              {token.scope === 'write' ? 'Read and write' : 'Read'}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {projects} · {token.prefix}…
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Created {dayOf(token.created_at)} ·{' '}
            {token.expires_at ? `Expires ${dayOf(token.expires_at)}` : 'Never expires'} · {used}
          </Text>
        </div>
        <RevokeButton name={token.name} revoking={revoking} onRevoke={() => onRevoke(token)} />
      </Group>
    </Paper>
  );
}

/**
 * The user's personal access tokens (issue 39): listed with their scope, projects, dates and last
 * use, revoked after a confirmation, and created in a dialog that shows the token once.
 */
export function AccessTokenList() {
  const tokens = useAccessTokens();
  const { create, revoke } = useTokenActions();
  const [creating, setCreating] = useState(false);
  const now = new Date();

  const handleRevoke = async (token: AccessToken) => {
    const ok = await confirm({
      kind: 'delete',
      title: 'Revoke token',
      message: `"${token.name}" stops working at once: scripts and CI jobs that use it will be refused.`,
      confirmLabel: 'Revoke',
    });
    if (ok) revoke.mutate(token.id);
  };

  return (
    <Stack gap="sm">
      <QueryList
        query={tokens}
        label="Access tokens"
        loadingLabel="Loading access tokens"
        failure="The access tokens could not be loaded. Please try again later."
        empty="No access tokens yet."
      >
        {(token) => (
          <AccessTokenItem
            key={token.id}
            token={token}
            now={now}
            revoking={revoke.isPending && revoke.variables === token.id}
            onRevoke={(t) => void handleRevoke(t)}
          />
        )}
      </QueryList>
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => {
            create.reset();
            setCreating(true);
          }}
        >
          Create token
        </Button>
      </Group>
      {creating && <CreateTokenDialog create={create} onClose={() => setCreating(false)} />}
    </Stack>
  );
}
