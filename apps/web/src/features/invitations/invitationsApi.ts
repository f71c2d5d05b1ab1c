import { inviteSchema, okSchema, type Invite } from '@relata/core';
import { apiJson, type ResponseParser } from '../../lib/api/apiClient';

const base = (token: string) => `/api/invitations/${encodeURIComponent(token)}`;

/** The answer of accepting: the project joined. The server declares it inline, so it is read here. */
const acceptedParser: ResponseParser<{ project_id: string }> = {
  parse(data) {
    if (typeof data === 'object' && data !== null && 'project_id' in data) {
      const { project_id } = data;
      if (typeof project_id === 'string') return { project_id };
    }
    throw new Error('Unexpected answer when accepting the invitation.');
  },
};

/** The invitation endpoints of the server (apps/server/src/modules/invitations). */
export const invitationsApi = {
  mine: (signal?: AbortSignal): Promise<Invite[]> =>
    apiJson('/api/invitations', inviteSchema.array(), signal ? { signal } : {}),
  byToken: (token: string, signal?: AbortSignal): Promise<Invite> =>
    apiJson(base(token), inviteSchema, signal ? { signal } : {}),
  accept: (token: string) => apiJson(`${base(token)}/accept`, acceptedParser, { method: 'POST' }),
  decline: (token: string) => apiJson(`${base(token)}/decline`, okSchema, { method: 'POST' }),
};
