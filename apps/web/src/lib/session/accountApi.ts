import {
  okSchema,
  profileSchema,
  type Profile,
  type updateProfileBodySchema,
  type socialProviderSchema,
  DELETE_ACCOUNT_CONFIRMATION,
} from '@relata/core';
import { apiJson, apiRequest, type ResponseParser } from '../api/apiClient';

/** A social identity provider (Google or GitHub). */
export type SocialProvider = ReturnType<typeof socialProviderSchema.parse>;

/** The profile fields PATCH /api/account/profile accepts. */
export type ProfilePatch = ReturnType<typeof updateProfileBodySchema.parse>;

/**
 * The answer of POST /api/account/social. The server declares it inline in its route rather
 * than in @relata/core, so it is checked here by hand (reported as a gap).
 */
const socialStartParser: ResponseParser<{ url: string }> = {
  parse(data) {
    if (
      typeof data === 'object' &&
      data !== null &&
      'url' in data &&
      typeof data.url === 'string'
    ) {
      return { url: data.url };
    }
    throw new Error('Unexpected answer when starting the provider sign-in.');
  },
};

const post = (path: string, body: unknown) => apiJson(path, okSchema, { method: 'POST', body });

/** The account endpoints of the server (apps/server/src/modules/account), one function each. */
export const accountApi = {
  signIn: (body: { email: string; password: string }) => post('/api/account/sign-in', body),
  signUp: (body: { email: string; password: string; acceptTerms: boolean }) =>
    post('/api/account/sign-up', body),
  signOut: () => post('/api/account/sign-out', {}),
  resendVerification: (email: string) => post('/api/account/resend-verification', { email }),
  requestReset: (email: string) => post('/api/account/request-reset', { email }),
  setPassword: (body: { newPassword: string; confirmPassword: string }) =>
    post('/api/account/set-password', body),
  changePassword: (body: {
    currentPassword: string;
    newPassword: string;
    confirmPassword: string;
  }) => post('/api/account/change-password', body),
  startSocial: (body: {
    provider: SocialProvider;
    intent: 'login' | 'register';
    acceptTerms?: boolean;
  }) => apiJson('/api/account/social', socialStartParser, { method: 'POST', body }),
  profile: (signal?: AbortSignal): Promise<Profile> =>
    apiJson('/api/account/profile', profileSchema, signal ? { signal } : {}),
  updateProfile: (patch: ProfilePatch): Promise<Profile> =>
    apiJson('/api/account/profile', profileSchema, { method: 'PATCH', body: patch }),
  uploadAvatar: (image: Blob): Promise<Profile> =>
    apiJson('/api/account/avatar', profileSchema, { method: 'PUT', body: image }),
  deleteAccount: async (): Promise<void> => {
    await apiRequest('/api/account', {
      method: 'DELETE',
      body: { confirm: DELETE_ACCOUNT_CONFIRMATION },
    });
  },
};
