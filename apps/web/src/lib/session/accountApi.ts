import {
  okSchema,
  profileSchema,
  socialStartSchema,
  type ChangePasswordBodyInput,
  type Profile,
  type SetPasswordBodyInput,
  type SignInBodyInput,
  type SignUpBodyInput,
  type SocialSignInBodyInput,
  type UpdateProfileBodyInput,
  DELETE_ACCOUNT_CONFIRMATION,
} from '@relata/core';
import { apiJson, apiRequest } from '../api/apiClient';

/** A social identity provider (Google or GitHub). */
export type SocialProvider = SocialSignInBodyInput['provider'];

/** The profile fields PATCH /api/account/profile accepts. */
export type ProfilePatch = UpdateProfileBodyInput;

const post = (path: string, body: unknown) => apiJson(path, okSchema, { method: 'POST', body });

/** The account endpoints of the server (apps/server/src/modules/account), one function each. */
export const accountApi = {
  signIn: (body: SignInBodyInput) => post('/api/account/sign-in', body),
  signUp: (body: SignUpBodyInput) => post('/api/account/sign-up', body),
  signOut: () => post('/api/account/sign-out', {}),
  resendVerification: (email: string) => post('/api/account/resend-verification', { email }),
  requestReset: (email: string) => post('/api/account/request-reset', { email }),
  setPassword: (body: SetPasswordBodyInput) => post('/api/account/set-password', body),
  changePassword: (body: ChangePasswordBodyInput) => post('/api/account/change-password', body),
  startSocial: (body: SocialSignInBodyInput) =>
    apiJson('/api/account/social', socialStartSchema, { method: 'POST', body }),
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
