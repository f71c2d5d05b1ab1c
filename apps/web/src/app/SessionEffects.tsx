import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ProfileLoadError } from '../features/auth/session';
import { clearSignOutTarget } from '../features/auth/signOutTarget';
import { signOutWithRetry } from '../features/auth/useLogout';
import { forgetSession, useSession } from '../features/auth/useSession';
import { useProfileThemeSync } from '../features/settings/useProfileThemeSync';
import { useRealtimeConnection } from '../lib/realtime/useRealtime';

/**
 * What follows the session, app-wide (spec 1 §4): the realtime connection while signed in, the
 * profile's theme, and a failed profile fetch, which logs out and reloads the page.
 */
export function SessionEffects() {
  const queryClient = useQueryClient();
  const { data, error } = useSession();
  useRealtimeConnection(Boolean(data));
  useProfileThemeSync(data?.profile);

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
