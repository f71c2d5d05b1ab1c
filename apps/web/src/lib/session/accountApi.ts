import {
  type ChangePasswordBodyInput,
  type Ok,
  type Profile,
  type SetPasswordBodyInput,
  type SignInBodyInput,
  type SignUpBodyInput,
  type SocialSignInBodyInput,
  type SocialStart,
  type UpdateProfileBodyInput,
  DELETE_ACCOUNT_CONFIRMATION,
} from '@relata/core';
import { apiJson, apiRequest, checkedByServer, type ApiRequestOptions } from '../api/apiClient';

/** A social identity provider (Google or GitHub). */
export type SocialProvider = SocialSignInBodyInput['provider'];

/** The profile fields PATCH /api/account/profile accepts. */
export type ProfilePatch = UpdateProfileBodyInput;

const post = (path: string, body: unknown) =>
  apiJson(path, checkedByServer<Ok>(), { method: 'POST', body });

const profileAnswer = (path: string, options: ApiRequestOptions = {}) =>
  apiJson(path, checkedByServer<Profile>(), options);

/**
 * The account endpoints of the server (apps/server/src/modules/account), one function each. The
 * profile loads with the session before any signed-in page shows, and the sign-in pages post
 * here: answers are checked by the server, so zod is in neither first load.
 */
export const accountApi = {
  signIn: (body: SignInBodyInput) => post('/api/account/sign-in', body),
  signUp: (body: SignUpBodyInput) => post('/api/account/sign-up', body),
  signOut: () => post('/api/account/sign-out', {}),
  resendVerification: (email: string) => post('/api/account/resend-verification', { email }),
  requestReset: (email: string) => post('/api/account/request-reset', { email }),
  setPassword: (body: SetPasswordBodyInput) => post('/api/account/set-password', body),
  changePassword: (body: ChangePasswordBodyInput) => post('/api/account/change-password', body),
  startSocial: (body: SocialSignInBodyInput) =>
    apiJson('/api/account/social', checkedByServer<SocialStart>(), { method: 'POST', body }),
  profile: (signal?: AbortSignal): Promise<Profile> =>
    profileAnswer('/api/account/profile', signal ? { signal } : {}),
  updateProfile: (patch: ProfilePatch): Promise<Profile> =>
    profileAnswer('/api/account/profile', { method: 'PATCH', body: patch }),
  uploadAvatar: (image: Blob): Promise<Profile> =>
    profileAnswer('/api/account/avatar', { method: 'PUT', body: image }),
  deleteAccount: async (): Promise<void> => {
    await apiRequest('/api/account', {
      method: 'DELETE',
      body: { confirm: DELETE_ACCOUNT_CONFIRMATION },
    });
  },
};
