import type { Profile } from '@relata/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isThemeId } from '../../lib/theme/themes';
import { useTheme } from '../../lib/theme/useTheme';
import { accountApi } from '../../lib/session/accountApi';
import { getCachedProfile, setCachedProfile } from '../../lib/session/useSession';

/**
 * Lets the theme follow the user across browsers: on sign-in the profile's theme (when set)
 * replaces the local one, and while signed in every theme change, from any switcher, is stored
 * in the profile too. A failed store is only logged (spec 1 §8, profile update failures).
 */
export function useProfileThemeSync(profile: Profile | undefined): void {
  const queryClient = useQueryClient();
  const userId = profile?.id;
  const profileTheme = profile?.theme ?? null;
  const appliedFor = useRef<string | undefined>(undefined);

  useEffect(() => {
    // Signed out: the next sign-in, even of the same user, applies the profile's theme again.
    if (userId === undefined) appliedFor.current = undefined;
    if (userId === undefined || appliedFor.current === userId) return;
    appliedFor.current = userId;
    if (isThemeId(profileTheme)) useTheme.getState().setTheme(profileTheme);
  }, [userId, profileTheme]);

  useEffect(() => {
    if (userId === undefined) return;
    return useTheme.subscribe((state, previous) => {
      if (state.theme === previous.theme) return;
      if (getCachedProfile(queryClient)?.theme === state.theme) return;
      accountApi.updateProfile({ theme: state.theme }).then(
        (updated) => setCachedProfile(queryClient, updated),
        (error: unknown) => console.error('The theme could not be stored in the profile.', error),
      );
    });
  }, [userId, queryClient]);
}
