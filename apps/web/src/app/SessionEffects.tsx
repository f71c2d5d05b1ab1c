import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ProfileLoadError } from '../lib/session/session';
import { clearSignOutTarget } from '../features/auth/signOutTarget';
import { signOutWithRetry } from '../features/auth/useLogout';
import { forgetSession, SESSION_QUERY_KEY, useSession } from '../lib/session/useSession';
import { useProfileThemeSync } from '../features/settings/useProfileThemeSync';
import { realtime } from '../lib/realtime/realtimeClient';
import { useRealtimeConnection } from '../lib/realtime/useRealtime';

/**
 * What follows the session, app-wide (spec 1 §4): the realtime connection while signed in, the
 * profile's theme, and a failed profile fetch, which logs out and reloads the page. A lost
 * realtime connection has the session checked: one that ended elsewhere signs the app out (the
 * guards then show the login) rather than leaving it reconnecting with a dead cookie.
 */
export function SessionEffects() {
  const queryClient = useQueryClient();
  const { data, error } = useSession();
  useRealtimeConnection(Boolean(data));
  useProfileThemeSync(data?.profile);

  useEffect(
    () =>
      realtime.onLost(() => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })),
    [queryClient],
  );

  useEffect(() => {
    if (data) clearSignOutTarget();
  }, [data]);

  useEffect(() => {
    if (!(error instanceof ProfileLoadError)) return;
    console.error(error.message, error.cause);
    void signOutWithRetry().then(() => {
      forgetSession(queryClient);
      window.location.reload();
    });
  }, [error, queryClient]);

  return null;
}
