import {
  SHARE_GRANT_HEADER,
  SHARE_TOKEN_HEADER,
  shareGrantSchema,
  shareInfoSchema,
} from '@relata/core';
import { apiJson, type ApiRequestOptions } from '../../lib/api/apiClient';

/** The headers of a share request: the link's token, and a password link's grant once given. */
export function shareHeaders(token: string, grant: string | undefined): Record<string, string> {
  return { [SHARE_TOKEN_HEADER]: token, ...(grant ? { [SHARE_GRANT_HEADER]: grant } : {}) };
}

/** A request of a reader without an account: the link's headers, and no cookie of a member's. */
export function asReader(token: string, grant: string | undefined, signal?: AbortSignal) {
  return {
    headers: shareHeaders(token, grant),
    credentials: 'omit',
    ...(signal ? { signal } : {}),
  } satisfies ApiRequestOptions;
}

/** What a link's page asks first, by its token (and grant): no session needed. */
export const shareApi = {
  info: (token: string, grant: string | undefined, signal?: AbortSignal) =>
    apiJson('/api/share', shareInfoSchema, asReader(token, grant, signal)),
  unlock: (token: string, password: string) =>
    apiJson('/api/share/unlock', shareGrantSchema, {
      ...asReader(token, undefined),
      method: 'POST',
      body: { password },
    }),
};
