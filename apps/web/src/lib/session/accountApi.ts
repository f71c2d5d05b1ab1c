import {
  type ChangePasswordBodyInput,
  type Profile,
  type SetPasswordBodyInput,
  type SignInBodyInput,
  type SignUpBodyInput,
  type SocialSignInBodyInput,
  type UpdateProfileBodyInput,
  DELETE_ACCOUNT_CONFIRMATION,
} from '@relata/core';
import { ApiError } from '../api/ApiError';
import {
  apiRequest,
  NETWORK_ERROR_MESSAGE,
  type ApiRequestOptions,
  type ResponseParser,
} from '../api/apiClient';
import { onDemand } from '../onDemand';
import type * as AccountContracts from './accountContracts';

/** The answers' schemas: zod loads with the first account request, never on a page's first load. */
const contracts = onDemand(() => import('./accountContracts'));

/**
 * Calls an account endpoint and checks its answer with the schema `pick` chooses; the schemas
 * load while the request is under way. The request's own failure wins; schemas that cannot load
 * fail as a request that could not reach the server.
 */
async function accountJson<T>(
  path: string,
  pick: (schemas: typeof AccountContracts) => ResponseParser<T>,
  options: ApiRequestOptions = {},
): Promise<T> {
  const schemas = contracts.preload().catch(() => {
    throw new ApiError({ status: 0, code: 'network', message: NETWORK_ERROR_MESSAGE });
  });
  // Handled below, after the request; this only keeps an early failure from counting as unhandled.
  schemas.catch(() => undefined);
  const data = await apiRequest(path, options);
  return pick(await schemas).parse(data);
}

/** A social identity provider (Google or GitHub). */
export type SocialProvider = SocialSignInBodyInput['provider'];

/** The profile fields PATCH /api/account/profile accepts. */
export type ProfilePatch = UpdateProfileBodyInput;

const post = (path: string, body: unknown) =>
  accountJson(path, (s) => s.okSchema, { method: 'POST', body });

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
    accountJson('/api/account/social', (s) => s.socialStartSchema, { method: 'POST', body }),
  profile: (signal?: AbortSignal): Promise<Profile> =>
    accountJson('/api/account/profile', (s) => s.profileSchema, signal ? { signal } : {}),
  updateProfile: (patch: ProfilePatch): Promise<Profile> =>
    accountJson('/api/account/profile', (s) => s.profileSchema, { method: 'PATCH', body: patch }),
  uploadAvatar: (image: Blob): Promise<Profile> =>
    accountJson('/api/account/avatar', (s) => s.profileSchema, { method: 'PUT', body: image }),
  deleteAccount: async (): Promise<void> => {
    await apiRequest('/api/account', {
      method: 'DELETE',
      body: { confirm: DELETE_ACCOUNT_CONFIRMATION },
    });
  },
};
