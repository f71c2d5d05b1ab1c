import { Badge, Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { deviceName, timeAgo, type AccountSession } from '@relata/core';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';

/** Props of SessionItem. */
export interface SessionItemProps {
  session: AccountSession;
  now: Date;
  ending: boolean;
  onEnd: (session: AccountSession) => void;
}

const MOBILE = /iPhone|iPad|Android/;

/** One signed-in session: device, address, since when and last use; others can be signed out. */
export function SessionItem({ session, now, ending, onEnd }: SessionItemProps) {
  const device = deviceName(session.user_agent);
  const Glyph = MOBILE.test(device) ? IconDeviceMobile : IconDeviceDesktop;
  const address = session.ip_address ?? 'Unknown address';
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="session">
      <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <ThemeIcon variant="light" radius="xl" size="lg">
            <Glyph size={18} aria-hidden="true" />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Group gap={6} wrap="wrap">
              <Text size="sm" fw={500}>
                {device}
              </Text>
              {session.current && (
                <Badge size="xs" variant="light" color="green">
                  This device
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {address} · Signed in {timeAgo(session.created_at, now).toLowerCase()} · Last active{' '}
              {timeAgo(session.updated_at, now).toLowerCase()}
            </Text>
          </div>
        </Group>
        {!session.current && (
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={ending}
            onClick={() => onEnd(session)}
            aria-label={`Sign out ${device} at ${address}`}
            style={{ flex: 'none' }}
          >
            Sign out
          </Button>
        )}
      </Group>
    </Paper>
  );
}
