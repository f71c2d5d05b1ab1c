import type { Profile } from '@relata/core';
import { withProfile, type SessionData } from '../lib/session/session';

/** A profile for tests: Ada, onboarding finished, signed up with e-mail. */
export function testProfile(profile: Partial<Profile> = {}): Profile {
  return {
    id: 'u1',
    email: 'ada@example.com',
    firstname: 'Ada',
    lastname: 'Lovelace',
    avatar_url: null,
    onboarding_finished: true,
    onboarding_step: 2,
    theme: null,
    identities: [{ provider: 'email' }],
    ...profile,
  };
}

/** A signed-in session for tests, with its profile. */
export function testSession(profile: Partial<Profile> = {}): SessionData {
  return withProfile(
    {
      session: { id: 's1', userId: 'u1', expiresAt: '2099-01-01T00:00:00.000Z' },
      user: { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace' },
    },
    testProfile(profile),
  );
}
