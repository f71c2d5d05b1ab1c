import {
  accessTokenSchema,
  accountEventPageSchema,
  createdTokenSchema,
  accountSessionListSchema,
  endedSessionsSchema,
  okSchema,
  projectEventPageSchema,
  type AccountEventPage,
  type AccessToken,
  type AccountSession,
  type CreatedToken,
  type CreateTokenBodyInput,
  type ProjectEventPage,
} from '@relata/core';
import { z } from 'zod';
import { apiJson } from '../../lib/api/apiClient';

const page = (before: string | undefined) =>
  before ? `?before=${encodeURIComponent(before)}` : '';
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** The audit endpoints of the server (apps/server/src/modules/audit), one function each. */
export const securityApi = {
  tokens: (signal?: AbortSignal): Promise<AccessToken[]> =>
    apiJson('/api/account/tokens', z.array(accessTokenSchema), withSignal(signal)),
  createToken: (body: CreateTokenBodyInput): Promise<CreatedToken> =>
    apiJson('/api/account/tokens', createdTokenSchema, { method: 'POST', body }),
  revokeToken: async (tokenId: string): Promise<void> => {
    await apiJson(`/api/account/tokens/${encodeURIComponent(tokenId)}`, okSchema, {
      method: 'DELETE',
    });
  },
  events: (before?: string, signal?: AbortSignal): Promise<AccountEventPage> =>
    apiJson(`/api/account/security${page(before)}`, accountEventPageSchema, withSignal(signal)),
  sessions: async (signal?: AbortSignal): Promise<AccountSession[]> =>
    (await apiJson('/api/account/sessions', accountSessionListSchema, withSignal(signal))).sessions,
  endSession: async (sessionId: string): Promise<void> => {
    await apiJson(`/api/account/sessions/${encodeURIComponent(sessionId)}`, okSchema, {
      method: 'DELETE',
    });
  },
  endOtherSessions: async (): Promise<number> =>
    (
      await apiJson('/api/account/sessions/end-others', endedSessionsSchema, {
        method: 'POST',
        body: {},
      })
    ).ended,
  projectEvents: (
    projectId: string,
    before?: string,
    signal?: AbortSignal,
  ): Promise<ProjectEventPage> =>
    apiJson(
      `/api/projects/${encodeURIComponent(projectId)}/audit${page(before)}`,
      projectEventPageSchema,
      withSignal(signal),
    ),
};
