import type { Profile } from '@relata/core';
import { ApiError } from '../api/ApiError';
import { apiJson } from '../api/apiClient';
import { accountApi } from './accountApi';

/** The signed-in user as better-auth reports it, with the onboarding flag of the profile. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** When the account was made (ISO time), when the server says. */
  createdAt?: string;
  image?: string | null;
  emailVerified?: boolean;
  /** False until onboarding is finished; a missing flag counts as finished. */
  onboardingFinished?: boolean;
}

/** Answer of `GET /api/auth/get-session` for a signed-in user. */
export interface AuthSession {
  /** `createdAt`: when this session began, i.e. the sign-in (ISO time), when the server says. */
  session: { id: string; userId: string; expiresAt: string; createdAt?: string };
  user: SessionUser;
}

/** What the app knows about the signed-in user: the session and the profile (spec 1 §4). */
export interface SessionData extends AuthSession {
  profile: Profile;
}

/** The profile could not be loaded for a reason other than a missing session (spec 1 §4, §8). */
export class ProfileLoadError extends Error {
  constructor(cause: unknown) {
    super('The profile could not be loaded.', { cause });
    this.name = 'ProfileLoadError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Checks the session answer: JSON null when signed out, else a session and a user. */
export function parseSession(data: unknown): AuthSession | null {
  if (data === null) return null;
  if (!isRecord(data) || !isRecord(data.session) || !isRecord(data.user)) {
    throw new Error('Unexpected answer from the session endpoint.');
  }
  const { session, user } = data;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    session: {
      id: text(session.id),
      userId: text(session.userId),
      expiresAt: text(session.expiresAt),
      ...(typeof session.createdAt === 'string' ? { createdAt: session.createdAt } : {}),
    },
    user: {
      id: text(user.id),
      email: text(user.email),
      name: text(user.name),
      image: typeof user.image === 'string' ? user.image : null,
      ...(typeof user.createdAt === 'string' ? { createdAt: user.createdAt } : {}),
      ...(typeof user.emailVerified === 'boolean' ? { emailVerified: user.emailVerified } : {}),
      ...(typeof user.onboardingFinished === 'boolean'
        ? { onboardingFinished: user.onboardingFinished }
        : {}),
    },
  };
}

/** Puts a (new) profile into the session, keeping the guard's onboarding flag in step. */
export function withProfile(data: AuthSession, profile: Profile): SessionData {
  return {
    ...data,
    user: { ...data.user, onboardingFinished: profile.onboarding_finished },
    profile,
  };
}

/**
 * Asks the server who is signed in (better-auth's session endpoint), then loads the profile.
 * A profile answered with 401 means the session just ended: signed out. Any other failure is a
 * ProfileLoadError, after which the app logs out and reloads (spec 1 §4).
 */
export async function fetchSession(signal?: AbortSignal): Promise<SessionData | null> {
  const options = signal ? { signal } : {};
  const auth = await apiJson('/api/auth/get-session', { parse: parseSession }, options);
  if (!auth) return null;
  try {
    return withProfile(auth, await accountApi.profile(signal));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    if (signal?.aborted) throw error;
    throw new ProfileLoadError(error);
  }
}
