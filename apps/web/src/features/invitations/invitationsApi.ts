import type { Invite, Ok } from '@relata/core';
import { apiJson, checkedByServer } from '../../lib/api/apiClient';

const base = (token: string) => `/api/invitations/${encodeURIComponent(token)}`;

/**
 * The invitation endpoints of the server (apps/server/src/modules/invitations). The dashboard
 * lists the user's invitations on its first load: answers are checked by the server.
 */
export const invitationsApi = {
  mine: (signal?: AbortSignal): Promise<Invite[]> =>
    apiJson('/api/invitations', checkedByServer<Invite[]>(), signal ? { signal } : {}),
  byToken: (token: string, signal?: AbortSignal): Promise<Invite> =>
    apiJson(base(token), checkedByServer<Invite>(), signal ? { signal } : {}),
  accept: (token: string) =>
    apiJson(`${base(token)}/accept`, checkedByServer<{ project_id: string }>(), {
      method: 'POST',
    }),
  decline: (token: string) =>
    apiJson(`${base(token)}/decline`, checkedByServer<Ok>(), { method: 'POST' }),
};
