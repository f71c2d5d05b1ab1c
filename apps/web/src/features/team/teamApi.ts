import {
  inviteSchema,
  memberSchema,
  type CreateInviteBodyInput,
  type Invite,
  type Member,
  type Role,
} from '@relata/core';
import { apiJson, apiRequest } from '../../lib/api/apiClient';

const base = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}`;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** The team endpoints of the server (apps/server/src/modules/team), one function each. */
export const teamApi = {
  members: (projectId: string, signal?: AbortSignal): Promise<Member[]> =>
    apiJson(`${base(projectId)}/members`, memberSchema.array(), withSignal(signal)),
  changeRole: async (projectId: string, userId: string, role: Role): Promise<void> => {
    await apiRequest(`${base(projectId)}/members/${encodeURIComponent(userId)}`, {
      method: 'PATCH',
      body: { role },
    });
  },
  removeMember: async (projectId: string, userId: string): Promise<void> => {
    await apiRequest(`${base(projectId)}/members/${encodeURIComponent(userId)}`, {
      method: 'DELETE',
    });
  },
  invites: (projectId: string, signal?: AbortSignal): Promise<Invite[]> =>
    apiJson(`${base(projectId)}/invites`, inviteSchema.array(), withSignal(signal)),
  invite: (projectId: string, body: CreateInviteBodyInput): Promise<Invite> =>
    apiJson(`${base(projectId)}/invites`, inviteSchema, { method: 'POST', body }),
  removeInvite: async (projectId: string, inviteId: string): Promise<void> => {
    await apiRequest(`${base(projectId)}/invites/${encodeURIComponent(inviteId)}`, {
      method: 'DELETE',
    });
  },
};
