import { Button, Group, Stack } from '@mantine/core';
import type { AccountSession } from '@relata/core';
import { confirm } from '../../lib/confirm/confirmStore';
import { QueryList } from './QueryList';
import { SessionItem } from './SessionItem';
import { useSessionActions, useSessions } from './securityQueries';

/** The user's signed-in sessions, the current one marked; others are signed out from here. */
export function SessionList() {
  const sessions = useSessions();
  const { endSession, endOthers } = useSessionActions();
  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  const now = new Date();

  const handleEndOthers = async () => {
    const ok = await confirm({
      kind: 'delete',
      title: 'Sign out of all other sessions',
      message: `${others === 1 ? 'The other browser or device' : `The ${others} other browsers and devices`} signed in to your account will be signed out. This one stays signed in.`,
      confirmLabel: 'Sign out',
    });
    if (ok) endOthers.mutate();
  };
  const handleEnd = (session: AccountSession) => endSession.mutate(session.id);

  return (
    <Stack gap="sm">
      <QueryList
        query={sessions}
        label="Signed-in sessions"
        loadingLabel="Loading sessions"
        failure="The sessions could not be loaded. Please try again later."
      >
        {(session) => (
          <SessionItem
            key={session.id}
            session={session}
            now={now}
            ending={endSession.isPending && endSession.variables === session.id}
            onEnd={handleEnd}
          />
        )}
      </QueryList>
      {sessions.data && (
        <Group>
          <Button
            variant="default"
            color="red"
            disabled={others === 0}
            loading={endOthers.isPending}
            onClick={() => void handleEndOthers()}
          >
            Sign out of all other sessions
          </Button>
        </Group>
      )}
    </Stack>
  );
}
